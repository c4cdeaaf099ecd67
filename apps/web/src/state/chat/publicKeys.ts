/**
 * Published chat public keys (`/chat/keys/get`), cached per account for the session: a key, once read, is the
 * one the app seals to and verifies with (docs/CHAT.md "Threat model": a later substitution does not slip in
 * unnoticed mid-session). Accounts without keys are asked again on the next need.
 */
import { apiEndpoints, type ChatPublicKeys, PAGE_SIZE_MAX } from '@rep/shared';
import { chatKeyFingerprint } from '@rep/shared/chatCrypto';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { chatKeys } from './keys';

/** Per query cache (one per app), the keys read so far and the loads under way, by `viewer/userId`. */
const caches = new WeakMap<
  QueryClient,
  { keys: Map<string, ChatPublicKeys>; loads: Map<string, Promise<void>> }
>();

function cacheOf(client: QueryClient) {
  let cache = caches.get(client);
  if (!cache) {
    cache = { keys: new Map(), loads: new Map() };
    caches.set(client, cache);
  }
  return cache;
}

/** Loads the keys of `userIds` the cache lacks, in calls of up to {@link PAGE_SIZE_MAX} accounts. */
async function loadMissing(client: QueryClient, viewer: string, userIds: readonly string[]): Promise<void> {
  const { keys: cache, loads: inFlight } = cacheOf(client);
  const missing = [...new Set(userIds)].filter((id) => !cache.has(`${viewer}/${id}`));
  const waits = missing.map((id) => inFlight.get(`${viewer}/${id}`)).filter((wait) => wait !== undefined);
  const toLoad = missing.filter((id) => !inFlight.has(`${viewer}/${id}`));
  for (let at = 0; at < toLoad.length; at += PAGE_SIZE_MAX) {
    const chunk = toLoad.slice(at, at + PAGE_SIZE_MAX);
    const load = callApi(apiEndpoints.chatKeysGet, { userIds: chunk }).then(({ data }) => {
      for (const keys of data) if (chunk.includes(keys.userId)) cache.set(`${viewer}/${keys.userId}`, keys);
    });
    const settled = load.finally(() => {
      for (const id of chunk) inFlight.delete(`${viewer}/${id}`);
    });
    for (const id of chunk) inFlight.set(`${viewer}/${id}`, settled);
    waits.push(settled);
  }
  await Promise.all(waits);
}

/**
 * The published keys of `userIds`, by account id; accounts that have not set up chat are absent.
 * @throws ApiError when `/chat/keys/get` fails
 */
export async function publicKeysOf(
  client: QueryClient,
  viewer: string,
  userIds: readonly string[],
): Promise<Map<string, ChatPublicKeys>> {
  await loadMissing(client, viewer, userIds);
  const cache = cacheOf(client).keys;
  const found = new Map<string, ChatPublicKeys>();
  for (const id of userIds) {
    const keys = cache.get(`${viewer}/${id}`);
    if (keys) found.set(id, keys);
  }
  return found;
}

/** Who among `userIds` has chat keys (only they can be messaged); {} while loading. */
export function useChatReachable(userIds: string[]): Record<string, boolean> {
  const viewer = useAccountId();
  const client = useQueryClient();
  const ids = [...new Set(userIds)].sort();
  const query = useQuery({
    queryKey: chatKeys.reachable(viewer, ids),
    queryFn: async () => {
      const found = await publicKeysOf(client, viewer!, ids);
      return Object.fromEntries(ids.map((id) => [id, found.has(id)]));
    },
    enabled: viewer !== null && ids.length > 0,
  });
  return query.data ?? {};
}

/** The key fingerprint (8 groups of 5 digits) of `userId`'s published keys; null while loading or without keys. */
export function useKeyFingerprint(userId: string | null): string | null {
  const viewer = useAccountId();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.fingerprint(viewer, userId),
    queryFn: async () => {
      const keys = (await publicKeysOf(client, viewer!, [userId!])).get(userId!);
      return keys ? await chatKeyFingerprint(keys) : null;
    },
    enabled: viewer !== null && userId !== null,
  });
  return query.data ?? null;
}
