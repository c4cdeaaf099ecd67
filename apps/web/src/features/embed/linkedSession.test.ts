import { describe, expect, it } from 'vitest';
import { LINKED_SESSION_MESSAGE, linkedSessionRefresh } from './linkedSession';

const ORIGIN = 'https://rep.test';
const popup = {} as Window;
const message = { type: LINKED_SESSION_MESSAGE, refresh: 'r1' };

describe('linkedSessionRefresh (issue 17: signing in inside the frame)', () => {
  it('should accept the refresh token from the popup the frame opened, on its own origin', () => {
    expect(linkedSessionRefresh({ origin: ORIGIN, source: popup, data: message }, popup, ORIGIN)).toBe('r1');
  });

  it('should ignore another origin, another window, or no open popup', () => {
    expect(
      linkedSessionRefresh({ origin: 'https://site.test', source: popup, data: message }, popup, ORIGIN),
    ).toBe(null);
    expect(linkedSessionRefresh({ origin: ORIGIN, source: {} as Window, data: message }, popup, ORIGIN)).toBe(
      null,
    );
    expect(linkedSessionRefresh({ origin: ORIGIN, source: popup, data: message }, null, ORIGIN)).toBe(null);
  });

  it('should ignore a malformed payload', () => {
    for (const data of [
      null,
      'r1',
      { type: 'rep:embed-height', refresh: 'r1' },
      { type: LINKED_SESSION_MESSAGE },
      {
        type: LINKED_SESSION_MESSAGE,
        refresh: '',
      },
      { type: LINKED_SESSION_MESSAGE, refresh: 3 },
    ])
      expect(linkedSessionRefresh({ origin: ORIGIN, source: popup, data }, popup, ORIGIN)).toBe(null);
  });
});
