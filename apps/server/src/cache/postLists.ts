import type { ApiList, Post } from '@rep/shared';
import type { AppContext } from '../context';
import { JsonBody } from '../http/jsonBody';
import { type PostListOptions, postListResponse } from '../pipeline';
import { changeKeys } from './changeLog';

/** Change keys a post list shows: every post in `data` and `metadata.posts` and every author. */
export function postListDependencies(list: ApiList<Post>): string[] {
  const posts = [...list.data, ...Object.values(list.metadata.posts)];
  const accounts = new Set([
    ...posts.map((post) => post.accountId),
    ...Object.keys(list.metadata.userProfiles),
  ]);
  return [...posts.map((post) => changeKeys.post(post.id)), ...[...accounts].map(changeKeys.account)];
}

/**
 * When a list goes out of date with no write: the next start or end of a live schedule it shows (a live's
 * status is computed from the clock, SPEC §4), in ms since the epoch; undefined when it has none ahead.
 */
export function postListValidUntil(list: ApiList<Post>, now: number): number | undefined {
  let until = Number.POSITIVE_INFINITY;
  for (const live of Object.values(list.metadata.lives)) {
    for (const at of [Date.parse(live.startAt), Date.parse(live.endAt)]) {
      if (at > now && at < until) until = at;
    }
  }
  return Number.isFinite(until) ? until : undefined;
}

/** What identifies one cached post list. */
export interface PostListKey {
  /** The call, e.g. 'list' or 'nested'. */
  call: string;
  /** The parsed input: its JSON is part of the key, its `profilesRequired` shapes the list. */
  input: PostListOptions;
  viewerId: string | null;
  /** Change keys besides the list's own posts and authors (e.g. `feed`, the thread's post). */
  dependsOn: readonly string[];
}

/**
 * Serves a post list through the response cache (DESIGN "Read caches"): on a miss, runs the read pipeline
 * on the ids `skeleton` answers; repeated reads of an unchanged list cost no query. Without a cache
 * (READ_CACHE=off) it runs the pipeline every time.
 * @param options list options beyond the input's (`keepHidden` for threads)
 */
export async function cachedPostList(
  ctx: AppContext,
  key: PostListKey,
  skeleton: () => Promise<readonly string[]>,
  options: Pick<PostListOptions, 'keepHidden'> = {},
): Promise<ApiList<Post> | JsonBody> {
  const compute = async () =>
    postListResponse(ctx, key.viewerId, await skeleton(), { ...key.input, ...options });
  if (!ctx.responses) return compute();
  const cacheKey = `${key.call}|${key.viewerId ?? '-'}|${JSON.stringify(key.input)}`;
  const bytes = await ctx.responses.get(cacheKey, key.viewerId, async () => {
    const list = await compute();
    return {
      value: list,
      dependsOn: [...key.dependsOn, ...postListDependencies(list)],
      validUntil: postListValidUntil(list, ctx.changes.now()),
    };
  });
  return new JsonBody(bytes);
}
