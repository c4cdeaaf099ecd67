/**
 * The browser extension (issue 17) in real Chromium for browser tests: built for a test server's origin,
 * loaded unpacked into a persistent profile, its service worker running; and a plain page on 127.0.0.1
 * (another origin than the Rep server's port) for the side panel to be about.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { logFailedCalls } from './page';

const root = path.resolve(import.meta.dirname, '../..');

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

/** A Chromium profile with the unpacked extension loaded. */
export interface LoadedExtension {
  context: BrowserContext;
  /** The extension's background service worker. */
  worker: Worker;
  /** The extension's id (its manifest key fixes it: DEFAULT_EXTENSION_ID). */
  extensionId: string;
  /** Opens the extension's page `file` (e.g. `sidepanel.html?url=...`) as a tab. */
  openPage(file: string): Promise<Page>;
  /** Closes the browser and removes the build and the profile. */
  close(): Promise<void>;
}

/** Builds the extension for the Rep server at `apiOrigin` and loads it into a fresh persistent profile. */
export async function loadExtension(apiOrigin: string): Promise<LoadedExtension> {
  const extensionDir = buildExtension(apiOrigin);
  const profileDir = mkdtempSync(path.join(tmpdir(), 'rep-extension-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
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
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    async openPage(file) {
      const page = await context.newPage();
      logFailedCalls(page);
      await page.goto(`chrome-extension://${extensionId}/${file}`);
      return page;
    },
    async close() {
      await context.close();
      for (const dir of [extensionDir, profileDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Serves a plain article page on 127.0.0.1; `url` is its address (`/articles/sea.html`). */
export async function servePage(): Promise<{ url: string; close(): Promise<void> }> {
  const pages: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>A page</title><p>An article about the sea.</p>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const address = pages.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/articles/sea.html`,
    close: () => new Promise((resolve) => pages.close(() => resolve())),
  };
}
