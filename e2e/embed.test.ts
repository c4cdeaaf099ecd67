import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageCommunityId } from '@rep/shared';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, createAccount, type TestAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { logFailedCalls, PHONE } from './support/page';
import { openAs, suffix, useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

/**
 * A site of another origin (127.0.0.2, a port of its own): `/article` frames Rep's `/embed?url=<its own
 * address>`, `/framed-rep` tries to frame Rep's main site (`/rep`).
 */
let site: Server;
let siteOrigin: string;
let author: TestAccount;

beforeAll(async () => {
  site = createServer((request, response) => {
    const own = `${siteOrigin}${request.url}`;
    const src =
      request.url === '/framed-rep'
        ? `${suite.server.url}/rep`
        : `${suite.server.url}/embed?url=${encodeURIComponent(own)}`;
    const frame =
      request.url === '/scripted'
        ? `<script src="${suite.server.url}/embed.js" async></script>`
        : `<iframe src="${src}" title="Rep conversation" style="width:100%;height:600px;border:0"></iframe>`;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>A page</title></head>` +
        `<body style="margin:0"><h1>A page with comments</h1>${frame}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
  siteOrigin = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
  author = await createAccount(suite.server.url, { firstName: 'Embed', lastName: 'Author' });
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});

/** Opens `path` of the other-origin site at phone width and answers the page and its Rep frame (once loaded). */
async function openSite(path: string): Promise<{ page: Page; frame: Frame }> {
  const context = await suite.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  logFailedCalls(page);
  await page.goto(siteOrigin + path);
  return { page, frame: await frameOf(page) };
}

/** The Rep frame of a page of the other-origin site, once loaded. */
async function frameOf(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForLoadState();
  return frame;
}

describe('the embeddable frame (issue 17, SPEC §9)', () => {
  it("should show the page community's posts inside a frame on another origin, at 360 px, accessibly", async () => {
    const pageUrl = `${siteOrigin}/article`;
    const body = `About this article ${suffix()}`;
    const elsewhere = `Not about this article ${suffix()}`;
    await callServer(
      suite.server.url,
      '/api/post/create-post',
      { communityId: pageCommunityId(pageUrl), body },
      author.session.access,
    );
    await callServer(
      suite.server.url,
      '/api/post/create-post',
      { communityId: 'Rep', body: elsewhere },
      author.session.access,
    );

    const { page, frame } = await openSite('/article');
    await frame.getByTestId('post-body').getByText(body, { exact: true }).waitFor();
    expect(await frame.getByText(elsewhere).count()).toBe(0);
    expect(await frame.getByRole('heading', { name: 'Conversation about 127.0.0.2' }).count()).toBe(1);
    // Signed out in the frame: a sign-in button (it opens a popup) and no site navigation in the frame.
    expect(await frame.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(await frame.getByRole('navigation').count()).toBe(0);
    // 'Open Rep' opens the same page community on the website, in a new tab.
    const openRep = frame.getByTestId('open-rep');
    expect(await openRep.getAttribute('href')).toBe(`/page?url=${encodeURIComponent(pageUrl)}`);
    expect(await openRep.getAttribute('target')).toBe('_blank');

    // 360 px wide: nothing scrolls sideways inside the frame.
    const widths = await frame.evaluate(() => ({
      inner: window.innerWidth,
      scroll: document.documentElement.scrollWidth,
    }));
    expect(widths.inner).toBeLessThanOrEqual(PHONE.width);
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);

    // The audit only evaluates scripts in the frame, as it does in a page.
    await expectAccessible(frame as unknown as Page, 'the embedded frame, signed out, 360 px');
    await page.context().close();
  });

  it('should add the frame with the embed script and fit its height to the content', async () => {
    const pageUrl = `${siteOrigin}/scripted`;
    const body = `Scripted frame ${suffix()}`;
    await callServer(
      suite.server.url,
      '/api/post/create-post',
      { communityId: pageCommunityId(pageUrl), body },
      author.session.access,
    );
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(pageUrl);
    const iframe = page.locator('iframe');
    expect(await iframe.getAttribute('title')).toBe('Rep conversation');
    const frame = await (await iframe.elementHandle())?.contentFrame();
    await frame?.getByTestId('post-body').getByText(body, { exact: true }).waitFor();
    // The script starts it at 600 px; the frame reports its one post's height, shorter than that.
    await expect
      .poll(async () => (await iframe.boundingBox())?.height, { timeout: 10_000 })
      .toBeLessThan(600);
    await context.close();
  });

  it("should post from the frame's composer into the page's community", async () => {
    // Signed in first-party (a third-party frame's storage is partitioned or denied: signed out there, see DECISIONS.md).
    const embedOf = (url: string) => `/embed?url=${encodeURIComponent(url)}`;
    const page = await openAs(suite, author, embedOf('https://example.org/story'));
    const body = `From the frame ${suffix()}`;
    await page.getByTestId('composer-input').fill(body);
    await page.getByTestId('composer-send').click();
    const posted = page.getByTestId('post-body').getByText(body, { exact: true });
    await posted.waitFor();
    await page.reload();
    await posted.waitFor();
    await expectAccessible(page, 'the frame signed in, with the composer');
    await page.goto(suite.server.url + embedOf('https://example.org/other'));
    await page.getByRole('heading', { name: 'Conversation about example.org' }).waitFor();
    await page.getByText('No posts yet.').waitFor();
    expect(await posted.count()).toBe(0);
    // Its 'Open Rep' leads to that page's community; with `&community=` to the named community's feed.
    expect(await page.getByTestId('open-rep').getAttribute('href')).toBe(
      `/page?url=${encodeURIComponent('https://example.org/other')}`,
    );
    await page.goto(`${suite.server.url + embedOf('https://example.org/other')}&community=rep-social`);
    await expect.poll(() => page.getByTestId('open-rep').getAttribute('href')).toBe('/rep-social');
    await page.context().close();
  });

  it('should sign in inside the frame through a popup, with a session of its own', async () => {
    const reader = await createAccount(suite.server.url, { firstName: 'Frame', lastName: 'Reader' });
    const { page, frame } = await openSite(`/popup-article-${suffix()}`);
    const context = page.context();
    await frame.getByText('No posts yet.').waitFor();

    const opened = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    const popup = await opened;
    logFailedCalls(popup);
    expect(new URL(popup.url()).pathname).toBe('/embed/sign-in');
    // The popup keeps its opener (the server sends it without a same-origin COOP).
    expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
    await popup.setViewportSize(PHONE);
    await popup.getByRole('heading', { name: 'Sign in to Rep' }).waitFor();
    await expectAccessible(popup, 'the frame sign-in popup, 360 px');

    // The popup gets a linked session (a new refresh-token family) and the frame exchanges that token.
    const linked = popup.waitForRequest((request) => request.url().endsWith('/auth/linked-session'));
    const exchanged = page.waitForRequest((request) => request.url().endsWith('/auth/refresh-session'));
    const closed = popup.waitForEvent('close');
    await popup.getByTestId('signin-email').fill(reader.email);
    await popup.getByTestId('signin-password').fill(reader.password);
    await popup.getByTestId('signin-submit').click();
    expect((await linked).method()).toBe('POST');
    expect((await exchanged).frame()).toBe(frame);
    const linkedRefresh = ((await exchanged).postDataJSON() as { refresh: string }).refresh;
    await closed;

    // The frame got a session of its own: the composer, posting into the page's community.
    const body = `Signed in inside the frame ${suffix()}`;
    await frame.getByTestId('composer-input').fill(body);
    await frame.getByTestId('composer-send').click();
    await frame.getByTestId('post-body').getByText(body, { exact: true }).waitFor();

    // The website (first-party, same browser) was signed in by the popup, in another refresh-token family.
    const website = await context.newPage();
    logFailedCalls(website);
    await website.goto(`${suite.server.url}/`);
    await website.getByTestId('composer-input').waitFor();
    const websiteRefresh = await website.evaluate(() => localStorage.getItem('rep.refresh'));
    expect(websiteRefresh).toBeTruthy();
    expect(websiteRefresh).not.toBe(linkedRefresh);

    // Signing out in the frame ends the frame's session only: the website's still refreshes after a reload.
    await frame.getByRole('button', { name: 'Sign out' }).click();
    await frame.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await frame.getByTestId('composer-input').count()).toBe(0);
    await website.reload();
    await website.getByTestId('composer-input').waitFor();
    expect(await website.evaluate(() => localStorage.getItem('rep.refresh'))).toBeTruthy();

    // Signing in again while the website is signed in: the popup links a session and closes by itself.
    const again = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await (await again).waitForEvent('close');
    await frame.getByTestId('composer-input').waitFor();
    await context.close();
  });

  it('should ignore a linked session posted by another origin, and say so when the popup has no opener', async () => {
    const other = await createAccount(suite.server.url, { firstName: 'Not', lastName: 'Linked' });
    const { page, frame } = await openSite(`/forged-${suffix()}`);
    const context = page.context();
    await frame.getByText('No posts yet.').waitFor();
    const opened = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    const popup = await opened;
    await popup.getByRole('heading', { name: 'Sign in to Rep' }).waitFor();

    // The embedding page (127.0.0.2) forges the popup's message with a real refresh token.
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/refresh-session')) exchanges.push(request.url());
    });
    await page.evaluate((refresh) => {
      const target = document.querySelector('iframe')?.contentWindow;
      target?.postMessage({ type: 'rep:linked-session', refresh }, '*');
    }, other.session.refresh);
    await page.waitForTimeout(1_000);
    expect(await frame.getByTestId('composer-input').count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(exchanges).toEqual([]);
    await popup.close();

    // Opened directly, the popup page only points back to the site.
    const direct = await context.newPage();
    await direct.goto(`${suite.server.url}/embed/sign-in`);
    await direct.getByText('Return to that site').waitFor();
    expect(await direct.getByTestId('signin-email').count()).toBe(0);
    await context.close();
  });

  it('should refuse to let another site frame the main site', async () => {
    const { page, frame } = await openSite('/framed-rep');
    // Chromium replaces a refused frame with its error page: the Rep page never loads in it.
    expect(frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.locator('#main').count()).toBe(0);
    await page.context().close();
  });

  it('should show the snippet and a live preview on the /embed help page', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(`${suite.server.url}/embed`);
    await page.getByRole('heading', { name: 'Embed Rep on your site' }).waitFor();
    const snippet = await page.getByTestId('embed-snippet').inputValue();
    expect(snippet).toContain(`<iframe src="${suite.server.url}/embed?url=`);
    expect(snippet).toContain('loading="lazy"');
    // Lazy-loaded: it loads once scrolled near.
    await page.locator('iframe').scrollIntoViewIfNeeded();
    const preview = await (await page.locator('iframe').elementHandle())?.contentFrame();
    await preview?.getByRole('heading', { name: 'Conversation about example.com' }).waitFor();
    await expectAccessible(page, 'the /embed help page, 360 px');
    await context.close();
  });
});
