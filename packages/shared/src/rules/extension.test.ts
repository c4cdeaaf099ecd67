import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTENSION_ID, EXTENSION_PUBLIC_KEY } from './extension';

describe('the extension id', () => {
  it('should be the id Chrome derives from the manifest key (SHA-256, first 32 hex digits, 0-f as a-p)', async () => {
    const der = Uint8Array.from(atob(EXTENSION_PUBLIC_KEY), (char) => char.charCodeAt(0));
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', der));
    const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    const id = [...hex.slice(0, 32)]
      .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
      .join('');
    expect(id).toBe(DEFAULT_EXTENSION_ID);
  });
});
