import type { UserProfile } from '@rep/shared';

/** A round avatar: the profile picture, or the first letter of the name. */
export function Avatar({ profile, size = 40 }: { profile?: UserProfile; size?: number }) {
  const style = { width: size, height: size };
  if (profile?.avatar) {
    return <img src={profile.avatar} alt="" style={style} className="shrink-0 rounded-full object-cover" />;
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
