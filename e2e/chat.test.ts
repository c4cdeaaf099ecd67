import { ChatIntegrityError, decryptMessage } from '@rep/shared/chatCrypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, signInContext, verifyAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import {
  type ChatAccount,
  conversationAs,
  documentWidth,
  epochKeysOf,
  messageWithText,
  publicKeysOf,
  readMessages,
  sendMessage,
  sendMessages,
  setUpChatKeys,
  sidewaysScrollers,
  startConversation,
  unlockInPage,
} from './support/chat';
import { logFailedCalls, openConnected, PHONE } from './support/page';
import { suffix, useBrowserSuite } from './support/suite';

// Issue 15: end-to-end encrypted chat in the browser: live delivery with unread counts and read ticks, the
// passphrase on a second browser profile, a removed member locked out of new messages, retried and failed
// sends, the screens at 360 px.
const suite = useBrowserSuite();

const phone = { viewport: PHONE, isMobile: true, hasTouch: true };

/** How long a live update (a socket event and the re-render it causes) may take on a loaded machine. */
const LIVE = { timeout: 15_000 };

/**
 * A new verified account (so no 'Verify your identity' prompt covers the page) named `firstName` and a last
 * name unique to this run, which the people search finds.
 */
async function newAccount(firstName: string) {
  const lastName = `Chat${suffix()}`;
  const account = await createAccount(suite.server.url, { firstName, lastName });
  await verifyAccount(suite.server.url, account);
  return { ...account, name: `${firstName} ${lastName}` };
}

/** A new account with chat keys published through the API (the cheap argon2id cost). */
async function newChatAccount(firstName: string): Promise<ChatAccount & { name: string }> {
  const account = await newAccount(firstName);
  return { ...(await setUpChatKeys(suite.server.url, account)), name: account.name };
}

/** Sets chat up in the page's set-up form (the real argon2id cost, in the browser) and waits for the list. */
async function setUpInPage(page: Page, passphrase: string): Promise<void> {
  const form = page.getByTestId('chat-set-up');
  await form.getByLabel(/^Passphrase/).fill(passphrase);
  await form.getByLabel(/^Confirm passphrase/).fill(passphrase);
  await form.getByRole('button', { name: 'Set up messages' }).click();
  await page.getByRole('button', { name: 'New conversation' }).waitFor({ timeout: 30_000 });
}

/** Writes `text` in the open conversation's composer and sends it; resolves once the server stored it ('Sent'). */
async function sendInPage(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await messageWithText(page, text)
    .getByRole('img', { name: /^(Sent|Read)$/ })
    .waitFor(LIVE);
}

/** The page fits a phone: the document no wider than 360 px and nothing in it scrolling sideways. */
async function expectFitsPhone(page: Page): Promise<void> {
  expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysScrollers(page)).toEqual([]);
}

/** Whether a message shows inside its list's scrolling area as it is scrolled now (at least partly). */
const inScrolledView = (message: Locator) =>
  message.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const area = element.closest('ol')?.parentElement?.getBoundingClientRect();
    return !!area && box.bottom > area.top && box.top < area.bottom;
  });

/** Every record of every IndexedDB store of the page's browser profile, as `database/store: value` JSON lines. */
const storedRecords = (page: Page) =>
  page.evaluate(async () => {
    const request = <T>(pending: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        pending.onsuccess = () => resolve(pending.result);
        pending.onerror = () => reject(pending.error);
      });
    const lines: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of db.objectStoreNames) {
        const values = await request(db.transaction(store).objectStore(store).getAll());
        for (const value of values) lines.push(`${name}/${store}: ${JSON.stringify(value)}`);
      }
      db.close();
    }
    return lines;
  });

/** The conversation's row in the list on the page. */
const rowOf = (page: Page, conversationId: string) =>
  page.locator(`[data-testid="conversation-row"][data-conversation-id="${conversationId}"]`);

