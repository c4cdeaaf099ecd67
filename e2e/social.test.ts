import { dialogs, messages } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { callServer, createAccount, verifyAccount } from './support/accounts';
import { card } from './support/page';
import { openAs, postAs, suffix, useBrowserSuite } from './support/suite';

// Guarded actions need Silver, as in production (SPEC §6).
const suite = useBrowserSuite({ env: { GUARD_MIN_ROLE: 'Silver' } });

describe('a verified user', () => {
  it('follows an author from the hover card, then unfollows after the confirmation', async () => {
    const author = await createAccount(suite.server.url, { firstName: 'Grace', lastName: 'Hopper' });
    const viewer = await createAccount(suite.server.url, { firstName: 'Ada', lastName: 'Lovelace' });
    await Promise.all([verifyAccount(suite.server.url, author), verifyAccount(suite.server.url, viewer)]);
    const username = `grace_${suffix()}`;
    await callServer(
      suite.server.url,
      '/api/profile/update',
      { about: { username, bio: 'Compilers.' } },
      author.session.access,
    );
    const body = `Hover me ${suffix()}`;
    await postAs(suite, author, body);

    const page = await openAs(suite, viewer, '/rep');

    // Hover the author's name: the card shows the profile and Follow.
    const post = card(page, body);
    await post.getByRole('link', { name: 'Grace Hopper' }).hover();
    const hoverCard = post.getByTestId('profile-hover-card');
    await hoverCard.getByText(`@${username}`).waitFor();
    await hoverCard.getByText('Compilers.').waitFor();
    expect(await hoverCard.getByTestId('hover-follower-count').textContent()).toBe('0');

    const followed = page.waitForResponse((response) => response.url().endsWith('/api/user/follow'));
    await hoverCard.getByTestId('follow-button').click();
    expect((await followed).status()).toBe(200);
    await page.getByText(messages.followed(username)).waitFor();
    expect(await hoverCard.getByTestId('follow-button').textContent()).toBe('Unfollow');
    expect(await hoverCard.getByTestId('hover-follower-count').textContent()).toBe('1');
    // The followers preview now lists the viewer (up to 3 followers).
    await hoverCard.getByTestId('hover-followers').getByText('Ada Lovelace').waitFor();

    // Unfollow asks first, with the spec's texts.
    await hoverCard.getByTestId('follow-button').click();
    const dialog = page.getByRole('dialog', { name: dialogs.unfollowTitle(username) });
    await dialog.getByText(dialogs.unfollowTitle(username)).waitFor();
    await dialog.getByText(dialogs.unfollowBody).waitFor();
    const unfollowed = page.waitForResponse((response) => response.url().endsWith('/api/user/follow'));
    await dialog.getByRole('button', { name: 'Unfollow' }).click();
    expect((await unfollowed).status()).toBe(200);
    await page.getByText(messages.unfollowed(username)).waitFor();

    // The server agrees.
    const [profile] = await callServer<Array<{ meFollowed: boolean; numFollower: number }>>(
      suite.server.url,
      '/api/profile/get',
      { userIds: [author.accountId] },
      viewer.session.access,
    );
    expect(profile).toMatchObject({ meFollowed: false, numFollower: 0 });
    await page.context().close();
  });
});

describe('a new, unverified user', () => {
  it('is asked to verify, verifies on /kyc, and can then post', async () => {
    const account = await createAccount(suite.server.url, { firstName: 'Nora', lastName: 'New' });
    const page = await openAs(suite, account, '/rep', [/^\/api\/post\/create-post$/]);

    // Role Non: the welcome shows once, and posting opens the verification modal instead of posting.
    await page.getByTestId('kyc-welcome').waitFor();
    await page.getByTestId('header-role').getByText('Non', { exact: true }).waitFor();
    await page.getByTestId('composer-input').fill('Not yet');
    await page.getByTestId('composer-send').click();
    const verifyDialog = page.getByTestId('verify-dialog');
    await verifyDialog.getByText('Verify your identity').waitFor();
    await verifyDialog.getByTestId('verify-now').click();

    // /kyc with the way back; the embedded verifier's page.
    await page.waitForURL(/\/kyc\?redirect=%2Frep$/);
    const local = page.getByTestId('kyc-local');
    await local.getByText('Local verification (development only)').waitFor();
    const submitted = page.waitForResponse((response) => response.url().endsWith('/auth/kyc'));
    await local.getByTestId('kyc-verify').click();
    expect((await submitted).status()).toBe(200);
    await page.getByText(messages.actionSucceeded('Verified')).waitFor();
    await page.waitForURL(/\/rep$/);
    await page.getByTestId('header-role').getByText('Silver', { exact: true }).waitFor();

    // Now the post goes through.
    const text = `Verified and posting ${suffix()}`;
    await page.getByTestId('composer-input').fill(text);
    await page.getByTestId('composer-send').click();
    const posted = card(page, text);
    await posted.waitFor();
    await expect.poll(() => posted.getAttribute('data-status')).toBe('active');
    await page.context().close();
  });
});
