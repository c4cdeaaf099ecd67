import { ROLE_LEVELS } from '@rep/shared';
import type { Config } from '../config';
import { ApiError } from '../http/errors';
import type { Viewer } from '../http/viewer';

/**
 * Guarded actions (like, follow, bookmark, reply, post, report) need a verification level of at least
 * GUARD_MIN_ROLE, Silver by default (SPEC §6). The web app opens the verification modal; the server refuses.
 * @throws ApiError VerificationRequired (403)
 */
export function requireVerified(config: Config, viewer: Viewer): void {
  if (ROLE_LEVELS[viewer.role] < ROLE_LEVELS[config.GUARD_MIN_ROLE])
    throw new ApiError('VerificationRequired');
}

/**
 * Admin calls (set role, delete users, ban accounts, remove all posts) are for `SysAdmin` only (SPEC §6).
 * @throws ApiError AdminOnly (403)
 */
export function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'SysAdmin') throw new ApiError('AdminOnly');
}
