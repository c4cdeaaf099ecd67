import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { accounts } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';

/** Profile fields a user may change (SPEC §7 /profile/update, /profile/updateAvatar, /profile/updateCoverImage). */
export interface ProfileChanges {
  about?: { firstName?: string; lastName?: string; bio?: string; aboutme?: string; username?: string };
  avatar?: string | null;
  coverImage?: string | null;
}

/**
 * Applies profile changes: first and last name merge into the JSON `about` field, the rest are columns.
 * @returns the `ProfileUpdated` event naming the changed fields (none when nothing was given)
 * @throws ApiError UsernameTaken (409)
 */
export async function updateProfile(db: Db, accountId: string, changes: ProfileChanges) {
  const { firstName, lastName, bio, aboutme, username } = changes.about ?? {};
  const names = {
    ...(firstName !== undefined && { firstName }),
    ...(lastName !== undefined && { lastName }),
  };
  const set: Partial<typeof accounts.$inferInsert> = {
    ...(bio !== undefined && { bio }),
    ...(aboutme !== undefined && { aboutme }),
    ...(username !== undefined && { username }),
    ...(changes.avatar !== undefined && { avatar: changes.avatar }),
    ...(changes.coverImage !== undefined && { coverImage: changes.coverImage }),
  };
  if (Object.keys(names).length)
    set.about = sql`${accounts.about} || ${JSON.stringify(names)}::jsonb` as never;
  const fields = [...Object.keys(names), ...Object.keys(set).filter((field) => field !== 'about')];
  if (fields.length === 0) return { events: [] };
  try {
    return await commandTransaction(db, async (tx) => {
      await tx.update(accounts).set(set).where(eq(accounts.id, accountId));
      return { events: [{ type: 'ProfileUpdated' as const, accountId, fields }] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('UsernameTaken');
    throw error;
  }
}
