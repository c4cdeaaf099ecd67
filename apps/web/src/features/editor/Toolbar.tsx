import { type Editor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';

export interface ToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  onVideo: () => void;
  /** An image is uploading: the image button waits. */
  uploading: boolean;
}

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId: string;
}

function Tool({ label, pressed, disabled, onClick, children, testId }: ToolProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      data-testid={testId}
      // Keeps the editor's selection: a toolbar click must not blur it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-sky-100 aria-pressed:text-sky-800 disabled:text-slate-300 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}

/** A list glyph: three lines behind bullets or numerals (drawn, so the button's name is its only text). */
function ListIcon({ numbered }: { numbered: boolean }) {
  return (
    <svg aria-hidden="true" width={20} height={20} viewBox="0 0 20 20" fill="currentColor">
      {[5, 10, 15].map((y) =>
        numbered ? (
          <rect key={`n${y}`} x={2} y={y - 2} width={2} height={4} />
        ) : (
          <circle key={`b${y}`} cx={3} cy={y} r={1.5} />
        ),
      )}
      {[5, 10, 15].map((y) => (
        <rect key={y} x={7} y={y - 1} width={11} height={2} rx={1} />
      ))}
    </svg>
  );
}

/**
 * The article editor's toolbar (SPEC §5): headings, bold, italic, underline, strike, lists, quote, code
 * block, link, image and video, each a named button with aria-pressed. Inside a code block bold, italic,
 * underline, strike, image and video are disabled. Wraps onto several rows at 360 px.
 */
export function Toolbar({ editor, onLink, onImage, onVideo, uploading }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const inCode = state.codeBlock;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      data-testid="editor-toolbar"
      className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1"
    >
      <Tool
        label="Heading H2"
        testId="tool-h2"
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </Tool>
      <Tool
        label="Heading H3"
        testId="tool-h3"
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </Tool>
      <Tool
        label="Bold"
        testId="tool-bold"
        pressed={state.bold}
        disabled={inCode}
        onClick={() => chain().toggleBold().run()}
      >
        <strong>B</strong>
      </Tool>
      <Tool
        label="Italic"
        testId="tool-italic"
        pressed={state.italic}
        disabled={inCode}
        onClick={() => chain().toggleItalic().run()}
      >
        <em>I</em>
      </Tool>
      <Tool
        label="Underline"
        testId="tool-underline"
        pressed={state.underline}
        disabled={inCode}
        onClick={() => chain().toggleUnderline().run()}
      >
        <u>U</u>
      </Tool>
      <Tool
        label="Strikethrough"
        testId="tool-strike"
        pressed={state.strike}
        disabled={inCode}
        onClick={() => chain().toggleStrike().run()}
      >
        <s>S</s>
      </Tool>
      <Tool
        label="Bullet list"
        testId="tool-bullet"
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <ListIcon numbered={false} />
      </Tool>
      <Tool
        label="Numbered list"
        testId="tool-ordered"
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListIcon numbered />
      </Tool>
      <Tool
        label="Quote"
        testId="tool-quote"
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        ❝
      </Tool>
      <Tool
        label="Code block"
        testId="tool-code"
        pressed={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        {'</>'}
      </Tool>
      <Tool label="Link" testId="tool-link" pressed={state.link} onClick={onLink}>
        🔗
      </Tool>
      <Tool label="Image" testId="tool-image" disabled={inCode || uploading} onClick={onImage}>
        🖼
      </Tool>
      <Tool label="Video" testId="tool-video" disabled={inCode} onClick={onVideo}>
        ▶
      </Tool>
    </div>
  );
}
