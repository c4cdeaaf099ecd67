import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { callServer, signInContext, type TestAccount } from './accounts';
import { launchBrowser } from './browser';
import { logFailedCalls } from './page';
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

/** A short random suffix that keeps texts and names of one run apart. */
export const suffix = () => Math.random().toString(36).slice(2, 8);

/**
 * A page in a new browser context signed in as `account`, at `path`, printing failed API calls.
 * @param expectedFailures paths whose failures the test provokes on purpose (see {@link logFailedCalls})
 */
export async function openAs(
  suite: BrowserSuite,
  account: TestAccount,
  path: string,
  expectedFailures: RegExp[] = [],
): Promise<Page> {
  const context = await suite.browser.newContext();
  await signInContext(context, account);
  const page = await context.newPage();
  logFailedCalls(page, expectedFailures);
  await page.goto(suite.server.url + path);
  return page;
}

/** Writes a Standard post in the Rep community through the API as `account`; answers its id. */
export const postAs = (suite: BrowserSuite, account: TestAccount, body: string) =>
  callServer<{ id: string }>(
    suite.server.url,
    '/api/post/create-post',
    { communityId: 'Rep', body },
    account.session.access,
  );
