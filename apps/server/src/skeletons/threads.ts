/** Thread skeletons: a post's direct replies and its ancestors, as named statements. */
import { type PostType, REFERENCE_RULES, typesRaising } from '@rep/shared';
import type { Executor } from '../db/client';
import { Binder, runStatement, statement } from '../db/statements';
import { activePostSql } from '../policies/visibilitySql';
import { idsOf, notBlockedSql, type Paging } from './filters';

/** Post types that count as comments of their parent (SPEC §3 reference rules). */
const COMMENT_TYPES = typesRaising('numComment');

/**
 * Direct replies of a post (any comment type), oldest first as a conversation reads, without authors blocked
 * either way by the viewer (partial index on `ref_id, created_at`).
 */
export async function repliesSkeleton(
  db: Executor,
  viewerId: string | null,
  postId: string,
  paging: Paging,
): Promise<string[]> {
  const binder = new Binder();
  const text = `select p.id from posts p
    where p.ref_id = ${binder.bind(postId)} and p.post_type = any(${binder.bind(COMMENT_TYPES)}::text[])
      and ${activePostSql('p')}${viewerId ? ` and ${notBlockedSql(binder.bind(viewerId))}` : ''}
    order by p.created_at, p.id offset ${binder.bind(paging.offset)} limit ${binder.bind(paging.limit)}`;
  const name = viewerId ? 'replies_viewer' : 'replies_public';
  return idsOf(await runStatement(db, statement<{ id: string }>(name, text), binder.values));
}

const THREAD_MAX_DEPTH = 50;

/** Reference types that continue their parent's thread (SPEC §3; quotes and ReReps start their own). */
const THREADED_TYPES = (Object.keys(REFERENCE_RULES) as PostType[]).filter(
  (type) => REFERENCE_RULES[type]?.threaded,
);

const ancestorsStatement = statement<{ id: string }>(
  'ancestors',
  `with recursive up(id, ref_id, post_type, depth) as (
     select id, ref_id, post_type, 0 from posts where id = $1
     union all
     select p.id, p.ref_id, p.post_type, up.depth + 1 from posts p join up on p.id = up.ref_id
     where up.post_type = any($2::text[]) and up.depth < ${THREAD_MAX_DEPTH}
   )
   select id from up where depth > 0 order by depth desc`,
);

/**
 * The ancestors of a threaded post, root first: a recursive walk up `ref_id` while the post is a threaded
 * reference type ($2), at most 50 levels.
 */
export async function ancestorsSkeleton(db: Executor, postId: string): Promise<string[]> {
  return idsOf(await runStatement(db, ancestorsStatement, [postId, THREADED_TYPES]));
}
