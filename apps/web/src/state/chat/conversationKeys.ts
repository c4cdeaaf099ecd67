/**
 * Conversation keys (docs/CHAT.md "Keys"): opening the viewer's sealed copy of each epoch's key (checked
 * against its distributor's signature), and making and sealing the key of a new epoch.
 */
import type { Conversation, SealedConversationKey } from '@rep/shared';
import {
  type ChatIdentity,
  ChatIntegrityError,
  exportChatIdentity,
  newConversationKey,
  openConversationKey,
  sealConversationKey,
} from '@rep/shared/chatCrypto';
import type { QueryClient } from '@tanstack/react-query';
import { publicKeysOf } from './publicKeys';

/** An epoch's key, or 'unverified' when its sealed copy or its distributor's signature did not check out. */
export type EpochKey = Uint8Array | 'unverified';

/** Per unlocked identity, opened keys by `conversationId|epoch|sealedKey` (dropped with the identity). */
const opened = new WeakMap<ChatIdentity, Map<string, Promise<EpochKey>>>();

function memoOf(identity: ChatIdentity): Map<string, Promise<EpochKey>> {
  let memo = opened.get(identity);
  if (!memo) {
    memo = new Map();
    opened.set(identity, memo);
  }
  return memo;
}

const memoKey = (conversationId: string, sealed: Pick<SealedConversationKey, 'epoch' | 'sealedKey'>) =>
  `${conversationId}|${sealed.epoch}|${sealed.sealedKey}`;

/**
 * Opens the viewer's sealed copy of one epoch's key, verifying that `sealedBy` signed it with their published
 * key (once per sealed copy). Answers 'unverified' when the box or signature fails, or the distributor has
 * no published keys.
 * @throws ApiError when the distributor's keys cannot be loaded (nothing is remembered then)
 */
export function openEpochKey(
  client: QueryClient,
  viewer: string,
  identity: ChatIdentity,
  conversationId: string,
  sealed: SealedConversationKey,
): Promise<EpochKey> {
  const memo = memoOf(identity);
  const key = memoKey(conversationId, sealed);
  let open = memo.get(key);
  if (!open) {
    open = (async (): Promise<EpochKey> => {
      const distributor = (await publicKeysOf(client, viewer, [sealed.sealedBy])).get(sealed.sealedBy);
      if (!distributor) return 'unverified';
      try {
        return await openConversationKey({
          sealedKey: sealed.sealedKey,
          conversationId,
          epoch: sealed.epoch,
          identity,
          distributorSignPublicKey: distributor.signPublicKey,
        });
      } catch (error) {
        if (error instanceof ChatIntegrityError) return 'unverified';
        throw error;
      }
    })();
    open.catch(() => memo.delete(key));
    memo.set(key, open);
  }
  return open;
}

/** The keys of every epoch the viewer holds in `conversation` (`keys`), by epoch. */
export async function conversationEpochKeys(
  client: QueryClient,
  viewer: string,
  identity: ChatIdentity,
  conversation: Pick<Conversation, 'id' | 'keys'>,
): Promise<Map<number, EpochKey>> {
  const entries = await Promise.all(
    conversation.keys.map(
      async (sealed) =>
        [sealed.epoch, await openEpochKey(client, viewer, identity, conversation.id, sealed)] as const,
    ),
  );
  return new Map(entries);
}

/** The key of the conversation's current epoch, or null when the viewer holds none (left, re-key pending). */
export async function currentEpochKey(
  client: QueryClient,
  viewer: string,
  identity: ChatIdentity,
  conversation: Conversation,
): Promise<EpochKey | null> {
  const sealed = conversation.keys.find((key) => key.epoch === conversation.epoch);
  return sealed ? openEpochKey(client, viewer, identity, conversation.id, sealed) : null;
}

/** Some members have not published chat keys: nothing can be sealed to them. */
export class ChatKeysMissingError extends Error {
  constructor(readonly userIds: string[]) {
    super(
      userIds.length === 1 ? 'A member has not set up chat yet' : 'Some members have not set up chat yet',
    );
    this.name = 'ChatKeysMissingError';
  }
}

/**
 * Makes the key of a new epoch and seals it to `memberIds` and the viewer (docs/CHAT.md "Keys"), signed by
 * the viewer. The viewer's copy is remembered as opened.
 * @returns the epoch's key, and the `keys` of the create, add-members, remove-members and rotate-key calls
 * @throws ChatKeysMissingError when a member has no published keys; ApiError when they cannot be loaded
 */
export async function sealNewEpoch(
  client: QueryClient,
  viewer: string,
  identity: ChatIdentity,
  conversationId: string,
  epoch: number,
  memberIds: readonly string[],
): Promise<{ key: Uint8Array; keys: { userId: string; sealedKey: string }[] }> {
  const others = [...new Set(memberIds)].filter((id) => id !== viewer);
  const published = await publicKeysOf(client, viewer, others);
  const missing = others.filter((id) => !published.has(id));
  if (missing.length > 0) throw new ChatKeysMissingError(missing);
  const key = await newConversationKey();
  const self = await exportChatIdentity(identity);
  const keys = await sealConversationKey({
    key,
    conversationId,
    epoch,
    distributor: identity,
    members: [
      { userId: viewer, boxPublicKey: self.boxPublicKey },
      ...others.map((userId) => ({ userId, boxPublicKey: published.get(userId)!.boxPublicKey })),
    ],
  });
  const mine = keys.find((entry) => entry.userId === viewer)!;
  memoOf(identity).set(memoKey(conversationId, { epoch, sealedKey: mine.sealedKey }), Promise.resolve(key));
  return { key, keys };
}
