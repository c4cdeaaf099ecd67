/**
 * The browser extension (issue 17) in real Chromium: the unpacked build loaded with --load-extension, its
 * service worker running; the side panel page (opened as a tab, with `?url=` since a panel opened as a tab sees
 * itself as the active tab) shows the community of a page served on 127.0.0.1 with a post made in it through
 * the API, and not a post of Rep; without `?url=` it follows the active tab of another window as it navigates
 * (the background's `refreshUI`); an excluded page (SPEC §9) shows the notice; the new-tab page renders the
 * `newtab` community; no serious axe-core violation in the side panel. Signing in goes through the website, as a
 * user does: the panel's 'Sign in' opens `/signin?from=extension` (the 120 s extension-redirect cookie), the site
 * hands the extension a session of its own and says so; signing out on the website signs the panel out.
 */
import {
  DEFAULT_EXTENSION_ID,
  EXTENSION_REDIRECT_COOKIE,
  EXTENSION_REDIRECT_MAX_AGE_S,
  type Post,
  pageCommunityId,
} from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, createAccount, type TestAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type LoadedExtension, loadExtension, servePage } from './support/extension';
import { logFailedCalls } from './support/page';
import { startTestServer, type TestServer } from './support/server';
import { suffix } from './support/suite';

/** The website's confirmation once the extension took its session (apps/web ExtensionHandoff). */
const HANDED_OVER = 'You are signed in to the Rep extension. You can close this tab.';

let server: TestServer;
let page: Awaited<ReturnType<typeof servePage>>;
let pageUrl: string;
let extension: LoadedExtension;
let author: TestAccount;

beforeAll(async () => {
  [server, page] = await Promise.all([startTestServer(), servePage()]);
  pageUrl = page.url;
  extension = await loadExtension(server.url);
  author = await createAccount(server.url, { firstName: 'Page', lastName: 'Reader' });
}, 180_000);

afterAll(async () => {
  await extension?.close();
  await server?.close();
  await page?.close();
});

const openExtensionPage = (file: string) => extension.openPage(file);

