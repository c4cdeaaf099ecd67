import type { RowCache } from '../cache/rowCache';
import type { ViewerCache, ViewerState } from '../cache/viewerCache';
import type { Executor } from '../db/client';
import type { SharedPost } from './posts';
import type { AccountRow } from './profiles';

/** Rows every viewer sees alike, cached once per process (DESIGN "Read caches", docs/DECISIONS.md). */
export interface SharedRows {
  posts: RowCache<SharedPost>;
  profiles: RowCache<AccountRow>;
}

/**
 * Where hydration reads: the database, through the shared row caches when READ_CACHE is on. The app
 * context is one; tests and scripts may pass `{ db }` alone.
 */
export interface HydrationSource {
  db: Executor;
  rows?: SharedRows | null;
  /** Callers' cached state: a viewer's flags come from it when it holds them all. */
  viewers?: ViewerCache | null;
}

/** The viewer's cached state from `source`, if any (see {@link ViewerCache.peekState}). */
export const knownState = (source: HydrationSource, viewerId: string | null): ViewerState | null =>
  viewerId ? (source.viewers?.peekState(viewerId) ?? null) : null;
