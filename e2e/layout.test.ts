import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callServer,
  createAccount,
  signInAccount,
  signInContext,
  type TestAccount,
  verifyAccount,
} from './support/accounts';
import { card, logFailedCalls, PHONE } from './support/page';
import { postAs, suffix, useBrowserSuite } from './support/suite';

const ADMIN_EMAIL = 'admin-layout@example.com';
const ADMIN_PASSWORD = 'Adm1nPassword';
/** The height of a phone held sideways, with the browser's bars. */
const SHORT = 340;

// Issue 12 "Phones and layout": every route and dialog at 360 px, the communities at 1024 px.
const suite = useBrowserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD, GUARD_MIN_ROLE: 'Silver' } });

let me: TestAccount;
let other: TestAccount;
let unverified: TestAccount;
let admin: TestAccount;
const body = `Layout post ${suffix()}`;
let postId: string;

beforeAll(async () => {
  const url = suite.server.url;
  [me, other, unverified] = await Promise.all([
    createAccount(url, { firstName: 'Ada', lastName: 'Phone' }),
    createAccount(url, { firstName: 'Grace', lastName: 'Author' }),
    createAccount(url, { firstName: 'Nora', lastName: 'Newcomer' }),
  ]);
  await Promise.all([verifyAccount(url, me), verifyAccount(url, other)]);
  admin = await signInAccount(url, ADMIN_EMAIL, ADMIN_PASSWORD);
  postId = (await postAs(suite, other, `${body} #layout`)).id;
  const token = me.session.access;
  await Promise.all([
    postAs(suite, me, `My own post ${suffix()}`),
    callServer(url, '/api/post/like-post', { postId }, token),
    callServer(url, '/api/post/add-bookmark', { postId }, token),
  ]);
});

/** A phone-sized page (touch, mobile viewport) of `account` (signed out when undefined) at `path`. */
async function openPhone(browser: Browser, account: TestAccount | undefined, path: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  if (account) await signInContext(context, account);
  const page = await context.newPage();
  logFailedCalls(page);
  await page.goto(suite.server.url + path);
  return page;
}

const close = (page: Page) => page.context().close();

/** The page is no wider than the phone: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what}: page width`).toBeLessThanOrEqual(PHONE.width);
}

/** `locator` is visible and lies entirely inside the phone's viewport. */
async function expectInViewport(locator: Locator, what: string) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(PHONE.height + 0.5);
}

const threadPath = () =>
  `/rep/post/account/${encodeURIComponent(other.accountId)}/${encodeURIComponent(postId)}`;
const feedReady = (page: Page) => page.getByTestId('post-card').first().waitFor();

