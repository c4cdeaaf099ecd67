import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('counts in powers of 1000 with at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 KB');
    expect(formatBytes(1_550_000)).toBe('1.6 MB');
    expect(formatBytes(250_000_000)).toBe('250 MB');
    expect(formatBytes(3.2e12)).toBe('3.2 TB');
  });
});
