import type { PostRow } from '../hydration/posts';
import type { ProfileHydration } from '../hydration/profiles';

/**
 * Why a hydrated post is hidden from the viewer, or null when it is shown:
 * - `deleted`: the post is deleted, or its author's account is deleted or unknown (SPEC §3: "This post
 *   doesn't exist anymore");
 * - `blocked`: the viewer blocks its author or is blocked by them (SPEC §3: blocks hide posts both ways);
 * - `banned`: its author is banned.
 * Lists leave hidden posts out (pipeline.ts `applyRules`); a direct read keeps them, and `presentPost`
 * empties deleted and blocked ones.
 */
export type HiddenReason = 'deleted' | 'blocked' | 'banned' | null;

/** The hiding rule of a post for the viewer whose relations `profiles` holds (see {@link HiddenReason}). */
export function hiddenReason(row: PostRow, profiles: ProfileHydration): HiddenReason {
  const author = profiles.accounts.get(row.accountId);
  if (row.status === 'Deleted' || !author || author.status === 'Deleted') return 'deleted';
  if (profiles.blocking.has(row.accountId) || profiles.blockedBy.has(row.accountId)) return 'blocked';
  if (author.status === 'Banned') return 'banned';
  return null;
}
