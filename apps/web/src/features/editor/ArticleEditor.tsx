import { messages } from '@rep/shared';
import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ImageRejectedError, prepareImage } from '../../state/media/prepareImage';
import { uploadFile } from '../../state/media/uploadFile';
import { TextFormDialog } from '../../ui/TextFormDialog';
import { removeEmptyInlines } from './cleanDocument';
import { articleExtensions } from './extensions';
import { ImageDescriptionBar, selectInsertedImage } from './ImageDescriptionBar';
import { LinkDialog } from './LinkDialog';
import { Toolbar } from './Toolbar';

/** What the editor reports on each change: its JSON document (empty inlines removed) and its plain text. */
export interface ArticleDraft {
  document: JSONContent;
  text: string;
}

export interface ArticleEditorProps {
  onChange: (draft: ArticleDraft) => void;
  /** Names the editing area for screen readers. */
  label: string;
}

/**
 * The rich-text article editor (issue 16, SPEC §5) on Tiptap 3: the toolbar, the link dialog, images
 * prepared and uploaded to the storage with a progress bar and described through the posts' 'Add
 * description' dialog (the selected image's bar), and YouTube embeds (youtube-nocookie). Loaded
 * only by the create-article route (its chunk carries Tiptap).
 */
export function ArticleEditor({ onChange, label }: ArticleEditorProps) {
  const editor = useEditor({
    extensions: articleExtensions,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'article-editor',
        class: 'article-prose min-h-64 px-3 py-2 outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange({ document: removeEmptyInlines(e.getJSON()), text: e.getText() }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!editor) return null;
  const linkAttrs = editor.getAttributes('link') as { href?: string; title?: string };

  const uploadImage = async (file: File) => {
    setProgress(0);
    try {
      const prepared = await prepareImage(file);
      const stored = await uploadFile(prepared, { onProgress: setProgress });
      editor.chain().focus().setImage({ src: stored.url, alt: '' }).run();
      // Selected, the new image shows its 'Add description' control (issue 16: alt text as on posts).
      selectInsertedImage(editor, stored.url);
    } catch (error) {
      if (error instanceof ImageRejectedError) toast.error(error.title, { description: error.description });
      else toast.error(messages.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="rounded-lg border border-slate-300 focus-within:border-sky-500 focus-within:ring-2 focus-within:ring-sky-200">
      <Toolbar
        editor={editor}
        uploading={progress !== null}
        onLink={() => setLinkOpen(true)}
        onImage={() => fileInput.current?.click()}
        onVideo={() => setVideoOpen(true)}
      />
      {progress !== null && (
        <progress
          data-testid="article-upload-progress"
          aria-label="Uploading image"
          className="block h-1 w-full"
          max={1}
          value={progress}
        />
      )}
      <ImageDescriptionBar editor={editor} />
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="article-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void uploadImage(file);
        }}
      />
      <LinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        initial={{ href: linkAttrs.href ?? '', title: linkAttrs.title ?? '' }}
        canRemove={editor.isActive('link')}
        onAdd={({ href, title }) => {
          const chain = editor.chain().focus().extendMarkRange('link');
          if (editor.state.selection.empty && !editor.isActive('link')) {
            chain
              .insertContent({
                type: 'text',
                text: title || href,
                marks: [{ type: 'link', attrs: { href, title: title || null } }],
              })
              .run();
          } else {
            chain.setLink({ href, title: title || null } as { href: string }).run();
          }
          // Typing goes on after the link instead of replacing its text.
          editor.commands.setTextSelection(editor.state.selection.to);
          setLinkOpen(false);
        }}
        onRemove={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          setLinkOpen(false);
        }}
      />
      <TextFormDialog
        open={videoOpen}
        onOpenChange={setVideoOpen}
        title="Video"
        description="A YouTube link (watch, embed, shorts, live, youtu.be)."
        fieldLabel="Video URL"
        maxLength={2048}
        submitLabel="Add"
        testId="video-dialog"
        onSubmit={async (url) => {
          if (!editor.chain().focus().setYoutubeVideo({ src: url.trim() }).run())
            throw new Error(messages.invalidUrl);
        }}
      />
    </div>
  );
}
