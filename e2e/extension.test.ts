/**
 * The browser extension (issue 17) in real Chromium: the unpacked build loaded with --load-extension, its
 * service worker running; the side panel page (opened as a tab, with `?url=` since a panel opened as a tab sees
 * itself as the active tab) shows the community of a page served on 127.0.0.1 with a post made in it through
 * the API, and not a post of Rep; an excluded page (SPEC §9) shows the notice; the new-tab page renders the
 * `newtab` community; no serious axe-core violation in the side panel.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Post, pageCommunityId } from '@rep/shared';
import { type BrowserContext, chromium, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, createAccount, signInAccount, type TestAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { logFailedCalls } from './support/page';
import { startTestServer, type TestServer } from './support/server';
import { suffix } from './support/suite';

const root = path.resolve(import.meta.dirname, '..');
let server: TestServer;
let pageServer: Server;
let pageUrl: string;
let context: BrowserContext;
let worker: Worker;
let extensionDir: string;
let profileDir: string;
let author: TestAccount;

/** Builds the extension for `apiOrigin` into a temporary directory (the build setting REP_API_ORIGIN). */
function buildExtension(apiOrigin: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rep-extension-'));
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/extension'),
      env: { ...process.env, REP_API_ORIGIN: apiOrigin, REP_EXTENSION_OUT_DIR: outDir },
      stdio: 'inherit',
    },
  );
  if (!existsSync(path.join(outDir, 'manifest.json')))
    throw new Error('the extension build wrote no manifest');
  return outDir;
}

/** A plain page on 127.0.0.1 (another origin than the Rep server's port) for the panel to be about. */
function servePage(): Promise<Server> {
  const pages = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>A page</title><p>An article about the sea.</p>');
  });
  return new Promise((resolve) => pages.listen(0, '127.0.0.1', () => resolve(pages)));
}

beforeAll(async () => {
  [server, pageServer] = await Promise.all([startTestServer(), servePage()]);
  const address = pageServer.address();
  pageUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/articles/sea.html`;
  extensionDir = buildExtension(server.url);
  profileDir = mkdtempSync(path.join(tmpdir(), 'rep-extension-profile-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  author = await createAccount(server.url, { firstName: 'Page', lastName: 'Reader' });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  await new Promise((resolve) => pageServer?.close(resolve));
  for (const dir of [extensionDir, profileDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The extension's page `file` (e.g. `sidepanel.html?url=...`) opened as a tab. */
async function openExtensionPage(file: string) {
  const extensionId = new URL(worker.url()).host;
  const page = await context.newPage();
  logFailedCalls(page);
  await page.goto(`chrome-extension://${extensionId}/${file}`);
  return page;
}

describe('the browser extension (issue 17)', () => {
  it('should run its service worker with the side panel and the new-tab page in the manifest', async () => {
    const manifest = (await worker.evaluate(() =>
      (
        globalThis as unknown as { chrome: { runtime: { getManifest(): unknown } } }
      ).chrome.runtime.getManifest(),
    )) as {
      side_panel?: { default_path?: string };
      chrome_url_overrides?: { newtab?: string };
      externally_connectable?: { matches?: string[] };
    };
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
  it('should sign in from the website, post from the side panel into the page community (not Rep), and sign out', async () => {
    const extensionId = new URL(worker.url()).host;
    // The website hands the extension a session of its own (a refresh token rotates on use).
    const reader = await createAccount(server.url, { firstName: 'Panel', lastName: 'Writer' });
    const { session } = await signInAccount(server.url, reader.email, reader.password);
    const site = await context.newPage();
    await site.goto(pageUrl);
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
    expect(await send({ action: 'signIn', tokens: { refreshToken: session.refresh } })).toEqual({ ok: true });
    expect(await send({ action: 'nonsense' })).toEqual({ ok: false });

    const panel = await openExtensionPage(`sidepanel.html?url=${encodeURIComponent(pageUrl)}`);
    const body = `From the side panel ${suffix()}`;

    await panel.getByTestId('composer-input').fill(body);
    const created = panel.waitForResponse((response) => response.url().endsWith('/api/post/create-post'));
    await panel.getByTestId('composer-send').click();
    const post = ((await (await created).json()) as { data: Post }).data;
    expect(post.communityId).toBe(pageCommunityId(pageUrl));
    expect(post.id.startsWith(`${pageCommunityId(pageUrl)}_`)).toBe(true);
    await panel.getByText(body).waitFor();
    const inCommunity = (communityId: string) =>
      callServer<Post[]>(server.url, '/api/post/list', { communities: [communityId], limit: 50 });
    expect((await inCommunity('Rep')).map((post) => post.body)).not.toContain(body);

    // Signing out on the website signs the extension out: the panel reloads without a session.
    expect(await send({ action: 'signOut' })).toEqual({ ok: true });
    await panel.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await panel.getByTestId('composer-input').count()).toBe(0);
    await site.close();
    await panel.close();
  });
});
