import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callServer, createAccount, type TestAccount, verifyAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { openConnected, PHONE } from './support/page';
import { postAs, suffix, useBrowserSuite } from './support/suite';

// Issue 14: B likes A's post; A's badge rises without a reload, the list shows it and the badge resets.
const suite = useBrowserSuite();

let ada: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  const url = suite.server.url;
  [ada, bob] = await Promise.all([
    createAccount(url, { firstName: 'Ada', lastName: 'Author' }),
    createAccount(url, { firstName: 'Bob', lastName: 'Liker' }),
  ]);
  await Promise.all([verifyAccount(url, ada), verifyAccount(url, bob)]);
});

/**
 * Delivers a push message to the page's service worker through the DevTools protocol (as a push service
 * would, without one) and waits until the worker shows it as a notification.
 */
async function expectPushShown(page: Page, payload: Record<string, string>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: suite.server.url,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          url: (shown.data as { url?: string } | null)?.url,
        })),
      ),
    )
    .toEqual([{ title: payload.title, body: payload.body, url: suite.server.url + payload.url }]);
  await cdp.detach();
}

const badgeOf = (account: TestAccount) =>
  callServer<{ notifications: number }>(
    suite.server.url,
    '/api/badge/get',
    { isExtensionOrEmbedded: false },
    account.session.access,
  );

const listOf = (account: TestAccount) =>
  callServer<Array<{ notificationId: string; topic: string; read: boolean }>>(
    suite.server.url,
    '/api/notification/list',
    {},
    account.session.access,
  );

