import { COMMENT_POST_TYPES, canReference, messages, type PostType, replyTypeFor } from '@rep/shared';

export { replyTypeFor };

type Typed = { postType: { type: PostType }; isRereped?: boolean };

/** Which controls a post offers (SPEC §6), from the reference rules the server enforces. */
export const canReply = (post: Typed): boolean =>
  canReference(replyTypeFor(post.postType.type), post.postType.type);
/** ReRep: only non-question, non-article posts not yet re-reped. */
export const canRerep = (post: Typed): boolean =>
  canReference('RePost', post.postType.type) && !post.isRereped;
/** Quote: offered except for quote posts and answers (and comments, which the server refuses). */
export const canQuote = (post: Typed): boolean => canReference('QuotePost', post.postType.type);
/** Share: not for comments, and hidden when embedded in a frame. */
export const canShare = (post: Typed, embedded: boolean): boolean =>
  !embedded && !COMMENT_POST_TYPES.includes(post.postType.type);

/** Shown instead of a post from an account that blocked the viewer (SPEC §4: text not shown). */
export const RESTRICTED_CONTENT = 'This content is not available.';

/**
 * The placeholder shown instead of a post's content (SPEC §4 "Blocking and deleted content"), or null when the
 * post can be shown.
 */
export function unavailableText(
  post: { isDeleted: boolean; status: string },
  author?: { status: string },
): string | null {
  if (post.isDeleted || post.status === 'Deleted') return messages.postNotExist;
  if (author?.status === 'Blocks') return messages.blockedContent;
  if (author?.status === 'IsBlocked') return RESTRICTED_CONTENT;
  return null;
}
