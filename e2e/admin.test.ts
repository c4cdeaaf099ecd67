import { messages } from '@rep/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callServer, createAccount, signInContext, verifyAccount } from './support/accounts';
import { useBrowserSuite } from './support/suite';

const ADMIN_EMAIL = 'admin-e2e@example.com';
const ADMIN_PASSWORD = 'Adm1nPassword';

const suite = useBrowserSuite({
  env: { GUARD_MIN_ROLE: 'Silver', ADMIN_EMAIL, ADMIN_PASSWORD },
});

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('signin-email').fill(email);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}

describe('the system admin', () => {
  it('finds an account on /admin and bans it; the banned user then sees the banned state', async () => {
    const username = `bad_${Math.random().toString(36).slice(2, 8)}`;
    const target = await createAccount(suite.server.url, { firstName: 'Bad', lastName: 'Actor' });
    await verifyAccount(suite.server.url, target);
    await callServer(suite.server.url, '/api/profile/update', { about: { username } }, target.session.access);

    // The target is signed in somewhere, before the ban.
    const targetContext = await suite.browser.newContext();
    await signInContext(targetContext, target);
    const targetPage = await targetContext.newPage();
    await targetPage.goto(`${suite.server.url}/rep`);
    await targetPage.getByTestId('header-account-name').getByText('Bad Actor').waitFor();

    // A signed-in non-admin gets the admin-only text on /admin and no Admin menu item.
    await targetPage.getByTestId('header-menu').click();
    await targetPage.getByTestId('header-menu-feedback').waitFor();
    expect(await targetPage.getByTestId('header-menu-admin').count()).toBe(0);
    await targetPage.keyboard.press('Escape');
    await targetPage.goto(`${suite.server.url}/admin`);
    await targetPage.getByTestId('admin-only').getByText('Only a system admin can do this').waitFor();

    // The admin signs in and opens /admin from the header menu.
    const adminContext = await suite.browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto(`${suite.server.url}/signin`);
    await signInWithPassword(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.getByTestId('header-role').getByText('SysAdmin', { exact: true }).waitFor();
    await admin.getByTestId('header-menu').click();
    await admin.getByTestId('header-menu-admin').click();
    await admin.waitForURL(/\/admin$/);
    await admin.getByTestId('admin-page').waitFor();

    // Search the account and ban it behind the confirm dialog.
    await admin.getByTestId('admin-search').fill(username);
    await admin.getByTestId('admin-search-submit').click();
    const row = admin.locator(`[data-testid="admin-account-row"][data-account-id="${target.accountId}"]`);
    await row.getByText(`@${username}`).waitFor();
    await expect.poll(() => admin.getByTestId('admin-account-row').count()).toBe(1);
    expect(await row.getByTestId('admin-account-status').textContent()).toBe('Active');
    await row.getByTestId('admin-ban').click();
    const confirm = admin.getByRole('dialog', { name: `Ban @${username}?` });
    await confirm.waitFor();
    const banned = admin.waitForResponse((response) => response.url().endsWith('/api/admin/ban-accounts'));
    await confirm.getByRole('button', { name: 'Ban' }).click();
    expect((await banned).status()).toBe(200);
    await admin.getByText(messages.actionSucceeded('Banned')).waitFor();
    await row.getByTestId('admin-account-status').getByText('Banned').waitFor();
    expect(await row.getByTestId('admin-ban').textContent()).toBe('Unban');

    // The banned user's next action shows the banned state.
    await targetPage.getByTestId('header-menu').click();
    await targetPage.getByTestId('header-menu-feedback').click();
    await targetPage.getByTestId('feedback-dialog-field').fill('Why can I not post?');
    await targetPage.getByTestId('feedback-dialog-submit').click();
    const bannedState = targetPage.getByTestId('banned-state');
    await bannedState.getByText(messages.accountBanned).waitFor();

    // Back signs out; signing in again shows the banned state too.
    await bannedState.getByRole('button', { name: 'Back' }).click();
    await targetPage.waitForURL(/\/signin/);
    await signInWithPassword(targetPage, target.email, target.password);
    await targetPage.getByTestId('banned-state').getByText(messages.accountBanned).waitFor();

    await targetContext.close();
    await adminContext.close();
  });
});
