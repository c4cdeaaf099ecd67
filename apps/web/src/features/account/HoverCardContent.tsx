import { messages } from '@rep/shared';
import { Link, useParams } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { useFollowersPreviewQuery } from '../../state/queries/profileLists';
import { useProfileQuery } from '../../state/queries/profiles';
import { Avatar, AvatarLink } from '../../ui/Avatar';
import { Spinner } from '../../ui/Spinner';
import { FollowButton } from './FollowButton';

/** The hover card's body: avatar, name, bio, counts, up to 3 followers and Follow (SPEC §2, §9). */
export function HoverCardContent({ accountId }: { accountId: string }) {
  const prefix = routePrefix(useParams().community);
  const profileQuery = useProfileQuery(accountId);
  const profile = profileQuery.data;
  const followers = useFollowersPreviewQuery(accountId, profile?.status === 'Active').data ?? [];

  return (
    <div
      role="dialog"
      aria-label="Profile"
      data-testid="profile-hover-card"
      className="w-72 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xl"
    >
      {profileQuery.isPending ? (
        <div className="flex justify-center py-4 text-sky-600">
          <Spinner label="Loading" />
        </div>
      ) : !profile || profile.status === 'Deleted' ? (
        <p className="font-bold text-slate-900">{messages.unknownUser}</p>
      ) : (
        <>
          <div className="flex items-start justify-between gap-2">
            <AvatarLink to={paths.account(prefix, profile.id)} profile={profile} size={56} />
            <FollowButton profile={profile} compact />
          </div>
          <Link
            to={paths.account(prefix, profile.id)}
            className="mt-2 block font-bold text-slate-900 hover:underline"
          >
            {profile.displayName}
          </Link>
          {profile.username && <p className="text-slate-500">@{profile.username}</p>}
          {profile.status === 'Blocks' && <p className="mt-2 text-slate-500">{messages.blockedContent}</p>}
          {profile.bio && <p className="mt-2 line-clamp-3 text-slate-700">{profile.bio}</p>}
          <p className="mt-2 flex gap-3 text-slate-600">
            <Link to={paths.accountFollows(prefix, profile.id, 'following')} className="hover:underline">
              <strong className="text-slate-900">{profile.numFollowing}</strong> Following
            </Link>
            <Link to={paths.accountFollows(prefix, profile.id, 'followers')} className="hover:underline">
              <strong data-testid="hover-follower-count" className="text-slate-900">
                {profile.numFollower}
              </strong>{' '}
              Followers
            </Link>
          </p>
          {followers.length > 0 && (
            <div
              data-testid="hover-followers"
              className="mt-3 flex items-center gap-2 text-xs text-slate-500"
            >
              <span className="flex -space-x-2">
                {followers.map((follower) => (
                  <Avatar key={follower.id} profile={follower} size={20} />
                ))}
              </span>
              <span className="truncate">
                Followed by {followers.map((follower) => follower.displayName).join(', ')}
              </span>
            </div>
          )}
        </>
      )}
    </div>
  );
}
