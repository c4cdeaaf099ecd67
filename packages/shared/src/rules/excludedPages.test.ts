import { describe, expect, it } from 'vitest';
import { isExcludedPage } from './excludedPages';

describe('isExcludedPage (SPEC §9)', () => {
  it('should exclude the search, messages and settings pages of large social sites', () => {
    expect(isExcludedPage('https://x.com/search?q=rep')).toBe(true);
    expect(isExcludedPage('https://x.com/messages/123-456')).toBe(true);
    expect(isExcludedPage('https://www.facebook.com/settings')).toBe(true);
    expect(isExcludedPage('https://www.linkedin.com/messaging/thread/1/')).toBe(true);
    expect(isExcludedPage('https://www.messenger.com/t/42')).toBe(true);
    expect(isExcludedPage('https://WWW.Reddit.com/Search/?q=a')).toBe(true);
  });

  it('should not exclude other pages of those sites, nor other sites', () => {
    expect(isExcludedPage('https://x.com/rep/status/1')).toBe(false);
    expect(isExcludedPage('https://x.com/searchlight')).toBe(false);
    expect(isExcludedPage('https://example.com/search')).toBe(false);
    expect(isExcludedPage('https://notx.com/search')).toBe(false);
    expect(isExcludedPage('http://127.0.0.1:8080/page.html')).toBe(false);
  });

  it('should not exclude unparsable or non-web addresses', () => {
    expect(isExcludedPage('not a url')).toBe(false);
    expect(isExcludedPage('chrome://newtab/')).toBe(false);
  });
});
