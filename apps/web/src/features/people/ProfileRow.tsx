import type { UserProfile } from '@rep/shared';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { AvatarLink } from '../../ui/Avatar';
import { FollowButton } from '../account/FollowButton';

/** One account in a list of people: avatar, name, @username, bio, Follow. */
export function ProfileRow({ profile, prefix }: { profile: UserProfile; prefix: string }) {
  return (
    <div
      data-testid="profile-row"
      data-account-id={profile.id}
      className="flex items-start gap-3 border-b border-slate-200 px-4 py-3"
    >
      <AvatarLink to={paths.account(prefix, profile.id)} profile={profile} />
      <div className="min-w-0 flex-1">
        <Link
          to={paths.account(prefix, profile.id)}
          className="block truncate text-sm font-bold text-slate-900 hover:underline"
        >
          {profile.displayName}
        </Link>
        {profile.username && <p className="truncate text-sm text-slate-500">@{profile.username}</p>}
        {profile.bio && <p className="mt-1 line-clamp-2 text-sm text-slate-700">{profile.bio}</p>}
      </div>
      <FollowButton profile={profile} compact />
    </div>
  );
}
