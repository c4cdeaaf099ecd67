/**
 * Post media in the browser (issue 16, SPEC §5 Images, §2 image lightbox): an image chosen in the composer is
 * checked, compressed to at most IMAGE_MAX_DIMENSION_PX and uploaded under a progress bar (Post waits), carries
 * its description as the card's `alt` and 'ALT' badge, and opens in the lightbox; a pasted YouTube link plays
 * in the youtube-nocookie player; an unplayable one says 'Invalid url'. At 360 px, axe clean.
 */
import { IMAGE_MAX_DIMENSION_PX, messages, type Post } from '@rep/shared';
import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAccount, signInContext, verifyAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { documentWidth } from './support/chat';
import { card, logFailedCalls, PHONE } from './support/page';
import { suffix, useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const UPLOAD_PATH = '/storage/api/v1/uploadFile';
const VIDEO_ID = 'dQw4w9WgXcQ';

/**
 * A real HEIC photo, 600×400, green | red halves (libheif's heif-enc with x265, from a PNG made like
 * {@link bigPng}): Chromium cannot decode it, so the browser converts it with heic-to first.
 */
const HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUNtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFnAAEAAAAAAAAEEgAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAw2lwcnAAAAClaXBjbwAAAHlodmNDAQNwAAAAAAAAAAAAP/AA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAP7oCQCEAAQAsQgEBA3AAAAMAkAAAAwAAAwA/oASyAZFlupJKa5uBAQMCAAADAAIAAAMAAhAiAAEAB0QBwXKwYkAAAAAUaXNwZQAAAAAAAAJYAAABkAAAABBwaXhpAAAAAAMICAgAAAAWaXBtYQAAAAAAAAABAAEDgQKDAAAEGm1kYXQAAAQOKAGvBPOIwZ6cmJeXgEEyadv/rI////R1d//8zTST0cYM7GDOTinQihDqlAAAK6iN7l3ux1u/xcFjVaudLirSm1wV1KLJ92+sLeUxeqN+wlDkIHyr3jvViiR7Vb/k0EVkvMtvacFvJ+VQCJlo3PHVEXOMqnJTpJCdrDzqIsyhTTvTqBJgSIhNqGtLHxDS1eHfAXRtAG3bo+nVp153dtXeBHizArCEj0nzXt/0dqnRvtKDASiFeZcSNlTd4AAAAwAAAwAAAwAABxpMQIAAAMqAAGVS9UoAAAMAAAMAAAMAAICjbqoAWn0LolFavUTpF+JTgB6uL0iKMklmRTfisWaAJQT4XOdfb+T8qL6xFNExn9eArfiISWtAajIBUsfwx38uK8ATZoQIhNqGtLHxDS1eHfAXRtAG3bo+nVp153dtXeBHizArCEj0nzXt/0dqnRvtKGdUlV3Ac2bG7xoAAAMAAAMAAAMAATKBBzWYxAW6AAADAAADAAADAAADAABjvN7H7/1UXAzQjqKJ0i/EpwA9XF6RFGSSzIpvxWLNAEoJ8NpKVF/J+VF9YimiYz+vAVvxEJLWgNRkAqWP4Y7+XFeAVPJoeum1DWlj4hpavDvgLo2gDbt0fTq0687u2rvAjxZgVhCR6T5r2/6O1To32lDOqSq7gObNjd6oAAADAAADAAADADwdMqZ4KT+IgAAAAwAAAwAAAwAABjEDaVwFp9C6JRWr1E6RfiU4Aeri9IijJJZkU34rFmgCUE+H1uvt/J+VF9YimiYz+vAVvxEJLWgNRkAqWP4Y7+XFeAa7FTsUm1DWlj4hpavDvgLo2gDbt0fTq0687u2rvAjxZgVhCR6T5r2/6O1To32lDOqSq7gObNjd8sAAAAMAAAMAABwlquZQuXHbgAAAAwAAAwAAAwACoMMx9geh9C6JRWr1E6RfiU4Aeri9IijJJZkU34rFmgCUE+Iwdix/J+VF9YimiYz+vAVvxEJLWgNRkAqWP4Y7+XFeAjhWGY0m1DWlj4hpavDvgLo2gDbt0fTq0687u2rvAjxZgVhCR6T5r2/6O1To32lDOqSq7gObNjd94AAAAwAAAwAAGvEkLVXBhg2AAAADAAADAAADACQXlfVAC0+hdEorV6idIvxKcAPVxekRRkksyKb8VizQBKCfEVuxY/k/Ki+sRTRMZ/XgK34iElrQGoyAVLH8Md/LivAUzCaHrptQ1pY+IaWrw74C6NoA27dH06tOvO7tq7wI8WYFYQkek+a9v+jtU6N9pQzqkqu4DmzY3gEAAAMAAAMAAAMA45UzgtZKbawAAAMAAAMAAAMAAQhZkpXAWn0LolFavUTpF+JTgB6uL0iKMklmRTfisWaAJQT4QAAAAwAAAwAAFZdq',
  'base64',
);

