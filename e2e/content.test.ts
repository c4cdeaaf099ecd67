import { dialogs, messages } from '@rep/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount, verifyAccount } from './support/accounts';
import { card } from './support/page';
import { openAs, postAs, suffix, useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
let me: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  // GUARD_MIN_ROLE=Non (the default of the test server): verification is not what these tests are about.
  [me, other] = await Promise.all([
    createAccount(suite.server.url, { firstName: 'Ada', lastName: 'Writer' }),
    createAccount(suite.server.url, { firstName: 'Grace', lastName: 'Author' }),
  ]);
  // The app checks the default level (Silver) before guarded actions; verified accounts pass it.
  await Promise.all([verifyAccount(suite.server.url, me), verifyAccount(suite.server.url, other)]);
});

/** Waits until the card of `body` is the server's post (no longer a draft). */
async function waitActive(page: Page, body: string): Promise<void> {
  const post = card(page, body).first();
  await post.waitFor();
  await expect.poll(() => post.getAttribute('data-status')).toBe('active');
}

async function publish(page: Page, text: string): Promise<void> {
  await page.getByTestId('composer-input').first().fill(text);
  await page.getByTestId('composer-send').first().click();
  await waitActive(page, text);
}

describe('content', () => {
  it('creates a poll and votes in it, then sees the results', async () => {
    const page = await openAs(suite, me, '/rep');
    const question = `Tea or coffee ${suffix()}?`;
    await page.getByTestId('composer-poll').click();
    await page.getByTestId('composer-input').fill(question);
    const options = page.getByTestId('poll-option-input');
    await options.nth(0).fill('Tea');
    expect(await page.getByTestId('composer-send').isDisabled()).toBe(true);
    await options.nth(1).fill('Coffee');
    await page.getByTestId('composer-send').click();
    await waitActive(page, question);

    const poll = card(page, question).getByTestId('poll');
    expect(await poll.getAttribute('data-state')).toBe('open');
    await poll.getByTestId('poll-remaining').getByText('1d 0h left').waitFor();
    const voted = page.waitForResponse((response) => response.url().endsWith('/api/post/poll-post'));
    await poll.getByTestId('poll-option').getByText('Coffee').click();
    expect((await voted).status()).toBe(200);
    await expect.poll(() => poll.getAttribute('data-state')).toBe('results');
    expect(await poll.getByTestId('poll-percentage').allTextContents()).toEqual(['0%', '100%']);
    expect(await poll.getByTestId('poll-result').nth(1).getAttribute('data-winner')).toBe('true');

    await page.reload();
    const reloaded = card(page, question).getByTestId('poll');
    await reloaded.getByTestId('poll-result').first().waitFor();
    expect(await reloaded.getByTestId('poll-percentage').allTextContents()).toEqual(['0%', '100%']);
    expect(await reloaded.getByTestId('poll-total').textContent()).toBe('1 vote');
    await page.context().close();
  });

  it("quotes a post and ReReps another, showing 'ReRepped by you'", async () => {
    const quotedText = `Worth quoting ${suffix()}`;
    const rerepText = `Worth a ReRep ${suffix()}`;
    await postAs(suite, other, quotedText);
    await postAs(suite, other, rerepText);
    const page = await openAs(suite, me, '/rep');

    // Quote: the composer opens in quote mode with the quoted post embedded.
    await card(page, quotedText).getByTestId('quote-button').click();
    const dialog = page.getByTestId('compose-dialog');
    await dialog.getByTestId('quoted-body').getByText(quotedText).waitFor();
    expect(await dialog.getByTestId('composer-poll').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('composer-question').isDisabled()).toBe(true);
    const comment = `My take ${suffix()}`;
    await dialog.getByTestId('composer-input').fill(comment);
    await dialog.getByTestId('composer-send').click();
    await dialog.waitFor({ state: 'detached' });
    await waitActive(page, comment);
    await card(page, comment).getByTestId('quoted-body').getByText(quotedText).waitFor();
    await expect.poll(() => card(page, quotedText).getByTestId('quote-count').textContent()).toBe('1');

    // ReRep: a toast, the ReRep card and the original flagged.
    const original = card(page, rerepText).and(page.locator('[data-post-type="Standard"]'));
    await original.getByTestId('rerep-button').click();
    await page.getByText(messages.rerepSucceeded).waitFor();
    const rerep = card(page, rerepText).and(page.locator('[data-post-type="RePost"]'));
    await rerep.getByTestId('rerep-banner').getByText(messages.rerepedByYou).waitFor();
    await expect.poll(() => rerep.getAttribute('data-status')).toBe('active');
    expect(await original.getByTestId('rerep-button').getAttribute('aria-pressed')).toBe('true');
    expect(await original.getByTestId('rerep-button').isDisabled()).toBe(true);
    expect(await original.getByTestId('rerep-count').textContent()).toBe('1');

    await page.reload();
    await card(page, rerepText)
      .and(page.locator('[data-post-type="RePost"]'))
      .getByText(messages.rerepedByYou)
      .waitFor();
    await page.context().close();
  });

  it('posts a question and answers it on its page', async () => {
    const page = await openAs(suite, me, '/rep');
    const title = `Why is the sky blue ${suffix()}?`;
    await page.getByTestId('composer-question').click();
    await page.getByTestId('composer-title').fill(title);
    await page.getByTestId('composer-input').fill('Asking for a friend.');
    await page.getByTestId('composer-send').click();

    // The feed switches to Questions, where the new question shows.
    await page.waitForURL(/\/rep\?kind=questions$/);
    const question = page
      .getByTestId('post-card')
      .filter({ has: page.getByTestId('post-title').getByText(title) });
    await question.waitFor();
    await expect.poll(() => question.getAttribute('data-status')).toBe('active');
    await question.getByTestId('post-title').click();
    await page.waitForURL(/\/rep\/question\/account\/[^/]+\/Rep_[A-Za-z0-9]+$/);
    await page.locator('[data-focused="true"]').getByText(title).waitFor();

    const answer = `Rayleigh scattering ${suffix()}`;
    expect(await page.getByTestId('composer-input').getAttribute('placeholder')).toBe('Post your answer');
    await page.getByTestId('composer-input').fill(answer);
    await page.getByTestId('composer-send').click();
    await waitActive(page, answer);
    expect(await card(page, answer).getAttribute('data-post-type')).toBe('Answer');
    await expect
      .poll(() => page.locator('[data-focused="true"]').getByTestId('reply-count').textContent())
      .toBe('1');

    await page.reload();
    await card(page, answer).getByText('Answer', { exact: true }).waitFor();
    await page.context().close();
  });

  it('opens the search of a hashtag from a post', async () => {
    const tag = `topic_${suffix()}`;
    const text = `Learning about #${tag} today`;
    const page = await openAs(suite, me, '/rep');
    await publish(page, text);
    await card(page, text).getByTestId('hashtag-link').click();
    await page.waitForURL(new RegExp(`/rep/search\\?hashtag=${tag}$`));
    await page.getByTestId('search-heading').getByText(`#${tag}`).waitFor();
    expect(await page.getByTestId('search-tab-reps').getAttribute('aria-selected')).toBe('true');
    await card(page, text).waitFor();

    // Other kinds of the same hashtag are on their own tab.
    await page.getByTestId('search-tab-questions').click();
    await page.getByText('No posts found.').waitFor();
    expect(await card(page, text).count()).toBe(0);

    // A keyword search from the page's box finds the post too.
    await page.getByTestId('search-input').fill('Learning');
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/keyword=Learning/);
    await page.getByTestId('search-tab-reps').click();
    await card(page, text).waitFor();
    await page.context().close();
  });

  it('deletes an own post after the confirmation', async () => {
    const text = `Delete me ${suffix()}`;
    const page = await openAs(suite, me, '/rep');
    await publish(page, text);
    await card(page, text).getByTestId('post-options').click();
    await page.getByTestId('post-option-delete').click();
    const dialog = page.getByRole('dialog', { name: dialogs.deleteTitle });
    await dialog.getByText(dialogs.deleteBody).waitFor();
    const hidden = page.waitForResponse((response) => response.url().endsWith('/api/post/hide-post'));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await hidden).status()).toBe(200);
    await page.getByText(messages.deleteSucceeded).waitFor();
    await card(page, text).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('post-card').first().waitFor();
    expect(await card(page, text).count()).toBe(0);
    await page.context().close();
  });

  it("blocks an author from the post menu, and the author's posts disappear", async () => {
    const blocked = await createAccount(suite.server.url, { firstName: 'Blocked', lastName: 'Person' });
    const first = `First of many ${suffix()}`;
    const second = `Second of many ${suffix()}`;
    await postAs(suite, blocked, first);
    await postAs(suite, blocked, second);
    const page = await openAs(suite, me, '/rep');
    await card(page, first).waitFor();
    await card(page, second).waitFor();

    await card(page, first).getByTestId('post-options').click();
    expect(await page.getByTestId('post-option-delete').count()).toBe(0);
    await page.getByTestId('post-option-block').click();
    const dialog = page.getByRole('dialog', { name: /^Block @/ });
    const blockCall = page.waitForResponse((response) => response.url().endsWith('/api/user/block'));
    await dialog.getByRole('button', { name: 'Block' }).click();
    expect((await blockCall).status()).toBe(200);
    await card(page, first).waitFor({ state: 'detached' });
    await card(page, second).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('post-card').first().waitFor();
    expect(await card(page, first).count()).toBe(0);
    expect(await card(page, second).count()).toBe(0);
    await page.context().close();
  });
});
