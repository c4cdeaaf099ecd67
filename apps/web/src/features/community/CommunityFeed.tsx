import type { ReactNode } from 'react';
import { useFeedQuery } from '../../state/queries/posts';
import { useAccountId } from '../../state/session';
import { SignInPrompt } from '../auth/SignInPrompt';
import { PostComposer } from '../composer/PostComposer';
import { PostList } from '../post/PostList';

/**
 * A community's 'For you' Reps with the composer posting into it (signed in) or a sign-in prompt (signed out):
 * the block shared by the website's page-community route, the embeddable frame and the extension's side panel
 * and new-tab page (issue 17).
 * @param communityId the community posted into and listed, e.g. a `pageCommunityId(url)` or `newtab`
 * @param label the accessible name of the post list, e.g. `Posts about example.com`
 * @param prefix the route segment the cards' links use (see {@link PostList}); `rep` unless given
 * @param signedOut what replaces the composer for a signed-out visitor; the site's {@link SignInPrompt} unless
 *   given (the frame passes its popup sign-in)
 */
export function CommunityFeed({
  communityId,
  label,
  prefix = 'rep',
  signedOut,
}: {
  communityId: string;
  label: string;
  prefix?: string;
  signedOut?: ReactNode;
}) {
  const viewer = useAccountId();
  const query = useFeedQuery(communityId, 'for-you', 'Reps');
  return (
    <>
      {viewer ? (
        <PostComposer communityId={communityId} />
      ) : (
        (signedOut ?? <SignInPrompt action="to post, reply and like." />)
      )}
      <PostList query={query} prefix={prefix} label={label} emptyText="No posts yet." />
    </>
  );
}