describe('notifications in the browser', () => {
  it("raises A's badge without a reload when B likes A's post, then lists it and resets the badge", async () => {
    const body = `Like me ${suffix()}`;
    const { id: postId } = await postAs(suite, ada, body);
    const page = await openConnected(suite.browser, suite.server.url, ada, '/rep');
    const bell = page.getByTestId('notification-bell');
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    const liked = Date.now();
    await callServer(suite.server.url, '/api/post/like-post', { postId }, bob.session.access);
    await page.getByRole('link', { name: 'Notifications, 1 new' }).waitFor({ timeout: 5_000 });
    console.info(`badge rose ${Date.now() - liked} ms after the like was answered`);
    expect(await bell.getByTestId('notification-badge').textContent()).toBe('1');
    expect(page.url()).toBe(`${suite.server.url}/rep`);
    await expectAccessible(page, 'feed with a notification badge, wide');

    // The list: B's like on top, unread; opening it resets the badge here and on the server.
    const reset = page.waitForResponse((response) =>
      response.url().endsWith('/api/badge/reset/notification'),
    );
    await bell.click();
    await page.waitForURL(/\/rep\/notifications$/);
    const row = page.getByTestId('notification-row').first();
    await row.getByText('Bob Liker liked your post', { exact: true }).waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    expect((await reset).status()).toBe(200);
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect((await badgeOf(ada)).notifications).toBe(0);
    await expectAccessible(page, 'notifications page, wide');

    // A second like while the list is open: the row grows, the badge stays at zero.
    const carol = await createAccount(suite.server.url, { firstName: 'Carol', lastName: 'Second' });
    await verifyAccount(suite.server.url, carol);
    await callServer(suite.server.url, '/api/post/like-post', { postId }, carol.session.access);
    await row
      .getByText('Carol Second and Bob Liker liked your post', { exact: true })
      .waitFor({ timeout: 5_000 });
    await expect.poll(async () => (await badgeOf(ada)).notifications).toBe(0);
    expect(await page.getByTestId('notification-bell').getAttribute('data-count')).toBe('0');

    // Opening the row marks it read and leads to the post.
    const read = page.waitForResponse((response) => response.url().endsWith('/api/notification/read'));
    await row.click();
    expect((await read).status()).toBe(200);
    await page.waitForURL(new RegExp(`/rep/post/account/[^/]+/${postId}$`));
    await page.getByText(body, { exact: true }).first().waitFor();
    const notifications = await listOf(ada);
    expect(notifications.filter((n) => n.topic === 'LikePost').map((n) => n.read)).toEqual([true, true]);
    await page.context().close();
  });

  it("notifies A of B's new posts once A presses the bell on B's profile", async () => {
    await callServer(
      suite.server.url,
      '/api/user/follow',
      { userId: bob.accountId, isFollowed: true },
      ada.session.access,
    );
    const page = await openConnected(
      suite.browser,
      suite.server.url,
      ada,
      `/rep/account/${encodeURIComponent(bob.accountId)}`,
    );
    const bell = page.getByRole('button', { name: 'Notify me of new posts' });
    expect(await bell.getAttribute('aria-pressed')).toBe('false');
    await expectAccessible(page, "a followed account's profile");
    const subscribed = page.waitForResponse((response) => response.url().endsWith('/api/user/subscribe'));
    await bell.click();
    expect((await subscribed).status()).toBe(200);
    expect(await bell.getAttribute('aria-pressed')).toBe('true');

    const before = (await badgeOf(ada)).notifications;
    await postAs(suite, bob, `Fresh from Bob ${suffix()}`);
    await page.getByRole('link', { name: `Notifications, ${before + 1} new` }).waitFor({ timeout: 5_000 });
    const newest = (await listOf(ada))[0];
    expect(newest).toMatchObject({ topic: 'FollowingCreatePost', read: false });
    await page.context().close();
  });

  it('works on a 360 px phone: the bell in the top bar, the list, the push switch and service worker, deactivation on sign-out', async () => {
    const { id: postId } = await postAs(suite, ada, `Phone post ${suffix()}`);
    await callServer(
      suite.server.url,
      '/api/user/follow',
      { userId: ada.accountId, isFollowed: true },
      bob.session.access,
    );
    // A browser's push subscription keys (P-256 point, 16-byte secret), as a push service would take them.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
    const page = await openConnected(
      suite.browser,
      suite.server.url,
      ada,
      '/rep',
      { viewport: PHONE, isMobile: true, hasTouch: true },
      async (context) => {
        await context.grantPermissions(['notifications']);
        // Headless Chromium cannot reach a push service (STACK-WAVE2): PushManager answers a made-up subscription.
        await context.addInitScript((keys) => {
          let current: PushSubscription | null = null;
          PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
            const endpoint = `https://push.example.test/e2e/${Math.random().toString(36).slice(2)}`;
            const json = { endpoint, expirationTime: null, keys };
            current = {
              endpoint,
              expirationTime: null,
              options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
              toJSON: () => json,
              unsubscribe: async () => {
                current = null;
                return true;
              },
              getKey: () => null,
            } as unknown as PushSubscription;
            return current;
          };
          PushManager.prototype.getSubscription = async () => current;
        }, keys);
      },
    );
    await callServer(suite.server.url, '/api/post/like-post', { postId }, bob.session.access);

    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await page.getByRole('link', { name: /^Notifications, \d+ new$/ }).waitFor({ timeout: 5_000 });
    await expectAccessible(page, 'feed with a notification badge, phone');
    await bell.click();
    await page.waitForURL(/\/rep\/notifications$/);
    await page.getByText('Bob Liker followed you', { exact: true }).waitFor();
    await page.getByText('Bob Liker liked your post', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'notifications page, phone');

    // Push on: permission, the service worker, the subscription, /notification/register.
    const toggle = page.getByRole('switch', { name: 'Push notifications' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    const registered = page.waitForRequest((request) => request.url().endsWith('/api/notification/register'));
    await toggle.click();
    const registration = await registered;
    expect(registration.postDataJSON()).toMatchObject({
      token: { endpoint: expect.stringContaining('push.example.test'), keys },
    });
    expect((await registration.response())?.status()).toBe(200);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL,
      ),
    ).toBe(`${suite.server.url}/sw.js`);

    // The service worker shows a push as the server sends it (processors/push.ts PushPayload).
    await expectPushShown(page, {
      title: 'Rep',
      body: 'Bob Liker liked your post',
      url: `/rep/post/account/${encodeURIComponent(ada.accountId)}/${postId}`,
      notificationId: '999',
      topic: 'LikePost',
    });

    // Push off: /notification/deactivate with the endpoint.
    const deactivated = page.waitForRequest((request) =>
      request.url().endsWith('/api/notification/deactivate'),
    );
    await toggle.click();
    const endpoint = (registration.postDataJSON() as { token: { endpoint: string } }).token.endpoint;
    expect((await deactivated).postDataJSON()).toEqual({ token: endpoint });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');

    // On again, then sign out: this browser's subscription is deactivated.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const onSignOut = page.waitForRequest((request) =>
      request.url().endsWith('/api/notification/deactivate'),
    );
    await page.getByTestId('drawer-open').click();
    await page.getByTestId('drawer').getByTestId('signout-button').click();
    const signOutCall = await onSignOut;
    expect((signOutCall.postDataJSON() as { token: string }).token).toContain('push.example.test');
    expect((await signOutCall.response())?.status()).toBe(200);
    await page.getByTestId('header-signin').waitFor();
    await page.context().close();
  });
});
