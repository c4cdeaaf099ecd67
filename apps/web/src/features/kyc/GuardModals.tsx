import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { onApiFailure } from '../../state/apiClient';
import { useSessionStore } from '../../state/session';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { useGuardModalStore } from './guardStore';
import { useVerificationWelcome } from './useVerificationWelcome';
import { WelcomeCard } from './WelcomeCard';

/** Texts of the guard modals (SPEC §2 "connect wallet", "identity-verification confirm"). */
export const guardTexts = {
  connectTitle: 'Connect your wallet',
  connectBody: 'Sign in with your wallet to post, reply, like, bookmark, follow and report.',
  verifyTitle: 'Verify your identity',
  verifyBody:
    'This action needs a verified identity. Verification takes a minute and keeps Rep free of bots.',
} as const;

/** Opens the confirm modal whenever the server refuses a call with 403 VerificationRequired. */
function useVerificationRequiredListener() {
  const open = useGuardModalStore((state) => state.open);
  useEffect(
    () =>
      onApiFailure((error) => {
        if (error.code === 'VerificationRequired' && useSessionStore.getState().session) open('verify');
      }),
    [open],
  );
}

/**
 * The modals of the guarded actions (SPEC §6), mounted once in the shell: connect wallet (signed out),
 * identity-verification confirm (below Silver) and the once-per-session welcome for unverified accounts.
 */
export function GuardModals() {
  const modal = useGuardModalStore((state) => state.modal);
  const close = useGuardModalStore((state) => state.close);
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  useVerificationRequiredListener();
  useVerificationWelcome();

  const go = (to: string) => {
    close();
    navigate(to);
  };
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  return (
    <>
      <Dialog
        open={modal === 'connect-wallet'}
        onOpenChange={onOpenChange}
        title={guardTexts.connectTitle}
        description={guardTexts.connectBody}
        testId="connect-wallet-dialog"
      >
        <div className="mt-6 flex flex-col gap-2">
          <Button data-testid="connect-wallet-signin" onClick={() => go(paths.signIn(here))}>
            Sign in
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        </div>
      </Dialog>
      <Dialog
        open={modal === 'verify'}
        onOpenChange={onOpenChange}
        title={guardTexts.verifyTitle}
        description={guardTexts.verifyBody}
        testId="verify-dialog"
      >
        <div className="mt-6 flex flex-col gap-2">
          <Button data-testid="verify-now" onClick={() => go(paths.kyc(here))}>
            Verify now
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Not now</Button>
          </DialogClose>
        </div>
      </Dialog>
      {modal === 'welcome' && <WelcomeCard onVerify={() => go(paths.kyc(here))} onDismiss={close} />}
    </>
  );
}
