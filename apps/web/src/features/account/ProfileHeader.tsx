import { messages, type UserProfile } from '@rep/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAccountId } from '../../state/session';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { BlockButton } from './BlockButton';
import { EditProfileDialog } from './EditProfileDialog';
import { FollowButton } from './FollowButton';
import { SubscribeBell } from './SubscribeBell';

function Counts({ profile, prefix }: { profile: UserProfile; prefix: string }) {
  return (
    <p className="mt-2 flex gap-4 text-sm text-slate-600">
      <Link
        to={paths.accountFollows(prefix, profile.id, 'following')}
        data-testid="following-link"
        className="hover:underline"
      >
        <strong data-testid="following-count" className="text-slate-900">
          {profile.numFollowing}
        </strong>{' '}
        Following
      </Link>
      <Link
        to={paths.accountFollows(prefix, profile.id, 'followers')}
        data-testid="followers-link"
        className="hover:underline"
      >
        <strong data-testid="follower-count" className="text-slate-900">
          {profile.numFollower}
        </strong>{' '}
        Followers
      </Link>
    </p>
  );
}

export interface ProfileHeaderProps {
  profile: UserProfile | null;
  accountId: string;
  prefix: string;
}

/**
 * The head of an account page: cover image, avatar, name, @username, bio, counts, and Follow + Block on
 * others' profiles (and the new-posts bell on followed ones) or 'Edit profile' on your own. A missing or
 * deleted account shows as 'Unknown'.
 */
export function ProfileHeader({ profile, accountId, prefix }: ProfileHeaderProps) {
  const viewer = useAccountId();
  const [editing, setEditing] = useState(false);
  const own = !!viewer && viewer === accountId;
  const visible = profile && profile.status !== 'Deleted' ? profile : null;

  return (
    <header
      data-testid="profile-header"
      data-status={profile?.status ?? 'Missing'}
      className="border-b border-slate-200"
    >
      <div className="h-32 bg-gradient-to-r from-sky-100 to-slate-100">
        {visible?.thumbnail && (
          <img
            data-testid="profile-cover"
            src={visible.thumbnail}
            alt=""
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex items-end justify-between gap-2 px-4">
        <div className="-mt-10 rounded-full border-4 border-white bg-white">
          <Avatar profile={visible ?? undefined} size={80} />
        </div>
        <div className="flex gap-2 pt-3">
          {own && profile && (
            <Button variant="secondary" data-testid="edit-profile" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
          )}
          {!own && visible && <SubscribeBell profile={visible} />}
          {!own && visible && <FollowButton profile={visible} />}
          {!own && visible && viewer && <BlockButton profile={visible} />}
        </div>
      </div>
      <div className="px-4 pt-2 pb-4">
        <h1 data-testid="account-name" className="truncate text-xl font-bold text-slate-900">
          {visible?.displayName || messages.unknownUser}
        </h1>
        {visible?.username && (
          <p data-testid="account-username" className="text-sm text-slate-500">
            @{visible.username}
          </p>
        )}
        {visible?.followedMe && !own && (
          <span className="mt-1 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
            Follows you
          </span>
        )}
        {visible?.bio && (
          <p data-testid="account-bio" className="mt-2 text-sm whitespace-pre-wrap text-slate-700">
            {visible.bio}
          </p>
        )}
        {visible?.aboutme && (
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-600">{visible.aboutme}</p>
        )}
        {visible && <Counts profile={visible} prefix={prefix} />}
      </div>
      {own && profile && <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />}
    </header>
  );
}
