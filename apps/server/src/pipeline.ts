/**
 * The read pipeline of every post list (Bluesky's AppView, STYLE.md), run on every request; a list
 * handler chains its stages where they can be read:
 *
 *   skeleton (ordered post ids, skeletons/) → {@link hydratePosts} → {@link applyRules} → {@link presentPostList}
 *
 * Nothing is cached between requests, so a write shows on the next read of any process.
 */
import { type ApiList, emptyMetadata, type Post } from '@rep/shared';
import type { Executor } from './db/client';
import { loadPosts, type PostHydration, postHydration } from './hydration/posts';
import { type ProfileHydration, profileHydration } from './hydration/profiles';
import { readViewerFlags } from './hydration/viewerFlags';
import { hiddenReason } from './policies/hiddenPosts';
import { presentLive, presentPoll } from './views/attachments';
import { presentPost } from './views/post';
import { presentProfile } from './views/profile';

/** A page of posts as hydration left it: the posts with what they refer to, their authors, the viewer's state. */
export interface HydratedPosts {
  posts: PostHydration;
  profiles: ProfileHydration;
}

/**
 * Hydration: the skeleton's posts and the posts they refer to, with polls, live schedules and authors (one
 * statement), then the viewer's likes, bookmarks, re-posts, votes, follows and blocks on them (one more).
 * Two statements whatever the page size.
 */
export async function hydratePosts(
  db: Executor,
  viewerId: string | null,
  skeleton: readonly string[],
): Promise<HydratedPosts> {
  const loaded = await loadPosts(db, skeleton);
  const flags = await readViewerFlags(db, viewerId, [...loaded.posts.keys()], [...loaded.authors.keys()]);
  return { posts: postHydration(loaded.posts, flags), profiles: profileHydration(loaded.authors, flags) };
}

/** What a list's rules stage checks besides the skeleton's order. */
export interface PostRules {
  viewerId: string | null;
  /**
   * Keep hidden posts (deleted, blocked either way, by a banned author) in `data` as their shells: a direct
   * read of posts or a thread, where the app shows the spec's placeholder texts. Lists drop them.
   */
  keepHidden?: boolean;
  /**
   * Keep only the viewer's own posts and those of accounts the viewer follows (the 'following' feed): an
   * unfollow or a block shows at once, whatever a stored timeline still holds.
   */
  followedOnly?: boolean;
}

/**
 * Rules: the skeleton's ids the viewer may see in `data`, in skeleton order. Ids that did not hydrate
 * (unknown posts) drop; so do hidden posts ({@link hiddenReason}) unless `keepHidden`, and with
 * `followedOnly` posts by anyone the viewer neither is nor follows.
 */
export function applyRules(page: HydratedPosts, skeleton: readonly string[], rules: PostRules): string[] {
  const { posts, profiles } = page;
  return skeleton.filter((id) => {
    const row = posts.posts.get(id);
    if (!row) return false;
    const followed = row.accountId === rules.viewerId || profiles.following.has(row.accountId);
    if (rules.followedOnly && !followed) return false;
    return rules.keepHidden || hiddenReason(row, profiles) === null;
  });
}

/**
 * Presentation: the list envelope (DESIGN "Lists"): the kept posts in `data`; every other hydrated post
 * (quoted, re-posted, replied to) in `metadata.posts`, with the polls, live schedules and, unless
 * `profilesRequired` is false, the author profiles of all of them.
 */
export function presentPostList(
  page: HydratedPosts,
  kept: readonly string[],
  opts: { profilesRequired?: boolean } = {},
): ApiList<Post> {
  const { posts, profiles } = page;
  const data = kept.flatMap((id) => presentPost(id, posts, profiles) ?? []);
  const metadata = emptyMetadata();
  const inData = new Set(kept);
  for (const id of posts.posts.keys()) {
    if (inData.has(id)) continue;
    const post = presentPost(id, posts, profiles);
    if (post) metadata.posts[id] = post;
  }
  for (const id of posts.polls.keys()) {
    const poll = presentPoll(id, posts);
    if (poll) metadata.polls[id] = poll;
  }
  for (const id of posts.lives.keys()) {
    const live = presentLive(id, posts);
    if (live) metadata.lives[id] = live;
  }
  if (opts.profilesRequired !== false) {
    for (const id of profiles.accounts.keys()) {
      const profile = presentProfile(id, profiles);
      if (profile) metadata.userProfiles[id] = profile;
    }
  }
  metadata.fetchedRecordsCount = data.length;
  return { success: true, data, metadata };
}