/** A 3000×1500 PNG of two halves (red | blue), made here so its size is known. */
function bigPng(): Promise<Buffer> {
  const [width, height] = [3000, 1500];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(x < width / 2 ? [220, 0, 0] : [0, 0, 220], (y * width + x) * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Pastes `text` into the composer as a user's paste (a ClipboardEvent with its data, then the text). */
async function paste(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('composer-input');
  await input.focus();
  await input.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  await input.fill(text);
}

describe('post media', () => {
  it('uploads a compressed image with its description, shows it with ALT and opens it in the lightbox; plays video links', async () => {
    const me = await createAccount(suite.server.url, { firstName: 'Mia', lastName: 'Media' });
    await verifyAccount(suite.server.url, me);
    const context = await suite.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    // The player's origin answers a blank page here (no network in tests); its address is what is checked.
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await signInContext(context, me);
    const page = await context.newPage();
    logFailedCalls(page);
    await page.goto(`${suite.server.url}/`);
    const input = page.getByTestId('media-file-input');
    await page.getByTestId('composer-input').waitFor();

    // Not an image (a text file named .png): refused in the browser with SPEC §8's texts, nothing uploaded.
    let uploads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === UPLOAD_PATH) uploads += 1;
    });
    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text'),
    });
    await page.getByText(messages.invalidFileType).waitFor();
    await page.getByText(messages.pleaseUploadImage).waitFor();
    expect(await page.getByTestId('media-attachment').count()).toBe(0);
    expect(uploads).toBe(0);

    // A HEIC photo: converted in the browser (heic-to, in its worker: the CSP allows it) and stored as a JPEG.
    const heicUploaded = page.waitForResponse((r) => new URL(r.url()).pathname === UPLOAD_PATH);
    await input.setInputFiles({ name: 'photo.heic', mimeType: 'image/heic', buffer: HEIC });
    const heicAnswer = await heicUploaded;
    expect(heicAnswer.status()).toBe(200);
    const heicUrl = ((await heicAnswer.json()) as { data: { url: string } }).data.url;
    const heicStored = await sharp(
      await (await page.request.get(suite.server.url + heicUrl)).body(),
    ).metadata();
    expect([heicStored.format, heicStored.width, heicStored.height]).toEqual(['jpeg', 600, 400]);
    await expect.poll(() => page.getByTestId('media-attachment').getAttribute('data-status')).toBe('done');
    await page.getByTestId('media-remove').click();
    uploads = 0;

    // A failed upload says 'Upload failed' and offers Retry, which uploads the same image again.
    await page.route(`**${UPLOAD_PATH}`, (route: Route) => route.abort('connectionreset'), { times: 1 });
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: small });
    await page.getByTestId('media-upload-failed').getByText(messages.uploadFailed).waitFor();
    expect(await page.getByTestId('composer-send').isDisabled()).toBe(true);
    const retried = page.waitForResponse((r) => new URL(r.url()).pathname === UPLOAD_PATH);
    await page.getByTestId('media-retry').click();
    expect((await retried).status()).toBe(200);
    await expect.poll(() => page.getByTestId('media-attachment').getAttribute('data-status')).toBe('done');
    await page.getByTestId('media-remove').click();
    uploads = 0;

    // A 3000 px PNG: the upload is held so its progress bar and the disabled Post button can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${UPLOAD_PATH}`, async (route: Route) => {
      await held;
      await route.continue();
    });
    const text = `A picture ${suffix()}`;
    await page.getByTestId('composer-input').fill(text);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await bigPng() });
    const attachment = page.getByTestId('media-attachment');
    await page.getByTestId('media-upload-progress').waitFor();
    expect(await page.getByTestId('composer-send').isDisabled()).toBe(true);
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === UPLOAD_PATH);
    await expect.poll(() => uploads).toBe(1);
    release();
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    await expect.poll(() => attachment.getAttribute('data-status')).toBe('done');
    expect(await page.getByTestId('media-upload-progress').count()).toBe(0);

    // The stored image was compressed in the browser to at most 2048 px on its longer side.
    const stored = ((await answer.json()) as { data: { url: string } }).data.url;
    expect(stored).toMatch(/^\/storage\/ipfs\/b[a-z2-7]+$/);
    const bytes = await (await page.request.get(suite.server.url + stored)).body();
    const { width, height } = await sharp(bytes).metadata();
    expect(Math.max(width ?? 0, height ?? 0)).toBeLessThanOrEqual(IMAGE_MAX_DIMENSION_PX);
    expect(width).toBe(IMAGE_MAX_DIMENSION_PX);
    expect(height).toBe(IMAGE_MAX_DIMENSION_PX / 2);

    // Its description, written in the 'Add description' dialog.
    const alt = 'Two halves: red on the left, blue on the right';
    await attachment.getByTestId('media-add-alt').click();
    const altDialog = page.getByRole('dialog', { name: 'Image description' });
    await altDialog.getByTestId('alt-text-input').fill(alt);
    await expectAccessible(page, 'the image description dialog');
    await altDialog.getByTestId('alt-text-save').click();
    await altDialog.waitFor({ state: 'detached' });
    expect(await attachment.getByRole('img', { name: alt }).count()).toBe(1);
    await expectAccessible(page, 'the composer with an attached image');

    // Posted: the server keeps the image and its description.
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/post/create-post');
    await page.getByTestId('composer-send').click();
    const post = ((await (await created).json()) as { data: Post }).data;
    expect(post.media).toEqual({ type: 'Image', url: stored, alt });
    const posted = card(page, text);
    await expect.poll(() => posted.getAttribute('data-status')).toBe('active');
    const image = posted.getByRole('img', { name: alt });
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(stored);
    expect(await attachment.count()).toBe(0);

    // The ALT badge shows the description to sighted readers.
    await posted.getByTestId('media-alt-badge').click();
    expect(await posted.getByTestId('media-alt-text').textContent()).toBe(alt);
    await posted.getByTestId('media-alt-badge').click();
    expect(await posted.getByTestId('media-alt-text').count()).toBe(0);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // The lightbox: a modal image viewer with zoom; Escape closes it and focus returns to the image.
    const opener = posted.getByTestId('post-image');
    await opener.click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await viewer.waitFor();
    await viewer.getByRole('img', { name: alt }).waitFor();
    await viewer.getByRole('button', { name: 'Zoom in' }).waitFor();
    await expectAccessible(page, 'the image lightbox');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.url()).toBe(`${suite.server.url}/`);

    // A YouTube link pasted into the composer is attached as a video in the nocookie player.
    const link = `https://youtu.be/${VIDEO_ID}`;
    await paste(page, link);
    const preview = attachment.getByTestId('video-embed');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    const videoPosted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/post/create-post');
    await page.getByTestId('composer-send').click();
    expect(((await (await videoPosted).json()) as { data: Post }).data.media).toEqual({
      type: 'Video',
      url: link,
    });
    const videoCard = card(page, link);
    await expect.poll(() => videoCard.getAttribute('data-status')).toBe('active');
    const player = videoCard.getByTestId('video-embed');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    // The CSP lets the player's frame load (a blocked frame never reaches the route above).
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('https://www.youtube-nocookie.com/')))
      .toBe(true);

    // A YouTube link that cannot be played says 'Invalid url', and Post waits until it is removed.
    await paste(page, 'https://www.youtube.com/@someone');
    await attachment.getByText(messages.invalidUrl).waitFor();
    expect(await page.getByTestId('composer-send').isDisabled()).toBe(true);
    await expectAccessible(page, 'the composer with an invalid video link');
    await attachment.getByTestId('media-remove').click();
    expect(await attachment.count()).toBe(0);
    expect(await page.getByTestId('composer-send').isDisabled()).toBe(false);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
