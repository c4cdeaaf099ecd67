/**
 * The extension's side panel and new-tab page in real Chromium (issue 17), signed in from the website as an
 * unverified (Non) account: SPEC §6 (no share or repost controls, no verification welcome, a link opening
 * the community on the website); SPEC §4 (the page's notifications under a bell that rises live while the
 * panel is open, without another community's; the Messages badge linking to the website); media loaded from
 * the Rep server; a post from the panel listed in its community at once; every screen at 360 px without a
 * serious axe-core violation.
 */
import { type Notification, type Post, pageCommunityId } from '@rep/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, createAccount, signInAccount, type TestAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { sendMessage, setUpChatKeys, startConversation } from './support/chat';
import { type LoadedExtension, loadExtension, servePage } from './support/extension';
import { logFailedCalls } from './support/page';
import { startTestServer, type TestServer } from './support/server';
import { suffix } from './support/suite';

/** An 8×6 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEklEQVR4nGP4z8CAFWEXpZMEADMoL9HswQX5AAAAAElFTkSuQmCC',
  'base64',
);

let server: TestServer;
let site: Awaited<ReturnType<typeof servePage>>;
let pageUrl: string;
let communityId: string;
let extension: LoadedExtension;
/** The account signed in to the extension (role Non). */
let reader: TestAccount;
/** Another account, liking the reader's posts. */
let liker: TestAccount;

const post = (account: TestAccount, input: Record<string, unknown>) =>
  callServer<Post>(server.url, '/api/post/create-post', input, account.session.access);

/** Opens the side panel for the served page, at 360 px, its socket's frames watched. */
async function openPanel(): Promise<{ page: Page; connected: Promise<unknown> }> {
  const page = await extension.context.newPage();
  logFailedCalls(page);
  await page.setViewportSize({ width: 360, height: 740 });
  // Socket.IO's CONNECT acknowledgement ('40{"sid":…}'): the socket is signed in and listening.
  const connected = page.waitForEvent('websocket', { timeout: 30_000 }).then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).startsWith('40'),
      timeout: 30_000,
    }),
  );
  // Awaited by the tests that need it only.
  connected.catch(() => undefined);
  await page.goto(
    `chrome-extension://${extension.extensionId}/sidepanel.html?url=${encodeURIComponent(pageUrl)}`,
  );
  await page.getByTestId('side-panel').waitFor();
  return { page, connected };
}

/** The page fits 360 px: nothing scrolls sideways. */
const expectNoSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

beforeAll(async () => {
  [server, site] = await Promise.all([startTestServer(), servePage()]);
  pageUrl = site.url;
  communityId = pageCommunityId(pageUrl);
  extension = await loadExtension(server.url);
  [reader, liker] = await Promise.all([
    createAccount(server.url, { firstName: 'Panel', lastName: 'Reader' }),
    createAccount(server.url, { firstName: 'Kind', lastName: 'Liker' }),
  ]);
  // The website hands the extension a session of its own (sessionBridge.ts), as in e2e/extension.test.ts.
  const { session } = await signInAccount(server.url, reader.email, reader.password);
  const tab = await extension.context.newPage();
  await tab.goto(pageUrl);
  const answer = await tab.evaluate(
    ({ id, refreshToken }) =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(id: string, message: unknown): Promise<{ ok: boolean }> } };
        }
      ).chrome.runtime.sendMessage(id, { action: 'signIn', tokens: { refreshToken } }),
    { id: extension.extensionId, refreshToken: session.refresh },
  );
  expect(answer).toEqual({ ok: true });
  await tab.close();
}, 240_000);

afterAll(async () => {
  await extension?.close();
  await server?.close();
  await site?.close();
});

