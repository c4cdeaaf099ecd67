import { messages, type StorageRunner, type StorageSysState, type UserProfile } from '@rep/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callServer, createAccount, signInContext, verifyAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { documentWidth } from './support/chat';
import { logFailedCalls, PHONE } from './support/page';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const phone = { viewport: PHONE, isMobile: true, hasTouch: true };
const STORED = /^\/storage\/ipfs\/b[a-z2-7]+$/;

type Rgb = [number, number, number];
const GREEN: Rgb = [0, 160, 0];
const RED: Rgb = [220, 0, 0];
const BLUE: Rgb = [0, 0, 220];

/**
 * A PNG of bands of colour, `size` px each, side by side (`vertical`: columns) or stacked: a picture whose
 * centre crop differs from the whole (the outer bands are green), so a stretched picture shows.
 */
async function bands(colours: Rgb[], size: number, across: number, vertical: boolean): Promise<Buffer> {
  const [width, height] = vertical ? [size * colours.length, across] : [across, size * colours.length];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = colours[Math.floor((vertical ? x : y) / size)]!;
      raw.set(colour, (y * width + x) * 3);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The colour of a pixel of an encoded image. */
async function pixel(image: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** Whether two colours are the same within lossy encoding's error. */
const near = (a: Rgb, b: Rgb) => a.every((value, k) => Math.abs(value - b[k]!) < 40);

/** Reads stored content as the browser does and answers its bytes, type and size in pixels. */
async function stored(page: Page, url: string) {
  const response = await page.request.get(suite.server.url + url);
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  const { width, height } = await sharp(bytes).metadata();
  return { bytes, type: response.headers()['content-type'] ?? '', width, height };
}

/** Chooses `file` in a picture field of the open dialog, crops at the start position and uploads it. */
async function cropAndUpload(page: Page, kind: 'avatar' | 'coverImage', name: string, buffer: Buffer) {
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByTestId(`profile-${kind}-input`).setInputFiles({ name, mimeType: 'image/png', buffer });
  const cropper = dialog.getByTestId('image-cropper');
  await cropper.waitFor();
  await expect.poll(() => cropper.getByTestId('crop-apply').isEnabled()).toBe(true);
  expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, `Edit profile, cropping the ${kind}`);
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/storage/api/v1/uploadFile');
  await cropper.getByTestId('crop-apply').click();
  expect((await uploaded).status()).toBe(200);
  await cropper.waitFor({ state: 'detached' });
  const preview = dialog.getByTestId(`profile-${kind}-preview`);
  await expect.poll(() => preview.getAttribute('src')).toMatch(STORED);
  return (await preview.getAttribute('src'))!;
}

describe('profile pictures', () => {
  it('are chosen, cropped and uploaded in Edit profile at 360 px; the profile shows them from /storage/ipfs', async () => {
    const me = await createAccount(suite.server.url, { firstName: 'Pia', lastName: 'Pictures' });
    await verifyAccount(suite.server.url, me);
    const context = await suite.browser.newContext(phone);
    await signInContext(context, me);
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(`${suite.server.url}/rep/account/${encodeURIComponent(me.accountId)}`);
    const header = page.getByTestId('profile-header');
    await header.getByRole('heading', { name: 'Pia Pictures' }).waitFor();
    await header.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.waitFor();
    // No raw URL fields any more: the pictures are files.
    expect(await dialog.getByRole('textbox', { name: /avatar|cover/i }).count()).toBe(0);

    // A text file named .png is refused in the browser with SPEC §8's toast, without an upload.
    let uploads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/storage/api/v1/uploadFile') uploads += 1;
    });
    await dialog
      .getByTestId('profile-avatar-input')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
    await page.getByText(messages.invalidFileType).waitFor();
    await page.getByText(messages.pleaseUploadImage).waitFor();
    expect(await dialog.getByTestId('image-cropper').count()).toBe(0);
    expect(uploads).toBe(0);

    // Avatar: columns green | red | blue | green of 300 px; the square centre crop is red | blue only.
    const avatarSource = await bands([GREEN, RED, BLUE, GREEN], 300, 600, true);
    const avatarUrl = await cropAndUpload(page, 'avatar', 'me.png', avatarSource);
    // Cover: rows green | red | green of 400 px; the 3:1 centre crop is all red.
    const coverSource = await bands([GREEN, RED, GREEN], 400, 1200, false);
    const coverUrl = await cropAndUpload(page, 'coverImage', 'cover.png', coverSource);

    // The stored pictures are the crops, rendered at 400×400 and 1500×500.
    const avatar = await stored(page, avatarUrl);
    expect(avatar.type).toMatch(/^image\//);
    expect([avatar.width, avatar.height]).toEqual([400, 400]);
    expect(near(await pixel(avatar.bytes, 20, 200), RED)).toBe(true);
    expect(near(await pixel(avatar.bytes, 380, 200), BLUE)).toBe(true);
    const cover = await stored(page, coverUrl);
    expect([cover.width, cover.height]).toEqual([1500, 500]);
    for (const [x, y] of [
      [750, 15],
      [750, 485],
      [15, 250],
    ] as const)
      expect(near(await pixel(cover.bytes, x, y), RED)).toBe(true);

    // Saved with /profile/update; the header shows both at once and after a reload.
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/profile/update');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const profile = ((await answer.json()) as { data: UserProfile }).data;
    expect([profile.avatar, profile.thumbnail]).toEqual([avatarUrl, coverUrl]);
    await dialog.waitFor({ state: 'detached' });
    const shown = async () => {
      await header.locator(`img[src="${avatarUrl}"]`).waitFor();
      await header
        .getByTestId('profile-cover')
        .and(page.locator(`[src="${coverUrl}"]`))
        .waitFor();
    };
    await shown();
    await page.reload();
    await shown();
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'own profile with uploaded pictures');
    await context.close();
  });

  it("the runners page lists this server process's runner, finds it by address and is public", async () => {
    const runners = await callServer<StorageRunner[]>(
      suite.server.url,
      '/storage/api/v1/dashboard/listRunners',
      {},
    );
    const own = runners.filter((runner) => runner.kind === 'process');
    expect(own).toHaveLength(1);
    const runner = own[0]!;
    expect(runner.up).toBe(true);
    const state = await callServer<StorageSysState>(
      suite.server.url,
      '/storage/api/v1/dashboard/sysState',
      {},
    );

    // Signed out, at 360 px, from the drawer's 'Storage'.
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(`${suite.server.url}/rep`);
    await page.getByTestId('drawer-open').click();
    await page.getByTestId('drawer-storage').click();
    await page.waitForURL(`${suite.server.url}/runners`);
    await page.getByRole('heading', { name: 'Storage runners' }).waitFor();
    const row = page.getByTestId('runner').and(page.locator(`[data-address="${runner.address}"]`));
    await row.waitFor();
    expect(await row.getAttribute('data-up')).toBe('true');
    await row.getByText('Up', { exact: true }).waitFor();
    await row.getByText('Server process').waitFor();
    await expect
      .poll(() => page.getByTestId('storage-runners-up').textContent())
      .toBe(`${state.runnersUp} / ${state.runnersTotal}`);
    expect(await page.getByTestId('storage-objects').textContent()).toBe(state.objects.toLocaleString('en'));
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'runners page, signed out');

    // Search by address: the runner there, then none at an unknown address, then all again.
    const search = page.getByLabel('Find a runner by address');
    await search.fill(runner.address);
    const found = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/storage/api/v1/dashboard/findRunners',
    );
    await page.getByRole('button', { name: 'Search' }).click();
    expect((await found).status()).toBe(200);
    await expect.poll(() => page.getByTestId('runner').count()).toBe(1);
    await row.waitFor();
    await search.fill('http://no-runner.invalid:1');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('runners-empty').getByText('No runner at this address.').waitFor();
    await search.fill('');
    await row.waitFor();
    expect(await page.getByTestId('runner').count()).toBe(runners.length);
    await context.close();
  });
});
