import { messages } from '@rep/shared';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { CachedPost, PostRefs } from '../../state/queries/postCache';
import { Avatar } from '../../ui/Avatar';
import { formatPostTime } from '../../ui/time';
import { PostText } from './PostText';
import { unavailableText } from './postRules';

/** The post a quote embeds (SPEC §2 "quote"), from the list's `metadata.posts`; opens it on click. */
export function QuotedPost({ postId, refs, prefix }: { postId: string; refs: PostRefs; prefix: string }) {
  const navigate = useNavigate();
  const quoted: CachedPost | undefined = refs.posts[postId];
  const author = quoted ? refs.userProfiles[quoted.accountId] : undefined;
  const placeholder = quoted ? unavailableText(quoted, author) : messages.postNotExist;
  const frame = 'mt-2 rounded-xl border border-slate-200 px-3 py-2 text-sm';

  if (!quoted || placeholder) {
    return (
      <div data-testid="quoted-post" className={`${frame} text-slate-500`}>
        {placeholder}
      </div>
    );
  }
  const href = paths.thread(quoted);
  const name = author?.displayName || messages.unknownUser;
  const open = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    event.stopPropagation();
    navigate(href);
  };
  return (
    // The frame opens the post on click; keyboard and screen reader users have its time link (a link
    // around the whole embed would nest the hashtag links, which HTML and ARIA forbid).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the time link is the keyboard's way in
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      data-testid="quoted-post"
      data-post-id={quoted.id}
      onClick={open}
      className={`${frame} cursor-pointer hover:bg-slate-50`}
    >
      <div className="flex items-center gap-2">
        <Avatar profile={author} size={20} />
        <span className="truncate font-bold text-slate-900">{name}</span>
        <Link
          to={href}
          aria-label={`Quoted post by ${name}, ${formatPostTime(quoted.time)}`}
          className="shrink-0 text-slate-500 hover:underline"
        >
          <time dateTime={quoted.time}>{formatPostTime(quoted.time)}</time>
        </Link>
      </div>
      {quoted.title && <p className="mt-1 line-clamp-2 font-bold">{quoted.title}</p>}
      <p
        data-testid="quoted-body"
        className="mt-1 line-clamp-4 break-words whitespace-pre-wrap text-slate-900"
      >
        <PostText text={quoted.body} prefix={prefix} />
      </p>
    </div>
  );
}
