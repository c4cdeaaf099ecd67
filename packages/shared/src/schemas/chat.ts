/**
 * Chat inputs (SPEC §7 "Chat", issue 15, docs/CHAT.md). Message contents and conversation keys are
 * end-to-end encrypted in the browser: the server checks their envelope, never their text.
 */
import { z } from 'zod';
import { CHAT_ESCROW_MIN_COST, CHAT_GROUP_MAX_MEMBERS, PAGE_SIZE_MAX } from '../constants';
import { accountIdSchema, pagingShape } from './common';
import { contractObject } from './object';

/** base64url without padding, as libsodium's `URLSAFE_NO_PADDING` writes it. */
const base64url = (min: number, max: number, what: string) =>
  z
    .string()
    .min(min, `must be ${what}`)
    .max(max, `must be ${what}`)
    .regex(/^[A-Za-z0-9_-]+$/, `must be ${what} (base64url)`);

/** A 32-byte public key (X25519 or Ed25519), base64url: 43 characters. */
export const chatPublicKeySchema = base64url(43, 43, 'a 32-byte public key');

/**
 * A conversation or message id chosen by a client: 8–64 letters and digits (SPEC §9 ids). A client sends
 * its own so that a retry is recognised and the first message's associated data can name the conversation.
 */
export const chatIdSchema = z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'must be 8 to 64 letters and digits');

/** An optional client-chosen id: absent (or '', null: `contractObject`) means "let the server choose". */
const optionalChatId = chatIdSchema.optional();

/**
 * The encrypted message envelope (docs/CHAT.md "Messages"): `r1.<epoch>.<nonce>.<ciphertext>.<signature>`,
 * base64url; nonce 24 bytes, signature 64 bytes, ciphertext at most ~8 KB (2000 characters of text).
 */
export const CHAT_ENVELOPE_PATTERN =
  /^r1\.(0|[1-9]\d{0,8})\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{22,11000}\.[A-Za-z0-9_-]{86}$/;

/** A message's content: the encrypted envelope, never plain text. */
export const chatContentSchema = z
  .string()
  .min(1, 'Message is required field')
  .max(11_200, 'must be at most 11200 characters')
  .regex(CHAT_ENVELOPE_PATTERN, 'must be an encrypted message envelope (r1.…), not plain text');

/** The epoch an envelope names (its second field). */
export const envelopeEpoch = (content: string): number => Number(content.split('.')[1]);

/** One member's copy of a conversation key: `crypto_box_seal` of key ‖ signature (144 bytes), base64url. */
export const sealedKeySchema = contractObject({
  userId: accountIdSchema,
  sealedKey: base64url(192, 192, 'a sealed conversation key'),
});

/** A conversation key distribution: one sealed copy per member (the caller included), no member twice. */
const keysSchema = z
  .array(sealedKeySchema)
  .min(1, 'must hold a sealed key for each member')
  .max(CHAT_GROUP_MAX_MEMBERS, `must hold at most ${CHAT_GROUP_MAX_MEMBERS} keys`)
  .refine(
    (keys) => new Set(keys.map((key) => key.userId)).size === keys.length,
    'must name each member once',
  );

/** The other members of a new conversation (the caller is added): one for a direct conversation. */
const membersSchema = z
  .array(accountIdSchema)
  .min(1, 'must name at least one other member')
  .max(CHAT_GROUP_MAX_MEMBERS - 1, `a group has at most ${CHAT_GROUP_MAX_MEMBERS} members`)
  .transform((members) => [...new Set(members)]);

/**
 * POST /chat/conversation/create {members, keys, id?}: a direct conversation (one other member; an existing
 * one with the same partner is answered instead, unchanged) or a group. `keys` seal epoch 0's key to every
 * member, the caller included.
 */
export const conversationCreateInput = contractObject({
  members: membersSchema,
  keys: keysSchema,
  id: optionalChatId,
});

