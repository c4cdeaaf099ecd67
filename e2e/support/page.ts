import type { Page } from 'playwright-core';

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
