import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isEmbedded } from '../../app/frame';
import { useRoleQuery } from '../../state/queries/kyc';
import { useAccountId } from '../../state/session';
import { useGuardModalStore } from './guardStore';

const WELCOME_KEY = 'rep.kycWelcomeShown';

function seenThisSession(accountId: string): boolean {
  try {
    return sessionStorage.getItem(WELCOME_KEY) === accountId;
  } catch {
    return false;
  }
}

function markSeen(accountId: string): void {
  try {
    sessionStorage.setItem(WELCOME_KEY, accountId);
  } catch {
    // Storage failure: the welcome may show again after a reload.
  }
}

/**
 * Shows the identity-verification welcome once per browser session to a signed-in account whose role is
 * `Non` (SPEC §6), except when embedded and on the verification page itself.
 */
export function useVerificationWelcome(): void {
  const viewer = useAccountId();
  const role = useRoleQuery().data;
  const onKycPage = useLocation().pathname.startsWith('/kyc');
  const open = useGuardModalStore((state) => state.open);

  useEffect(() => {
    if (!viewer || role !== 'Non' || onKycPage || isEmbedded() || seenThisSession(viewer)) return;
    markSeen(viewer);
    if (!useGuardModalStore.getState().modal) open('welcome');
  }, [viewer, role, onKycPage, open]);
}
