import { ApiError } from '../http/errors';
import type { Viewer } from '../http/viewer';

/**
 * Checks a `userId` a client sent along (SPEC §7 /notification/list and /register carry one): it must be
 * the caller's own, since one reads and registers only for oneself.
 * @throws ApiError Forbidden when it names another account
 */
export function requireSelf(viewer: Viewer, userId: string | undefined): void {
  if (userId !== undefined && userId !== viewer.accountId) {
    throw new ApiError('Forbidden', 'userId: must be your own account');
  }
}
