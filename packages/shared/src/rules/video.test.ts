import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { createPostInput } from '../schemas/post';
import { isPlayableVideoLink, isYoutubeLink, YOUTUBE_EMBED_ORIGIN, youtubeEmbedUrl } from './video';

const ID = 'dQw4w9WgXcQ';
const embed = (rest: string) => `${YOUTUBE_EMBED_ORIGIN}/embed/${rest}`;

describe('youtubeEmbedUrl (SPEC §5 recognised video links)', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, embed(ID)],
    [`https://youtube.com/watch?v=${ID}&feature=share`, embed(ID)],
    [`https://m.youtube.com/watch?v=${ID}`, embed(ID)],
    [`http://www.youtube.com/watch?v=${ID}&t=1m30s`, embed(`${ID}?start=90`)],
    [
      `https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG`,
      embed(`${ID}?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG`),
    ],
    [`https://www.youtube.com/embed/${ID}`, embed(ID)],
    [`https://www.youtube-nocookie.com/embed/${ID}?start=12`, embed(`${ID}?start=12`)],
    [`https://www.youtube.com/shorts/${ID}`, embed(ID)],
    [`https://www.youtube.com/live/${ID}?si=abc`, embed(ID)],
    [`https://youtu.be/${ID}`, embed(ID)],
    [`https://youtu.be/${ID}?t=42`, embed(`${ID}?start=42`)],
    [`  https://youtu.be/${ID}  `, embed(ID)],
    [
      'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      embed('videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'),
    ],
    [
      'https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw',
      embed('videoseries?list=UUuAXFkgsw1L7xaCfnd5JJOw'),
    ],
    [
      'https://www.youtube.com/user/RickAstleyVEVO',
      `${YOUTUBE_EMBED_ORIGIN}/embed?listType=user_uploads&list=RickAstleyVEVO`,
    ],
  ])('should play %s', (link, expected) => {
    expect(youtubeEmbedUrl(link)).toBe(expected);
    expect(isPlayableVideoLink(link)).toBe(true);
  });

  it.each([
    'not a url',
    `javascript:alert(1)//youtu.be/${ID}`,
    `https://youtu.be.evil.example/${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/@RickAstley',
    'https://www.youtube.com/results?search_query=cats',
    'https://www.youtube.com/channel/not-a-channel',
    'https://www.youtube.com/playlist',
    `https://user:pw@www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}/extra`,
    `ftp://youtu.be/${ID}`,
  ])('should refuse %s', (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
    expect(isPlayableVideoLink(link)).toBe(false);
  });
});

describe('createPostInput of a Video post', () => {
  const input = (mediaValue: string) => ({ communityId: 'global', body: '', media: 'Video', mediaValue });

  it('should take a playable link or an uploaded file', () => {
    expect(createPostInput.safeParse(input(`https://youtu.be/${ID}`)).success).toBe(true);
    expect(createPostInput.safeParse(input(`/storage/ipfs/bafkrei${'a'.repeat(52)}`)).success).toBe(true);
  });

  it("should refuse an unplayable link with 'Invalid url'", () => {
    const result = createPostInput.safeParse(input('https://www.youtube.com/@RickAstley'));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['mediaValue'], message: messages.invalidUrl }),
    ]);
  });
});

describe('isYoutubeLink', () => {
  it('should know YouTube links, playable or not, and nothing else', () => {
    expect(isYoutubeLink(`https://youtu.be/${ID}`)).toBe(true);
    expect(isYoutubeLink('https://www.youtube.com/@RickAstley')).toBe(true);
    expect(isYoutubeLink('https://example.com/watch?v=x')).toBe(false);
    expect(isYoutubeLink('youtube.com/watch')).toBe(false);
  });
});
