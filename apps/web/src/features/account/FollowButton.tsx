import { dialogs, type UserProfile } from '@rep/shared';
import { useState } from 'react';
import { useRequireSession } from '../../app/useRequireSession';
import { useFollowMutation } from '../../state/queries/profiles';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Follow / Unfollow; unfollowing asks for confirmation first (SPEC §4). */
export function FollowButton({ profile }: { profile: UserProfile }) {
  const toggleFollow = useFollowMutation();
  const requireSession = useRequireSession();
  const [confirming, setConfirming] = useState(false);
  const handle = profile.username ?? profile.displayName;

  return (
    <>
      <Button
        data-testid="follow-button"
        variant={profile.meFollowed ? 'secondary' : 'primary'}
        aria-pressed={profile.meFollowed}
        onClick={() =>
          requireSession(() => (profile.meFollowed ? setConfirming(true) : toggleFollow(profile)))
        }
      >
        {profile.meFollowed ? 'Unfollow' : 'Follow'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={dialogs.unfollowTitle(handle)}
        description={dialogs.unfollowBody}
        confirmLabel="Unfollow"
        onConfirm={() => toggleFollow(profile)}
      />
    </>
  );
}
