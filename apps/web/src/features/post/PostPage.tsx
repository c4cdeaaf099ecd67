import { messages } from '@rep/shared';
import { useParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { collectProfiles } from '../../state/queries/postCache';
import { postKeys, usePostQuery, useRepliesQuery } from '../../state/queries/posts';
import { useAccountId } from '../../state/session';
import { Spinner } from '../../ui/Spinner';
import { SignInPrompt } from '../auth/SignInPrompt';
import { PostComposer } from '../composer/PostComposer';
import { PostCard } from './PostCard';
import { PostList } from './PostList';

/** A post with its replies and a reply composer (`/:community/post/account/:accountId/:postId`). */
export function PostPage() {
  const params = useParams();
  const postId = params.postId ?? '';
  const prefix = routePrefix(params.community);
  const viewer = useAccountId();
  const postQuery = usePostQuery(postId);
  const replies = useRepliesQuery(postId);

  if (postQuery.isPending) {
    return (
      <div className="flex justify-center py-8 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  const page = postQuery.data;
  const post = page?.data[0];
  if (!page || !post) {
    return <p className="px-4 py-8 text-center text-sm text-slate-500">{messages.postNotExist}</p>;
  }
  const profiles = collectProfiles(page);
  const parentId = post.postType.post_id;
  const parent = parentId ? page.metadata.posts[parentId] : undefined;

  return (
    <>
      {parent && <PostCard post={parent} author={profiles[parent.accountId]} prefix={prefix} />}
      <PostCard post={post} author={profiles[post.accountId]} prefix={prefix} linkToPost={false} />
      {viewer ? (
        <PostComposer
          communityId={post.communityId}
          parentId={post.id}
          listKeys={[postKeys.replies(post.id, viewer)]}
        />
      ) : (
        <SignInPrompt action="to reply." />
      )}
      <PostList query={replies} prefix={prefix} label="Replies" emptyText="No replies yet." />
    </>
  );
}
