/** Profile list skeletons (ordered account ids) as named statements over {@link visibleAccountSql}. */
import type { Executor } from '../db/client';
import { Binder, runStatement, statement } from '../db/statements';
import { activeAccountSql, activePostSql, blockedEitherWaySql } from '../policies/visibilitySql';
import { idsOf } from './filters';

type Paging = { offset: number; limit: number };
type FollowSort = 'default' | 'latest' | 'earliest';

/**
 * SQL: the account `a` is active and neither blocks nor is blocked by the viewer (a `viewer` placeholder;
 * null signed out).
 */
const visibleAccountSql = (viewer: string | null) =>
  `${activeAccountSql('a')}${viewer ? ` and not ${blockedEitherWaySql(viewer, 'a.id')}` : ''}`;

/** The variable parts of a profile list statement: `select <id> as id from <from> where <where> <rest>`. */
interface AccountQuery {
  id: string;
  from: string;
  where: string;
  /** `group by` and `order by` clauses. */
  rest: string;
}

/**
 * Runs a profile list statement with the paging, named `<name>_viewer` or `<name>_public`.
 * @param build the query, binding its values on `binder` after the viewer's placeholder (null signed out)
 */
async function accountIds(
  db: Executor,
  name: string,
  viewerId: string | null,
  paging: Paging,
  build: (binder: Binder, viewer: string | null) => AccountQuery,
): Promise<string[]> {
  const binder = new Binder();
  const query = build(binder, viewerId ? binder.bind(viewerId) : null);
  const text = `select ${query.id} as id from ${query.from} where ${query.where} ${query.rest}
    offset ${binder.bind(paging.offset)} limit ${binder.bind(paging.limit)}`;
  const statementName = `${name}_${viewerId ? 'viewer' : 'public'}`;
  return idsOf(await runStatement(db, statement<{ id: string }>(statementName, text), binder.values));
}

const FOLLOW_ORDER: Record<FollowSort, string> = {
  default: 'a.num_follower desc, f.created_at desc',
  latest: 'f.created_at desc',
  earliest: 'f.created_at asc',
};

/**
 * Accounts `userId` follows (`direction: 'following'`) or that follow it (`'followers'`), ordered by
 * follower count (default), newest or oldest follow.
 */
export function followListSkeleton(
  db: Executor,
  viewerId: string | null,
  userId: string,
  direction: 'following' | 'followers',
  input: Paging & { sort: FollowSort },
): Promise<string[]> {
  const [self, other] =
    direction === 'following' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
  return accountIds(db, `${direction}_${input.sort}`, viewerId, input, (binder, viewer) => ({
    id: 'a.id',
    from: `follows f join accounts a on a.id = f.${other}`,
    where: `f.${self} = ${binder.bind(userId)} and ${visibleAccountSql(viewer)}`,
    rest: `order by ${FOLLOW_ORDER[input.sort]}, a.id asc`,
  }));
}

/**
 * People search over display name and username: trigram similarity (pg_trgm GIN index) with a substring
 * fallback, best match first; blocked accounts in either direction excluded (SPEC §4).
 */
export function profileSearchSkeleton(
  db: Executor,
  viewerId: string | null,
  query: string,
  paging: Paging,
): Promise<string[]> {
  const text = query.toLowerCase();
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return accountIds(db, 'profile_search', viewerId, paging, (binder, viewer) => {
    const q = binder.bind(text);
    return {
      id: 'a.id',
      from: 'accounts a',
      where: `${visibleAccountSql(viewer)} and (a.search_name % ${q} or a.search_name ilike ${binder.bind(`%${escaped}%`)})`,
      rest: `order by similarity(a.search_name, ${q}) desc, a.num_follower desc, a.id asc`,
    };
  });
}

/** Accounts with the most posts in the last 7 days. */
export function mostActiveSkeleton(db: Executor, viewerId: string | null, paging: Paging): Promise<string[]> {
  return accountIds(db, 'most_active', viewerId, paging, (_binder, viewer) => ({
    id: 'p.account_id',
    from: 'posts p join accounts a on a.id = p.account_id',
    where: `p.created_at >= now() - interval '7 days' and ${activePostSql('p')} and ${visibleAccountSql(viewer)}`,
    rest: 'group by p.account_id order by count(*) desc, p.account_id asc',
  }));
}

/** Accounts the viewer blocks, most recent first. */
export function blockedSkeleton(db: Executor, viewerId: string, paging: Paging): Promise<string[]> {
  return accountIds(db, 'blocked', viewerId, paging, (_binder, viewer) => ({
    id: 'b.blocked_id',
    from: 'blocks b',
    where: `b.blocker_id = ${viewer}`,
    rest: 'order by b.created_at desc, b.blocked_id asc',
  }));
}

/** Accounts that liked a post, most recent first (the 'Liked by' list). */
export function likersSkeleton(
  db: Executor,
  viewerId: string | null,
  postId: string,
  paging: Paging,
): Promise<string[]> {
  return accountIds(db, 'likers', viewerId, paging, (binder, viewer) => ({
    id: 'l.account_id',
    from: 'likes l join accounts a on a.id = l.account_id',
    where: `l.post_id = ${binder.bind(postId)} and ${visibleAccountSql(viewer)}`,
    rest: 'order by l.created_at desc, l.account_id asc',
  }));
}
