import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './server';

/** A test file's server and browser: set in `beforeAll`, closed in `afterAll`. */
export interface BrowserSuite {
  server: TestServer;
  browser: Browser;
}

/**
 * Starts a Rep server (its own temporary PGlite) and Chromium for the calling test file, in parallel, and
 * closes both after its tests. Read the fields inside hooks and tests, not at module level.
 * @param options as {@link startTestServer} takes them (e.g. `{ env: { GUARD_MIN_ROLE: 'Silver' } }`)
 */
export function useBrowserSuite(options?: Parameters<typeof startTestServer>[0]): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startTestServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
