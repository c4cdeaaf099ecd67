import { ARTICLE_BODY_MAX } from '@rep/shared';

/** A node of the editor's JSON document (Tiptap / ProseMirror shape), as clients send it. */
export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** The largest accepted document, in bytes of its JSON (about four times the plain-text cap). */
export const ARTICLE_DOCUMENT_MAX_BYTES = ARTICLE_BODY_MAX * 4;
/** The deepest accepted nesting (lists in quotes in lists …); deeper branches are dropped. */
const MAX_DEPTH = 24;

/** Block and inline node types the article renderer knows (SPEC §5 editor); any other type is dropped. */
export const ARTICLE_NODE_TYPES = new Set([
  'doc',
  'paragraph',
  'heading',
  'text',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'codeBlock',
  'hardBreak',
  'image',
  'youtube',
]);
/** Marks the renderer knows; any other mark is dropped (its text stays). */
export const ARTICLE_MARK_TYPES = new Set(['bold', 'italic', 'underline', 'strike', 'code', 'link']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates and normalises an article document (issue 16): a `doc` root of at most
 * {@link ARTICLE_DOCUMENT_MAX_BYTES}; unknown node types and marks, malformed nodes, branches deeper than
 * {@link MAX_DEPTH} and empty text nodes (SPEC §5: empty inline elements are removed) are dropped.
 * @returns the cleaned document, or null when the input is not a document or is too large
 */
export function cleanDocument(input: unknown): DocNode | null {
  if (!isRecord(input) || input.type !== 'doc') return null;
  if (Buffer.byteLength(JSON.stringify(input), 'utf8') > ARTICLE_DOCUMENT_MAX_BYTES) return null;
  return cleanNode(input, 0) ?? { type: 'doc', content: [] };
}

function cleanNode(node: unknown, depth: number): DocNode | null {
  if (!isRecord(node) || typeof node.type !== 'string' || !ARTICLE_NODE_TYPES.has(node.type)) return null;
  if (depth > MAX_DEPTH) return null;
  const out: DocNode = { type: node.type };
  if (isRecord(node.attrs)) out.attrs = node.attrs;
  // An image's description (issue 16): trimmed text, or null for none (Tiptap's default); the contract and
  // `articleContent` refuse any other value before this runs.
  if (node.type === 'image') {
    const alt = out.attrs?.alt;
    out.attrs = { ...out.attrs, alt: typeof alt === 'string' && alt.trim() ? alt.trim() : null };
  }
  if (node.type === 'text') {
    if (typeof node.text !== 'string' || node.text === '') return null;
    out.text = node.text;
    const marks = Array.isArray(node.marks)
      ? node.marks.filter(
          (mark): mark is { type: string; attrs?: Record<string, unknown> } =>
            isRecord(mark) && typeof mark.type === 'string' && ARTICLE_MARK_TYPES.has(mark.type),
        )
      : [];
    if (marks.length)
      out.marks = marks.map((m) => ({ type: m.type, attrs: isRecord(m.attrs) ? m.attrs : {} }));
    return out;
  }
  if (Array.isArray(node.content)) {
    out.content = node.content
      .map((child) => cleanNode(child, depth + 1))
      .filter((child): child is DocNode => child !== null);
  }
  return out;
}

/** Blocks after which the plain text breaks a line. */
const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'codeBlock']);

/**
 * The document's plain text (issue 16: search, cards and reading time use it): text nodes in order, a line
 * break after each block and hard break, runs of blank lines collapsed, trimmed.
 */
export function documentText(doc: DocNode): string {
  const parts: string[] = [];
  const walk = (node: DocNode) => {
    if (node.type === 'text') parts.push(node.text ?? '');
    else if (node.type === 'hardBreak') parts.push('\n');
    for (const child of node.content ?? []) walk(child);
    if (BLOCKS.has(node.type)) parts.push('\n');
  };
  walk(doc);
  return parts
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
