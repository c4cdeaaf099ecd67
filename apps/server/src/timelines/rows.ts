/**
 * The SQL a timeline needs beyond the 'following' skeleton (skeletons/feeds.ts `followingSkeletonRows` fills
 * it): an author's newest posts (merge), which of some posts an author wrote (unmerge), and an author's
 * followers (fan-out).
 */
import type { PostType } from '@rep/shared';
import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { activePostSql } from '../policies/visibilitySql';
import { encodeMember } from './members';

/** A post as a timeline stores it: score (`created_at` in µs since the epoch) and member. */
export interface ScoredMember {
  score: number;
  member: string;
}

interface Row {
  id: string;
  postType: PostType;
  us: number;
}

const SCORED = `p.id, p.post_type as "postType", (extract(epoch from p.created_at) * 1000000)::float8 as us`;

/** $1 author, $2 limit: the author's newest active posts (`posts_account_created_idx`). */
const newestOfAuthor = statement<Row>(
  'timeline_newest_of_author',
  `select ${SCORED} from posts p where p.account_id = $1 and ${activePostSql('p')}
    order by p.created_at desc, p.id desc limit $2`,
);

/** $1 author, $2 post ids. */
const authorsAmong = statement<{ id: string }>(
  'timeline_author_posts_among',
  'select p.id from posts p where p.id = any($2::text[]) and p.account_id = $1',
);

/** $1 followee, $2 follower id to start after ('' for the first page), $3 limit (`follows_followee_idx`). */
const followersAfter = statement<{ id: string }>(
  'timeline_followers_page',
  `select f.follower_id as id from follows f where f.followee_id = $1 and f.follower_id > $2
    order by f.follower_id limit $3`,
);

/** A post row as a scored member (rows of `followingSkeletonRows` too). */
export const scored = (row: Row): ScoredMember => ({
  score: row.us,
  member: encodeMember(row.id, row.postType),
});

/** The author's newest `limit` active posts as scored members, newest first. */
export async function newestPostsOf(db: Executor, authorId: string, limit: number): Promise<ScoredMember[]> {
  return (await runStatement(db, newestOfAuthor, [authorId, limit])).map(scored);
}

/** Which of the posts `ids` the author wrote (any status). */
export async function postsOfAuthorAmong(
  db: Executor,
  authorId: string,
  ids: readonly string[],
): Promise<string[]> {
  return (await runStatement(db, authorsAmong, [authorId, ids])).map((row) => row.id);
}

/**
 * One page of an author's followers, ordered by follower id (keyset pagination: pass the last id of a page
 * to get the next; an empty page is the end). Chunks of the fan-out of a post.
 * @param afterFollowerId the last follower id of the previous page, or null for the first page
 */
export async function followersPage(
  db: Executor,
  authorId: string,
  afterFollowerId: string | null,
  limit: number,
): Promise<string[]> {
  return (await runStatement(db, followersAfter, [authorId, afterFollowerId ?? '', limit])).map(
    (row) => row.id,
  );
}
