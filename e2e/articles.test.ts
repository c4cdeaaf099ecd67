import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callServer,
  createAccount,
  signInContext,
  type TestAccount,
  verifyAccount,
} from './support/accounts';
import { expectAccessible } from './support/axe';
import { documentWidth } from './support/chat';
import { logFailedCalls, PHONE } from './support/page';
import { suffix, useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
let author: TestAccount;

beforeAll(async () => {
  author = await createAccount(suite.server.url, { firstName: 'Rich', lastName: 'Writer' });
  await verifyAccount(suite.server.url, author);
});

/** Every payload sets this flag or opens a dialog if it ever runs. */
const RUN = 'window.__xss=1;alert(1)';
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string) => [{ type: 'link', attrs: { href, title: `" onmouseover="${RUN}` } }];

/** Hostile editor documents: script as text, hostile URLs and attributes, unknown node types. */
const HOSTILE_DOCUMENTS = [
  {
    type: 'doc',
    content: [
      p(text(`<script>${RUN}</script>`), text(`<img src=x onerror="${RUN}">`)),
      { type: 'heading', attrs: { level: `2 onclick="${RUN}"` }, content: [text(`<svg onload="${RUN}">`)] },
      { type: 'codeBlock', content: [text(`</code></pre><script>${RUN}</script>`)] },
    ],
  },
  {
    type: 'doc',
    content: [
      p(text('js', link(`javascript:${RUN}`)), text(' data', link(`data:text/html,<script>${RUN}</script>`))),
      p(text('ok', link('https://example.com/"><script>window.__xss=1</script>'))),
      { type: 'image', attrs: { src: `x" onerror="${RUN}`, alt: `" onerror="${RUN}` } },
      { type: 'image', attrs: { src: `data:image/svg+xml,<svg onload="${RUN}"/>` } },
      { type: 'image', attrs: { src: `javascript:${RUN}` } },
    ],
  },
  {
    type: 'doc',
    content: [
      { type: 'youtube', attrs: { src: `javascript:${RUN}` } },
      { type: 'youtube', attrs: { src: 'https://evil.example/embed/dQw4w9WgXcQ' } },
      {
        type: 'youtube',
        attrs: { src: `https://www.youtube.com/watch?v=dQw4w9WgXcQ" srcdoc="<script>${RUN}</script>` },
      },
      { type: 'html', attrs: { html: `<script>${RUN}</script>` }, content: [text('unknown')] },
      { type: 'iframe', attrs: { srcdoc: `<script>${RUN}</script>` } },
      p({ type: 'rawHtml', text: `<img src=x onerror=${RUN}>` }, text('after')),
    ],
  },
];

/** Hostile HTML sent as the plain-text body of a legacy article (no document): it must show as text. */
const HOSTILE_BODIES = [
  `<script>${RUN}</script><img src=x onerror="${RUN}"><iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<a href="javascript:${RUN}">x</a><svg><script>${RUN}</script></svg><style>*{}</style>`,
];

/** The tag and attribute names of serialised HTML (attribute values always quoted, as sanitize-html writes them). */
const tagsAndAttributes = (html: string) =>
  [...html.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((m) => [
    m[1]!,
    ...[...(m[2] ?? '').matchAll(/\s+([a-z-]+)(?:="[^"]*")?/gi)].map((a) => a[1]!),
  ]);

const articlePath = (id: string) =>
  `/rep/article/account/${encodeURIComponent(author.accountId)}/${encodeURIComponent(id)}`;

const create = (input: Record<string, unknown>) =>
  callServer<{ id: string; html?: string }>(
    suite.server.url,
    '/api/post/create-post',
    { communityId: 'Rep', postType: 'Article', ...input },
    author.session.access,
  );

/** A page of the author watching for any sign of a script run: dialogs, the flag, CSP violations. */
async function watchedPage(options: Parameters<typeof suite.browser.newContext>[0] = {}) {
  const context = await suite.browser.newContext(options);
  await signInContext(context, author);
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const page = await context.newPage();
  logFailedCalls(page);
  const runs: string[] = [];
  page.on('dialog', (dialog) => {
    runs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (process.env.E2E_DEBUG) console.log(`console ${message.type()}: ${message.text()}`);
    if (/CSP violation|Content Security Policy/i.test(message.text())) runs.push(message.text());
  });
  return { page, runs };
}

/** What the rendered article body holds that must never be there. */
const dangerousNodes = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('[data-testid="article-html"] *')) {
      const tag = element.tagName.toLowerCase();
      if (
        ![
          'p',
          'h2',
          'h3',
          'h4',
          'strong',
          'em',
          'u',
          's',
          'ul',
          'ol',
          'li',
          'blockquote',
          'pre',
          'code',
          'br',
          'a',
          'img',
          'iframe',
        ].includes(tag)
      )
        found.push(`tag ${tag}`);
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name) || name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
        if (/^\s*(javascript|data):/i.test(value)) found.push(`${tag}[${name}=${value}]`);
      }
      if (
        tag === 'iframe' &&
        !element.getAttribute('src')?.startsWith('https://www.youtube-nocookie.com/embed/')
      )
        found.push(`iframe ${element.getAttribute('src')}`);
    }
    return found;
  });

