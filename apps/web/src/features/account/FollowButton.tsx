import { dialogs, type UserProfile } from '@rep/shared';
import { useState } from 'react';
import { profileHandle, useFollowMutation } from '../../state/queries/profiles';
import { useAccountId } from '../../state/session';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useGuard } from '../kyc/useGuard';

/**
 * Follow / Unfollow (SPEC §4): a guarded action; unfollowing asks for confirmation first. Hidden on the
 * viewer's own profile and on blocked or deleted accounts.
 */
export function FollowButton({ profile, compact = false }: { profile: UserProfile; compact?: boolean }) {
  const toggleFollow = useFollowMutation();
  const guard = useGuard();
  const viewer = useAccountId();
  const [confirming, setConfirming] = useState(false);

  if (profile.id === viewer || profile.status !== 'Active') return null;

  const click = () => {
    if (!guard('follow')) return;
    if (profile.meFollowed) setConfirming(true);
    else toggleFollow(profile);
  };

  return (
    <>
      <Button
        data-testid="follow-button"
        variant={profile.meFollowed ? 'secondary' : 'primary'}
        aria-pressed={profile.meFollowed}
        className={compact ? 'px-3 py-1 text-xs' : ''}
        onClick={click}
      >
        {profile.meFollowed ? 'Unfollow' : 'Follow'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={dialogs.unfollowTitle(profileHandle(profile))}
        description={dialogs.unfollowBody}
        confirmLabel="Unfollow"
        onConfirm={() => toggleFollow(profile)}
      />
    </>
  );
}
