import { emptyMetadata, messages, type UserProfile } from '@rep/shared';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { CachedPost, PostRefs } from '../../state/queries/postCache';
import { useAccountId } from '../../state/session';
import { Avatar } from '../../ui/Avatar';
import { RerepIcon } from '../../ui/icons';
import { formatDateTime, formatPostTime } from '../../ui/time';
import { ProfileHoverCard } from '../account/ProfileHoverCard';
import { PostActions } from './PostActions';
import { PostContent } from './PostContent';
import { PostOptionsMenu } from './PostOptionsMenu';
import { unavailableText } from './postRules';

export interface PostCardProps {
  post: CachedPost;
  author?: UserProfile;
  /** The route's community segment, for the author link. */
  prefix: string;
  /** False on the post's own page. */
  linkToPost?: boolean;
  /** What the post refers to (quoted and re-posted posts, polls, live schedules, profiles): list metadata. */
  refs?: PostRefs;
  /** The focused post of a thread: highlighted, shown whole. */
  focused?: boolean;
}

const NO_REFS: PostRefs = emptyMetadata();

/** Clicks on links and buttons inside the card keep their own meaning. */
const isInteractive = (target: EventTarget) =>
  target instanceof Element && !!target.closest('a, button, textarea, input, [role="link"]');

/**
 * A post card of any type (SPEC §2): a ReRep shows the original under 'ReRepped by you' or the re-poster's
 * name; deleted posts and posts behind a block show the spec's placeholder texts.
 */
export function PostCard(props: PostCardProps) {
  const { post, author, refs = NO_REFS } = props;
  const viewer = useAccountId();
  if (post.postType.type !== 'RePost') return <CardBody {...props} refs={refs} />;

  const original = post.postType.post_id ? refs.posts[post.postType.post_id] : undefined;
  const banner = (
    <p
      data-testid="rerep-banner"
      className="mb-1 flex items-center gap-1 pl-12 text-xs font-semibold text-slate-500"
    >
      <RerepIcon />
      {post.accountId === viewer
        ? messages.rerepedByYou
        : `${(author ?? refs.userProfiles[post.accountId])?.displayName || messages.unknownUser} ReRepped`}
    </p>
  );
  return (
    <CardBody
      {...props}
      refs={refs}
      post={original ?? { ...post, isDeleted: true }}
      author={original ? refs.userProfiles[original.accountId] : undefined}
      banner={banner}
      wrapper={post}
    />
  );
}

interface CardBodyProps extends PostCardProps {
  refs: PostRefs;
  banner?: ReactNode;
  /** The ReRep shown around the original: its id and local status are the card's. */
  wrapper?: CachedPost;
}

function CardBody({
  post,
  author: given,
  prefix,
  linkToPost = true,
  refs,
  focused,
  banner,
  wrapper,
}: CardBodyProps) {
  const navigate = useNavigate();
  const author = given ?? refs.userProfiles[post.accountId];
  const outer = wrapper ?? post;
  const local = outer.localStatus;
  const hiding = outer.deletion === 'hiding';
  const href = post.postType.type === 'LiveSchedule' ? paths.stream(post) : paths.thread(post);
  const placeholder = unavailableText(post, author);
  const common = {
    'data-testid': 'post-card',
    'data-post-id': outer.id,
    'data-post-type': outer.postType.type,
  };

  if (placeholder) {
    return (
      <article
        {...common}
        data-status="unavailable"
        className="border-b border-slate-200 px-4 py-3 text-sm text-slate-500"
      >
        {banner}
        <p data-testid="post-unavailable">{placeholder}</p>
      </article>
    );
  }

  const open = (event: MouseEvent) => {
    // Dialogs and menus opened from the card are portaled elsewhere, but their clicks bubble through React.
    const outside = !(event.target instanceof Node && event.currentTarget.contains(event.target));
    if (!linkToPost || local || outside || isInteractive(event.target) || window.getSelection()?.toString())
      return;
    navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users open the post through the time link
    <article
      {...common}
      data-status={local ?? (hiding ? 'hiding' : 'active')}
      data-focused={focused || undefined}
      aria-busy={local === 'draft' || hiding || undefined}
      onClick={open}
      className={`relative border-b border-slate-200 px-4 py-3 ${focused ? 'border-l-4 border-l-sky-500 bg-sky-50/60' : 'bg-white'} ${
        local || hiding
          ? 'pointer-events-none opacity-50 select-none'
          : linkToPost
            ? 'cursor-pointer hover:bg-slate-50'
            : ''
      }`}
    >
      {banner}
      <div className="flex gap-3">
        <Avatar profile={author} />
        <div className="min-w-0 flex-1">
          <header className="flex items-baseline gap-1 text-sm">
            <ProfileHoverCard accountId={post.accountId}>
              <Link
                to={paths.account(prefix, post.accountId)}
                className="truncate font-bold text-slate-900 hover:underline"
              >
                {author?.displayName || messages.unknownUser}
              </Link>
            </ProfileHoverCard>
            {author?.username && <span className="truncate text-slate-500">@{author.username}</span>}
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
            <Link to={href} className="shrink-0 text-slate-500 hover:underline">
              <time dateTime={post.time} title={formatDateTime(post.time)}>
                {formatPostTime(post.time)}
              </time>
            </Link>
            {!local && <PostOptionsMenu post={post} author={author} />}
          </header>
          <PostContent post={post} refs={refs} prefix={prefix} full={focused} />
          <PostActions post={post} author={author} disabled={!!local || hiding} prefix={prefix} />
        </div>
      </div>
      {local === 'error' && <div aria-hidden="true" className="absolute inset-0 bg-red-500/25" />}
    </article>
  );
}
