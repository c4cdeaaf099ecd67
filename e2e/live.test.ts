import { liveValueSchema } from '@rep/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInContext, type TestAccount, verifyAccount } from './support/accounts';
import { card, logFailedCalls } from './support/page';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
let me: TestAccount;

beforeAll(async () => {
  me = await createAccount(suite.server.url, { firstName: 'Stream', lastName: 'Host' });
  // The app checks the default level (Silver) before guarded actions; a verified account passes it.
  await verifyAccount(suite.server.url, me);
});

/** The shared schema's text for an end not after the start. */
const endNotAfterStart = liveValueSchema.safeParse({ startAt: 2, endAt: 1 }).error?.issues[0]?.message ?? '';

describe('live schedule', () => {
  it("is scheduled from the composer, shows its card and a stream page with 'Join'", async () => {
    const context = await suite.browser.newContext();
    await signInContext(context, me);
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(`${suite.server.url}/rep`);
    const text = `Launch stream ${Math.random().toString(36).slice(2, 8)}`;

    // The form opens with a window an hour from now; an end not after the start is refused.
    await page.getByRole('button', { name: 'Schedule live' }).click();
    const form = page.getByTestId('live-form');
    const start = await form.getByLabel('Start').inputValue();
    const end = await form.getByLabel('End').inputValue();
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await page.getByTestId('composer-input').fill(text);
    await form.getByLabel('End').fill(start);
    await form.getByTestId('live-end-error').getByText(endNotAfterStart).waitFor();
    expect(await page.getByTestId('composer-send').isDisabled()).toBe(true);
    await form.getByLabel('End').fill(end);
    await form.getByTestId('live-end-error').waitFor({ state: 'detached' });

    // Send: the draft becomes the server's live-schedule card, upcoming, with 'Join'.
    await page.getByTestId('composer-send').click();
    const post = card(page, text);
    await post.waitFor();
    await expect.poll(() => post.getAttribute('data-status')).toBe('active');
    expect(await post.getAttribute('data-post-type')).toBe('LiveSchedule');
    expect(await post.getByTestId('live-status').getAttribute('data-stage')).toBe('upcoming');
    await post.getByRole('button', { name: 'Join' }).waitFor();
    await expect.poll(() => page.getByTestId('live-form').count()).toBe(0);

    // Quote mode disables scheduling a live stream.
    await post.getByTestId('quote-button').click();
    const dialog = page.getByTestId('compose-dialog');
    expect(await dialog.getByRole('button', { name: 'Schedule live' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The stream page shows the window as entered (local time) and 'Join', also after a reload.
    await post.getByTestId('stream-link').click();
    await page.waitForURL(/\/rep\/stream\/Rep_[A-Za-z0-9]+$/);
    // Formatted as ui/time.ts formatDateTime does: to the minute.
    const startText = await page.evaluate(
      (value) => new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      start,
    );
    const status = page.getByTestId('live-status');
    await status.getByText(startText, { exact: false }).waitFor();
    await page.getByTestId('live-join').getByText('Join').waitFor();
    await page.reload();
    await page.getByTestId('live-join').getByText('Join').waitFor();
    expect(await page.getByTestId('live-status').getAttribute('data-stage')).toBe('upcoming');
    await context.close();
  });
});
