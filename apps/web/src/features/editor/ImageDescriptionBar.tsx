import { NodeSelection } from '@tiptap/pm/state';
import { type Editor, useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { AltTextEditor } from '../media/AltTextEditor';

/** The image node the editor's selection holds: its position, source and description ('' for none). */
export interface SelectedImage {
  pos: number;
  src: string;
  alt: string;
}

/** The image node selected in `editor` (a click on it, or arrowing onto it), or null. */
export function selectedImage(editor: Editor): SelectedImage | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return null;
  const { src, alt } = selection.node.attrs as { src?: unknown; alt?: unknown };
  return {
    pos: selection.from,
    src: typeof src === 'string' ? src : '',
    alt: typeof alt === 'string' ? alt : '',
  };
}

/**
 * Selects the image node with source `src` nearest before the cursor (the one `setImage` just inserted), so
 * {@link ImageDescriptionBar} offers its 'Add description'. Does nothing when there is none.
 */
export function selectInsertedImage(editor: Editor, src: string): void {
  const cursor = editor.state.selection.from;
  let found: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src && (found === null || pos < cursor)) found = pos;
  });
  if (found !== null) editor.commands.setNodeSelection(found);
}

/**
 * The description control of the selected article image (issue 16, as a post's attached image): shows
 * the description and opens the posts' 'Add description' dialog ({@link AltTextEditor}, at most
 * ALT_TEXT_MAX characters); saving sets the node's `alt` ('' when cleared), which the server renders as
 * the article's `<img alt>`. Renders nothing while no image is selected.
 */
export function ImageDescriptionBar({ editor }: { editor: Editor }) {
  const image = useEditorState({ editor, selector: ({ editor: e }) => selectedImage(e) });
  // The image the dialog describes; kept while the dialog closes so its preview never empties.
  const [editing, setEditing] = useState<SelectedImage | null>(null);
  const [open, setOpen] = useState(false);

  const save = (alt: string) => {
    if (!editing) return;
    const { pos } = editing;
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        if (tr.doc.nodeAt(pos)?.type.name !== 'image') return false;
        // '' rather than null: the editor's own <img> keeps an alt attribute (axe: image-alt).
        tr.setNodeAttribute(pos, 'alt', alt);
        return true;
      })
      .setNodeSelection(pos)
      .run();
  };

  return (
    <>
      {image && (
        <div
          data-testid="article-image-bar"
          className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-sm"
        >
          <span className="min-w-0 flex-1 truncate text-slate-700" data-testid="article-image-alt-text">
            {image.alt ? `Description: ${image.alt}` : 'This image has no description.'}
          </span>
          <Button
            variant="secondary"
            data-testid="article-image-alt"
            // Keeps the editor's node selection: the click must not move it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setEditing(image);
              setOpen(true);
            }}
          >
            {image.alt ? 'Edit description' : 'Add description'}
          </Button>
        </div>
      )}
      {editing && (
        <AltTextEditor
          open={open}
          onOpenChange={setOpen}
          preview={editing.src}
          value={editing.alt}
          onSave={save}
        />
      )}
    </>
  );
}
