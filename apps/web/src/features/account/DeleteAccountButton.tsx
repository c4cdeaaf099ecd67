import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteOwnAccountMutation } from '../../state/queries/profiles';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Deletes your own account after a confirmation, then signs out. */
export function DeleteAccountButton() {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteOwnAccountMutation();
  const navigate = useNavigate();

  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <Button
        variant="ghost"
        className="text-red-700"
        data-testid="delete-account"
        loading={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        Delete account
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="This can't be undone. Your profile and posts will no longer be shown."
        confirmLabel="Delete account"
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => navigate('/'),
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}
