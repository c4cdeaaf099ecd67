import { messages } from '@rep/shared';
import { useParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { useUserPostsQuery } from '../../state/queries/posts';
import { useProfileQuery } from '../../state/queries/profiles';
import { useAccountId } from '../../state/session';
import { Avatar } from '../../ui/Avatar';
import { PostList } from '../post/PostList';
import { FollowButton } from './FollowButton';

/** A minimal account page (`/:community/account/:accountId`): the profile header and the account's posts. */
export function AccountPage() {
  const params = useParams();
  const accountId = params.accountId ?? '';
  const prefix = routePrefix(params.community);
  const viewer = useAccountId();
  const profile = useProfileQuery(accountId).data;
  const posts = useUserPostsQuery(accountId);

  return (
    <>
      <header className="flex items-start gap-4 border-b border-slate-200 bg-white px-4 py-5">
        <Avatar profile={profile ?? undefined} size={64} />
        <div className="min-w-0 flex-1">
          <h1 data-testid="account-name" className="truncate text-xl font-bold text-slate-900">
            {profile?.displayName || messages.unknownUser}
          </h1>
          {profile?.username && <p className="text-sm text-slate-500">@{profile.username}</p>}
          {profile?.bio && <p className="mt-2 text-sm text-slate-700">{profile.bio}</p>}
          {profile && (
            <p className="mt-2 flex gap-4 text-sm text-slate-600">
              <span>
                <strong className="text-slate-900">{profile.numFollowing}</strong> Following
              </span>
              <span>
                <strong data-testid="follower-count" className="text-slate-900">
                  {profile.numFollower}
                </strong>{' '}
                Followers
              </span>
            </p>
          )}
        </div>
        {profile && profile.id !== viewer && <FollowButton profile={profile} />}
      </header>
      <PostList query={posts} prefix={prefix} label="Reps" emptyText="No posts yet." />
    </>
  );
}
