/**
 * The account's chat identity on this device (docs/CHAT.md "Keys"): set up with a recovery passphrase,
 * unlocked from the server's escrow on a new device, kept in IndexedDB (identityStore.ts) until sign-out.
 */
import { apiEndpoints, CHAT_PASSPHRASE_MIN, type ChatIdentityRecord } from '@rep/shared';
import {
  type ChatIdentity,
  createChatIdentity,
  exportChatIdentity,
  importChatIdentity,
  unlockChatIdentity,
} from '@rep/shared/chatCrypto';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import { callApi } from '../apiClient';
import { useAccountId, useSessionStore } from '../session';
import { deleteChatIdentity, loadChatIdentity, saveChatIdentity } from './identityStore';
import { chatKeys } from './keys';

/**
 * `absent`: never set up (show set-up); `locked`: set up, not unlocked on this device (show unlock);
 * `unlocked`: ready to read and send.
 */
export type KeyringStatus = 'loading' | 'absent' | 'locked' | 'unlocked';

interface KeyringState {
  /** The account the rest is about; null before the first load. */
  accountId: string | null;
  /** The unlocked identity, checked against the published public keys. */
  identity: ChatIdentity | null;
  /** True once this device's stored identity was read for `accountId`. */
  loaded: boolean;
}

/** The unlocked identity in memory, shared by every chat hook (one account at a time). */
export const useKeyringStore = create<KeyringState>(() => ({
  accountId: null,
  identity: null,
  loaded: false,
}));

// Another account, or none: the previous account's keys leave memory at once.
useSessionStore.subscribe((state) => {
  const accountId = state.session?.accountId ?? null;
  if (useKeyringStore.getState().accountId !== accountId) {
    useKeyringStore.setState({ accountId, identity: null, loaded: false });
  }
});

/** `/chat/keys/mine`: the viewer's published record (public keys and escrow), null before set-up. */
export const mineQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: chatKeys.mine(viewer),
    queryFn: async (): Promise<ChatIdentityRecord | null> =>
      (await callApi(apiEndpoints.chatKeysMine, {})).data,
    enabled: viewer !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The viewer's unlocked identity, or null when locked (or another account is signed in).
 * For the non-hook code of sending and decrypting.
 */
export function unlockedIdentity(viewer: string): ChatIdentity | null {
  const state = useKeyringStore.getState();
  return state.accountId === viewer ? state.identity : null;
}

const loads = new Map<string, Promise<void>>();

/**
 * Reads the identity this device kept for `viewer` (once per account), and keeps it if it still matches the
 * published public keys (a reset elsewhere makes it stale: then it is forgotten).
 */
function loadKept(client: QueryClient, viewer: string): Promise<void> {
  const state = useKeyringStore.getState();
  if (state.accountId === viewer && state.loaded) return Promise.resolve();
  let load = loads.get(viewer);
  if (!load) {
    load = (async () => {
      const record = await client.fetchQuery(mineQuery(viewer));
      const kept = await loadChatIdentity(viewer);
      const matches =
        !!kept &&
        !!record &&
        kept.boxPublicKey === record.boxPublicKey &&
        kept.signPublicKey === record.signPublicKey;
      const identity = matches ? await importChatIdentity(kept).catch(() => null) : null;
      // Stale (keys reset elsewhere) or unreadable: forgotten, the unlock form asks again.
      if (kept && !identity) await deleteChatIdentity(viewer);
      if (useSessionStore.getState().session?.accountId === viewer) {
        useKeyringStore.setState({ accountId: viewer, identity, loaded: true });
      }
    })().finally(() => loads.delete(viewer));
    loads.set(viewer, load);
  }
  return load;
}

/** Keeps `identity` for `viewer` in memory and on this device. */
async function keep(viewer: string, identity: ChatIdentity): Promise<void> {
  await saveChatIdentity(viewer, await exportChatIdentity(identity));
  useKeyringStore.setState({ accountId: viewer, identity, loaded: true });
}

/**
 * The viewer's chat identity on this device and the actions that change it (docs/CHAT.md "Keys").
 * - `setUp(passphrase)`: makes the identity, publishes it (`/chat/keys/set`), unlocked afterwards; rejects with
 *   an Error whose message says why (passphrase too short, the server's refusal).
 * - `unlock(passphrase)`: opens the escrow (`/chat/keys/mine`); rejects with `WrongPassphraseError`.
 * - `forget()`: forgets the unlocked identity on this device (also done at sign-out, session.ts).
 */
export function useChatKeyring() {
  const viewer = useAccountId();
  const client = useQueryClient();
  const mine = useQuery(mineQuery(viewer));
  const { accountId, identity, loaded } = useKeyringStore();
  const ready = accountId === viewer && loaded;

  useEffect(() => {
    if (viewer) loadKept(client, viewer).catch(() => undefined);
  }, [client, viewer]);

  const status: KeyringStatus =
    !viewer || mine.data === undefined || (!ready && mine.data !== null)
      ? 'loading'
      : mine.data === null
        ? 'absent'
        : identity && ready
          ? 'unlocked'
          : 'locked';

  const setUp = useCallback(
    async (passphrase: string) => {
      if (!viewer) throw new Error('Sign in to use chat');
      if (passphrase.length < CHAT_PASSPHRASE_MIN) {
        throw new Error(`The passphrase must be at least ${CHAT_PASSPHRASE_MIN} characters`);
      }
      const made = await createChatIdentity(passphrase);
      const { data } = await callApi(apiEndpoints.chatKeysSet, made.record);
      client.setQueryData(chatKeys.mine(viewer), data);
      await keep(viewer, made.identity);
    },
    [client, viewer],
  );

  const unlock = useCallback(
    async (passphrase: string) => {
      if (!viewer) throw new Error('Sign in to use chat');
      const record = await client.fetchQuery(mineQuery(viewer));
      if (!record) throw new Error('Chat is not set up for this account');
      await keep(viewer, await unlockChatIdentity(record, passphrase));
    },
    [client, viewer],
  );

  const forget = useCallback(async () => {
    if (!viewer) return;
    await deleteChatIdentity(viewer);
    useKeyringStore.setState({ accountId: viewer, identity: null, loaded: true });
  }, [viewer]);

  return {
    status,
    identity: status === 'unlocked' ? identity : null,
    record: mine.data ?? null,
    /** True when the published record could not be loaded (the status stays 'loading'). */
    isError: mine.isError,
    setUp,
    unlock,
    forget,
  };
}
