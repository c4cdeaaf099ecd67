import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { accounts } from '../db/schema';
import { ApiError } from '../http/errors';

/** Profile fields a user may change (SPEC §7 /profile/update, /profile/updateAvatar, /profile/updateCoverImage). */
export interface ProfileChanges {
  about?: { firstName?: string; lastName?: string; bio?: string; aboutme?: string; username?: string };
  avatar?: string | null;
  coverImage?: string | null;
}

/**
 * Applies profile changes: first and last name merge into the JSON `about` field, the rest are columns.
 * @throws ApiError UsernameTaken (409)
 */
export async function updateProfile(db: Db, accountId: string, changes: ProfileChanges): Promise<void> {
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
  if (Object.keys(set).length === 0) return;
  try {
    await db.update(accounts).set(set).where(eq(accounts.id, accountId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('UsernameTaken');
    throw error;
  }
}
