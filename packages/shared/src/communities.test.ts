import { describe, expect, it } from 'vitest';
import { communityPrefix, pageCommunityId, resolveCommunity } from './communities';

describe('resolveCommunity', () => {
  it.each([
    ['home', false, 'Home'],
    ['rep-social', false, 'RepSocial'],
    ['rep', true, 'Rep'],
    ['gala-friends', false, 'GalaFriends'],
    ['LUNAR-STORM-FRIENDS', false, 'LunarStormFriends'],
  ])('should map %s to its community', (param, embedded, id) => {
    expect(resolveCommunity(param, embedded)).toBe(id);
  });

  it('should default to Rep on the site and Home when embedded or in the extension', () => {
    expect(resolveCommunity(undefined)).toBe('Rep');
    expect(resolveCommunity('nonsense')).toBe('Rep');
    expect(resolveCommunity(null, true)).toBe('Home');
    expect(resolveCommunity('nonsense', true)).toBe('Home');
  });

  it('should give the route prefix back', () => {
    expect(communityPrefix('GalaFriends')).toBe('gala-friends');
    expect(communityPrefix('SomePageId==')).toBe('rep');
  });
});

describe('pageCommunityId', () => {
  it('should drop the scheme and trailing slash, URI-encode, then base64', () => {
    expect(pageCommunityId('https://example.com/')).toBe(btoa('example.com'));
    expect(pageCommunityId('http://example.com/a b/')).toBe(btoa(encodeURIComponent('example.com/a b')));
    expect(pageCommunityId('https://example.com/path?q=1')).toBe(btoa('example.com%2Fpath%3Fq%3D1'));
  });

  it('should give the same id with or without the scheme or trailing slash, and newtab for chrome://newtab/', () => {
    expect(pageCommunityId('https://news.example/x')).toBe(pageCommunityId('http://news.example/x/'));
    expect(pageCommunityId('chrome://newtab/')).toBe('newtab');
  });

  it('should handle non-ASCII addresses', () => {
    expect(atob(pageCommunityId('https://ex.com/ünï'))).toBe(encodeURIComponent('ex.com/ünï'));
  });
});
