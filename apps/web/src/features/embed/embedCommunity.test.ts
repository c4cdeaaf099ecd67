import { pageCommunityId } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { embedCommunityId, embedSnippet, embedSrc } from './embedCommunity';

describe('embedCommunityId (issue 17, SPEC §2)', () => {
  it("should be the page's community without a community parameter", () => {
    expect(embedCommunityId('https://example.com/a/', null)).toBe(pageCommunityId('https://example.com/a/'));
  });

  it('should be the named community when one is given, Home when it is unknown or empty', () => {
    expect(embedCommunityId('https://example.com/a', 'rep-social')).toBe('RepSocial');
    expect(embedCommunityId('https://example.com/a', 'nope')).toBe('Home');
    expect(embedCommunityId('https://example.com/a', '')).toBe('Home');
  });
});

describe('embed snippet', () => {
  it('should frame /embed with the page address encoded, lazily', () => {
    expect(embedSrc('https://rep.test', 'https://example.com/a?b=1')).toBe(
      'https://rep.test/embed?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1',
    );
    const snippet = embedSnippet('https://rep.test', 'https://example.com/');
    expect(snippet).toMatch(/^<iframe src="https:\/\/rep\.test\/embed\?url=https%3A%2F%2Fexample\.com%2F" /);
    expect(snippet).toContain('loading="lazy"');
    expect(snippet).toContain('title="Rep conversation"');
  });
});
