import { PAGE_SIZE_POSTS } from '@rep/shared';

/** Conversations per page of `/chat/conversation/list`. */
export const CONVERSATIONS_PAGE_SIZE = PAGE_SIZE_POSTS;
/** Messages per page of `/chat/message/list` (newest first). */
export const MESSAGES_PAGE_SIZE = 30;

/** Query keys of chat; all start with 'chat' and carry the viewer, so another account never sees them. */
export const chatKeys = {
  all: ['chat'] as const,
  viewer: (viewer: string | null) => ['chat', viewer] as const,
  conversations: (viewer: string | null) => ['chat', viewer, 'conversations'] as const,
  conversation: (viewer: string | null, conversationId: string) =>
    ['chat', viewer, 'conversation', conversationId] as const,
  /** Every single-conversation query of the viewer (prefix). */
  conversationsById: (viewer: string | null) => ['chat', viewer, 'conversation'] as const,
  messages: (viewer: string | null, conversationId: string) =>
    ['chat', viewer, 'messages', conversationId] as const,
  mine: (viewer: string | null) => ['chat', viewer, 'mine'] as const,
  reachable: (viewer: string | null, userIds: readonly string[]) =>
    ['chat', viewer, 'reachable', ...userIds] as const,
  fingerprint: (viewer: string | null, userId: string | null) =>
    ['chat', viewer, 'fingerprint', userId] as const,
};

/** A conversation or message id as the client chooses one (chatIdSchema: 8–64 letters and digits): 20 of them. */
export function newChatId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 256 % 62 leaves a slight bias; an id needs uniqueness, not uniformity.
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
