/**
 * The home feeds without the database on a warm server (DESIGN.md "Feeds", docs/DECISIONS.md "Read caches"):
 * skeletons merged in process from author timelines and everyone's hot lists, kept exact by the change
 * log. A first visit then costs no skeleton query (its flags come with the viewer state, http/viewer.ts).
 * When the lists cannot vouch for a page (deep offsets, very many follows) the SQL skeletons answer it.
 */
import {
  type AuthorOrder,
  loadAuthorLists,
  loadHotList,
  type RankedList,
  rankedListSize,
} from '../cache/authorTimelines';
import { type ChangeLog, changeKeys } from '../cache/changeLog';
import { RowCache } from '../cache/rowCache';
import type { ViewerState } from '../cache/viewerCache';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { viewerState } from '../http/viewer';
import { FOLLOW_BOOST, followingSkeleton, forYouSkeleton } from './feeds';
import type { Filter, Paging } from './filters';
import { mergeFollowing, mergeForYou } from './merge';

/** Settings of {@link FeedMemory}. */
export interface FeedMemoryOptions {
  /** Memory budget of the author timelines, in bytes. */
  maxBytes: number;
  /** Longest life of a cached list, in ms (within the change log horizon). */
  ttlMs: number;
  /** How long everyone's hot lists may lag others' posts and likes, in ms (READ_CACHE_GRACE_MS). */
  graceMs: number;
  /** Posts kept per author and list (newest, hottest). Default {@link TIMELINE_DEPTH}. */
  timelineDepth?: number;
  /** Posts kept per hot list. Default {@link HOT_LIST_DEPTH}. */
  hotListDepth?: number;
  /** Viewers following more accounts than this are served by the database. Default {@link MERGE_MAX_FOLLOWS}. */
  maxFollows?: number;
}

/** Posts per author timeline list: two first pages, so one busy author still leaves a page certain. */
export const TIMELINE_DEPTH = 40;
/** Posts per hot list: ten first pages, minus what the viewer blocks. */
export const HOT_LIST_DEPTH = 200;
/** Above this many follows, merging every timeline costs more than the database's filtered index scan. */
export const MERGE_MAX_FOLLOWS = 200;

/**
 * The per-process state of the in-memory feeds: each author's newest and hottest posts (shared rows, exact
 * by `posts-of:<id>`; loaded apart, as a viewer of one feed needs only one) and everyone's hot lists per
 * filter (shared rows too, stale once `ranking` changed and the grace is over: every like changes them).
 */
export class FeedMemory {
  private readonly authorLists: Record<AuthorOrder, RowCache<RankedList>>;
  /** Everyone's hottest posts per filter (keyed by the filter's JSON), within the grace of `ranking`. */
  private readonly hotLists: RowCache<RankedList>;
  private readonly timelineDepth: number;
  private readonly hotListDepth: number;
  private readonly maxFollows: number;

  constructor(changes: ChangeLog, options: FeedMemoryOptions) {
    const lists = () =>
      new RowCache<RankedList>(changes, {
        keyOf: changeKeys.postsOf,
        maxBytes: options.maxBytes / 2,
        ttlMs: options.ttlMs,
        sizeOf: rankedListSize,
      });
    this.authorLists = { newest: lists(), hottest: lists() };
    this.hotLists = new RowCache<RankedList>(changes, {
      keyOf: () => changeKeys.ranking,
      maxBytes: options.maxBytes / 8,
      ttlMs: options.ttlMs,
      sizeOf: rankedListSize,
      graceMs: options.graceMs,
    });
    this.timelineDepth = options.timelineDepth ?? TIMELINE_DEPTH;
    this.hotListDepth = options.hotListDepth ?? HOT_LIST_DEPTH;
    this.maxFollows = options.maxFollows ?? MERGE_MAX_FOLLOWS;
  }

  /**
   * The 'following' page (the order of `followingSkeleton`).
   * @returns the page's ids, or null when the database must answer
   */
  async following(
    db: Executor,
    viewerId: string,
    state: ViewerState,
    input: Filter & Paging,
  ): Promise<string[] | null> {
    const authors = this.authorsOf(viewerId, state);
    if (!authors) return null;
    return mergeFollowing(await this.listsOf(db, authors, 'newest'), input, input);
  }

  /**
   * The 'for you' page (the order of `forYouSkeleton`); `viewer` null when signed out.
   * @returns the page's ids, or null when the database must answer
   */
  async forYou(
    db: Executor,
    viewer: { id: string; state: ViewerState } | null,
    input: Filter & Paging,
  ): Promise<string[] | null> {
    const authors = viewer ? this.authorsOf(viewer.id, viewer.state) : [];
    const blocked = viewer ? viewer.state.blocked : new Set<string>();
    if (!authors || !blocked) return null;
    const filter: Filter = { communities: input.communities, types: input.types };
    const key = JSON.stringify(filter);
    const [hot, followed] = await Promise.all([
      this.hotLists.getMany(
        [key],
        async () => new Map([[key, await loadHotList(db, filter, this.hotListDepth)]]),
      ),
      this.listsOf(db, authors, 'hottest'),
    ]);
    const list = hot.get(key);
    return list ? mergeForYou(list, followed, blocked, FOLLOW_BOOST, filter, input) : null;
  }

  /** The viewer and whom they follow, or null when they follow too many to merge. */
  private authorsOf(viewerId: string, state: ViewerState): string[] | null {
    const { following } = state;
    if (!following || following.size > this.maxFollows) return null;
    return [...new Set([viewerId, ...following])];
  }

  private async listsOf(db: Executor, authors: readonly string[], order: AuthorOrder): Promise<RankedList[]> {
    const found = await this.authorLists[order].getMany(authors, (missing) =>
      loadAuthorLists(db, missing, order, this.timelineDepth),
    );
    return authors.map((id) => found.get(id) ?? { posts: [], complete: true });
  }
}

/**
 * The 'for you' skeleton: merged in memory when the server keeps feeds there and the lists vouch for the
 * page, else from the database.
 */
export async function forYouFeed(
  ctx: AppContext,
  viewerId: string | null,
  input: Filter & Paging,
): Promise<string[]> {
  if (ctx.feeds) {
    const state = viewerId ? await viewerState(ctx, viewerId) : null;
    const viewer = viewerId && state ? { id: viewerId, state } : null;
    const ids = viewerId && !viewer ? null : await ctx.feeds.forYou(ctx.db, viewer, input);
    if (ids) return ids;
  }
  return forYouSkeleton(ctx.db, viewerId, input);
}

/**
 * The 'following' skeleton: merged in memory when the server keeps feeds there and the timelines vouch for
 * the page, else from the database.
 */
export async function followingFeed(
  ctx: AppContext,
  viewerId: string,
  input: Filter & Paging,
): Promise<string[]> {
  if (ctx.feeds) {
    const state = await viewerState(ctx, viewerId);
    const ids = state ? await ctx.feeds.following(ctx.db, viewerId, state, input) : null;
    if (ids) return ids;
  }
  return followingSkeleton(ctx.db, viewerId, input);
}
