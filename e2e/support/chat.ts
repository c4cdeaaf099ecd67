/**
 * Chat through the API with the real end-to-end crypto (issue 15, docs/CHAT.md), to arrange a browser test's
 * state quickly: keys, conversations and messages as the web app would make them, and what an account can
 * read. Then the page helpers the chat tests share.
 */
import {
  CHAT_ESCROW_MIN_COST,
  type ChatIdentityRecord,
  type ChatPublicKeys,
  type Conversation,
  type Message,
} from '@rep/shared';
import {
  type ChatIdentity,
  createChatIdentity,
  decryptMessage,
  encryptMessage,
  newConversationKey,
  openConversationKey,
  sealConversationKey,
} from '@rep/shared/chatCrypto';
import type { Page } from 'playwright-core';
import { callServer, type TestAccount } from './accounts';

/** An account whose chat identity is published, with the identity unlocked and its recovery passphrase. */
export interface ChatAccount extends TestAccount {
  identity: ChatIdentity;
  passphrase: string;
}

/** A conversation or message id as the web app chooses one (SPEC §9 ids: letters and digits). */
export const chatId = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

const chatCall = <T>(baseUrl: string, path: string, body: unknown, account: TestAccount) =>
  callServer<T>(baseUrl, `/api/chat${path}`, body, account.session.access);

/**
 * Makes and publishes `account`'s chat identity (`/chat/keys/set`) with the cheapest argon2id cost the escrow
 * allows (`CHAT_ESCROW_MIN_COST`), so that it unlocks fast in the browser; the web app's own set-up uses the
 * real cost.
 * @param passphrase the recovery passphrase (at least `CHAT_PASSPHRASE_MIN` characters); a random one by default
 * @throws Error with the server's answer when the account already has keys
 */
export async function setUpChatKeys(
  baseUrl: string,
  account: TestAccount,
  passphrase = `e2e passphrase ${Math.random().toString(36).slice(2)}`,
): Promise<ChatAccount> {
  const { identity, record } = await createChatIdentity(passphrase, CHAT_ESCROW_MIN_COST);
  await chatCall<ChatIdentityRecord>(baseUrl, '/keys/set', record, account);
  return { ...account, identity, passphrase };
}

/** The published chat public keys of `userIds` (`/chat/keys/get`), by account id; accounts without keys are absent. */
export async function publicKeysOf(
  baseUrl: string,
  caller: TestAccount,
  userIds: readonly string[],
): Promise<Map<string, ChatPublicKeys>> {
  const keys = await chatCall<ChatPublicKeys[]>(
    baseUrl,
    '/keys/get',
    { userIds: [...new Set(userIds)] },
    caller,
  );
  return new Map(keys.map((entry) => [entry.userId, entry]));
}

/** Seals a fresh key of `epoch` to `memberIds` (the distributor included) with their published keys. */
async function sealFreshKey(
  baseUrl: string,
  distributor: ChatAccount,
  conversationId: string,
  epoch: number,
  memberIds: readonly string[],
) {
  const published = await publicKeysOf(baseUrl, distributor, memberIds);
  const members = memberIds.map((userId) => {
    const keys = published.get(userId);
    if (!keys) throw new Error(`${userId} has no chat keys`);
    return { userId, boxPublicKey: keys.boxPublicKey };
  });
  return sealConversationKey({
    key: await newConversationKey(),
    conversationId,
    epoch,
    distributor: distributor.identity,
    members,
  });
}

/**
 * Starts a conversation as `creator` with `others` (one: direct; more: a group) through
 * `/chat/conversation/create`: epoch 0's key sealed to every member. A direct conversation that exists already
 * is answered as the server returns it.
 * @returns the conversation as the creator sees it
 */
export async function startConversation(
  baseUrl: string,
  creator: ChatAccount,
  others: readonly TestAccount[],
): Promise<Conversation> {
  const id = chatId();
  const members = others.map((other) => other.accountId);
  const keys = await sealFreshKey(baseUrl, creator, id, 0, [creator.accountId, ...members]);
  return chatCall<Conversation>(baseUrl, '/conversation/create', { id, members, keys }, creator);
}

/** The conversation as `account` sees it (`/chat/conversation/get`); undefined when the server leaves it out. */
export async function conversationAs(
  baseUrl: string,
  account: TestAccount,
  conversationId: string,
): Promise<Conversation | undefined> {
  const [conversation] = await chatCall<Conversation[]>(
    baseUrl,
    '/conversation/get',
    { conversationIds: [conversationId] },
    account,
  );
  return conversation;
}

/**
 * Removes `removed` from a group as `actor` (`/chat/conversation/remove-members`): the next epoch's key is
 * sealed to the members who stay, so the removed ones read nothing sent afterwards (also used by the web
 * app's chat state tests).
 * @returns the conversation as the actor sees it after the change
 */
export async function removeMembers(
  baseUrl: string,
  actor: ChatAccount,
  conversationId: string,
  removed: readonly TestAccount[],
): Promise<Conversation> {
  const conversation = await conversationAs(baseUrl, actor, conversationId);
  if (!conversation) throw new Error(`${actor.accountId} cannot see conversation ${conversationId}`);
  const gone = new Set(removed.map((account) => account.accountId));
  const staying = conversation.members.filter((member) => !gone.has(member));
  const epoch = conversation.epoch + 1;
  const keys = await sealFreshKey(baseUrl, actor, conversationId, epoch, staying);
  return callServer<Conversation>(
    baseUrl,
    '/api/chat/conversation/remove-members',
    { conversationId, members: [...gone], epoch, keys },
    actor.session.access,
  );
}

