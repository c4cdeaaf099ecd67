import {
  type ApiList,
  emptyMetadata,
  type ListMetadata,
  type Poll,
  type Post,
  type UserProfile,
} from '@rep/shared';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** Local-only states of a post in the cache (SPEC §4): draft while publishing, error when that failed. */
export type LocalStatus = 'draft' | 'error';
/**
 * A post as cached by the web app. `deletion` is 'hiding' while its deletion runs (SPEC §4: show → hiding →
 * hidden, back to show on failure); a hidden post leaves the lists.
 */
export type CachedPost = Post & { localStatus?: LocalStatus; deletion?: 'hiding' };
/** One page of a post list, as the API returns it. */
export type PostPage = Omit<ApiList<Post>, 'data'> & { data: CachedPost[] };
/** A paged post list (feed, replies, account posts). */
export type PostListData = InfiniteData<PostPage, number>;
/** What cards look up by id: referenced posts, polls, live schedules and profiles. */
export type PostRefs = Omit<ListMetadata, 'fetchedRecordsCount'>;

/** The root of every post query key, so one call can reach every cached copy of a post. */
export const POSTS_ROOT = 'posts';

type Cached = PostListData | PostPage;

const isInfinite = (data: Cached): data is PostListData => 'pages' in data;

/** Applies `fn` to every page of a cached list or single page. */
function mapPages<D extends Cached>(data: D, fn: (page: PostPage) => PostPage): D {
  if (!isInfinite(data)) return fn(data) as D;
  const pages = data.pages.map(fn);
  return pages.every((page, i) => page === data.pages[i]) ? data : ({ ...data, pages } as D);
}

/** Updates every cached post query (lists and single pages). */
function updatePages(client: QueryClient, fn: (page: PostPage, infinite: boolean) => PostPage): void {
  client.setQueriesData<Cached>({ queryKey: [POSTS_ROOT] }, (data) =>
    data ? mapPages(data, (page) => fn(page, isInfinite(data))) : data,
  );
}

function mapPage(page: PostPage, fn: (post: CachedPost) => CachedPost): PostPage {
  let changed = false;
  const data = page.data.map((post) => {
    const next = fn(post);
    if (next !== post) changed = true;
    return next;
  });
  let posts = page.metadata.posts;
  for (const [id, post] of Object.entries(posts)) {
    const next = fn(post);
    if (next !== post) {
      posts = { ...posts, [id]: next };
      changed = true;
    }
  }
  return changed ? { ...page, data, metadata: { ...page.metadata, posts } } : page;
}

/** Applies `fn` to every post of a cached list or page (referenced posts in `metadata.posts` included). */
export function mapPosts<D extends Cached>(data: D, fn: (post: CachedPost) => CachedPost): D {
  return mapPages(data, (page) => mapPage(page, fn));
}

/** Updates the post with `postId` in every cached post query. */
export function updatePost(client: QueryClient, postId: string, fn: (post: CachedPost) => CachedPost): void {
  updatePages(client, (page) => mapPage(page, (post) => (post.id === postId ? fn(post) : post)));
}

/** Updates the poll of the post `pollId` wherever it is cached. */
export function updatePoll(client: QueryClient, pollId: string, fn: (poll: Poll) => Poll): void {
  updatePages(client, (page) => {
    const poll = page.metadata.polls[pollId];
    if (!poll) return page;
    const next = fn(poll);
    return next === poll
      ? page
      : { ...page, metadata: { ...page.metadata, polls: { ...page.metadata.polls, [pollId]: next } } };
  });
}

/**
 * Removes posts from the lists (a hidden post, a blocked author). Single pages (a post page, a thread) keep
 * the post as deleted instead, so they read 'This post doesn't exist anymore.'; so do referenced copies.
 */
export function removePosts(client: QueryClient, matches: (post: CachedPost) => boolean): void {
  const erase = (post: CachedPost): CachedPost =>
    matches(post)
      ? { ...post, isDeleted: true, status: 'Deleted', body: '', title: '', deletion: undefined }
      : post;
  updatePages(client, (page, infinite) => {
    const kept = infinite ? page.data.filter((post) => !matches(post)) : page.data;
    const filtered = kept.length === page.data.length ? page : { ...page, data: kept };
    return mapPage(filtered, erase);
  });
}