describe('rich-text articles (issue 16)', () => {
  it('renders an XSS corpus of hostile documents and HTML bodies with zero script executions', async () => {
    const rich = await Promise.all(
      HOSTILE_DOCUMENTS.map((document, i) => create({ title: `Hostile ${i}`, body: 'x', document })),
    );
    const legacy = await Promise.all(HOSTILE_BODIES.map((body, i) => create({ title: `Legacy ${i}`, body })));
    // Text keeps `<` escaped, so a `<` opens a real tag: no hostile tag, no handler, srcdoc or style attribute.
    for (const post of rich) {
      const names = tagsAndAttributes(post.html ?? '');
      expect(names.filter((name) => /^(script|svg|style|object|embed|on\w+|srcdoc)$/i.test(name))).toEqual(
        [],
      );
    }

    const { page, runs } = await watchedPage();
    for (const post of rich) {
      await page.goto(suite.server.url + articlePath(post.id));
      await page.getByTestId('article-html').waitFor();
      expect(await dangerousNodes(page)).toEqual([]);
    }
    // The escaped text shows as text.
    await page.goto(suite.server.url + articlePath(rich[0]!.id));
    await page
      .getByTestId('article-html')
      .getByText('<script>window.__xss=1;alert(1)</script>')
      .first()
      .waitFor();
    for (const post of legacy) {
      await page.goto(suite.server.url + articlePath(post.id));
      const body = page.getByTestId('post-body').first();
      await body.waitFor();
      expect(await body.textContent()).toContain('<script>');
      expect(await page.getByTestId('article-html').count()).toBe(0);
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(runs).toEqual([]);
    await page.context().close();
  });

  it('writes an article in the editor at 360 px with a link and an uploaded, described image, shown on its page', async () => {
    const { page, runs } = await watchedPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(`${suite.server.url}/rep/create-article`);
    const title = `Field notes ${suffix()}`;
    await page.getByTestId('article-title').fill(title);
    const editor = page.getByTestId('article-editor');
    await editor.waitFor();
    await expectAccessible(page, 'create article with the editor');

    await editor.click();
    await page.keyboard.type('Read the guide today.');
    await page.keyboard.press('Enter');

    // A code block disables bold, italic, underline, strike, image and video.
    await page.getByTestId('tool-code').click();
    expect(await page.getByTestId('tool-code').getAttribute('aria-pressed')).toBe('true');
    for (const tool of ['bold', 'italic', 'underline', 'strike', 'image', 'video'])
      expect(await page.getByTestId(`tool-${tool}`).isDisabled(), tool).toBe(true);
    await page.getByTestId('tool-code').click();
    expect(await page.getByTestId('tool-image').isDisabled()).toBe(false);

    // The image goes through the file chooser, prepareImage and the storage upload.
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('tool-image').click();
    await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await editor.locator('img[src^="/storage/ipfs/"]').waitFor();

    // The new image is selected and offers the posts' 'Add description' dialog (at most 1,500 characters).
    const describeButton = page.getByTestId('article-image-alt');
    expect(await describeButton.textContent()).toBe('Add description');
    await describeButton.click();
    const altInput = page.getByTestId('alt-text-input');
    expect(await altInput.getAttribute('maxlength')).toBe('1500');
    await altInput.fill('A blue field "under" <open> sky');
    await expectAccessible(page, 'article image description dialog');
    await page.getByTestId('alt-text-save').click();
    await page.getByTestId('alt-text-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('article-image-alt-text').textContent()).toBe(
      'Description: A blue field "under" <open> sky',
    );
    expect(await describeButton.textContent()).toBe('Edit description');
    expect(await editor.locator('img[src^="/storage/ipfs/"]').getAttribute('alt')).toBe(
      'A blue field "under" <open> sky',
    );
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // Select "guide" and link it through the dialog: Add only for http(s).
    await page.evaluate(() => {
      const root = document.querySelector('[data-testid="article-editor"]')!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const at = node.data.indexOf('guide');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 'guide'.length);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        return;
      }
    });
    await page.waitForFunction(() => getSelection()?.toString() === 'guide');
    await page.getByTestId('tool-link').click();
    const add = page.getByTestId('link-add');
    await page.getByTestId('link-url').fill('ftp://example.com/guide');
    expect(await add.isDisabled()).toBe(true);
    await page.getByTestId('link-url').fill('javascript:alert(1)');
    expect(await add.isDisabled()).toBe(true);
    await page.getByTestId('link-title').fill('The guide');
    await page.getByTestId('link-url').fill('https://example.com/guide');
    await add.click();
    await editor.locator('a[href="https://example.com/guide"]').getByText('guide', { exact: true }).waitFor();
    expect(await page.getByTestId('tool-link').getAttribute('aria-pressed')).toBe('true');
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.getByTestId('article-publish').click();
    await page.waitForURL(/\/rep\/article\/account\//);
    const body = page.getByTestId('article-html');
    await body.waitFor();
    expect(await body.innerHTML()).toContain('href="https://example.com/guide"');
    const shown = body.locator('a[href="https://example.com/guide"]');
    expect(await shown.textContent()).toBe('guide');
    expect(await shown.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await shown.getAttribute('target')).toBe('_blank');
    const img = body.locator('img[src^="/storage/ipfs/"]');
    await img.waitFor();
    expect(await img.getAttribute('alt')).toBe('A blue field "under" <open> sky');
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLImageElement>('[data-testid="article-html"] img');
      return !!element && element.complete && element.naturalWidth > 0;
    });
    expect(await page.getByTestId('post-title').first().textContent()).toBe(title);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'article page with rich text');
    expect(runs).toEqual([]);
    await page.context().close();
  });
});
