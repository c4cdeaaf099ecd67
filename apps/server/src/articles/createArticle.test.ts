import { ALT_TEXT_MAX, apiEndpoints } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp('Ada', 'Silver');
});
afterAll(() => t.close());

const create = (input: Record<string, unknown>) =>
  t.call(apiEndpoints.createPost, { communityId: 'Rep', postType: 'Article', ...input } as never, ada.token);

const document = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why #tea' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See ' },
        { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'https://example.com/' } }] },
        { type: 'text', text: '<script>x</script>' },
      ],
    },
    { type: 'script', content: [{ type: 'text', text: 'dropped' }] },
  ],
};

describe('create-post of a rich-text article (issue 16)', () => {
  it('stores the cleaned document, the sanitised html and the plain text as the body, and presents html', async () => {
    const res = await create({ title: 'Tea', body: 'ignored client text', document });
    expect(res.status).toBe(200);
    const post = res.body.data;
    expect(post.body).toBe('Why #tea\nSee this<script>x</script>');
    expect(post.html).toBe(
      '<h2>Why #tea</h2><p>See <a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">this</a>&lt;script&gt;x&lt;/script&gt;</p>',
    );
    const [row] = await t.ctx.db.select().from(posts).where(eq(posts.id, post.id));
    expect(JSON.stringify(row?.document)).not.toContain('dropped');
    expect(row?.hashtags).toEqual(['tea']);
    const got = await t.call(apiEndpoints.getPosts, { postIds: [post.id] }, ada.token);
    expect(got.body.data[0].html).toBe(post.html);
  });

  it("stores an image's description as its alt and refuses one over ALT_TEXT_MAX or holding NUL, naming it", async () => {
    const src = '/storage/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    const withAlt = (alt: string) => ({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Look' }] },
        { type: 'image', attrs: { src, alt } },
      ],
    });
    const ok = await create({ title: 'Fox', document: withAlt('A red fox "><script>x</script>') });
    expect(ok.status).toBe(200);
    expect(ok.body.data.html).toContain(
      `<img src="${src}" alt="A red fox &quot;&gt;&lt;script&gt;x&lt;/script&gt;" />`,
    );
    const long = await create({ title: 'Fox', document: withAlt('a'.repeat(ALT_TEXT_MAX + 1)) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(
      `document.content.1.attrs.alt: must be at most ${ALT_TEXT_MAX} characters`,
    );
    const nul = await create({ title: 'Fox', document: withAlt('a\u0000b') });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/document\.content\.1\.attrs\.alt: must not contain NUL/);
  });

  it('keeps plain-text articles without html and refuses a document that is not one', async () => {
    const plain = await create({ title: 'Plain', body: 'Just text <b>' });
    expect(plain.status).toBe(200);
    expect(plain.body.data.html).toBeUndefined();
    expect(plain.body.data.body).toBe('Just text <b>');
    const bad = await create({ title: 'Bad', body: 'x', document: { type: 'paragraph' } });
    expect(bad.status).toBe(400);
  });
});