describe('the side panel and the new-tab page (issue 17)', () => {
  it('should hide share and repost, show no verification welcome and open the community on the website (SPEC §6)', async () => {
    const body = `Waves ${suffix()}`;
    await post(liker, { communityId, body });
    const { page } = await openPanel();
    await page.getByText(body).waitFor();
    // Signed in: the composer and the post's own actions, but not Share, ReRep or Quote.
    await page.getByTestId('composer-input').waitFor();
    await page.getByTestId('like-button').first().waitFor();
    for (const control of ['share-button', 'rerep-button', 'quote-button'])
      expect(await page.getByTestId(control).count(), control).toBe(0);
    // A Non account on the website gets the welcome at once (useVerificationWelcome); never here.
    await page.waitForTimeout(1_500);
    expect(await page.getByTestId('kyc-welcome').count()).toBe(0);

    const link = page.getByTestId('open-on-rep');
    // The website's page-community route (apps/web/src/app/paths.ts `paths.page`).
    const href = `${server.url}/page?url=${encodeURIComponent(pageUrl)}`;
    expect(await link.getAttribute('href')).toBe(href);
    expect(await link.getAttribute('target')).toBe('_blank');
    const opened = extension.context.waitForEvent('page');
    await link.click();
    const website = await opened;
    await website.waitForLoadState();
    expect(website.url()).toBe(href);
    // The website shows the same community: its heading and its post.
    await website.getByText(body).waitFor();
    expect(await website.getByTestId('page-community').getAttribute('data-community')).toBe(communityId);
    await website.close();
    await expectNoSideways(page);
    await expectAccessible(page, 'extension side panel, signed in, 360 px');
    await page.close();
  });

  it("should raise the bell live for the page's notifications only, list them and mark them read (SPEC §4)", async () => {
    const mine = await post(reader, { communityId, body: `Tides ${suffix()}` });
    const elsewhere = await post(reader, { communityId: 'Rep', body: `Rep news ${suffix()}` });
    const { page, connected } = await openPanel();
    const bell = page.getByTestId('page-notification-bell');
    await expect.poll(() => bell.getAttribute('data-count')).toBe('0');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    await connected;

    // Another account likes both posts: the page's like raises the bell without a reload; Rep's does not.
    await callServer(server.url, '/api/post/like-post', { postId: elsewhere.id }, liker.session.access);
    await callServer(server.url, '/api/post/like-post', { postId: mine.id }, liker.session.access);
    await expect.poll(() => bell.getAttribute('data-count'), { timeout: 15_000 }).toBe('1');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 new');
    await page.getByTestId('page-notification-badge').waitFor();

    await bell.click();
    const list = page.getByTestId('page-notifications');
    await list.waitFor();
    const rows = list.getByTestId('notification-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-unread')).toBe('true');
    expect(await rows.first().getByTestId('notification-text').textContent()).toContain('Kind Liker');
    // The row opens the post on the website in a tab of its own; none leads to the Rep post.
    const href = (await rows.first().getAttribute('href')) ?? '';
    expect(href.startsWith(`${server.url}/rep/post/account/`)).toBe(true);
    expect(href).toContain(encodeURIComponent(mine.id));
    expect(await rows.first().getAttribute('target')).toBe('_blank');
    const hrefs = await list.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.join(' ')).not.toContain(encodeURIComponent(elsewhere.id));
    await expectNoSideways(page);
    await expectAccessible(page, 'extension side panel, notifications open, 360 px');

    // 'Mark all as read' here marks this page's only: the Rep notification stays unread on the website.
    await list.getByTestId('page-mark-all-read').click();
    await expect.poll(() => bell.getAttribute('data-count')).toBe('0');
    const unread = await callServer<Notification[]>(
      server.url,
      '/api/notification/list',
      { unread: true, offset: 0, limit: 50 },
      reader.session.access,
    );
    expect(unread.map((item) => item.community)).toEqual(['Rep']);

    // The Messages badge counts conversations with unread messages, live, and opens the website's
    // conversations in a new tab.
    const messages = page.getByTestId('page-messages-link');
    expect(await messages.getAttribute('data-count')).toBe('0');
    expect(await messages.getAttribute('href')).toBe(`${server.url}/messages`);
    expect(await messages.getAttribute('target')).toBe('_blank');
    const [sender] = await Promise.all([setUpChatKeys(server.url, liker), setUpChatKeys(server.url, reader)]);
    const conversation = await startConversation(server.url, sender, [reader]);
    await sendMessage(server.url, sender, conversation.id, `Hello ${suffix()}`);
    await expect.poll(() => messages.getAttribute('data-count'), { timeout: 15_000 }).toBe('1');
    expect(await messages.getAttribute('aria-label')).toBe('Messages, 1 unread');
    await page.close();
  });

  it("should count every unread notification of the page under the bell, beyond the list's first page", async () => {
    // Two accounts like 11 posts each (a Non account makes 20 posts a day): 22 notifications on this page.
    const many = 22;
    const fan = await createAccount(server.url, { firstName: 'Keen', lastName: 'Fan' });
    for (let i = 0; i < 11; i += 1) {
      const item = await post(reader, { communityId, body: `Wave ${i} ${suffix()}` });
      for (const account of [liker, fan]) {
        await callServer(server.url, '/api/post/like-post', { postId: item.id }, account.session.access);
      }
    }
    // The likes become notifications in jobs: wait until the server lists them all.
    const unreadHere = async () =>
      (
        await callServer<Notification[]>(
          server.url,
          '/api/notification/list',
          { unread: true, isExtensionOrEmbedded: true, communities: [communityId], offset: 0, limit: 100 },
          reader.session.access,
        )
      ).length;
    await expect.poll(unreadHere, { timeout: 15_000 }).toBeGreaterThanOrEqual(many);
    const expected = await unreadHere();
    const { page } = await openPanel();
    const bell = page.getByTestId('page-notification-bell');
    await expect.poll(() => bell.getAttribute('data-count'), { timeout: 15_000 }).toBe(String(expected));
    expect(await bell.getAttribute('aria-label')).toBe(`Notifications, ${expected} new`);
    // 'Mark all as read' reaches the rows not loaded too ({all, communities}): the bell falls to 0.
    await bell.click();
    await page.getByTestId('page-mark-all-read').click();
    await expect.poll(() => bell.getAttribute('data-count'), { timeout: 15_000 }).toBe('0');
    expect(await unreadHere()).toBe(0);
    await page.close();
  });

  it("should load a post's image and its author's avatar from the Rep server", async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'red.png');
    const response = await fetch(`${server.url}/storage/api/v1/uploadFile`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${liker.session.access}` },
      body: form,
    });
    const stored = ((await response.json()) as { data: { url: string } }).data;
    expect(stored.url).toMatch(/^\/storage\/ipfs\//);
    // A generated avatar (`/avatars/…`, DiceBear) for the author.
    await callServer(
      server.url,
      '/api/profile/update',
      { avatar: '/avatars/notionists/kind-liker.svg' },
      liker.session.access,
    );
    const body = `Sea picture ${suffix()}`;
    await post(liker, {
      communityId,
      body,
      media: 'Image',
      mediaValue: stored.url,
      mediaAlt: 'A red square',
    });
    const { page } = await openPanel();
    const image = page.getByRole('img', { name: 'A red square' });
    await image.waitFor();
    // The feed's images load lazily: bring it into view.
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute('src')).toBe(server.url + stored.url);
    await expect
      .poll(() =>
        image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBe(8);
    // The author's avatar too.
    const avatar = page.locator('article').filter({ hasText: body }).locator('img[src*="/avatars/"]').first();
    await avatar.scrollIntoViewIfNeeded();
    expect(await avatar.getAttribute('src')).toMatch(new RegExp(`^${server.url}/avatars/`));
    await expect
      .poll(() =>
        avatar.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
    await page.close();
  });

  it('should list a post from the side panel in its community at once, in the panel and through the API', async () => {
    const { page } = await openPanel();
    const body = `From the panel ${suffix()}`;
    await page.getByTestId('composer-input').fill(body);
    const created = page.waitForResponse((response) => response.url().endsWith('/api/post/create-post'));
    await page.getByTestId('composer-send').click();
    const made = ((await (await created).json()) as { data: Post }).data;
    expect(made.communityId).toBe(communityId);
    await page.getByText(body).waitFor();
    const listed = await callServer<Post[]>(server.url, '/api/post/list', {
      communities: [communityId],
      limit: 50,
    });
    expect(listed.map((item) => item.id)).toContain(made.id);
    // A fresh panel loads it from the server too.
    const { page: again } = await openPanel();
    await again.getByText(body).waitFor();
    await again.close();
    await page.close();
  });

  it('should fit 360 px without a serious axe violation on the new-tab page and an excluded page', async () => {
    const newTab = await extension.context.newPage();
    logFailedCalls(newTab);
    await newTab.setViewportSize({ width: 360, height: 740 });
    await newTab.goto(`chrome-extension://${extension.extensionId}/newtab.html`);
    await newTab.getByTestId('new-tab').waitFor();
    await newTab.getByTestId('composer-input').waitFor();
    await expectNoSideways(newTab);
    await expectAccessible(newTab, 'extension new-tab page, 360 px');
    await newTab.close();

    const excluded = await extension.context.newPage();
    await excluded.setViewportSize({ width: 360, height: 740 });
    await excluded.goto(
      `chrome-extension://${extension.extensionId}/sidepanel.html?url=${encodeURIComponent('https://x.com/settings')}`,
    );
    await excluded.getByTestId('excluded-notice').waitFor();
    await expectNoSideways(excluded);
    await expectAccessible(excluded, 'extension side panel, excluded page, 360 px');
    await excluded.close();
  });
});
