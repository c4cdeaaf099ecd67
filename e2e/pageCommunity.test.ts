import { pageCommunityId } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { callServer, createAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { card, logFailedCalls, PHONE } from './support/page';
import { openAs, suffix, useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

/** The website's route for a page's community (apps/web/src/app/paths.ts `paths.page`). */
const pageRoute = (url: string) => `/page?url=${encodeURIComponent(url)}`;

describe("a web page's community on the website (/page?url=, issue 17)", () => {
  it("should show the page community's posts and post into it from the composer, at 360 px, accessibly", async () => {
    const author = await createAccount(suite.server.url, { firstName: 'Page', lastName: 'Author' });
    const pageUrl = `https://example.net/story-${suffix()}`;
    const communityId = pageCommunityId(pageUrl);
    const here = `About the story ${suffix()}`;
    const elsewhere = `In Rep ${suffix()}`;
    await callServer(
      suite.server.url,
      '/api/post/create-post',
      { communityId, body: here },
      author.session.access,
    );
    await callServer(
      suite.server.url,
      '/api/post/create-post',
      { communityId: 'Rep', body: elsewhere },
      author.session.access,
    );

    const page = await openAs(suite, author, pageRoute(pageUrl));
    await page.setViewportSize(PHONE);
    await card(page, here).waitFor();
    expect(await page.getByText(elsewhere).count()).toBe(0);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Conversation about example.net' }).count(),
    ).toBe(1);
    expect(await page.title()).toBe('Conversation about example.net — Rep');
    const link = page.getByTestId('page-link');
    expect(await link.getAttribute('href')).toBe(pageUrl);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // Inside the site's Shell: its navigation is there.
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);

    // The composer posts into the page's community.
    const body = `Posted on the page route ${suffix()}`;
    const created = page.waitForResponse((response) => response.url().endsWith('/api/post/create-post'));
    await page.getByTestId('composer-input').fill(body);
    await page.getByTestId('composer-send').click();
    const response = await created;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toMatchObject({ communityId, body });
    await card(page, body).waitFor();
    const listed = await callServer<Array<{ id: string; communityId: string; body: string }>>(
      suite.server.url,
      '/api/post/list',
      { communities: [communityId], types: ['Standard'], offset: 0, limit: 20 },
    );
    expect(listed.find((post) => post.body === body)).toMatchObject({ communityId });

    // 360 px: nothing scrolls sideways; no serious or critical axe findings.
    const widths = await page.evaluate(() => ({
      inner: window.innerWidth,
      scroll: document.documentElement.scrollWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await expectAccessible(page, 'the page-community route, signed in, 360 px');
    await page.context().close();
  });

  it('should explain a missing address and an excluded page, signed out, accessibly', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(`${suite.server.url}/page`);
    await page.getByTestId('no-page-address').waitFor();
    await expectAccessible(page, 'the page-community route without an address, 360 px');

    await page.goto(suite.server.url + pageRoute('https://x.com/settings'));
    await page
      .getByText('Rep is turned off on this page: search, messages and settings pages stay private.')
      .waitFor();
    expect(await page.getByTestId('page-community').count()).toBe(0);
    await expectAccessible(page, 'the page-community route for an excluded page, 360 px');
    await context.close();
  });
});
