import { dialogs, messages } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { createAccount, signInAccount, verifyAccount } from './support/accounts';
import { card } from './support/page';
import { openAs, postAs, suffix, useBrowserSuite } from './support/suite';

const ADMIN_EMAIL = 'admin-moderation@example.com';
const ADMIN_PASSWORD = 'Adm1nPassword';

// The server seeds a SysAdmin account for ADMIN_EMAIL at start (as in e2e/admin.test.ts).
const suite = useBrowserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });

/** The seeded admin, signed in through the API (e2e/admin.test.ts signs in through the form). */
const signInAdmin = () => signInAccount(suite.server.url, ADMIN_EMAIL, ADMIN_PASSWORD);

describe('moderation', () => {
  it('a user reports a post; the admin finds the report on /admin and deletes the post', async () => {
    const [author, reporter] = await Promise.all([
      createAccount(suite.server.url, { firstName: 'Spam', lastName: 'Author' }),
      createAccount(suite.server.url, { firstName: 'Ada', lastName: 'Reporter' }),
    ]);
    await Promise.all([verifyAccount(suite.server.url, author), verifyAccount(suite.server.url, reporter)]);
    const body = `Buy cheap followers ${suffix()}`;
    const { id: postId } = await postAs(suite, author, body);
    // A harmless post of the same author stays, so the feed is known to have loaded when the other is gone.
    const harmless = `Good morning ${suffix()}`;
    await postAs(suite, author, harmless);
    const postPath = `/rep/post/account/${encodeURIComponent(author.accountId)}/${postId}`;
    const reason = `Spam: sells followers ${suffix()}`;

    // The reporter opens Report from the post's menu.
    const page = await openAs(suite, reporter, '/rep');
    await card(page, harmless).waitFor();
    await card(page, body).getByRole('button', { name: 'Post options' }).click();
    const reportItem = page.getByRole('menuitem', { name: 'Report post' });
    await reportItem.waitFor();
    // Only the author or a SysAdmin may delete it.
    expect(await page.getByRole('menuitem', { name: 'Delete post' }).count()).toBe(0);
    await reportItem.click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByText('Tell us what is wrong. The moderators will review it.').waitFor();

    // A blank reason is refused with the field's error and no call.
    let reports = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/report') reports += 1;
    });
    await dialog.getByLabel('Reason').fill('   ');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await dialog.getByText(messages.fieldRequired).waitFor();
    expect(reports).toBe(0);

    const reported = page.waitForResponse((response) => response.url().endsWith('/api/report'));
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Report' }).click();
    expect((await reported).status()).toBe(200);
    expect(reports).toBe(1);
    await page.getByText(messages.actionSucceeded('Reported')).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The admin sees the report, with its reason, post and reporter, on the Reports tab.
    const admin = await openAs(suite, await signInAdmin(), '/admin');
    await admin.getByTestId('header-role').getByText('SysAdmin', { exact: true }).waitFor();
    await admin.getByRole('tab', { name: 'Reports' }).click();
    await admin.waitForURL(/\/admin\?tab=reports$/);
    const report = admin.getByTestId('admin-report').filter({ hasText: reason });
    await report.waitFor();
    expect(await report.count()).toBe(1);
    await report.getByText(`Post ${postId}`).waitFor();
    await report.getByRole('link', { name: reporter.accountId }).waitFor();

    // The Reports tab has no actions of its own: the admin opens the post and deletes it from its menu.
    await admin.goto(suite.server.url + postPath);
    const focused = admin.locator('[data-focused="true"]');
    await focused.getByText(body).waitFor();
    await focused.getByRole('button', { name: 'Post options' }).click();
    await admin.getByRole('menuitem', { name: 'Delete post' }).click();
    const confirm = admin.getByRole('dialog', { name: dialogs.deleteTitle });
    await confirm.getByText(dialogs.deleteBody).waitFor();
    const hidden = admin.waitForResponse((response) => response.url().endsWith('/api/post/hide-post'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await hidden).status()).toBe(200);
    await admin.getByText(messages.deleteSucceeded).waitFor();
    await admin.context().close();

    // The reporter no longer finds the post: not in the reloaded feed, and its page says it is gone.
    await page.reload();
    await card(page, harmless).waitFor();
    expect(await card(page, body).count()).toBe(0);
    await page.goto(suite.server.url + postPath);
    await page.getByText(messages.postNotExist).waitFor();
    expect(await page.getByText(body).count()).toBe(0);
    await page.context().close();
  });
});
