import { messages, type PostType } from '@rep/shared';

/**
 * Which controls a post offers (SPEC §6). The lists mirror the server's reference rules
 * (apps/server/src/policies/postTypes.ts), so the app never offers what the server refuses.
 */
const REPLYABLE: readonly PostType[] = [
  'Standard',
  'Reply',
  'OutThreadReply',
  'QuotePost',
  'Poll',
  'Question',
  'Answer',
  'Article',
  'LiveSchedule',
];
const REREPABLE: readonly PostType[] = [
  'Standard',
  'Reply',
  'OutThreadReply',
  'QuotePost',
  'Poll',
  'LiveSchedule',
];
const QUOTABLE: readonly PostType[] = [
  'Standard',
  'Reply',
  'OutThreadReply',
  'Poll',
  'Question',
  'Article',
  'LiveSchedule',
];
/** Comments on articles and answers have no reply, repost or share controls (SPEC §6). */
const COMMENT_TYPES: readonly PostType[] = ['ArticleComment', 'AnswerComment', 'LiveScheduleComment'];

type Typed = { postType: { type: PostType }; isRereped?: boolean };

export const canReply = (post: Typed): boolean => REPLYABLE.includes(post.postType.type);
/** ReRep: only non-question, non-article posts not yet re-reped. */
export const canRerep = (post: Typed): boolean => REREPABLE.includes(post.postType.type) && !post.isRereped;
/** Quote: offered except for quote posts and answers (and comments, which the server refuses). */
export const canQuote = (post: Typed): boolean => QUOTABLE.includes(post.postType.type);
/** Share: not for comments, and hidden when embedded in a frame. */
export const canShare = (post: Typed, embedded: boolean): boolean =>
  !embedded && !COMMENT_TYPES.includes(post.postType.type);

/** The type of a reply to `parent`: answers to questions, comments to articles, answers and live schedules. */
export function replyTypeFor(parent: PostType): PostType {
  switch (parent) {
    case 'Question':
      return 'Answer';
    case 'Article':
      return 'ArticleComment';
    case 'Answer':
      return 'AnswerComment';
    case 'LiveSchedule':
      return 'LiveScheduleComment';
    default:
      return 'Reply';
  }
}

/** True when the page runs inside a frame (SPEC §6: share and repost menus are hidden there). */
export const isEmbedded = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

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
