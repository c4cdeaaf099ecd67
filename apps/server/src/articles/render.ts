import { STORED_MEDIA_PATH, youtubeEmbedUrl } from '@rep/shared';
import type { DocNode } from './document';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** An image source an article may show: an object of our storage or an https address. */
export function articleImageSrc(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  if (STORED_MEDIA_PATH.test(src)) return src;
  try {
    return new URL(src).protocol === 'https:' ? src : null;
  } catch {
    return null;
  }
}

/** A link target an article may hold: http, https or mailto. */
export function articleLinkHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol) ? href : null;
  } catch {
    return null;
  }
}

const MARK_TAGS: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};

function renderText(node: DocNode): string {
  let html = escapeHtml(node.text ?? '');
  // Innermost first: the first mark wraps the text, the last one is outermost.
  for (const mark of node.marks ?? []) {
    if (mark.type === 'link') {
      const href = articleLinkHref(mark.attrs?.href);
      if (!href) continue;
      const title =
        typeof mark.attrs?.title === 'string' && mark.attrs.title
          ? ` title="${escapeHtml(mark.attrs.title)}"`
          : '';
      html = `<a href="${escapeHtml(href)}"${title} rel="noopener noreferrer nofollow" target="_blank">${html}</a>`;
    } else {
      const tag = MARK_TAGS[mark.type];
      if (tag) html = `<${tag}>${html}</${tag}>`;
    }
  }
  return html;
}

const BLOCK_TAGS: Record<string, string> = {
  paragraph: 'p',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  blockquote: 'blockquote',
};

/**
 * Renders a cleaned article document ({@link DocNode}, from `cleanDocument`) to HTML with a fixed mapping
 * of the allowed nodes and marks: every text and attribute is escaped, links keep only http/https/mailto,
 * images only /storage/ipfs/ or https sources, videos become youtube-nocookie embeds; anything else renders
 * nothing. The result still goes through `sanitizeArticleHtml` (defence in depth).
 */
export function renderDocument(node: DocNode): string {
  const inner = () => (node.content ?? []).map(renderDocument).join('');
  switch (node.type) {
    case 'doc':
      return inner();
    case 'text':
      return renderText(node);
    case 'hardBreak':
      return '<br>';
    case 'heading': {
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level) || 2));
      const content = inner();
      return content ? `<h${level}>${content}</h${level}>` : '';
    }
    case 'codeBlock': {
      const text = (node.content ?? []).map((child) => escapeHtml(child.text ?? '')).join('');
      return text ? `<pre><code>${text}</code></pre>` : '';
    }
    case 'image': {
      const src = articleImageSrc(node.attrs?.src);
      if (!src) return '';
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`;
    }
    case 'youtube': {
      const src = typeof node.attrs?.src === 'string' ? youtubeEmbedUrl(node.attrs.src) : null;
      return src
        ? `<iframe src="${escapeHtml(src)}" title="YouTube video" width="640" height="360" allowfullscreen></iframe>`
        : '';
    }
    default: {
      const tag = BLOCK_TAGS[node.type];
      if (!tag) return '';
      const content = inner();
      // SPEC §5: empty elements are removed (an empty paragraph stays as a blank line only between blocks).
      return content || tag === 'p' ? `<${tag}>${content}</${tag}>` : '';
    }
  }
}
