/**
 * GIFs in the browser (issue 16): a SysAdmin adds GIFs to the instance's library (uploaded to storage, then
 * /api/gif/add); a user at 360 px opens the GIF selection modal from the composer (axe clean), searches it by
 * tag, moves through the grid with the keyboard, chooses a GIF and posts it: the feed's card shows that GIF
 * from /storage/ipfs with its title as alt text, also after a reload.
 */
import type { GifItem, StoredObject } from '@rep/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateGifLibrary } from '../apps/server/src/gifs/generate';
import {
  callServer,
  createAccount,
  signInAccount,
  signInContext,
  type TestAccount,
  verifyAccount,
} from './support/accounts';
import { expectAccessible } from './support/axe';
import { documentWidth } from './support/chat';
import { logFailedCalls, PHONE } from './support/page';
import { suffix, useBrowserSuite } from './support/suite';

const ADMIN_EMAIL = 'admin-gifs@example.com';
const ADMIN_PASSWORD = 'Str0ngAdminPassword';
const suite = useBrowserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
const phone = { viewport: PHONE, isMobile: true, hasTouch: true };

/** The GIFs the admin adds: title and tags, drawn like the seed's. */
const added: GifItem[] = [];

/** Uploads `bytes` as a GIF file through /storage/api/v1/uploadFile and answers the stored object. */
async function upload(account: TestAccount, bytes: Buffer): Promise<StoredObject> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/gif' }), 'library.gif');
  const response = await fetch(`${suite.server.url}/storage/api/v1/uploadFile`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${account.session.access}` },
    body: form,
  });
  const envelope = (await response.json()) as { success: boolean; data: StoredObject; message?: string };
  if (!envelope.success) throw new Error(`uploadFile → ${response.status} ${envelope.message ?? ''}`);
  return envelope.data;
}

beforeAll(async () => {
  const admin = await signInAccount(suite.server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  // Four GIFs whose tags tell them apart (Hello, Congrats, Yes, Love it).
  const library = await generateGifLibrary();
  const picks = [0, 4, 7, 13].map((i) => library[i]).filter((gif) => gif !== undefined);
  for (const gif of picks) {
    const { cid } = await upload(admin, gif.bytes);
    added.push(
      await callServer<GifItem>(
        suite.server.url,
        '/api/gif/add',
        { cid, title: gif.title, tags: gif.tags },
        admin.session.access,
      ),
    );
  }
}, 60_000);

describe('GIFs', () => {
  it('are chosen in the GIF selection modal at 360 px and posted; the feed shows the GIF', async () => {
    const me = await createAccount(suite.server.url, { firstName: 'Gil', lastName: 'Gifs' });
    await verifyAccount(suite.server.url, me);
    const context = await suite.browser.newContext(phone);
    await signInContext(context, me);
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(`${suite.server.url}/`);
    const text = `A GIF for you ${suffix()}`;
    await page.getByTestId('composer-input').fill(text);

    // The modal lists the library newest first, and is accessible and fits the phone.
    await page.getByTestId('composer-gif').click();
    const dialog = page.getByRole('dialog', { name: 'Choose a GIF' });
    await dialog.waitFor();
    const options = dialog.getByTestId('gif-option');
    await expect.poll(() => options.count()).toBe(added.length);
    expect(await dialog.getByRole('img').first().getAttribute('alt')).toBe(added.at(-1)?.title);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'GIF selection modal', '[data-testid="gif-picker"]');

    // Searching by a tag of the second GIF finds it (and not the others without that tag).
    const wanted = added[1] as GifItem;
    const tag = wanted.tags.find((t) => added.filter((g) => g.tags.includes(t)).length === 1) as string;
    await dialog.getByTestId('gif-search').fill(tag.toUpperCase());
    await expect
      .poll(() => dialog.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))))
      .toEqual([wanted.title]);

    // Keyboard: Tab from the search field reaches the grid; Enter chooses the focused GIF.
    await dialog.getByTestId('gif-search').fill('');
    await expect.poll(() => options.count()).toBe(added.length);
    await dialog.getByTestId('gif-search').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() =>
      document.activeElement?.querySelector('img')?.getAttribute('alt'),
    );
    const chosen = added.find((g) => g.title === focused) as GifItem;
    expect(chosen).toBe(added.at(-3));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The composer shows the GIF; the post shows it in the feed, from storage, with its title as alt.
    const attached = page.getByTestId('media-attachment').locator('img');
    await expect.poll(() => attached.getAttribute('src')).toBe(chosen.url);
    await page.getByTestId('composer-send').click();
    const post = page.getByTestId('post-card').filter({ hasText: text });
    await expect.poll(() => post.getAttribute('data-status')).toBe('active');
    const img = post.getByRole('img', { name: chosen.title });
    expect(await img.getAttribute('src')).toBe(chosen.url);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(160);

    await page.reload();
    const again = page.getByTestId('post-card').filter({ hasText: text });
    expect(await again.getByRole('img', { name: chosen.title }).getAttribute('src')).toBe(chosen.url);
    await context.close();
  });
});
