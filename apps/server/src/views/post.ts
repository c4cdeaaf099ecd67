import { NO_MEDIA, type Post } from '@rep/shared';
import type { PostHydration } from '../hydration/posts';
import type { ProfileHydration } from '../hydration/profiles';
import { hiddenReason } from '../policies/hiddenPosts';

/**
 * Presents a post with the viewer's flags (SPEC §3). Deleted posts, posts of deleted accounts and posts
 * behind a block ({@link hiddenReason}) keep their id and type but lose their content, so the web app can
 * show the spec's placeholder texts where they are referenced. Pure; undefined when the post is not hydrated.
 */
export function presentPost(id: string, posts: PostHydration, profiles: ProfileHydration): Post | undefined {
  const row = posts.posts.get(id);
  if (!row) return undefined;
  const reason = hiddenReason(row, profiles);
  const deleted = reason === 'deleted';
  const hidden = deleted || reason === 'blocked';
  return {
    id: row.id,
    accountId: row.accountId,
    communityId: row.communityId,
    title: hidden ? '' : row.title,
    body: hidden ? '' : row.body,
    time: row.createdAt.toISOString(),
    status: deleted ? 'Deleted' : 'Active',
    isDeleted: deleted,
    postType: { type: row.postType, post_id: row.refId },
    media: hidden || !row.media ? NO_MEDIA : row.media,
    numComment: row.numComment,
    numLike: row.numLike,
    numRerep: row.numRerep,
    numQuote: row.numQuote,
    isLiked: posts.liked.has(row.id),
    isBookmarked: posts.bookmarked.has(row.id),
    isRereped: posts.rereped.has(row.id),
    // Issue 16: a rich-text article's server-sanitised HTML (absent for plain-text and hidden posts).
    ...(row.html && !hidden ? { html: row.html } : {}),
  };
}
