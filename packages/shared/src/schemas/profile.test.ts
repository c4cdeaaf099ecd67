import { describe, expect, it } from 'vitest';
import { imageUrlInput, updateProfileInput } from './profile';

const CID = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku';

describe('profile image URLs (issue 16)', () => {
  it('accept an uploaded picture at /storage/ipfs/<cid>, http(s) URLs and generated avatars', () => {
    for (const url of [`/storage/ipfs/${CID}`, 'https://example.test/a.png', '/avatars/thumbs/ada.svg'])
      expect(imageUrlInput.safeParse({ url }).success).toBe(true);
    expect(
      updateProfileInput.parse({ avatar: `/storage/ipfs/${CID}`, coverImage: `/storage/ipfs/${CID}` }),
    ).toEqual({ avatar: `/storage/ipfs/${CID}`, coverImage: `/storage/ipfs/${CID}` });
  });

  it('refuse other paths and schemes, with the message naming both forms', () => {
    for (const url of [
      `/storage/ipfs/${CID}/../x`,
      `/storage/ipfs/${CID.toUpperCase()}`,
      '/storage/api/v1/upload',
      `//evil.test/storage/ipfs/${CID}`,
      'javascript:alert(1)',
      `data:image/png;base64,AAAA`,
    ]) {
      const parsed = imageUrlInput.safeParse({ url });
      expect(parsed.success, url).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('must be an http(s) URL or /storage/ipfs/<cid>');
    }
  });
});
