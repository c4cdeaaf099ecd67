import { type ApiList, emptyMetadata, type Post } from '@rep/shared';
import { postHydration, sharedPosts } from './hydration/posts';
import { profileHydration, sharedProfiles } from './hydration/profiles';
import { type HydrationSource, knownState } from './hydration/source';
import { readViewerFlags } from './hydration/viewerFlags';
import { presentLive, presentPoll } from './views/attachments';
import { presentPost } from './views/post';
import { presentProfile } from './views/profile';

/** Options of a post list response. */
export interface PostListOptions {
  /** Include author profiles in `metadata.userProfiles` (default true). */
  profilesRequired?: boolean;
  /** Keep deleted and blocked posts in `data` (a direct /post/get); lists drop them. */
  keepHidden?: boolean;
}

/**
 * The read pipeline of every post list (STYLE.md, Bluesky's AppView): the skeleton (ordered ids) comes
 * from the caller → hydration (posts and their references, then authors and the viewer's state on both:
 * shared rows from the row caches, a fixed number of statements for the rest) → rules (drop deleted posts
 * and blocks both ways) → presentation (`data` + `metadata`).
 */
export async function postListResponse(
  source: HydrationSource,
  viewerId: string | null,
  skeleton: readonly string[],
  opts: PostListOptions = {},
): Promise<ApiList<Post>> {
  const { posts: shared, authors } = await sharedPosts(source, skeleton);
  const authorIds = [...new Set([...shared.values()].map((post) => post.row.accountId))];
  const [accounts, flags] = await Promise.all([
    sharedProfiles(source, authorIds, authors),
    readViewerFlags(source.db, viewerId, [...shared.keys()], authorIds, knownState(source, viewerId)),
  ]);
  const postState = postHydration(shared, flags);
  const profileState = profileHydration(accounts, flags);

  const data: Post[] = [];
  const metadata = emptyMetadata();
  for (const id of skeleton) {
    const post = presentPost(id, postState, profileState);
    if (!post) continue;
    const hidden =
      post.isDeleted ||
      profileState.blocking.has(post.accountId) ||
      profileState.blockedBy.has(post.accountId);
    if (hidden && !opts.keepHidden) continue;
    data.push(post);
  }
  const inData = new Set(data.map((post) => post.id));
  for (const id of postState.posts.keys()) {
    if (inData.has(id)) continue;
    const post = presentPost(id, postState, profileState);
    if (post) metadata.posts[id] = post;
  }
  for (const id of postState.polls.keys()) {
    const poll = presentPoll(id, postState);
    if (poll) metadata.polls[id] = poll;
  }
  for (const id of postState.lives.keys()) {
    const live = presentLive(id, postState);
    if (live) metadata.lives[id] = live;
  }
  if (opts.profilesRequired !== false) {
    for (const id of profileState.accounts.keys()) {
      const profile = presentProfile(id, profileState);
      if (profile) metadata.userProfiles[id] = profile;
    }
  }
  metadata.fetchedRecordsCount = data.length;
  return { success: true, data, metadata };
}
