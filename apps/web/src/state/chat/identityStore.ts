/**
 * The unlocked chat identity kept in this browser profile (docs/CHAT.md "Keys": IndexedDB, per account, until
 * sign-out), so a reload does not ask for the passphrase again. Free of crypto: session.ts clears it at
 * sign-out from the main bundle. Where IndexedDB is missing or refused (private windows of some browsers,
 * unit tests) the identity lives in memory for the page's life.
 */
import type { ChatIdentity } from '@rep/shared/chatCrypto';

/** An identity as `exportChatIdentity` writes it: base64url strings. */
export type StoredChatIdentity = Record<keyof ChatIdentity, string>;

const DB_NAME = 'rep-chat';
const STORE = 'identities';

/** Identities kept when IndexedDB is unavailable (and the last write either way, for this page). */
const memory = new Map<string, StoredChatIdentity>();

let opening: Promise<IDBDatabase | null> | undefined;

/** The database, or null when this browser has no usable IndexedDB. */
function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      if (!globalThis.indexedDB) return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

/** Runs one request on the store; answers its result, or undefined when IndexedDB failed. */
async function run<T>(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise<T | undefined>((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const pending = request(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(pending.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** Keeps `accountId`'s unlocked identity on this device. */
export async function saveChatIdentity(accountId: string, identity: StoredChatIdentity): Promise<void> {
  memory.set(accountId, identity);
  await run('readwrite', (store) => store.put(identity, accountId));
}

/** `accountId`'s identity kept on this device, or null. */
export async function loadChatIdentity(accountId: string): Promise<StoredChatIdentity | null> {
  const stored = await run<StoredChatIdentity | undefined>('readonly', (store) => store.get(accountId));
  return stored ?? memory.get(accountId) ?? null;
}

/** Forgets `accountId`'s identity on this device (the keyring's forget). */
export async function deleteChatIdentity(accountId: string): Promise<void> {
  memory.delete(accountId);
  await run('readwrite', (store) => store.delete(accountId));
}

/** Forgets every identity kept on this device (sign-out: session.ts). */
export async function clearChatIdentities(): Promise<void> {
  memory.clear();
  await run('readwrite', (store) => store.clear());
}
