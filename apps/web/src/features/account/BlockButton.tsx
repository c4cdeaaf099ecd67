import { dialogs, type UserProfile } from '@rep/shared';
import { useState } from 'react';
import { profileHandle, useBlockMutation } from '../../state/queries/profiles';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Block (after the block modal) or Unblock an account, on others' profiles (SPEC §6). */
export function BlockButton({ profile }: { profile: UserProfile }) {
  const block = useBlockMutation();
  const [confirming, setConfirming] = useState(false);
  const blocking = profile.status === 'Blocks';

  return (
    <>
      <Button
        variant={blocking ? 'secondary' : 'ghost'}
        data-testid="block-button"
        loading={block.isPending}
        onClick={() => (blocking ? block.mutate({ profile, block: false }) : setConfirming(true))}
      >
        {blocking ? 'Unblock' : 'Block'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={dialogs.blockTitle(profileHandle(profile))}
        description={dialogs.blockBody}
        confirmLabel="Block"
        onConfirm={() => block.mutate({ profile, block: true })}
      />
    </>
  );
}
