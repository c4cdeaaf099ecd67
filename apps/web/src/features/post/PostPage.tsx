import { messages } from '@rep/shared';
import { useParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { collectRefs, type PostPage as Page } from '../../state/queries/postCache';
import { useRepliesQuery, useThreadQuery } from '../../state/queries/posts';
import { useAccountId } from '../../state/session';
import { Spinner } from '../../ui/Spinner';
import { SignInPrompt } from '../auth/SignInPrompt';
import { PostComposer } from '../composer/PostComposer';
import { PostCard } from './PostCard';
import { PostList } from './PostList';
import { canReply, unavailableText } from './postRules';

/** The replies under the focused post, the first page taken from the thread. */
function ThreadReplies({ postId, firstPage, prefix }: { postId: string; firstPage: Page; prefix: string }) {
  const replies = useRepliesQuery(postId, firstPage);
  return <PostList query={replies} prefix={prefix} label="Replies" emptyText="No replies yet." />;
}

/** The title of a thread page: the article's or question's title, else 'Post by <author>'. */
function threadTitle(page: Page | undefined, postId: string): string | undefined {
  const post = page?.data.find((candidate) => candidate.id === postId);
  if (!page || !post) return undefined;
  return (
    post.title || `Post by ${page.metadata.userProfiles[post.accountId]?.displayName || messages.unknownUser}`
  );
}

/**
 * A post's thread (`/:community/post|article|question/account/:accountId/:postId`, `/post/nested`): its
 * ancestors, the post highlighted, a reply composer of the right type (reply, answer, comment) and replies.
 */
export function PostPage() {
  const params = useParams();
  const postId = params.postId ?? '';
  const prefix = routePrefix(params.community);
  const viewer = useAccountId();
  const thread = useThreadQuery(postId);
  const title = threadTitle(thread.data, postId);
  usePageTitle(title);

  if (thread.isPending) {
    return (
      <div className="flex justify-center py-8 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  const page = thread.data;
  const index = page?.data.findIndex((post) => post.id === postId) ?? -1;
  const post = page?.data[index];
  if (!page || !post) {
    return <p className="px-4 py-8 text-center text-sm text-slate-500">{messages.postNotExist}</p>;
  }
  const refs = collectRefs(page);
  const ancestors = page.data.slice(0, index);
  const firstReplies: Page = { ...page, data: page.data.slice(index + 1) };
  // No reply box under a post that cannot take replies, is gone, or whose author blocks or is blocked (SPEC §4, §6).
  const replyable = canReply(post) && !unavailableText(post, refs.userProfiles[post.accountId]);

  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <section aria-label="Thread" data-testid="thread-ancestors">
        {ancestors.map((ancestor) => (
          <PostCard key={ancestor.id} post={ancestor} refs={refs} prefix={prefix} />
        ))}
      </section>
      <PostCard post={post} refs={refs} prefix={prefix} linkToPost={false} focused />
      {replyable &&
        (viewer ? (
          <PostComposer communityId={post.communityId} parent={post} />
        ) : (
          <SignInPrompt action="to reply." />
        ))}
      <ThreadReplies key={post.id} postId={post.id} firstPage={firstReplies} prefix={prefix} />
    </>
  );
}