describe('the browser extension (issue 17)', () => {
  it('should run its service worker with the side panel and the new-tab page in the manifest', async () => {
    const manifest = (await extension.worker.evaluate(() =>
      (
        globalThis as unknown as { chrome: { runtime: { getManifest(): unknown } } }
      ).chrome.runtime.getManifest(),
    )) as {
      side_panel?: { default_path?: string };
      chrome_url_overrides?: { newtab?: string };
      externally_connectable?: { matches?: string[] };
    };
    // The manifest key fixes the id the website messages (DEFAULT_EXTENSION_ID, the server's EXTENSION_IDS).
    expect(extension.extensionId).toBe(DEFAULT_EXTENSION_ID);
    expect(manifest.side_panel?.default_path).toBe('sidepanel.html');
    expect(manifest.chrome_url_overrides?.newtab).toBe('newtab.html');
    expect(manifest.externally_connectable?.matches).toContain('http://127.0.0.1/*');
  });

  it("should show the page's community in the side panel: its post, not Rep's, and no serious axe violation", async () => {
    const communityId = pageCommunityId(pageUrl);
    const here = `About the sea ${suffix()}`;
    const elsewhere = `In Rep ${suffix()}`;
    await callServer(server.url, '/api/post/create-post', { communityId, body: here }, author.session.access);
    await callServer(
      server.url,
      '/api/post/create-post',
      { communityId: 'Rep', body: elsewhere },
      author.session.access,
    );

    const page = await openExtensionPage(`sidepanel.html?url=${encodeURIComponent(pageUrl)}`);
    const panel = page.getByTestId('side-panel');
    await expect.poll(() => panel.getAttribute('data-community')).toBe(communityId);
    await page.getByText(here).waitFor();
    expect(await page.getByText(elsewhere).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('127.0.0.1');
    await expectAccessible(page, 'extension side panel');
    await page.close();
  });

  it('should follow the active tab as the user opens a page in another window and navigates it', async () => {
    type Chrome = {
      windows: {
        create(options: { url: string; focused: boolean }): Promise<{ tabs?: Array<{ id?: number }> }>;
      };
      tabs: { update(tabId: number, options: { url: string }): Promise<unknown> };
    };
    const panel = await openExtensionPage('sidepanel.html');
    // Opened as a tab, the panel is itself the active tab: not a web page.
    await panel.getByText('Open a web page to see its community.').waitFor();
    const tabId = await extension.worker.evaluate(async (url) => {
      const { chrome } = globalThis as unknown as { chrome: Chrome };
      return (await chrome.windows.create({ url, focused: true })).tabs?.[0]?.id;
    }, pageUrl);
    expect(tabId).toBeTypeOf('number');
    await panel.locator(`[data-community="${pageCommunityId(pageUrl)}"]`).waitFor();
    const river = pageUrl.replace('sea.html', 'river.html');
    await extension.worker.evaluate(
      async ({ id, url }) => {
        const { chrome } = globalThis as unknown as { chrome: Chrome };
        await chrome.tabs.update(id, { url });
      },
      { id: tabId as number, url: river },
    );
    await panel.locator(`[data-community="${pageCommunityId(river)}"]`).waitFor();
    await panel.close();
  });

  it('should show a notice instead of a feed on an excluded page (SPEC §9)', async () => {
    const page = await openExtensionPage(
      `sidepanel.html?url=${encodeURIComponent('https://x.com/messages/1-2')}`,
    );
    await page.getByTestId('excluded-notice').waitFor();
    expect(await page.getByTestId('side-panel').count()).toBe(0);
    await expectAccessible(page, 'extension side panel, excluded page');
    await page.close();
  });

  it("should render the new-tab page with the newtab community's posts", async () => {
    const body = `New tab post ${suffix()}`;
    await callServer(
      server.url,
      '/api/post/create-post',
      { communityId: 'newtab', body },
      author.session.access,
    );
    const page = await openExtensionPage('newtab.html');
    await page.getByTestId('new-tab').waitFor();
    await page.getByText(body).waitFor();
    await page.close();
  });
  it("should sign in through the website from the panel's 'Sign in', post into the page community (not Rep), and sign out on the website", async () => {
    const { extensionId } = extension;
    const reader = await createAccount(server.url, { firstName: 'Panel', lastName: 'Writer' });
    const panelUrl = `sidepanel.html?url=${encodeURIComponent(pageUrl)}`;
    const panel = await openExtensionPage(panelUrl);

    // Signed out, the panel's 'Sign in' opens the website's sign-in page in a tab of its own.
    const signInLink = panel.getByRole('link', { name: 'Sign in' });
    expect(await signInLink.getAttribute('href')).toBe(`${server.url}/signin?from=extension`);
    const [site] = await Promise.all([extension.context.waitForEvent('page'), signInLink.click()]);
    logFailedCalls(site);
    await site.getByTestId('signin-email').waitFor();
    expect(new URL(site.url()).pathname + new URL(site.url()).search).toBe('/signin?from=extension');
    // SPEC §4: the extension-redirect flag is a cookie lasting 120 seconds.
    const flag = (await extension.context.cookies(server.url)).find(
      (cookie) => cookie.name === EXTENSION_REDIRECT_COOKIE,
    );
    expect(flag?.value).toBe('1');
    expect(flag!.expires - Date.now() / 1000).toBeGreaterThan(EXTENSION_REDIRECT_MAX_AGE_S - 15);
    expect(flag!.expires - Date.now() / 1000).toBeLessThanOrEqual(EXTENSION_REDIRECT_MAX_AGE_S + 1);

    await site.getByTestId('signin-email').fill(reader.email);
    await site.getByTestId('signin-password').fill(reader.password);
    await site.getByTestId('signin-submit').click();
    await site.getByRole('status').getByText(HANDED_OVER).waitFor();
    const cookiesAfter = await extension.context.cookies(server.url);
    expect(cookiesAfter.map((cookie) => cookie.name)).not.toContain(EXTENSION_REDIRECT_COOKIE);
    await expectAccessible(site, 'website, extension sign-in confirmation');

    // The panel took the session (it reloads on the change) and posts into the page's community.
    await panel.getByTestId('composer-input').waitFor();
    const body = `From the side panel ${suffix()}`;
    await panel.getByTestId('composer-input').fill(body);
    const created = panel.waitForResponse((response) => response.url().endsWith('/api/post/create-post'));
    await panel.getByTestId('composer-send').click();
    const post = ((await (await created).json()) as { data: Post }).data;
    expect(post.communityId).toBe(pageCommunityId(pageUrl));
    expect(post.id.startsWith(`${pageCommunityId(pageUrl)}_`)).toBe(true);
    expect(post.accountId).toBe(reader.accountId);
    await panel.getByText(body).waitFor();
    const inCommunity = (communityId: string) =>
      callServer<Post[]>(server.url, '/api/post/list', { communities: [communityId], limit: 50 });
    expect((await inCommunity('Rep')).map((post) => post.body)).not.toContain(body);

    // The website kept its own session: its refresh token, in another family than the panel's (which has
    // rotated its own by now), still restores it after a load.
    await site.goto(`${server.url}/`);
    await site.getByTestId('header-account-name').getByText('Panel Writer').waitFor();

    // A malformed message is refused.
    const send = (message: unknown) =>
      site.evaluate(
        ({ id, message }) =>
          (
            globalThis as unknown as {
              chrome: { runtime: { sendMessage(id: string, message: unknown): Promise<{ ok: boolean }> } };
            }
          ).chrome.runtime.sendMessage(id, message),
        { id: extensionId, message },
      );
    expect(await send({ action: 'nonsense' })).toEqual({ ok: false });

    // Signing out on the website signs the extension out: the panel reloads without a session.
    await site.getByTestId('signout-button').click();
    await panel.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await panel.getByTestId('composer-input').count()).toBe(0);
    // And after a reload of the panel too: the extension forgot the session it was given.
    await panel.reload();
    await panel.getByRole('link', { name: 'Sign in' }).waitFor();
    await site.close();
    await panel.close();
  });
});
