import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (SPEC §5)', () => {
  it('lower-cases, removes accents, turns spaces into underscores and drops other characters', () => {
    expect(slugify('Café au Lait!')).toBe('cafe_au_lait');
    expect(slugify('Ünïcödé Crème Brûlée')).toBe('unicode_creme_brulee');
    expect(slugify('Hello, World: 2026 edition')).toBe('hello_world_2026_edition');
  });

  it('keeps each space as one underscore and drops what is not a letter, digit or underscore', () => {
    expect(slugify('a  b')).toBe('a__b');
    expect(slugify('snake_case-and.dots')).toBe('snake_caseanddots');
    expect(slugify('<script>alert(1)</script>')).toBe('scriptalert1script');
  });

  it('answers an empty slug when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('日本語 !!')).toBe('_');
  });
});
