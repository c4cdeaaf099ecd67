import { messages } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { createAccount, verifyAccount } from './support/accounts';
import { card, logFailedCalls } from './support/page';
import { postAs, suffix, useBrowserSuite } from './support/suite';

// The server's default guard (Silver): the new user verifies through the app before posting.
const suite = useBrowserSuite({ env: { GUARD_MIN_ROLE: 'Silver' } });

describe('a new user', () => {
  it('registers, posts, opens the post, replies, likes, and finds it all after a reload', async () => {
    const page = await suite.browser.newPage();
    logFailedCalls(page);
    const tag = suffix();
    const email = `e2e-${tag}@example.com`;
    const postText = `Hello from the browser test ${tag}`;
    const replyText = `A reply from the browser test ${tag}`;

    // Create account: client-side validation first, then register → sign-in → registration form.
    await page.goto(`${suite.server.url}/signin`);
    await page.getByTestId('register-toggle').click();
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill('short');
    await page.getByTestId('signin-submit').click();
    await page.getByText(messages.passwordTooShort).waitFor();

    await page.getByTestId('signin-password').fill('Str0ngPassword');
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('signup-first-name').fill('Ada');
    await page.getByTestId('signup-last-name').fill('Tester');
    expect(await page.getByTestId('signup-email').textContent()).toContain(email);
    await page.getByTestId('signup-submit').click();

    // Signed in on the home feed.
    await page.getByTestId('header-account-name').getByText('Ada Tester').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // A new account is unverified: posting opens the verification dialog; the embedded verifier runs in
    // one click and brings the user back.
    await page.getByTestId('composer-input').fill(postText);
    await page.getByTestId('composer-send').click();
    await page.getByTestId('verify-now').click();
    await page.waitForURL(/\/kyc/);
    await page.getByTestId('kyc-verify').click();
    await page.waitForURL((url) => url.pathname === '/');

    // Write a post: it shows at once and becomes the server's post.
    await page.getByTestId('composer-input').fill(postText);
    await page.getByTestId('composer-send').click();
    const post = card(page, postText);
    await post.waitFor();
    await expect.poll(() => post.getAttribute('data-status')).toBe('active');
    expect(await post.getByRole('link', { name: 'Ada Tester' }).count()).toBe(1);

    // Open it.
    await post.getByTestId('post-body').click();
    await page.waitForURL(/\/rep\/post\/account\/[^/]+\/Rep_[A-Za-z0-9]+$/);
    const postUrl = page.url();
    await card(page, postText).waitFor();

    // Reply with Ctrl+Enter.
    await page.getByTestId('composer-input').fill(replyText);
    await page.getByTestId('composer-input').press('Control+Enter');
    const reply = card(page, replyText);
    await reply.waitFor();
    await expect.poll(() => reply.getAttribute('data-status')).toBe('active');
    await expect.poll(() => card(page, postText).getByTestId('reply-count').textContent()).toBe('1');

    // Like the post.
    const opened = card(page, postText);
    const liked = page.waitForResponse((response) => response.url().endsWith('/api/post/like-post'));
    await opened.getByTestId('like-button').click();
    expect((await liked).status()).toBe(200);
    expect(await opened.getByTestId('like-count').textContent()).toBe('1');
    expect(await opened.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');

    // Reload: the like and the reply are still there.
    await page.reload();
    expect(page.url()).toBe(postUrl);
    const reloaded = card(page, postText);
    await reloaded.waitFor();
    expect(await reloaded.getByTestId('like-count').textContent()).toBe('1');
    expect(await reloaded.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    await card(page, replyText).waitFor();

    // The feed shows the post (replies stay in their thread).
    await page.goto(suite.server.url);
    await card(page, postText).waitFor();
    expect(await card(page, replyText).count()).toBe(0);
    await page.close();
  });
});

describe('a signed-out visitor', () => {
  it('reads the feed; a guarded action opens the connect-wallet modal, whose sign-in checks the email', async () => {
    const author = await createAccount(suite.server.url, { firstName: 'Signed', lastName: 'Out' });
    await verifyAccount(suite.server.url, author);
    const body = `For a signed-out reader ${suffix()}`;
    await postAs(suite, author, body);
    const page = await suite.browser.newPage();
    await page.goto(suite.server.url);
    await card(page, body).getByTestId('like-button').click();
    await page.getByTestId('connect-wallet-dialog').waitFor();
    await page.getByTestId('connect-wallet-signin').click();
    await page.waitForURL(/\/signin\?redirect=%2F$/);
    await page.getByTestId('signin-email').fill('not-an-email');
    await page.getByTestId('signin-password').fill('Str0ngPassword');
    await page.getByTestId('signin-submit').click();
    // The field's own error (the server's 400 would only show in a toast).
    await page.locator('[data-testid="signin-email"][aria-invalid="true"]').waitFor();
    const errorId = await page.getByTestId('signin-email').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(messages.invalidEmail);
    await page.close();
  });
});
