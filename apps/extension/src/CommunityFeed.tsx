import { SignInPrompt } from '../../web/src/features/auth/SignInPrompt';
import { PostComposer } from '../../web/src/features/composer/PostComposer';
import { PostList } from '../../web/src/features/post/PostList';
import { useFeedQuery } from '../../web/src/state/queries/posts';
import { useAccountId } from '../../web/src/state/session';

/** A community's 'For you' Reps with the composer posting into it: the web app's feed parts, reused. */
export function CommunityFeed({ communityId, title }: { communityId: string; title: string }) {
  const viewer = useAccountId();
  const query = useFeedQuery(communityId, 'for-you', 'Reps');
  return (
    <>
      {viewer ? (
        <PostComposer communityId={communityId} />
      ) : (
        <SignInPrompt action="to post, reply and like." />
      )}
      <PostList query={query} prefix="rep" label={`${title} posts`} emptyText="No posts yet." />
    </>
  );
}
