import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { realtimeTarget } from '../state/realtime';

// jsdom's TextEncoder makes arrays of Node's realm, not the page's, and libsodium (chat crypto) checks
// `instanceof Uint8Array`: encode into the page's own, as a browser (one realm) does.
const NodeEncoder = globalThis.TextEncoder;
globalThis.TextEncoder = class extends NodeEncoder {
  override encode(input?: string) {
    return new Uint8Array(super.encode(input));
  }
} as typeof TextEncoder;

// No server listens in unit tests: the app opens no socket (realtime.test.ts starts its own).
realtimeTarget.enabled = false;

afterEach(() => {
  cleanup();
});
