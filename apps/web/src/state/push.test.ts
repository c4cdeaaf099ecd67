import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushSupported } from './push';

describe('web push helpers', () => {
  it('decodes a base64url VAPID key, with or without padding', () => {
    // 0xfb 0xff 0xfe encodes to '-__-' in base64url ('+//+' in base64).
    expect([...base64UrlToBytes('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
    expect(base64UrlToBytes('B'.repeat(87))).toHaveLength(65);
  });

  it('knows that a browser without the Push API (jsdom) cannot subscribe', () => {
    expect(pushSupported()).toBe(false);
  });
});
