import type { PostType } from './entities';

/**
 * Feed kinds and the post types each shows (SPEC §9: cache keys combine a community and a feed kind).
 * Reps are the short-post kinds; plain replies stay in their threads, out-of-thread replies join the feed.
 */
export const FEED_KINDS = {
  Reps: ['Standard', 'QuotePost', 'RePost', 'Poll', 'OutThreadReply', 'LiveSchedule'],
  Streams: ['LiveSchedule'],
  Articles: ['Article'],
  Questions: ['Question'],
} as const satisfies Record<string, readonly PostType[]>;
export type FeedKind = keyof typeof FEED_KINDS;

/** Display names of the named communities (SPEC §2). */
export const COMMUNITY_NAMES = {
  Home: 'Home',
  RepSocial: 'Rep Social',
  Rep: 'Rep',
  GalaFriends: 'Gala Friends',
  LunarStormFriends: 'Lunar Storm Friends',
} as const;
