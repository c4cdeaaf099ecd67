/**
 * Fan-out on write, seen from outside: the fan-out account creates posts through the API, and the bench
 * polls Redis (pipelined ZSCORE on every follower's 'following' timeline, every 20 ms) until each post is in
 * all of them. Only timelines that exist are written by fan-out (a timeline is made by its viewer's first
 * read), so the followers read their 'following' feed once beforehand and the bench checks which exist.
 */
import type { Redis } from 'ioredis';
import { followingTimelineKey } from '../apps/server/src/timelines/keys';
import { encodeMember } from '../apps/server/src/timelines/members';
import { callOnce } from './calls';
import type { Call } from './load';

const POLL_MS = 20;
/** A post of the series not in every timeline after this long counts as missing (s). */
const GIVE_UP_SECONDS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The timeline keys of the followers whose timeline exists (one pipelined EXISTS per follower). */
export async function existingTimelineKeys(
  redis: Redis,
  prefix: string,
  followerIds: readonly string[],
): Promise<string[]> {
  const keys = followerIds.map((id) => followingTimelineKey(prefix, id));
  const pipeline = redis.pipeline();
  for (const key of keys) pipeline.exists(key);
  const answers = (await pipeline.exec()) ?? [];
  return keys.filter((_, k) => answers[k]?.[1] === 1);
}

/**
 * Polls until `member` is in every timeline of `keys` (only the keys still missing it are asked again).
 * Answers the seconds since `since` (performance.now() ms) when the last one had it, or null after
 * {@link GIVE_UP_SECONDS}, with the number of timelines still missing it.
 */
async function waitForDelivery(
  redis: Redis,
  keys: readonly string[],
  member: string,
  since: number,
): Promise<{ seconds: number | null; missing: number }> {
  let missing = [...keys];
  while (missing.length) {
    const pipeline = redis.pipeline();
    for (const key of missing) pipeline.zscore(key, member);
    const answers = (await pipeline.exec()) ?? [];
    missing = missing.filter((_, k) => answers[k]?.[1] === null);
    if (!missing.length) break;
    if (performance.now() - since > GIVE_UP_SECONDS * 1000) {
      return { seconds: null, missing: missing.length };
    }
    await sleep(POLL_MS);
  }
  return { seconds: (performance.now() - since) / 1000, missing: 0 };
}

/** A created post's id and type, from the create-post answer (`postType` is `{type, post_id}`, SPEC §3). */
function createdPost(body: unknown): { id: string; postType: Parameters<typeof encodeMember>[1] } {
  const data = (body as { data?: { id?: string; postType?: { type?: string } } } | null)?.data;
  const type = data?.postType?.type;
  if (!data?.id || !type) throw new Error(`create-post answered no post: ${JSON.stringify(body)}`);
  return { id: data.id, postType: type as Parameters<typeof encodeMember>[1] };
}

/**
 * Creates one post with `create` and waits (at most {@link GIVE_UP_SECONDS}) until it is in every timeline of
 * `keys`. Answers the request's time (ms) and the fan-out time (s, from sending the request until the last
 * timeline had the post; null when it did not within the wait).
 * @throws Error when the create does not answer 200
 */
async function createAndWait(
  baseUrl: string,
  redis: Redis,
  keys: readonly string[],
  create: Call,
): Promise<{ requestMs: number; fanoutSeconds: number | null; missing: number }> {
  const started = performance.now();
  const answer = await callOnce(baseUrl, create);
  if (answer.status !== 200) {
    throw new Error(`create-post answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  const post = createdPost(answer.body);
  const member = encodeMember(post.id, post.postType);
  const delivered = await waitForDelivery(redis, keys, member, started);
  return { requestMs: answer.ms, fanoutSeconds: delivered.seconds, missing: delivered.missing };
}

/** What a series of creates measured. */
export interface FanoutSeries {
  followers: number;
  /** Followers whose timeline existed (fan-out writes only those). */
  timelines: number;
  requestMs: number[];
  /** Seconds until the post was in every timeline, per post (null: not within 20 s). */
  fanoutSeconds: (number | null)[];
}

/**
 * `count` creates, one per second (the next waits until the previous post is everywhere when that takes
 * longer), each followed by the wait until it is in every existing follower timeline. Stops early when none
 * of the first three posts reached every timeline (the server does not fan out, or far too slowly).
 */
export async function fanoutSeries(
  baseUrl: string,
  redis: Redis,
  keys: readonly string[],
  followers: number,
  create: () => Call,
  count: number,
): Promise<FanoutSeries> {
  const series: FanoutSeries = { followers, timelines: keys.length, requestMs: [], fanoutSeconds: [] };
  const start = performance.now();
  for (let k = 0; k < count; k++) {
    const wait = start + k * 1000 - performance.now();
    if (wait > 0) await sleep(wait);
    const one = await createAndWait(baseUrl, redis, keys, create());
    series.requestMs.push(one.requestMs);
    series.fanoutSeconds.push(one.fanoutSeconds);
    if (k === 2 && series.fanoutSeconds.every((seconds) => seconds === null)) break;
  }
  return series;
}
