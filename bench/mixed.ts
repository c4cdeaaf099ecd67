/**
 * The mixed workload: viewers drawn Zipf-like (rank r with weight 1/(r+1): a few very active accounts, a
 * long tail), 90 % reads (the two feeds, threads, profiles) and 10 % writes (posts, likes, follows). The
 * sequence of calls is a pure function of a seed, so every run sends the same calls in the same order.
 */
import type { Call, Workload } from './load';

/** Share of each kind of call, in percent (sums to 100: 90 reads, 10 writes). */
export const MIX = [
  { kind: 'for you', percent: 25, write: false },
  { kind: 'following', percent: 25, write: false },
  { kind: 'thread (nested)', percent: 10, write: false },
  { kind: 'thread (replies)', percent: 10, write: false },
  { kind: 'profile', percent: 10, write: false },
  { kind: 'profile posts', percent: 10, write: false },
  { kind: 'create post', percent: 3, write: true },
  { kind: 'like', percent: 4, write: true },
  { kind: 'follow', percent: 3, write: true },
] as const;

/** The kinds of call whose 409 (already liked, already following) is a normal answer. */
const CONFLICT_IS_NORMAL = new Set(['like', 'follow']);

/** What the workload draws from: ids are from the dataset, tokens signed for this run. */
export interface MixTargets {
  /** Viewers' tokens by activity rank (index 0 the most active). */
  viewerTokens: readonly string[];
  /** The viewers' account ids, same order (so a viewer never follows itself). */
  viewerIds: readonly string[];
  /** Posts with replies (threads), and recent active posts (likes), most wanted first. */
  threadIds: readonly string[];
  likeIds: readonly string[];
  /** Accounts to show and follow, most popular first. */
  accountIds: readonly string[];
}

/** mulberry32: a small, fast, seeded PRNG answering numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A Zipf sampler over ranks 0…n-1 (weight 1/(rank+1)^exponent): answers a rank for a uniform number in [0, 1)
 * by binary search of the cumulative weights.
 */
export function zipf(n: number, exponent = 1): (u: number) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) {
    sum += 1 / (r + 1) ** exponent;
    cumulative[r] = sum;
  }
  return (u) => {
    const target = u * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** The share of calls the most active viewer sends (Zipf exponent 1 over `n` viewers). */
export const topViewerShare = (n: number) =>
  1 / Array.from({ length: n }, (_, r) => 1 / (r + 1)).reduce((a, b) => a + b);

/**
 * The mixed workload. Each call draws a viewer (Zipf), a kind (MIX) and its target (threads, liked posts
 * and shown accounts Zipf-like too: popular ones more often).
 */
export function mixedWorkload(name: string, targets: MixTargets, seed: number): Workload {
  const random = seededRandom(seed);
  const viewer = zipf(targets.viewerTokens.length);
  const thread = zipf(targets.threadIds.length);
  const liked = zipf(targets.likeIds.length, 0.8);
  const account = zipf(targets.accountIds.length, 0.8);
  const kinds = MIX.flatMap((entry) => Array.from({ length: entry.percent }, () => entry.kind));
  let posts = 0;
  const post = (kind: string, path: string, token: string, body: unknown): Call => ({
    kind,
    method: 'POST',
    path,
    token,
    body: JSON.stringify(body),
  });
  const next = (): Call => {
    const rank = viewer(random());
    const token = targets.viewerTokens[rank]!;
    const kind = kinds[Math.floor(random() * kinds.length)]!;
    const threadId = targets.threadIds[thread(random())]!;
    const shown = account(random());
    let accountId = targets.accountIds[shown]!;
    // Never the viewer itself (following oneself is a 400).
    if (accountId === targets.viewerIds[rank]) {
      accountId = targets.accountIds[(shown + 1) % targets.accountIds.length]!;
    }
    switch (kind) {
      case 'for you':
        return post(kind, '/api/post/list', token, { limit: 20 });
      case 'following':
        return post(kind, '/api/post/following', token, { limit: 20 });
      case 'thread (nested)':
        return post(kind, '/api/post/nested', token, { postId: threadId });
      case 'thread (replies)':
        return post(kind, '/api/post/replies', token, { postId: threadId, limit: 20 });
      case 'profile':
        return post(kind, '/api/profile/get', token, { userIds: [accountId] });
      case 'profile posts':
        return post(kind, '/api/post/user', token, { userId: accountId, limit: 20 });
      case 'create post':
        posts++;
        return post(kind, '/api/post/create-post', token, {
          communityId: 'Rep',
          postType: 'Standard',
          body: `Bench post ${seed}-${posts}: coffee and a #bench thought.`,
        });
      case 'like':
        return post(kind, '/api/post/like-post', token, { postId: targets.likeIds[liked(random())]! });
      default:
        return post(kind, '/api/user/follow', token, { userId: accountId, isFollowed: true });
    }
  };
  const first = next();
  return {
    name,
    first,
    next,
    accepted: (kind, status) => status === 409 && CONFLICT_IS_NORMAL.has(kind),
  };
}
