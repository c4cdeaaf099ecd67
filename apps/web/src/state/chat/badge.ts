import { useBadgeQuery } from '../queries/notifications';

/**
 * The chat badge: conversations with unread messages (`BadgeCounts.conversations`, `/badge/get`), kept current
 * by the socket (sync.ts). Free of crypto: the header imports it from here, not from queries.ts, so libsodium
 * stays in the /messages chunk.
 */
export function useChatBadgeCount(): number {
  return useBadgeQuery().data?.conversations ?? 0;
}
