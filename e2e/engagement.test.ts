import { messages, type Post } from '@rep/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callServer, createAccount, type TestAccount, verifyAccount } from './support/accounts';
import { card } from './support/page';
import { openAs, postAs, suffix, useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
let me: TestAccount;
let author: TestAccount;

beforeAll(async () => {
  [me, author] = await Promise.all([
    createAccount(suite.server.url, { firstName: 'Ada', lastName: 'Reader' }),
    createAccount(suite.server.url, { firstName: 'Grace', lastName: 'Author' }),
  ]);
  // The app checks the default level (Silver) before guarded actions; verified accounts pass it.
  await Promise.all([verifyAccount(suite.server.url, me), verifyAccount(suite.server.url, author)]);
});

/** The ids of the posts `account` has bookmarked, as the server lists them. */
const bookmarkedIds = async (account: TestAccount) =>
  (await callServer<Post[]>(suite.server.url, '/api/post/bookmarks', {}, account.session.access)).map(
    (post) => post.id,
  );

describe('bookmarks', () => {
  it('bookmarks a post, finds it on the bookmarks page and removes it there; both stick after a reload', async () => {
    const body = `Keep this one ${suffix()}`;
    const { id } = await postAs(suite, author, body);
    const page = await openAs(suite, me, '/rep');
    const button = card(page, body).getByTestId('bookmark-button');
    await button.waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await button.getAttribute('aria-label')).toBe('Bookmark');

    const added = page.waitForResponse((response) => response.url().endsWith('/api/post/add-bookmark'));
    await button.click();
    expect((await added).status()).toBe(200);
    await page.getByText(messages.bookmarked, { exact: true }).waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe('Remove bookmark');

    // Stored: the reloaded feed and the post's own page show it bookmarked.
    await page.reload();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await card(page, body).getByTestId('post-body').click();
    await page.waitForURL(new RegExp(`/rep/post/account/[^/]+/${id}$`));
    const focused = page.locator('[data-focused="true"]');
    await focused.getByText(body).waitFor();
    const focusedButton = focused.getByTestId('bookmark-button');
    expect(await focusedButton.getAttribute('aria-pressed')).toBe('true');
    expect(await bookmarkedIds(me)).toContain(id);

    // The header menu leads to the bookmarks page, which lists it.
    await page.getByTestId('header-menu').click();
    await page.getByTestId('header-menu-bookmarks').click();
    await page.waitForURL(/\/rep\/bookmarks$/);
    await page.getByRole('heading', { name: 'Bookmarks' }).waitFor();
    const listed = card(page, body).getByTestId('bookmark-button');
    await expect.poll(() => listed.getAttribute('aria-pressed')).toBe('true');

    // Remove it there: the card stays until the next visit, which no longer lists it.
    const removed = page.waitForResponse((response) => response.url().endsWith('/api/post/remove-bookmark'));
    await listed.click();
    expect((await removed).status()).toBe(200);
    await page.getByText(messages.unbookmarked, { exact: true }).waitFor();
    expect(await listed.getAttribute('aria-pressed')).toBe('false');

    await page.reload();
    await page.getByText('No bookmarks yet.').waitFor();
    expect(await page.getByText(body).count()).toBe(0);
    expect(await bookmarkedIds(me)).not.toContain(id);
    await page.context().close();
  });
});

describe("'Liked by'", () => {
  it('lists the users who liked a post, and the viewer after liking it', async () => {
    const [first, second] = await Promise.all([
      createAccount(suite.server.url, { firstName: 'Linus', lastName: 'Liker' }),
      createAccount(suite.server.url, { firstName: 'Margaret', lastName: 'Liker' }),
    ]);
    await Promise.all([verifyAccount(suite.server.url, first), verifyAccount(suite.server.url, second)]);
    const body = `Like me ${suffix()}`;
    const { id } = await postAs(suite, author, body);
    for (const liker of [first, second])
      await callServer(suite.server.url, '/api/post/like-post', { postId: id }, liker.session.access);

    const page = await openAs(suite, me, '/rep');
    const post = card(page, body);
    const count = post.getByRole('button', { name: 'Liked by 2' });
    await count.waitFor();
    expect(await count.textContent()).toBe('2');
    expect(await post.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');

    // The list shows both likers, and not the viewer who has not liked it.
    await count.click();
    const dialog = page.getByRole('dialog', { name: 'Liked by' });
    const rows = dialog.getByTestId('profile-row');
    const row = (account: TestAccount) =>
      dialog.locator(`[data-testid="profile-row"][data-account-id="${account.accountId}"]`);
    await expect.poll(() => rows.count()).toBe(2);
    for (const [liker, name] of [
      [first, 'Linus Liker'],
      [second, 'Margaret Liker'],
    ] as const)
      await row(liker).getByRole('link', { name, exact: true }).waitFor();
    expect(await row(me).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The viewer likes it: the count and the list take the viewer in.
    const liked = page.waitForResponse((response) => response.url().endsWith('/api/post/like-post'));
    await post.getByTestId('like-button').click();
    expect((await liked).status()).toBe(200);
    await post.getByRole('button', { name: 'Liked by 3' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await row(me).getByRole('link', { name: 'Ada Reader', exact: true }).waitFor();

    // A liker's name opens their profile.
    await dialog.getByRole('link', { name: 'Margaret Liker' }).click();
    await page.waitForURL(`${suite.server.url}/rep/account/${encodeURIComponent(second.accountId)}`);
    await page.getByTestId('profile-header').getByRole('heading', { name: 'Margaret Liker' }).waitFor();
    await page.context().close();
  });
});
