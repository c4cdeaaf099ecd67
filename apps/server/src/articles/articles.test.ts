import { ALT_TEXT_MAX } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { articleContent } from '.';
import { cleanDocument, documentText } from './document';
import { renderDocument } from './render';
import { sanitizeArticleHtml } from './sanitize';

/** Hostile HTML: each must lose every executable part. */
const XSS_HTML = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="https://example.com/a.png" onload="window.__xss=1">',
  '<a href="javascript:window.__xss=1">x</a>',
  '<a href="JaVaScRiPt:window.__xss=1">x</a>',
  '<a href="  javascript:window.__xss=1">x</a>',
  '<a href="java&#x09;script:window.__xss=1">x</a>',
  '<a href="&#106;avascript:window.__xss=1">x</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">x</a>',
  '<img src="data:image/svg+xml,<svg onload=window.__xss=1>">',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="https://evil.example/embed/abcdefghijk"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/abcdefghijk"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg onload="window.__xss=1"></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<p style="background:url(javascript:window.__xss=1)">x</p>',
  '<style>@import "javascript:window.__xss=1"</style>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">x</p>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<details open ontoggle="window.__xss=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<a href="https://ok.example" onfocus="window.__xss=1" autofocus>x</a>',
  '<img src="/storage/ipfs/../../api/x" onerror="window.__xss=1">',
  '<img src="//evil.example/a.png">',
  '<template><img src=x onerror=window.__xss=1></template>',
];

/** Anything that could execute in the sanitised output. */
const DANGER =
  /<script|<svg|<style|<object|<embed|<form|<meta|<base|<math|<template|\son\w+=|javascript:|data:|srcdoc|style=|evil\.example|src="x"|\/\/evil/i;

describe('sanitizeArticleHtml (issue 16 allow-list)', () => {
  it.each(XSS_HTML)('leaves nothing executable in %s', (payload) => {
    const clean = sanitizeArticleHtml(payload);
    expect(clean).not.toMatch(DANGER);
    // Idempotent: sanitising the output again changes nothing (no mutation-XSS left to re-parse).
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it('keeps the allowed tags, forces rel and target on links and keeps youtube-nocookie embeds', () => {
    const html =
      '<h2>T</h2><p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote><p>q</p></blockquote><pre><code>x</code></pre><a href="https://a.example/">l</a>' +
      '<img src="/storage/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy" alt="d">' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" allowfullscreen></iframe>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain('<h2>T</h2>');
    expect(clean).toContain('<strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code>');
    expect(clean).toContain(
      '<a href="https://a.example/" rel="noopener noreferrer nofollow" target="_blank">l</a>',
    );
    expect(clean).toContain('<img src="/storage/ipfs/bafkrei');
    expect(clean).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(sanitizeArticleHtml('<h1>x</h1><h5>y</h5><div>z</div>')).toBe('xyz');
  });
});

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, marks });

