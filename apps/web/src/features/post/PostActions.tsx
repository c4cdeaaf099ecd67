import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useRequireSession } from '../../app/useRequireSession';
import { useBookmarkMutation, useLikeMutation } from '../../state/queries/postActions';
import type { CachedPost } from '../../state/queries/postCache';
import { BookmarkIcon, HeartIcon, ReplyIcon } from '../../ui/icons';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed';

/** Reply, like and bookmark controls of a post card. */
export function PostActions({ post, disabled }: { post: CachedPost; disabled: boolean }) {
  const navigate = useNavigate();
  const requireSession = useRequireSession();
  const toggleLike = useLikeMutation();
  const toggleBookmark = useBookmarkMutation();

  return (
    <div className="mt-2 flex items-center gap-6">
      <button
        type="button"
        data-testid="reply-button"
        disabled={disabled}
        aria-label={`Reply (${post.numComment})`}
        onClick={() => navigate(paths.post(post))}
        className={`${actionClass} text-slate-500 hover:bg-sky-50 hover:text-sky-600`}
      >
        <ReplyIcon />
        <span data-testid="reply-count">{post.numComment}</span>
      </button>
      <button
        type="button"
        data-testid="like-button"
        disabled={disabled}
        aria-pressed={post.isLiked}
        aria-label={post.isLiked ? 'Unlike' : 'Like'}
        onClick={() => requireSession(() => toggleLike(post))}
        className={`${actionClass} hover:bg-rose-50 hover:text-rose-600 ${post.isLiked ? 'text-rose-600' : 'text-slate-500'}`}
      >
        <HeartIcon filled={post.isLiked} />
        <span data-testid="like-count">{post.numLike}</span>
      </button>
      <button
        type="button"
        data-testid="bookmark-button"
        disabled={disabled}
        aria-pressed={post.isBookmarked}
        aria-label={post.isBookmarked ? 'Remove bookmark' : 'Bookmark'}
        onClick={() => requireSession(() => toggleBookmark(post))}
        className={`${actionClass} hover:bg-sky-50 hover:text-sky-600 ${post.isBookmarked ? 'text-sky-600' : 'text-slate-500'}`}
      >
        <BookmarkIcon filled={post.isBookmarked} />
      </button>
    </div>
  );
}
