import { describe, expect, it } from 'vitest';
import { safeRedirect } from './paths';

describe('safeRedirect (issue 12, finding 9)', () => {
  it.each([
    ['/rep/bookmarks', '/rep/bookmarks'],
    ['/rep/search?keyword=a#top', '/rep/search?keyword=a#top'],
    ['/kyc?redirect=%2Frep', '/kyc?redirect=%2Frep'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('should keep the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    'evil.example',
    '//evil.example/',
    '/\\evil.example/',
    '\\/evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
  ])('should answer / for %j, which a browser would not keep on this site', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
