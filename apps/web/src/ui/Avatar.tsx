import type { UserProfile } from '@rep/shared';
import { Link } from 'react-router';
import { serverFileUrl } from '../app/frame';

/** A round avatar: the profile picture, or the first letter of the name. */
export function Avatar({ profile, size = 40 }: { profile?: UserProfile; size?: number }) {
  const style = { width: size, height: size };
  if (profile?.avatar) {
    return (
      <img
        src={serverFileUrl(profile.avatar)}
        alt=""
        style={style}
        className="shrink-0 rounded-full object-cover"
      />
    );
  }
  const initial = profile?.displayName.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      style={style}
      className="flex shrink-0 items-center justify-center rounded-full bg-sky-100 font-semibold text-sky-700"
    >
      {initial}
    </span>
  );
}

/**
 * An avatar linking to a profile beside a link of the name to the same place (lists, hover cards): a pointer
 * shortcut only, hidden from assistive technology and the tab order, so it needs no name of its own and adds
 * no extra Tab stop (axe-core `link-name`).
 */
export function AvatarLink({ to, profile, size }: { to: string; profile?: UserProfile; size?: number }) {
  return (
    <Link to={to} aria-hidden="true" tabIndex={-1} className="shrink-0">
      <Avatar profile={profile} size={size} />
    </Link>
  );
}
