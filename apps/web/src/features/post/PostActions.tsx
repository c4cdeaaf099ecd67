import type { UserProfile } from '@rep/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isEmbedded } from '../../app/frame';
import { paths } from '../../app/paths';
import { useBookmarkMutation, useLikeMutation, useRerep } from '../../state/queries/postActions';
import type { CachedPost } from '../../state/queries/postCache';
import { BookmarkIcon, HeartIcon, QuoteIcon, ReplyIcon, RerepIcon } from '../../ui/icons';
import { useComposeStore } from '../composer/composeStore';
import { useGuard } from '../kyc/useGuard';
import { LikedByDialog } from './LikedByDialog';
import { canQuote, canReply, canRerep, canShare } from './postRules';
import { ShareMenu } from './ShareMenu';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed';

/**
 * The name of a button showing a count: the visible count first (WCAG 2.5.3 "Label in name"), then what the
 * button does, e.g. "3 replies, Reply".
 */
export const countLabel = (count: number, one: string, many: string, action: string) =>
  `${count} ${count === 1 ? one : many}, ${action}`;

export interface PostActionsProps {
  post: CachedPost;
  author?: UserProfile;
  disabled: boolean;
  prefix: string;
}

/**
 * The controls of a card (SPEC §6): reply, ReRep, quote, like (its count opens 'Liked by'), bookmark, share.
 * Guarded actions go through sign-in, then the verification guard.
 */
export function PostActions({ post, author, disabled, prefix }: PostActionsProps) {
  const navigate = useNavigate();
  const guard = useGuard();
  const toggleLike = useLikeMutation();
  const toggleBookmark = useBookmarkMutation();
  const rerep = useRerep();
  const openQuote = useComposeStore((state) => state.openQuote);
  const [likedByOpen, setLikedByOpen] = useState(false);
  const embedded = isEmbedded();
  const rerepable = canRerep({ postType: post.postType });

  return (
    <div className="mt-2 flex items-center justify-between gap-1">
      {canReply(post) && (
        <button
          type="button"
          data-testid="reply-button"
          disabled={disabled}
          aria-label={countLabel(post.numComment, 'reply', 'replies', 'Reply')}
          onClick={() => navigate(paths.thread(post))}
          className={`${actionClass} text-slate-500 hover:bg-sky-50 hover:text-sky-600`}
        >
          <ReplyIcon />
          <span data-testid="reply-count">{post.numComment}</span>
        </button>
      )}
      {!embedded && rerepable && (
        <button
          type="button"
          data-testid="rerep-button"
          disabled={disabled || !canRerep(post)}
          aria-pressed={post.isRereped}
          aria-label={countLabel(post.numRerep, 'ReRep', 'ReReps', post.isRereped ? 'ReRepped' : 'ReRep')}
          onClick={() => guard('post') && rerep(post, author)}
          className={`${actionClass} hover:bg-emerald-50 hover:text-emerald-700 ${post.isRereped ? 'text-emerald-700' : 'text-slate-500'}`}
        >
          <RerepIcon />
          <span data-testid="rerep-count">{post.numRerep}</span>
        </button>
      )}
      {!embedded && canQuote(post) && (
        <button
          type="button"
          data-testid="quote-button"
          disabled={disabled}
          aria-label={countLabel(post.numQuote, 'quote', 'quotes', 'Quote')}
          onClick={() => guard('post') && openQuote(post, author)}
          className={`${actionClass} text-slate-500 hover:bg-sky-50 hover:text-sky-600`}
        >
          <QuoteIcon />
          <span data-testid="quote-count">{post.numQuote}</span>
        </button>
      )}
      <span className="inline-flex items-center">
        <button
          type="button"
          data-testid="like-button"
          disabled={disabled}
          aria-pressed={post.isLiked}
          aria-label={post.isLiked ? 'Unlike' : 'Like'}
          onClick={() => guard('like') && toggleLike(post)}
          className={`${actionClass} hover:bg-rose-50 hover:text-rose-600 ${post.isLiked ? 'text-rose-600' : 'text-slate-500'}`}
        >
          <HeartIcon filled={post.isLiked} />
        </button>
        <button
          type="button"
          data-testid="like-count"
          disabled={disabled || post.numLike === 0}
          aria-label={`Liked by ${post.numLike}`}
          onClick={() => setLikedByOpen(true)}
          className="min-w-4 rounded px-0.5 text-sm text-slate-500 hover:underline disabled:no-underline"
        >
          {post.numLike}
        </button>
      </span>
      <button
        type="button"
        data-testid="bookmark-button"
        disabled={disabled}
        aria-pressed={post.isBookmarked}
        aria-label={post.isBookmarked ? 'Remove bookmark' : 'Bookmark'}
        onClick={() => guard('bookmark') && toggleBookmark(post)}
        className={`${actionClass} hover:bg-sky-50 hover:text-sky-600 ${post.isBookmarked ? 'text-sky-600' : 'text-slate-500'}`}
      >
        <BookmarkIcon filled={post.isBookmarked} />
      </button>
      {canShare(post, embedded) && <ShareMenu path={paths.thread(post)} disabled={disabled} />}
      {likedByOpen && (
        <LikedByDialog postId={post.id} prefix={prefix} open={likedByOpen} onOpenChange={setLikedByOpen} />
      )}
    </div>
  );
}
