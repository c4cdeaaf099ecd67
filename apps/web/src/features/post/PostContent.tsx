import { messages, readingTime } from '@rep/shared';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { CachedPost, PostRefs } from '../../state/queries/postCache';
import { ArticleBody } from '../article/ArticleBody';
import { PollView } from '../poll/PollView';
import { LiveStatus } from '../stream/LiveStatus';
import { CollapsibleText } from './CollapsibleText';
import { PostMedia } from './PostMedia';
import { PostText } from './PostText';
import { QuotedPost } from './QuotedPost';

export interface PostContentProps {
  post: CachedPost;
  refs: PostRefs;
  prefix: string;
  /** On the post's own page: whole article, no clamping. */
  full?: boolean;
}

const bodyClass = 'mt-1 break-words whitespace-pre-wrap text-slate-900';

/** The body of a post card by type (SPEC §2): text, article, question, poll, live schedule, quote. */
export function PostContent({ post, refs, prefix, full = false }: PostContentProps) {
  const type = post.postType.type;
  const refId = post.postType.post_id;
  const text = (
    <p data-testid="post-body" className={bodyClass}>
      <PostText text={post.body} prefix={prefix} />
    </p>
  );

  if (type === 'Article') {
    return (
      <div data-testid="article-content">
        <h2
          data-testid="post-title"
          className={`mt-1 text-lg font-bold text-slate-900 ${full ? '' : 'line-clamp-3'}`}
        >
          {post.title}
        </h2>
        <p data-testid="reading-time" className="text-xs text-slate-500">
          {readingTime(post.body)} read
        </p>
        {full && post.html ? (
          <ArticleBody html={post.html} />
        ) : (
          <p data-testid="post-body" className={`${bodyClass} ${full ? '' : 'line-clamp-4'}`}>
            <PostText text={post.body} prefix={prefix} />
          </p>
        )}
        <PostMedia media={post.media} />
      </div>
    );
  }
  if (type === 'Question') {
    return (
      <div data-testid="question-content">
        <h2 data-testid="post-title" className="mt-1 font-bold text-slate-900">
          {post.title}
        </h2>
        {post.body && <CollapsibleText measureKey={post.body}>{text}</CollapsibleText>}
      </div>
    );
  }

  const parent = refId ? refs.posts[refId] : undefined;
  const parentAuthor = parent ? refs.userProfiles[parent.accountId] : undefined;
  const poll = refs.polls[post.id];
  const live = refs.lives[post.id];
  return (
    <>
      {type === 'Answer' && <p className="mt-1 text-xs font-semibold text-emerald-700 uppercase">Answer</p>}
      {type === 'OutThreadReply' && parent && (
        <p className="mt-0.5 text-sm text-slate-500">
          Replying to{' '}
          <Link to={paths.thread(parent)} className="text-sky-700 hover:underline">
            {parentAuthor?.displayName || messages.unknownUser}
          </Link>
        </p>
      )}
      {post.title && <h2 className="mt-1 font-bold text-slate-900">{post.title}</h2>}
      {post.body && text}
      <PostMedia media={post.media} />
      {type === 'Poll' && poll && <PollView poll={poll} disabled={!!post.localStatus} />}
      {type === 'LiveSchedule' && live && (
        <>
          <LiveStatus live={live} />
          {!full && (
            <Link
              to={paths.stream(post)}
              data-testid="stream-link"
              className="text-sm text-sky-700 hover:underline"
            >
              Open the stream page
            </Link>
          )}
        </>
      )}
      {type === 'QuotePost' && refId && <QuotedPost postId={refId} refs={refs} prefix={prefix} />}
    </>
  );
}