/**
 * Opens every epoch key `reader` holds in `conversation` (its `keys`), checking each distributor's signature.
 * @returns the keys by epoch
 * @throws ChatIntegrityError when a sealed key does not open or its signature does not match
 */
export async function epochKeysOf(
  baseUrl: string,
  reader: ChatAccount,
  conversation: Conversation,
): Promise<Map<number, Uint8Array>> {
  const distributors = await publicKeysOf(
    baseUrl,
    reader,
    conversation.keys.map((key) => key.sealedBy),
  );
  const opened = await Promise.all(
    conversation.keys.map(async (sealed) => {
      const signer = distributors.get(sealed.sealedBy);
      if (!signer) throw new Error(`the distributor ${sealed.sealedBy} has no chat keys`);
      const key = await openConversationKey({
        sealedKey: sealed.sealedKey,
        conversationId: conversation.id,
        epoch: sealed.epoch,
        identity: reader.identity,
        distributorSignPublicKey: signer.signPublicKey,
      });
      return [sealed.epoch, key] as const;
    }),
  );
  return new Map(opened);
}

/**
 * Sends `texts` as `sender`, one after the other (in that order), into the conversation's current epoch
 * (`/chat/message/create-message`), encrypted and signed as the web app does.
 * @returns the stored messages, in the order sent
 * @throws Error when the sender is not a member or holds no key of the current epoch
 */
export async function sendMessages(
  baseUrl: string,
  sender: ChatAccount,
  conversationId: string,
  texts: readonly string[],
): Promise<Message[]> {
  const conversation = await conversationAs(baseUrl, sender, conversationId);
  if (!conversation) throw new Error(`${sender.accountId} cannot see conversation ${conversationId}`);
  const { epoch } = conversation;
  const key = (await epochKeysOf(baseUrl, sender, conversation)).get(epoch);
  if (!key) throw new Error(`${sender.accountId} holds no key of epoch ${epoch}`);
  const sent: Message[] = [];
  for (const text of texts) {
    const content = await encryptMessage({
      text,
      key,
      conversationId,
      epoch,
      senderId: sender.accountId,
      sender: sender.identity,
    });
    sent.push(
      await chatCall<Message>(
        baseUrl,
        '/message/create-message',
        { conversationId, content, id: chatId() },
        sender,
      ),
    );
  }
  return sent;
}

/** Sends one message as {@link sendMessages} does; answers the stored message. */
export const sendMessage = async (
  baseUrl: string,
  sender: ChatAccount,
  conversationId: string,
  text: string,
): Promise<Message> => (await sendMessages(baseUrl, sender, conversationId, [text]))[0]!;

/** A message as a reader decrypts it: `text` null when the reader holds no key of its epoch. */
export interface ReadMessage {
  message: Message;
  text: string | null;
}

/**
 * The newest messages of a conversation as `reader` lists (`/chat/message/list`, newest first) and decrypts
 * them with its own keys: what that account can read, and only that.
 * @param limit how many of the newest to read (at most `PAGE_SIZE_MAX`)
 * @throws Error with the server's answer when the reader may not list the conversation (403)
 * @throws ChatIntegrityError when a message's signature or associated data does not check out
 */
export async function readMessages(
  baseUrl: string,
  reader: ChatAccount,
  conversationId: string,
  limit = 50,
): Promise<ReadMessage[]> {
  const listed = await chatCall<Message[]>(
    baseUrl,
    '/message/list',
    { conversationId, offset: 0, limit },
    reader,
  );
  const conversation = await conversationAs(baseUrl, reader, conversationId);
  const keys = conversation
    ? await epochKeysOf(baseUrl, reader, conversation)
    : new Map<number, Uint8Array>();
  const senders = await publicKeysOf(
    baseUrl,
    reader,
    listed.map((message) => message.accountId),
  );
  return Promise.all(
    listed.map(async (message) => {
      const sender = senders.get(message.accountId);
      if (!sender) throw new Error(`the sender ${message.accountId} has no chat keys`);
      const text = await decryptMessage({
        content: message.content,
        conversationId,
        senderId: message.accountId,
        senderSignPublicKey: sender.signPublicKey,
        keyOf: (epoch) => keys.get(epoch),
      });
      return { message, text };
    }),
  );
}

/**
 * Unlocks chat on a page that shows the unlock form (a browser profile that does not hold the keys yet) and
 * waits until the form has gone.
 */
export async function unlockInPage(page: Page, passphrase: string): Promise<void> {
  const form = page.getByTestId('chat-unlock');
  await form.getByLabel(/^Passphrase/).fill(passphrase);
  await form.getByRole('button', { name: 'Unlock' }).click();
  await form.waitFor({ state: 'detached', timeout: 30_000 });
}

/** The chat message on the page whose text is exactly `text`. */
export const messageWithText = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByText(text, { exact: true }) });

/** The document's width in CSS pixels, as wide as its widest content (a horizontal scroll when above the viewport). */
export const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The elements that scroll sideways (overflow-x auto or scroll, content wider than the box), as
 * `tag.class…` descriptions: a message too wide for its own scrolling area shows there even though the
 * document itself does not scroll.
 */
export const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  );
