import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInContext, type TestAccount } from './accounts';

/** Post cards whose own body (not an embedded quote) shows exactly `body`. */
export const card = (page: Page, body: string) =>
  page
    .getByTestId('post-card')
    .filter({ has: page.getByTestId('post-body').getByText(body, { exact: true }) });

/**
 * Prints API failures, so a broken step shows the server's answer in the test output.
 * @param expected paths whose failures the test provokes on purpose
 */
export function logFailedCalls(page: Page, expected: RegExp[] = []): void {
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() < 400 || !/^\/(api|auth)\//.test(pathname)) return;
    if (expected.some((pattern) => pattern.test(pathname))) return;
    const body = await response.text().catch(() => '');
    console.warn(`${response.request().method()} ${pathname} → ${response.status()} ${body.slice(0, 300)}`);
  });
}

/** A phone's viewport: every screen is usable at 360 px. */
export const PHONE = { width: 360, height: 740 };

/**
 * A page of `account` in a new browser context (a browser profile of its own) at `path`, whose realtime socket
 * is connected: resolves once the server accepted the socket's handshake (Socket.IO's CONNECT answer,
 * `40{"sid":…}`, came over the WebSocket), so an event sent afterwards reaches it.
 * @param options the context's options, e.g. `{ viewport: PHONE, isMobile: true, hasTouch: true }`
 * @param prepare runs on the signed-in context before the page opens (permissions, init scripts)
 */
export async function openConnected(
  browser: Browser,
  baseUrl: string,
  account: TestAccount,
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext(options);
  await signInContext(context, account);
  await prepare?.(context);
  const page = await context.newPage();
  logFailedCalls(page);
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
  await page.goto(baseUrl + path);
  await connected;
  return page;
}
