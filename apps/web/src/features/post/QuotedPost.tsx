import { messages } from '@rep/shared';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
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
  const open = (event: MouseEvent | KeyboardEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    event.stopPropagation();
    navigate(paths.thread(quoted));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: it holds hashtag links, and links cannot nest
    <div
      role="link"
      tabIndex={0}
      data-testid="quoted-post"
      data-post-id={quoted.id}
      onClick={open}
      onKeyDown={(event) => event.key === 'Enter' && open(event)}
      className={`${frame} cursor-pointer hover:bg-slate-50`}
    >
      <div className="flex items-center gap-2">
        <Avatar profile={author} size={20} />
        <span className="truncate font-bold text-slate-900">
          {author?.displayName || messages.unknownUser}
        </span>
        <span className="shrink-0 text-slate-500">{formatPostTime(quoted.time)}</span>
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
