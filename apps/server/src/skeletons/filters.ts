import type { ListPostsInput } from '@rep/shared';
import type { Binder } from '../db/statements';

/** The community and type filters of a post list (empty or absent means all). */
export type Filter = Pick<ListPostsInput, 'communities' | 'types'>;
/** Offset paging of a post list. */
export type Paging = { offset: number; limit: number };

/**
 * SQL conditions on `p` for the filters, and a key naming their shape. One community is an equality, so
 * the (community, rank) indexes serve it; several are `= any(…)`. Text twin of `visiblePostConditions`
 * (skeletons/posts.ts), for named statements: change both.
 */
export function filterConditions(filter: Filter, binder: Binder): { sql: string; shape: string } {
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

/** The ids of skeleton rows, in their order. */
export const idsOf = (rows: readonly { id: string }[]): string[] => rows.map((row) => row.id);

/** SQL: the author of `p` and the viewer block each other in neither direction (text twin of `blockedEitherWay`). */
export const notBlockedSql = (viewer: string) =>
  `not exists (select 1 from blocks b where (b.blocker_id = ${viewer} and b.blocked_id = p.account_id)
     or (b.blocker_id = p.account_id and b.blocked_id = ${viewer}))`;