describe('articleContent (editor JSON → stored HTML and text)', () => {
  it('renders the allowed nodes and marks, escaping every text and attribute', () => {
    const { html, body } = articleContent(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Intro <b>')] },
        p(
          text('bold', [{ type: 'bold' }]),
          text(' and '),
          text('link', [{ type: 'link', attrs: { href: 'https://a.example/?q="x"' } }]),
        ),
        { type: 'codeBlock', content: [text('<script>alert(1)</script>')] },
        {
          type: 'image',
          attrs: {
            src: '/storage/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
            alt: '"><script>',
          },
        },
        { type: 'youtube', attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
      ),
    );
    expect(html).toContain('<h2>Intro &lt;b&gt;</h2>');
    expect(html).toContain(
      '<strong>bold</strong> and <a href="https://a.example/?q=&quot;x&quot;" rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
    expect(html).toContain('<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>');
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).not.toMatch(/<script/);
    expect(body).toBe('Intro <b>\nbold and link\n<script>alert(1)</script>');
  });

  it('drops unknown nodes and marks, hostile URLs and empty inline elements', () => {
    const { html, document } = articleContent(
      doc(
        { type: 'rawHtml', attrs: { html: '<script>x</script>' } },
        p(text('a', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'evil' }]), {
          type: 'text',
          text: '',
        }),
        { type: 'image', attrs: { src: 'data:image/png;base64,AAAA' } },
        { type: 'image', attrs: { src: 'http://insecure.example/a.png' } },
        { type: 'youtube', attrs: { src: 'https://evil.example/watch?v=dQw4w9WgXcQ' } },
        { type: 'bulletList', content: [] },
      ),
    );
    expect(html).toBe('<p>a</p>');
    expect(JSON.stringify(document)).not.toContain('rawHtml');
    expect(JSON.stringify(document)).not.toContain('evil"');
  });

  it('renders an image\'s description as its alt, escaped, and an image without one with alt=""', () => {
    const src = '/storage/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    const { html, document } = articleContent(
      doc(
        { type: 'image', attrs: { src, alt: '  A fox "><script>window.__xss=1</script> & <b>  ' } },
        { type: 'image', attrs: { src, alt: null, title: null } },
        { type: 'image', attrs: { src, alt: '   ' } },
      ),
    );
    const described = `<img src="${src}" alt="A fox &quot;&gt;&lt;script&gt;window.__xss=1&lt;/script&gt; &amp; &lt;b&gt;" />`;
    expect(html).toBe(`${described}<img src="${src}" alt="" /><img src="${src}" alt="" />`);
    expect(html).not.toMatch(DANGER);
    // The stored document keeps the description as typed (trimmed); blank descriptions become null.
    expect(document.content?.map((node) => node.attrs?.alt)).toEqual([
      'A fox "><script>window.__xss=1</script> & <b>',
      null,
      null,
    ]);
    const full = articleContent(doc({ type: 'image', attrs: { src, alt: 'é'.repeat(ALT_TEXT_MAX) } }));
    expect(full.html).toContain(`alt="${'é'.repeat(ALT_TEXT_MAX)}"`);
  });

  it('refuses an image description longer than ALT_TEXT_MAX or not a text, naming it', () => {
    const src = '/storage/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    const image = (alt: unknown) => ({ type: 'image', attrs: { src, alt } });
    expect(() => articleContent(doc(p(text('x')), image('a'.repeat(ALT_TEXT_MAX + 1))))).toThrow(
      `document.content.1.attrs.alt: must be at most ${ALT_TEXT_MAX} characters`,
    );
    expect(() => articleContent(doc({ type: 'blockquote', content: [image({ html: '<script>' })] }))).toThrow(
      /^document\.content\.0\.content\.0\.attrs\.alt: /,
    );
  });

  it('refuses what is not a document or is too large', () => {
    expect(() => articleContent({ type: 'paragraph' })).toThrow(/document/);
    expect(() => articleContent('<p>x</p>')).toThrow(/document/);
    expect(() => articleContent(doc(p(text('x'.repeat(500_000)))))).toThrow(/document/);
    expect(cleanDocument(null)).toBeNull();
  });

  it('derives plain text with a line per block', () => {
    const cleaned = cleanDocument(
      doc(p(text('one'), { type: 'hardBreak' }, text('two')), {
        type: 'blockquote',
        content: [p(text('three'))],
      }),
    );
    expect(documentText(cleaned!)).toBe('one\ntwo\nthree');
    expect(renderDocument(cleaned!)).toBe('<p>one<br>two</p><blockquote><p>three</p></blockquote>');
  });

  it('embeds YouTube links through youtube-nocookie and drops other players', () => {
    const video = (src: string) => articleContent(doc({ type: 'youtube', attrs: { src } })).html;
    expect(video('https://youtu.be/dQw4w9WgXcQ?t=12')).toContain(
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=12"',
    );
    expect(video('https://www.youtube.com/playlist?list=PL0123456789abcdef')).toContain(
      '/embed/videoseries?list=PL0123456789abcdef',
    );
    expect(video('https://www.youtube.com/watch?v=bad')).toBe('');
    expect(video('javascript:alert(1)')).toBe('');
  });
});
