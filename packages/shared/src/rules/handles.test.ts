import { describe, expect, it } from 'vitest';
import { handleFromName, handleWithSuffix, isHandle } from './handles';
import { extractMentions, tokenizePostText } from './text';

describe('handles', () => {
  it('should accept letters, digits, _ and single inner dots, 3–30 characters, lower-case', () => {
    for (const ok of ['nasir.legros26', 'ann_b', 'a.b', 'x_y.z_9']) expect(isHandle(ok), ok).toBe(true);
    for (const bad of ['ab', '.ann', 'ann.', 'an..n', 'Ann', 'ann-b', 'a'.repeat(31), 'añn'])
      expect(isHandle(bad), bad).toBe(false);
  });

  it('should derive first.last from a name, accents dropped, and fall back to user', () => {
    expect(handleFromName('Nasir', 'Legros')).toBe('nasir.legros');
    expect(handleFromName('  José María ', "O'Brien-Smith")).toBe('jose.maria.obrien.smith');
    expect(handleFromName('李', '雷')).toBe('user');
    expect(handleFromName('Maximilian-Alexander', 'Schwarzenegger').length).toBeLessThanOrEqual(24);
    expect(isHandle(handleFromName('Maximilian-Alexander', 'Schwarzenegger'))).toBe(true);
  });

  it('should number the handles of a base from the second on', () => {
    expect([1, 2, 3].map((n) => handleWithSuffix('ann.b', n))).toEqual(['ann.b', 'ann.b2', 'ann.b3']);
  });
});

describe('mentions', () => {
  it('should take the whole handle with its dots, not a dot ending the sentence', () => {
    expect(extractMentions('Thanks @nasir.legros26. And @Ann_B, @al, mail a@b.cd')).toEqual([
      'nasir.legros26',
      'ann_b',
    ]);
  });

  it('should tokenise a dotted mention as one link and leave the final dot as text', () => {
    expect(tokenizePostText('cc @nasir.legros26. #rep')).toEqual([
      { kind: 'text', text: 'cc ' },
      { kind: 'mention', text: '@nasir.legros26', value: 'nasir.legros26' },
      { kind: 'text', text: '. ' },
      { kind: 'hashtag', text: '#rep', value: 'rep' },
    ]);
  });

  it('should not cut a handle at a letter it cannot take (no partial mention)', () => {
    expect(extractMentions('@a.b.cé @ab')).toEqual([]);
  });
});