describe('end-to-end encrypted chat in the browser', () => {
  it('delivers messages live both ways, with the unread count, the Messages badge and read ticks', async () => {
    const url = suite.server.url;
    const [ada, bob] = await Promise.all([newAccount('Ada'), newChatAccount('Bob')]);

    // B (phone) unlocks chat with the passphrase set up elsewhere and waits on the empty list.
    const bobPage = await openConnected(suite.browser, url, bob, '/messages', phone);
    await unlockInPage(bobPage, bob.passphrase);
    await bobPage.getByText('No conversations yet.', { exact: true }).waitFor();
    await bobPage.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    // A (wide) sets chat up with a passphrase in the browser.
    const adaPage = await openConnected(suite.browser, url, ada, '/messages');
    await adaPage.getByRole('heading', { name: 'Set up encrypted messages' }).waitFor();
    await expectAccessible(adaPage, 'chat set-up');
    await setUpInPage(adaPage, `Ada's long passphrase ${suffix()}`);
    await expectAccessible(adaPage, 'empty conversation list');

    // A starts a direct conversation with B from 'New conversation', with a first message.
    const first = `Hello Bob ${suffix()}`;
    await adaPage.getByRole('button', { name: 'New conversation' }).click();
    const dialog = adaPage.getByTestId('new-conversation');
    await dialog.getByLabel('Search people').fill(bob.name);
    const pick = dialog
      .locator(`[data-testid="people-picker-row"][data-account-id="${bob.accountId}"]`)
      .getByRole('checkbox');
    await expect.poll(() => pick.isEnabled(), LIVE).toBe(true);
    await pick.check();
    await dialog.getByLabel('First message (optional)').fill(first);
    await expectAccessible(adaPage, "'New conversation' dialog");
    await dialog.getByRole('button', { name: 'Start conversation' }).click();
    await adaPage.waitForURL(/\/messages\/[A-Za-z0-9]+$/);
    const conversationId = new URL(adaPage.url()).pathname.split('/').at(-1) ?? '';
    const adaFirst = messageWithText(adaPage, first);
    await adaFirst.getByRole('img', { name: 'Sent' }).waitFor(LIVE);

    // B's list shows the new conversation, its preview and unread count, and the badge: no reload.
    const row = rowOf(bobPage, conversationId);
    await row.getByTestId('conversation-preview').getByText(first, { exact: true }).waitFor(LIVE);
    await expect.poll(() => row.getAttribute('data-unread'), LIVE).toBe('1');
    expect(await row.getByTestId('conversation-unread').textContent()).toBe('1 unread');
    await bobPage.getByRole('link', { name: 'Messages, 1 unread' }).waitFor(LIVE);
    expect(await bobPage.getByTestId('chat-badge').textContent()).toBe('1');
    expect(bobPage.url()).toBe(`${url}/messages`);
    await expectAccessible(bobPage, 'conversation list with an unread conversation, phone');

    // B opens it: A's message reads; A's tick turns to 'Read' without a reload; B's badge clears.
    await row.click();
    await bobPage.waitForURL(`${url}/messages/${conversationId}`);
    await messageWithText(bobPage, first).waitFor();
    await adaFirst.getByRole('img', { name: 'Read' }).waitFor(LIVE);
    await bobPage.getByRole('link', { name: 'Messages', exact: true }).waitFor(LIVE);
    await expectAccessible(bobPage, 'direct conversation, phone');

    // B replies: A, viewing the conversation, sees it live and reads it at once, so B's tick turns to 'Read'.
    const reply = `Hi Ada ${suffix()}`;
    await sendInPage(bobPage, reply);
    await messageWithText(adaPage, reply).waitFor(LIVE);
    await messageWithText(bobPage, reply).getByRole('img', { name: 'Read' }).waitFor(LIVE);
    expect(adaPage.url()).toBe(`${url}/messages/${conversationId}`);
    await adaPage.getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await expectAccessible(adaPage, 'direct conversation with read ticks, wide');

    // The server holds both, and B decrypts them through the API with its own keys.
    expect((await readMessages(url, bob, conversationId)).map((read) => read.text)).toEqual([reply, first]);
    await Promise.all([adaPage.context().close(), bobPage.context().close()]);
  });

  it('unlocks the history on a second browser profile with the passphrase, refusing a wrong one; sign-out forgets the keys', async () => {
    const url = suite.server.url;
    const [dan, eve] = await Promise.all([newAccount('Dan'), newChatAccount('Eve')]);
    const passphrase = `Dan's recovery phrase ${suffix()}`;

    // Profile 1 sets chat up; E writes to D (API); D answers in profile 1.
    const first = await openConnected(suite.browser, url, dan, '/messages');
    await setUpInPage(first, passphrase);
    const conversation = await startConversation(url, eve, [dan]);
    const fromEve = `From Eve ${suffix()}`;
    await sendMessage(url, eve, conversation.id, fromEve);
    await rowOf(first, conversation.id).click();
    await messageWithText(first, fromEve).waitFor(LIVE);
    const fromDan = `From Dan ${suffix()}`;
    await sendInPage(first, fromDan);

    // Profile 1 keeps its keys across a reload: no passphrase asked.
    await first.reload();
    await messageWithText(first, fromDan).waitFor();
    expect(await first.getByTestId('chat-unlock').count()).toBe(0);

    // Profile 2: a new browser context of the same account asks for the passphrase.
    const context = await suite.browser.newContext();
    await signInContext(context, dan);
    const second = await context.newPage();
    logFailedCalls(second);
    await second.goto(`${url}/messages/${conversation.id}`);
    const unlock = second.getByTestId('chat-unlock');
    await unlock.getByRole('heading', { name: 'Unlock your messages' }).waitFor();
    expect(await second.getByText(fromEve, { exact: true }).count()).toBe(0);
    await expectAccessible(second, 'chat unlock');

    await unlock.getByLabel(/^Passphrase/).fill(`${passphrase} but wrong`);
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await unlock.getByText('Wrong passphrase', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await second.getByTestId('message').count()).toBe(0);
    await expectAccessible(second, 'chat unlock with a wrong passphrase');

    await unlockInPage(second, passphrase);
    await messageWithText(second, fromEve).waitFor();
    await messageWithText(second, fromDan).getByRole('img', { name: 'Sent' }).waitFor();
    expect(
      await second.getByTestId('message').evaluateAll((items) => items.map((item) => item.dataset.state)),
    ).toEqual(['ok', 'ok']);
    await expectAccessible(second, 'history unlocked on a second profile');

    // Signing out forgets the keys on the device: nothing left in IndexedDB, and signed in again, the passphrase.
    expect(await storedRecords(first)).not.toEqual([]);
    await first.getByTestId('signout-button').click();
    await first.getByTestId('header-signin').waitFor();
    await expect.poll(() => storedRecords(first)).toEqual([]);
    await first.goto(`${url}/signin`);
    await first.getByTestId('signin-email').fill(dan.email);
    await first.getByTestId('signin-password').fill(dan.password);
    await first.getByTestId('signin-submit').click();
    await first.getByTestId('signout-button').waitFor();
    await first.goto(`${url}/messages/${conversation.id}`);
    await first.getByTestId('chat-unlock').waitFor();
    await Promise.all([first.context().close(), context.close()]);
  });

  it('a member removed from a group cannot read what is sent afterwards', async () => {
    const url = suite.server.url;
    const [ada, bob, cy] = await Promise.all([
      newChatAccount('Ada'),
      newChatAccount('Bob'),
      newChatAccount('Cy'),
    ]);
    const group = await startConversation(url, ada, [bob, cy]);
    expect(group.kind).toBe('Group');
    const before = `Before the removal ${suffix()}`;
    await sendMessage(url, bob, group.id, before);

    // C reads the group so far in the browser.
    const cyPage = await openConnected(suite.browser, url, cy, `/messages/${group.id}`);
    await unlockInPage(cyPage, cy.passphrase);
    await messageWithText(cyPage, before).waitFor();

    // A removes C in the members dialog: a new epoch, its key sealed to A and B only.
    const adaPage = await openConnected(suite.browser, url, ada, `/messages/${group.id}`);
    await unlockInPage(adaPage, ada.passphrase);
    await messageWithText(adaPage, before).waitFor();
    await adaPage.getByRole('button', { name: 'Members', exact: true }).click();
    const members = adaPage.getByTestId('members-dialog');
    await members.getByRole('heading', { name: 'Members (3)' }).waitFor();
    await members
      .getByText(/^\d{5}( \d{5}){7}$/)
      .first()
      .waitFor();
    await expectAccessible(adaPage, 'group members dialog');
    await members.getByRole('button', { name: `Remove ${cy.name}` }).click();
    await members.getByRole('heading', { name: 'Members (2)' }).waitFor(LIVE);
    await members.getByTestId('members-dialog-close').click();
    await members.waitFor({ state: 'detached' });

    // A writes after the removal; B decrypts it through the API.
    const after = `After the removal ${suffix()}`;
    await sendInPage(adaPage, after);
    const bobReads = await readMessages(url, bob, group.id);
    const sent = bobReads.find((read) => read.text === after);
    if (!sent) throw new Error(`B cannot read "${after}": ${JSON.stringify(bobReads)}`);
    expect(sent.message.epoch).toBe(group.epoch + 1);

    // C: the server lists nothing new, and C's keys do not open it.
    const cyReads = await readMessages(url, cy, group.id);
    expect(cyReads.map((read) => read.text)).toEqual([before]);
    const cyView = await conversationAs(url, cy, group.id);
    expect(cyView?.status).toBe('Left');
    const cyKeys = await epochKeysOf(url, cy, cyView!);
    expect([...cyKeys.keys()]).toEqual([group.epoch]);
    const adaKeys = await publicKeysOf(url, cy, [ada.accountId]);
    const decryptAs = (keyOf: (epoch: number) => Uint8Array | undefined) =>
      decryptMessage({
        content: sent.message.content,
        conversationId: group.id,
        senderId: ada.accountId,
        senderSignPublicKey: adaKeys.get(ada.accountId)!.signPublicKey,
        keyOf,
      });
    expect(await decryptAs((epoch) => cyKeys.get(epoch))).toBeNull();
    await expect(decryptAs(() => cyKeys.get(group.epoch))).rejects.toBeInstanceOf(ChatIntegrityError);

    // C's browser, reloaded: the earlier message only, no text or placeholder of the new one, sending closed.
    await cyPage.reload();
    await messageWithText(cyPage, before).waitFor();
    await cyPage
      .getByTestId('composer-disabled-reason')
      .getByText('You are no longer a member of this conversation.', { exact: true })
      .waitFor();
    expect(await cyPage.getByText(after, { exact: true }).count()).toBe(0);
    expect(await cyPage.getByTestId('message').count()).toBe(1);
    await expectAccessible(cyPage, 'a group after the viewer was removed');
    await Promise.all([adaPage.context().close(), cyPage.context().close()]);
  });

  it('starts a group in the browser; a member added later reads what follows, not what came before', async () => {
    const url = suite.server.url;
    const [ada, bob, cy, dee] = await Promise.all([
      newChatAccount('Ada'),
      newChatAccount('Bob'),
      newChatAccount('Cy'),
      newChatAccount('Dee'),
    ]);
    const adaPage = await openConnected(suite.browser, url, ada, '/messages');
    await unlockInPage(adaPage, ada.passphrase);

    // 'New conversation' with two people picked one search after the other: a group, with a first message.
    await adaPage.getByRole('button', { name: 'New conversation' }).click();
    const dialog = adaPage.getByTestId('new-conversation');
    for (const member of [bob, cy]) {
      await dialog.getByLabel('Search people').fill(member.name);
      await dialog
        .locator(`[data-testid="people-picker-row"][data-account-id="${member.accountId}"]`)
        .getByRole('checkbox')
        .check();
      await dialog.getByRole('list', { name: 'Chosen people' }).getByText(member.name).waitFor();
    }
    const hello = `Hello group ${suffix()}`;
    await dialog.getByLabel('First message (optional)').fill(hello);
    await dialog.getByRole('button', { name: 'Start group conversation' }).click();
    await adaPage.waitForURL(/\/messages\/[A-Za-z0-9]+$/);
    const conversationId = new URL(adaPage.url()).pathname.split('/').at(-1) ?? '';
    await messageWithText(adaPage, hello)
      .getByRole('img', { name: /^(Sent|Read)$/ })
      .waitFor(LIVE);
    for (const member of [bob, cy])
      expect((await readMessages(url, member, conversationId)).map((read) => read.text)).toEqual([hello]);

    // A adds D in the members dialog, then writes.
    await adaPage.getByRole('button', { name: 'Members', exact: true }).click();
    const members = adaPage.getByTestId('members-dialog');
    await members.getByRole('heading', { name: 'Members (3)' }).waitFor();
    await members.getByLabel('Search people').fill(dee.name);
    await members
      .locator(`[data-testid="people-picker-row"][data-account-id="${dee.accountId}"]`)
      .getByRole('checkbox')
      .check();
    await members.getByRole('button', { name: 'Add', exact: true }).click();
    await members.getByRole('heading', { name: 'Members (4)' }).waitFor(LIVE);
    await members.getByTestId('members-dialog-close').click();
    await members.waitFor({ state: 'detached' });
    const welcome = `Welcome Dee ${suffix()}`;
    await sendInPage(adaPage, welcome);

    // D reads the welcome, in the API and in the browser, and nothing from before it joined.
    expect((await readMessages(url, dee, conversationId)).map((read) => read.text)).toEqual([welcome]);
    expect((await readMessages(url, bob, conversationId)).map((read) => read.text)).toEqual([welcome, hello]);
    const deePage = await openConnected(suite.browser, url, dee, `/messages/${conversationId}`);
    await unlockInPage(deePage, dee.passphrase);
    await messageWithText(deePage, welcome).waitFor();
    expect(await deePage.getByTestId('message').count()).toBe(1);
    expect(await deePage.getByText(hello, { exact: true }).count()).toBe(0);
    await expectAccessible(deePage, 'a group joined after its first messages');
    await Promise.all([adaPage.context().close(), deePage.context().close()]);
  });

  it("retries a send with the same id, keeps one copy, and offers Retry after 'Send message failed'", async () => {
    const url = suite.server.url;
    const [hal, ivy] = await Promise.all([newChatAccount('Hal'), newChatAccount('Ivy')]);
    const conversation = await startConversation(url, ivy, [hal]);
    const page = await openConnected(suite.browser, url, hal, `/messages/${conversation.id}`);
    await unlockInPage(page, hal.passphrase);
    await page.getByText('No messages yet. Say hello!', { exact: true }).waitFor();
    const sends = '**/api/chat/message/create-message';
    const idOf = (request: { postDataJSON(): unknown }) => (request.postDataJSON() as { id: string }).id;

    // The first try reaches the server but its answer is lost: the next try, with the same id, gets the stored copy.
    const lostAnswer: string[] = [];
    await page.route(sends, async (route) => {
      lostAnswer.push(idOf(route.request()));
      if (lostAnswer.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    const once = `Said once ${suffix()}`;
    await sendInPage(page, once);
    // ('Sent' may come first from the socket, which brings the stored message to the sender's pages too.)
    await expect.poll(() => lostAnswer.length, LIVE).toBe(2);
    expect(new Set(lostAnswer).size).toBe(1);
    expect(await messageWithText(page, once).count()).toBe(1);
    const read = await readMessages(url, ivy, conversation.id);
    expect(read.map((message) => message.text)).toEqual([once]);
    expect(read[0]?.message.id).toBe(lostAnswer[0]);
    await page.unroute(sends);

    // No try reaches the server: after CHAT_SEND_TRIES (3) tries, 'Send message failed' and Retry.
    const refused: string[] = [];
    await page.route(sends, (route) => {
      refused.push(idOf(route.request()));
      return route.abort('internetdisconnected');
    });
    const failing = `Sent on a bad line ${suffix()}`;
    // The toast closes itself after a few seconds: watched from before the send.
    const toast = page
      .locator('[data-sonner-toast]')
      .getByText('Send message failed', { exact: true })
      .waitFor(LIVE);
    await page.getByLabel('Message', { exact: true }).fill(failing);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const item = messageWithText(page, failing);
    await item.getByText('Send message failed', { exact: true }).waitFor(LIVE);
    await toast;
    expect(refused).toHaveLength(3);
    expect(new Set(refused).size).toBe(1);
    expect(await item.getAttribute('data-state')).toBe('failed');
    await expectAccessible(page, 'a message that failed to send');

    await page.unroute(sends);
    const retried = page.waitForRequest((request) =>
      request.url().endsWith('/api/chat/message/create-message'),
    );
    await item.getByRole('button', { name: 'Retry' }).click();
    expect(idOf(await retried)).toBe(refused[0]);
    await item.getByRole('img', { name: 'Sent' }).waitFor(LIVE);
    expect((await readMessages(url, ivy, conversation.id)).map((message) => message.text)).toEqual([
      failing,
      once,
    ]);
    await page.context().close();
  });

  it('loads older messages as the reader scrolls up, keeping their place', async () => {
    const url = suite.server.url;
    const [jo, kit] = await Promise.all([newChatAccount('Jo'), newChatAccount('Kit')]);
    const conversation = await startConversation(url, kit, [jo]);
    const tag = suffix();
    const total = 75;
    const texts = Array.from({ length: total }, (_, index) => `Message ${index + 1} of ${total} ${tag}`);
    await sendMessages(url, kit, conversation.id, texts);

    const page = await openConnected(suite.browser, url, jo, `/messages/${conversation.id}`, phone);
    await unlockInPage(page, jo.passphrase);
    // It opens at the newest, without the whole history.
    const newest = messageWithText(page, texts.at(-1)!);
    await newest.waitFor();
    await expect.poll(() => inScrolledView(newest)).toBe(true);
    const items = page.getByTestId('message');
    expect(await items.count()).toBeLessThan(total);
    await expectAccessible(page, 'a long conversation, phone');

    // Each scroll to the top loads older messages above; the message that was on top stays in view.
    const oldest = messageWithText(page, texts[0]!);
    while ((await oldest.count()) === 0) {
      const shown = await items.count();
      const formerTop = items.first();
      const formerTopId = await formerTop.getAttribute('data-message-id');
      await page.getByTestId('message-list').evaluate((list) => {
        if (list.parentElement) list.parentElement.scrollTop = 0;
      });
      await expect.poll(() => items.count(), LIVE).toBeGreaterThan(shown);
      const kept = page.locator(`[data-testid="message"][data-message-id="${formerTopId}"]`);
      await expect.poll(() => inScrolledView(kept)).toBe(true);
    }
    expect(await items.count()).toBe(total);
    await page.getByText('This is the beginning of the conversation.', { exact: true }).waitFor();
    await expectFitsPhone(page);
    await page.context().close();
  });

  it('fits a 360 px phone: list, conversation and back, without a horizontal scroll', async () => {
    const url = suite.server.url;
    const [fay, gus] = await Promise.all([newChatAccount('Fay'), newChatAccount('Gus')]);
    const conversation = await startConversation(url, gus, [fay]);
    const texts = [
      `Short one ${suffix()}`,
      `A long unbroken word: ${'x'.repeat(120)}`,
      `A longer message that wraps over several lines on a phone, as people write them ${suffix()}`,
    ];
    for (const text of texts) await sendMessage(url, gus, conversation.id, text);

    const page = await openConnected(suite.browser, url, fay, '/messages', phone);
    await page.getByTestId('chat-unlock').waitFor();
    await expectFitsPhone(page);
    await expectAccessible(page, 'chat unlock, phone');
    await unlockInPage(page, fay.passphrase);

    const row = rowOf(page, conversation.id);
    await row.getByText(gus.name, { exact: true }).waitFor();
    await row.getByTestId('conversation-preview').getByText(texts.at(-1)!, { exact: true }).waitFor();
    await expectFitsPhone(page);
    await expectAccessible(page, 'conversation list, phone');

    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.getByTestId('new-conversation').getByLabel('Search people').waitFor();
    await expectFitsPhone(page);
    await expectAccessible(page, "'New conversation' dialog, phone");
    await page.getByTestId('new-conversation-close').click();
    await page.getByTestId('new-conversation').waitFor({ state: 'detached' });

    await row.click();
    await page.waitForURL(`${url}/messages/${conversation.id}`);
    for (const text of texts) await messageWithText(page, text).waitFor();
    await expectFitsPhone(page);
    await expectAccessible(page, 'conversation, phone');

    await page.getByRole('button', { name: 'Details' }).click();
    await page.getByTestId('conversation-details').getByText(`${gus.name}'s key`).waitFor();
    await expectFitsPhone(page);
    await expectAccessible(page, 'conversation details, phone');
    await page.getByTestId('conversation-details-close').click();
    await page.getByTestId('conversation-details').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Back to messages' }).click();
    await page.waitForURL(`${url}/messages`);
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('0');
    await expectFitsPhone(page);
    await expectAccessible(page, 'conversation list after reading, phone');
    await page.context().close();
  });
});