/**
 * Extra references a draft needs (its poll or live schedule, the post it quotes or re-posts), keyed like list
 * metadata.
 */
export type DraftRefs = Partial<Pick<ListMetadata, 'posts' | 'polls' | 'lives' | 'userProfiles'>>;

/** Puts `post` at the top of the first page of a cached list, with its author and references. */
export function prependPost(
  client: QueryClient,
  queryKey: QueryKey,
  post: CachedPost,
  author?: UserProfile,
  refs: DraftRefs = {},
): void {
  client.setQueryData<PostListData>(queryKey, (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    const page: PostPage = first ?? { success: true, data: [], metadata: emptyMetadata() };
    const metadata = {
      ...page.metadata,
      userProfiles: {
        ...page.metadata.userProfiles,
        ...refs.userProfiles,
        ...(author ? { [author.id]: author } : {}),
      },
      posts: { ...page.metadata.posts, ...refs.posts },
      polls: { ...page.metadata.polls, ...refs.polls },
      lives: { ...page.metadata.lives, ...refs.lives },
    };
    return { ...data, pages: [{ ...page, data: [post, ...page.data], metadata }, ...rest] };
  });
}

/** Replaces the post with `postId` in every cached post query (a draft by the server's post). */
export function replacePost(client: QueryClient, postId: string, post: CachedPost): void {
  updatePost(client, postId, () => post);
}

/** `items` with `tempId`'s entry moved to `serverId` and relabelled by `withId`; undefined when absent. */
function rekeyEntry<T>(
  items: Record<string, T>,
  tempId: string,
  serverId: string,
  withId: (item: T) => T,
): Record<string, T> | undefined {
  const { [tempId]: item, ...others } = items;
  return item ? { ...others, [serverId]: withId(item) } : undefined;
}

/** Re-keys a draft's poll from its temporary id to the server's id (SPEC §4 "Post status"). */
export function rekeyPoll(client: QueryClient, tempId: string, serverId: string): void {
  updatePages(client, (page) => {
    const polls = rekeyEntry(page.metadata.polls, tempId, serverId, (poll) => ({ ...poll, id: serverId }));
    return polls ? { ...page, metadata: { ...page.metadata, polls } } : page;
  });
}

/** Re-keys a draft's live schedule from its temporary id to the server's id (SPEC §4 "Post status"). */
export function rekeyLive(client: QueryClient, tempId: string, serverId: string): void {
  updatePages(client, (page) => {
    const lives = rekeyEntry(page.metadata.lives, tempId, serverId, (live) => ({
      ...live,
      liveId: serverId,
    }));
    return lives ? { ...page, metadata: { ...page.metadata, lives } } : page;
  });
}

/** The posts of a list, pages flattened and duplicates (shifted by new posts) dropped. */
export function flattenPosts(data: PostListData | undefined): CachedPost[] {
  const seen = new Set<string>();
  const posts: CachedPost[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.data) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

const pagesOf = (data: Cached | undefined): PostPage[] =>
  !data ? [] : isInfinite(data) ? data.pages : [data];

/**
 * Everything the pages of a list refer to (posts, polls, lives, profiles), merged. A referenced post that is
 * itself in the list is served in `data`, not in `metadata.posts`, so the list's posts are included too.
 */
export function collectRefs(data: Cached | undefined): PostRefs {
  const refs: PostRefs = { posts: {}, polls: {}, lives: {}, userProfiles: {} };
  for (const { data: posts, metadata } of pagesOf(data)) {
    Object.assign(refs.posts, metadata.posts);
    for (const post of posts) refs.posts[post.id] = post;
    Object.assign(refs.polls, metadata.polls);
    Object.assign(refs.lives, metadata.lives);
    Object.assign(refs.userProfiles, metadata.userProfiles);
  }
  return refs;
}
