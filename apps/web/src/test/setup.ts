import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { realtimeTarget } from '../state/realtime';

// No server listens in unit tests: the app opens no socket (realtime.test.ts starts its own).
realtimeTarget.enabled = false;

afterEach(() => {
  cleanup();
});
