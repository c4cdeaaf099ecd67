/** A post's media on create-post (issue 16): the image's alt text is kept and returned; video links are checked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  expectSuccess,
  type SpecClient,
  type SpecUser,
  specClient,
  specSignUp,
  specVerify,
} from '../test/specClient';

let t: TestApp;
let client: SpecClient;
let ada: SpecUser;

beforeAll(async () => {
  t = await createTestApp();
  client = specClient(t.app);
  ada = await specSignUp(client, 'Ada');
  expect(await specVerify(client, ada)).toBe('Silver');
});
afterAll(() => t.close());

const image = `/storage/ipfs/bafkrei${'a'.repeat(52)}`;

describe('create-post media (issue 16)', () => {
  it('should store an image’s alt text and return it when the post is read', async () => {
    const created = expectSuccess(
      await client.post(
        '/api/post/create-post',
        { body: '', media: 'Image', mediaValue: image, mediaAlt: '  A red fox in the snow ' },
        ada.access,
      ),
    ) as { id: string; media: unknown };
    expect(created.media).toEqual({ type: 'Image', url: image, alt: 'A red fox in the snow' });
    const [read] = expectSuccess(await client.post('/api/post/get', { postIds: [created.id] })) as {
      media: unknown;
    }[];
    expect(read?.media).toEqual({ type: 'Image', url: image, alt: 'A red fox in the snow' });
  });

  it('should store no alt when none was written', async () => {
    const created = expectSuccess(
      await client.post('/api/post/create-post', { media: 'Image', mediaValue: image }, ada.access),
    ) as { media: unknown };
    expect(created.media).toEqual({ type: 'Image', url: image });
  });

  it("should refuse a video link YouTube cannot play with 'Invalid url'", async () => {
    const res = await client.post(
      '/api/post/create-post',
      { media: 'Video', mediaValue: 'https://www.youtube.com/@someone' },
      ada.access,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Invalid url');
  });
});
