import { messages } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { callServer, createAccount, verifyAccount } from './support/accounts';
import { openAs, postAs, suffix, useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

describe('the own profile', () => {
  it('is edited in the Edit profile dialog; the change survives a reload and shows to another user', async () => {
    const [me, other] = await Promise.all([
      createAccount(suite.server.url, { firstName: 'Ada', lastName: 'Writer' }),
      createAccount(suite.server.url, { firstName: 'Grace', lastName: 'Reader' }),
    ]);
    await Promise.all([verifyAccount(suite.server.url, me), verifyAccount(suite.server.url, other)]);
    const username = `augusta_${suffix()}`;
    const bio = `Poetical science ${suffix()}`;

    const page = await openAs(suite, me, '/rep');

    // The header's name opens the own account page: the name, no bio, 'Edit profile' instead of Follow.
    await page.getByTestId('header-account-name').getByText('Ada Writer').click();
    await page.waitForURL(`${suite.server.url}/rep/account/${encodeURIComponent(me.accountId)}`);
    const header = page.getByTestId('profile-header');
    await header.getByRole('heading', { name: 'Ada Writer' }).waitFor();
    expect(await header.getByTestId('account-bio').count()).toBe(0);
    expect(await header.getByTestId('follow-button').count()).toBe(0);

    // The dialog starts from the profile.
    await header.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await dialog.getByLabel('Last name').inputValue()).toBe('Writer');
    expect(await dialog.getByLabel('Bio').inputValue()).toBe('');

    // An emptied name is refused in the form, without a call.
    let updates = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/profile/update') updates += 1;
    });
    await dialog.getByLabel('First name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(messages.fieldRequired).waitFor();
    expect(await dialog.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(updates).toBe(0);

    // Names, username and bio are saved.
    await dialog.getByLabel('First name').fill('Augusta');
    await dialog.getByLabel('Last name').fill('King');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Bio').fill(bio);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile/update'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    expect(updates).toBe(1);
    await page.getByText(messages.actionSucceeded('Updated')).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await header.getByRole('heading', { name: 'Augusta King' }).waitFor();
    await page.getByTestId('header-account-name').getByText('Augusta King').waitFor();

    // After a reload the profile page shows the stored values, and the dialog starts from them.
    await page.reload();
    await header.getByRole('heading', { name: 'Augusta King' }).waitFor();
    expect(await header.getByTestId('account-username').textContent()).toBe(`@${username}`);
    expect(await header.getByTestId('account-bio').textContent()).toBe(bio);
    await header.getByRole('button', { name: 'Edit profile' }).click();
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Augusta');
    expect(await dialog.getByLabel('Username').inputValue()).toBe(username);
    expect(await dialog.getByLabel('Bio').inputValue()).toBe(bio);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();

    // Another user sees the new profile, with Follow and no 'Edit profile'.
    const otherPage = await openAs(suite, other, `/rep/account/${encodeURIComponent(me.accountId)}`);
    const seen = otherPage.getByTestId('profile-header');
    await seen.getByRole('heading', { name: 'Augusta King' }).waitFor();
    expect(await seen.getByTestId('account-username').textContent()).toBe(`@${username}`);
    expect(await seen.getByTestId('account-bio').textContent()).toBe(bio);
    await seen.getByTestId('follow-button').waitFor();
    expect(await seen.getByRole('button', { name: 'Edit profile' }).count()).toBe(0);
    await otherPage.context().close();
  });

  it('keeps Save in view at 800 px without raw image URL fields; a dotted mention opens the account', async () => {
    const url = suite.server.url;
    const [me, other] = await Promise.all([
      createAccount(url, { firstName: 'Nasir', lastName: 'Legros' }),
      createAccount(url, { firstName: 'Mia', lastName: 'Mentioner' }),
    ]);
    await verifyAccount(url, other);
    const handle = `nasir.legros.${suffix()}`;
    await callServer(url, '/api/profile/update', { about: { username: handle } }, me.session.access);
    const post = await postAs(suite, other, `Thanks @${handle}. See you`);

    // The mention is the whole handle, without the sentence's dot, and opens the account page.
    const page = await openAs(
      suite,
      other,
      `/rep/post/account/${encodeURIComponent(other.accountId)}/${post.id}`,
    );
    const mention = page.getByTestId('mention-link').first();
    expect(await mention.textContent()).toBe(`@${handle}`);
    await mention.click();
    await page.waitForURL(`${url}/rep/account/${encodeURIComponent(me.accountId)}`);
    await page.getByTestId('profile-header').getByRole('heading', { name: 'Nasir Legros' }).waitFor();
    await page.context().close();

    // At 1280 × 800 the dialog's Save is on screen; avatar and cover have no raw URL fields (they are files:
    // e2e/profileImages.test.ts).
    const own = await openAs(suite, me, `/rep/account/${encodeURIComponent(me.accountId)}`);
    await own.setViewportSize({ width: 1280, height: 800 });
    await own.getByTestId('profile-header').getByRole('button', { name: 'Edit profile' }).click();
    const dialog = own.getByRole('dialog', { name: 'Edit profile' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /avatar|cover/i }).count()).toBe(0);
    expect(await dialog.locator('input[type="file"]').count()).toBe(2);
    const save = await dialog.getByRole('button', { name: 'Save' }).boundingBox();
    expect(save!.y + save!.height).toBeLessThanOrEqual(800);
    await own.context().close();
  });
});
