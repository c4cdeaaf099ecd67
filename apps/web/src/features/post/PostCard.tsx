import { messages, type UserProfile } from '@rep/shared';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { CachedPost } from '../../state/queries/postCache';
import { Avatar } from '../../ui/Avatar';
import { formatPostTime } from '../../ui/time';
import { PostActions } from './PostActions';

export interface PostCardProps {
  post: CachedPost;
  author?: UserProfile;
  /** The route's community segment, for the author link. */
  prefix: string;
  /** False on the post's own page. */
  linkToPost?: boolean;
}

/** Clicks on links and buttons inside the card keep their own meaning. */
const isInteractive = (target: EventTarget) =>
  target instanceof Element && !!target.closest('a, button, textarea, input');

/**
 * A post card (SPEC §2): author, time, body, reply / like / bookmark. Drafts and failed posts are faded and
 * not clickable; failed posts get a red overlay (SPEC §4).
 */
export function PostCard({ post, author, prefix, linkToPost = true }: PostCardProps) {
  const navigate = useNavigate();
  const local = post.localStatus;
  const href = paths.post(post);

  if (post.isDeleted || post.status === 'Deleted') {
    return (
      <article data-testid="post-card" className="border-b border-slate-200 px-4 py-3 text-sm text-slate-500">
        {messages.postNotExist}
      </article>
    );
  }

  const open = (event: MouseEvent) => {
    if (!linkToPost || local || isInteractive(event.target) || window.getSelection()?.toString()) return;
    navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users open the post through the time link
    <article
      data-testid="post-card"
      data-post-id={post.id}
      data-status={local ?? 'active'}
      aria-busy={local === 'draft' || undefined}
      onClick={open}
      className={`relative flex gap-3 border-b border-slate-200 bg-white px-4 py-3 ${
        local
          ? 'pointer-events-none opacity-50 select-none'
          : linkToPost
            ? 'cursor-pointer hover:bg-slate-50'
            : ''
      }`}
    >
      <Avatar profile={author} />
      <div className="min-w-0 flex-1">
        <header className="flex items-baseline gap-1 text-sm">
          <Link
            to={paths.account(prefix, post.accountId)}
            className="truncate font-bold text-slate-900 hover:underline"
          >
            {author?.displayName || messages.unknownUser}
          </Link>
          {author?.username && <span className="truncate text-slate-500">@{author.username}</span>}
          <span aria-hidden="true" className="text-slate-400">
            ·
          </span>
          <Link to={href} className="shrink-0 text-slate-500 hover:underline">
            <time dateTime={post.time} title={new Date(post.time).toLocaleString()}>
              {formatPostTime(post.time)}
            </time>
          </Link>
        </header>
        {post.title && <h3 className="mt-1 font-bold text-slate-900">{post.title}</h3>}
        <p data-testid="post-body" className="mt-1 break-words whitespace-pre-wrap text-slate-900">
          {post.body}
        </p>
        <PostActions post={post} disabled={!!local} />
      </div>
      {local === 'error' && <div aria-hidden="true" className="absolute inset-0 bg-red-500/25" />}
    </article>
  );
}
