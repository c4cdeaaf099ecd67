import type { UserProfile } from '@rep/shared';
import { useSubscribeMutation } from '../../state/queries/profiles';
import { useAccountId } from '../../state/session';
import { BellIcon } from '../../ui/icons';

/**
 * The profile's bell beside Follow (Bluesky's activity notifications): pressed, the viewer hears of each new
 * post of this account (`FollowingCreatePost`). Shown only on accounts the viewer follows, never on their own.
 */
export function SubscribeBell({ profile }: { profile: UserProfile }) {
  const viewer = useAccountId();
  const toggle = useSubscribeMutation();
  if (!viewer || profile.id === viewer || profile.status !== 'Active' || !profile.meFollowed) return null;
  const on = profile.meSubscribed;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label="Notify me of new posts"
      title="Notify me of new posts"
      data-testid="subscribe-bell"
      onClick={() => toggle(profile)}
      className={`inline-flex size-9 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
        on
          ? 'border-sky-700 bg-sky-700 text-white hover:bg-sky-800'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
      }`}
    >
      <BellIcon small filled={on} />
    </button>
  );
}
