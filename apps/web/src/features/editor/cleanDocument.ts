import type { JSONContent } from '@tiptap/core';

/**
 * Removes empty inline elements from an editor document (SPEC §5): text nodes without text, and links
 * or other marked runs that are only whitespace keep their text but lose marks. Pure; blocks stay.
 */
export function removeEmptyInlines(node: JSONContent): JSONContent {
  if (node.type === 'text') {
    return node.marks && !node.text?.trim() ? { type: 'text', text: node.text ?? '' } : node;
  }
  if (!node.content) return node;
  return {
    ...node,
    content: node.content
      .filter((child) => child.type !== 'text' || (child.text ?? '') !== '')
      .map(removeEmptyInlines),
  };
}