/** POST /chat/conversation/list {userId?, offset, limit}: the caller's conversations, latest activity first. */
export const conversationListInput = contractObject({
  userId: accountIdSchema.optional(),
  ...pagingShape,
});

/** POST /chat/conversation/get {conversationIds}: conversations of the caller, by id (unknown ids are left out). */
export const conversationGetInput = contractObject({
  conversationIds: z.array(chatIdSchema).min(1, 'must name a conversation').max(PAGE_SIZE_MAX),
});

/**
 * POST /chat/message/create-conversation-with-message {members, keys, conversationId, content, id?}: a new
 * conversation and its first message. The client chooses `conversationId`: the message's associated data
 * names it. A direct conversation that exists already is a 409 `ConversationExists` naming it.
 */
export const createConversationWithMessageInput = contractObject({
  members: membersSchema,
  keys: keysSchema,
  conversationId: chatIdSchema,
  content: chatContentSchema,
  id: optionalChatId,
});

/** POST /chat/message/list {conversationId, offset, limit}: newest first, what the caller may read. */
export const messageListInput = contractObject({
  conversationId: chatIdSchema,
  ...pagingShape,
});

/**
 * POST /chat/message/create-message {conversationId, content, id?}: `id` makes a retry safe: the same id
 * answers the stored message instead of a second copy.
 */
export const createMessageInput = contractObject({
  conversationId: chatIdSchema,
  content: chatContentSchema,
  id: optionalChatId,
});

/**
 * A membership change or re-key starts epoch `epoch` (the current one plus one: a stale value is a 409
 * `StaleEpoch`) with `keys` sealed to every member after the change.
 */
const rekeyShape = {
  conversationId: chatIdSchema,
  epoch: z.number().int().min(1).max(999_999_999),
  keys: keysSchema,
};

/** POST /chat/conversation/add-members {conversationId, members, epoch, keys}: a group member adds people. */
export const conversationAddMembersInput = contractObject({
  ...rekeyShape,
  members: z
    .array(accountIdSchema)
    .min(1, 'must name a member')
    .max(CHAT_GROUP_MAX_MEMBERS - 1),
});

/** POST /chat/conversation/remove-members {conversationId, members, epoch, keys}: a group member removes people. */
export const conversationRemoveMembersInput = contractObject({
  ...rekeyShape,
  members: z
    .array(accountIdSchema)
    .min(1, 'must name a member')
    .max(CHAT_GROUP_MAX_MEMBERS - 1),
});

/** POST /chat/conversation/rotate-key {conversationId, epoch, keys}: starts the next epoch (after a member left). */
export const conversationRotateKeyInput = contractObject(rekeyShape);

/** POST /chat/conversation/leave {conversationId}: the caller leaves a group; the next sender re-keys. */
export const conversationLeaveInput = contractObject({ conversationId: chatIdSchema });

/** POST /chat/keys/get {userIds}: published chat public keys (accounts without any are left out). */
export const chatKeysGetInput = contractObject({
  userIds: z.array(accountIdSchema).min(1, 'must name an account').max(PAGE_SIZE_MAX),
});

/** The escrowed private keys (docs/CHAT.md): argon2id parameters within libsodium's bounds. */
export const chatKeyEscrowSchema = contractObject({
  version: z.literal(1),
  salt: base64url(22, 22, 'a 16-byte salt'),
  opslimit: z.number().int().min(CHAT_ESCROW_MIN_COST.opslimit).max(16),
  memlimit: z
    .number()
    .int()
    .min(CHAT_ESCROW_MIN_COST.memlimit)
    .max(1024 * 1024 * 1024),
  nonce: base64url(32, 32, 'a 24-byte nonce'),
  ciphertext: base64url(150, 150, 'the encrypted private keys'),
});

/** POST /chat/keys/set {boxPublicKey, signPublicKey, escrow}: publishes the caller's chat identity, once. */
export const chatKeysSetInput = contractObject({
  boxPublicKey: chatPublicKeySchema,
  signPublicKey: chatPublicKeySchema,
  escrow: chatKeyEscrowSchema,
});
