import type { ListPostsInput } from '@rep/shared';
import type { Binder } from '../db/statements';
import { activePostSql, blockedEitherWaySql } from '../policies/visibilitySql';

/** The community and type filters of a post list (empty or absent means all). */
export type Filter = Pick<ListPostsInput, 'communities' | 'types'>;
/** Offset paging of a post list. */
export type Paging = { offset: number; limit: number };

/** SQL conditions on posts `p` and a key naming their shape (statements with another shape get another name). */
export interface Conditions {
  sql: string;
  shape: string;
}

/**
 * ` and …` conditions on `p` for the filters. One community is an equality, so the (community, rank)
 * indexes serve it; several are `= any(…)`.
 */
export function filterConditions(filter: Filter, binder: Binder): Conditions {
  let sql = '';
  let shape = '';
  const communities = filter.communities ?? [];
  if (communities.length === 1) {
    sql += ` and p.community_id = ${binder.bind(communities[0])}`;
    shape += 'c1';
  } else if (communities.length > 1) {
    sql += ` and p.community_id = any(${binder.bind(communities)}::text[])`;
    shape += 'cn';
  }
  if (filter.types?.length) {
    sql += ` and p.post_type = any(${binder.bind(filter.types)}::text[])`;
    shape += 't';
  }
  return { sql, shape: shape || 'all' };
}

/** SQL: the author of `p` and `viewer` (a placeholder) block each other in neither direction. */
export const notBlockedSql = (viewer: string) => `not ${blockedEitherWaySql(viewer, 'p.account_id')}`;

/**
 * What every post list shows of posts `p`: active posts matching `filters` ({@link filterConditions}), none
 * whose author and the viewer block each other (a signed-in `viewer` placeholder; null signed out).
 */
export function visiblePostConditions(viewer: string | null, filters: Conditions): Conditions {
  return {
    sql: `${activePostSql('p')}${filters.sql}${viewer ? ` and ${notBlockedSql(viewer)}` : ''}`,
    shape: `${viewer ? 'viewer' : 'public'}_${filters.shape}`,
  };
}

/** The ids of skeleton rows, in their order. */
export const idsOf = (rows: readonly { id: string }[]): string[] => rows.map((row) => row.id);