describe('at 360 px', () => {
  const routes: Array<{
    name: string;
    who: () => TestAccount | undefined;
    path: () => string;
    ready: (page: Page) => Promise<unknown>;
    /** The document title the page sets. */
    title: RegExp;
  }> = [
    { name: 'feed', who: () => me, path: () => '/rep', ready: feedReady, title: /^Rep$/ },
    {
      name: 'feed, signed out',
      who: () => undefined,
      path: () => '/gala-friends',
      ready: (page) => page.getByText('No posts yet.').waitFor(),
      title: /^Gala Friends — Rep$/,
    },
    {
      name: 'post page',
      who: () => me,
      path: threadPath,
      ready: (page) => page.getByTestId('composer-input').waitFor(),
      title: /^Post by Grace Author — Rep$/,
    },
    {
      name: 'profile',
      who: () => me,
      path: () => `/rep/account/${encodeURIComponent(other.accountId)}`,
      ready: feedReady,
      title: /^Grace Author( \(@[\w.]+\))? — Rep$/,
    },
    {
      name: 'search',
      who: () => me,
      path: () => '/rep/search?hashtag=layout',
      ready: feedReady,
      title: /^Search: #layout — Rep$/,
    },
    {
      name: 'bookmarks',
      who: () => me,
      path: () => '/rep/bookmarks',
      ready: feedReady,
      title: /^Bookmarks — Rep$/,
    },
    {
      name: 'sign-in',
      who: () => undefined,
      path: () => '/signin',
      ready: (page) => page.getByTestId('signin-email').waitFor(),
      title: /^Sign in — Rep$/,
    },
    {
      name: 'admin',
      who: () => admin,
      path: () => '/admin',
      ready: (page) => page.getByTestId('admin-account-row').first().waitFor(),
      title: /^Admin — Rep$/,
    },
  ];
  for (const route of routes) {
    it(`${route.name} fits the width and has its own title`, async () => {
      const page = await openPhone(suite.browser, route.who(), route.path());
      await route.ready(page);
      await expectNoSidewaysScroll(page, route.name);
      expect(await page.title()).toMatch(route.title);
      await close(page);
    });
  }

  it('reaches every community from the drawer', async () => {
    const page = await openPhone(suite.browser, me, '/rep');
    await feedReady(page);
    await page.getByTestId('drawer-open').click();
    const communities = page.getByTestId('drawer').getByRole('navigation', { name: 'Communities' });
    for (const name of ['Home', 'Rep Social', 'Rep', 'Gala Friends', 'Lunar Storm Friends']) {
      await expectInViewport(communities.getByRole('link', { name, exact: true }), name);
    }
    await communities.getByRole('link', { name: 'Lunar Storm Friends' }).click();
    await page.waitForURL(/\/lunar-storm-friends$/);
    await page.getByTestId('drawer').waitFor({ state: 'detached' });
    await close(page);
  });

  it('reaches the account menu and signs out from the drawer', async () => {
    const page = await openPhone(suite.browser, me, '/rep');
    await feedReady(page);
    await page.getByTestId('drawer-open').click();
    await expectInViewport(page.getByTestId('drawer-bookmarks'), 'Bookmarks');
    await expectInViewport(page.getByTestId('drawer-feedback'), 'Send feedback');
    const signOut = page.getByTestId('signout-button');
    await expectInViewport(signOut, 'Sign out');
    await signOut.click();
    await page.getByTestId('drawer').waitFor({ state: 'detached' });
    await page.getByTestId('header-signin').waitFor();
    // Signed out for good: a reload does not bring the session back.
    await page.reload();
    await feedReady(page);
    await page.getByTestId('header-signin').waitFor();
    expect(await page.getByTestId('tab-bar-profile').count()).toBe(0);
    await close(page);
  });

  it('keeps the feed tabs opaque right under the top bar while scrolling', async () => {
    const page = await openPhone(suite.browser, me, '/rep');
    await feedReady(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const tabs = page.getByRole('tablist', { name: 'Feed', exact: true });
    const banner = await page.getByRole('banner').boundingBox();
    await expect
      .poll(async () => (await tabs.boundingBox())?.y)
      .toBe((banner?.y ?? 0) + (banner?.height ?? 0));
    expect(await tabs.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    await close(page);
  });

  it('goes to search and the profile from the bottom tab bar', async () => {
    const page = await openPhone(suite.browser, me, '/rep');
    await feedReady(page);
    await expectInViewport(page.getByRole('navigation', { name: 'Primary' }), 'tab bar');
    await page.getByTestId('tab-bar-search').click();
    await page.waitForURL(/\/rep\/search/);
    await page.getByTestId('tab-bar-profile').click();
    await page.waitForURL(
      new RegExp(`/rep/account/${encodeURIComponent(me.accountId).replace(/\|/g, '\\|')}$`),
    );
    await close(page);
  });

  describe('every dialog fits, scrolls inside itself and keeps its close and primary buttons in view', () => {
    /** Opens a dialog on the feed and checks it; `primary` is its main button (none for a list). */
    async function checkDialog(
      account: TestAccount,
      open: (page: Page) => Promise<unknown>,
      dialogTestId: string,
      primary?: (dialog: Locator) => Locator,
    ) {
      const page = await openPhone(suite.browser, account, '/rep');
      await feedReady(page);
      const mainWidth = () =>
        page.evaluate(() => document.getElementById('main')?.getBoundingClientRect().width);
      const before = await mainWidth();
      await open(page);
      const dialog = page.getByTestId(dialogTestId);
      await expectInViewport(dialog, dialogTestId);
      await expectInViewport(page.getByTestId(`${dialogTestId}-close`), `${dialogTestId} close`);
      if (primary) await expectInViewport(primary(dialog), `${dialogTestId} primary button`);
      const overflow = await dialog.evaluate((element) => getComputedStyle(element).overflowX);
      expect(overflow, 'the panel clips, its body scrolls').toBe('hidden');
      expect(await mainWidth(), 'the page behind keeps its width').toBe(before);
      await expectNoSidewaysScroll(page, dialogTestId);
      await page.getByTestId(`${dialogTestId}-close`).click();
      await dialog.waitFor({ state: 'detached' });
      await close(page);
    }
    const post = (page: Page) => card(page, `${body} #layout`).first();
    const option = async (page: Page, testId: string) => {
      await post(page).getByTestId('post-options').click();
      await page.getByTestId(testId).click();
    };

    it('quote', () =>
      checkDialog(
        me,
        (page) => post(page).getByTestId('quote-button').click(),
        'compose-dialog',
        (dialog) => dialog.getByTestId('composer-send'),
      ));
    it('report', () =>
      checkDialog(
        me,
        (page) => option(page, 'post-option-report'),
        'report-dialog',
        (dialog) => dialog.getByTestId('report-dialog-submit'),
      ));
    it('block', () =>
      checkDialog(
        me,
        (page) => option(page, 'post-option-block'),
        'confirm-dialog',
        (dialog) => dialog.getByTestId('confirm-dialog-confirm'),
      ));
    it('delete confirm', () =>
      checkDialog(
        other,
        (page) => option(page, 'post-option-delete'),
        'confirm-dialog',
        (dialog) => dialog.getByTestId('confirm-dialog-confirm'),
      ));
    it('liked by', () =>
      checkDialog(
        me,
        (page) => post(page).getByTestId('like-count').click(),
        'liked-by-dialog',
        (dialog) => dialog.getByTestId('profile-row').first(),
      ));
    it('verification', () =>
      checkDialog(
        unverified,
        async (page) => {
          // The welcome card comes first for an unverified account; it sits above the tab bar.
          const welcome = page.getByTestId('kyc-welcome');
          await expectInViewport(welcome, 'verification welcome');
          const tabBar = await page.getByRole('navigation', { name: 'Primary' }).boundingBox();
          const card = await welcome.boundingBox();
          expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(tabBar?.y ?? 0);
          await page.getByTestId('kyc-welcome-later').click();
          await post(page).getByTestId('like-button').click();
        },
        'verify-dialog',
        (dialog) => dialog.getByTestId('verify-now'),
      ));
  });

  it('scrolls a dialog taller than a short screen inside itself, the page behind staying put', async () => {
    const page = await openPhone(suite.browser, me, '/rep');
    await page.setViewportSize({ width: PHONE.width, height: SHORT });
    await feedReady(page);
    await card(page, `${body} #layout`).first().getByTestId('quote-button').click();
    const dialog = page.getByTestId('compose-dialog');
    await dialog.waitFor();
    const pageScroll = await page.evaluate(() => window.scrollY);
    const box = await dialog.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(SHORT);
    const scroller = dialog.locator('[data-dialog-body]');
    expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    // A wheel over the dialog scrolls its body to the end, where 'Post' shows; the page does not move.
    await page.mouse.move(PHONE.width / 2, SHORT / 2);
    await page.mouse.wheel(0, 1000);
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const send = await dialog.getByTestId('composer-send').boundingBox();
    expect((send?.y ?? 0) + (send?.height ?? 0)).toBeLessThanOrEqual(SHORT);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    await close(page);
  });
});

describe('icons', () => {
  it('serves a real favicon, linked from the page', async () => {
    const response = await fetch(`${suite.server.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)], 'an ICO header').toEqual([0, 0, 1, 0]);
    const svg = await fetch(`${suite.server.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const html = await (await fetch(`${suite.server.url}/rep`)).text();
    expect(html).toContain('rel="icon" href="/favicon.ico"');
  });
});

describe('at 1024 px', () => {
  it('shows every community in full, signed in, and signs out', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1024, height: 768 } });
    await signInContext(context, me);
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(`${suite.server.url}/rep`);
    await feedReady(page);
    const communities = page.getByRole('navigation', { name: 'Communities' });
    for (const name of ['Home', 'Rep Social', 'Rep', 'Gala Friends', 'Lunar Storm Friends']) {
      const link = communities.getByRole('link', { name, exact: true });
      await link.waitFor();
      const fits = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        let clipped = element.scrollWidth > element.clientWidth;
        // No ancestor cuts it off (a scrolling or hidden-overflow row).
        for (let node = element.parentElement; node; node = node.parentElement) {
          const outer = node.getBoundingClientRect();
          if (
            getComputedStyle(node).overflowX !== 'visible' &&
            (box.left < outer.left || box.right > outer.right)
          )
            clipped = true;
        }
        return !clipped && box.left >= 0 && box.right <= window.innerWidth;
      });
      expect(fits, `${name} is shown in full`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await page.getByTestId('signout-button').click();
    await page.getByTestId('header-signin').waitFor();
    await context.close();
  });
});
