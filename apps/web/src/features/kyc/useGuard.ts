import type { GuardedAction } from '@rep/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGuardMinRole } from '../../state/queries/appConfig';
import { getCachedRole, meetsGuard } from '../../state/queries/kyc';
import { useSessionStore } from '../../state/session';
import { useGuardModalStore } from './guardStore';

/**
 * `guard(action)` for guarded actions (like, follow, bookmark, reply, post, report; SPEC §6): true when the
 * viewer may go on. Signed out, it opens the connect-wallet modal; below the verification level, the
 * identity-verification confirm modal; both return false. While the role is still loading it lets the action
 * through: the server's 403 VerificationRequired then opens the confirm modal (see GuardModals).
 *
 * ```tsx
 * const guard = useGuard();
 * <button onClick={() => guard('like') && toggleLike(post)} />
 * ```
 */
export function useGuard(): (action: GuardedAction) => boolean {
  const client = useQueryClient();
  const open = useGuardModalStore((state) => state.open);
  return useCallback(
    (_action: GuardedAction) => {
      const viewer = useSessionStore.getState().session?.accountId;
      if (!viewer) {
        open('connect-wallet');
        return false;
      }
      const role = getCachedRole(client, viewer);
      if (role && !meetsGuard(role, getGuardMinRole(client))) {
        open('verify');
        return false;
      }
      return true;
    },
    [client, open],
  );
}
