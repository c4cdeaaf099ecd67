import { type ApiList, emptyMetadata, type Post, type UserProfile } from '@rep/shared';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** Local-only states of a post in the cache (SPEC §4): draft while publishing, error when that failed. */
export type LocalStatus = 'draft' | 'error';
/** A post as cached by the web app. */
export type CachedPost = Post & { localStatus?: LocalStatus };
/** One page of a post list, as the API returns it. */
export type PostPage = Omit<ApiList<Post>, 'data'> & { data: CachedPost[] };
/** A paged post list (feed, replies, account posts). */
export type PostListData = InfiniteData<PostPage, number>;

/** The root of every post query key, so one call can reach every cached copy of a post. */
export const POSTS_ROOT = 'posts';

const isInfinite = (data: PostListData | PostPage): data is PostListData => 'pages' in data;

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
export function mapPosts<D extends PostListData | PostPage>(
  data: D,
  fn: (post: CachedPost) => CachedPost,
): D {
  if (isInfinite(data)) {
    const pages = data.pages.map((page) => mapPage(page, fn));
    return pages.every((page, i) => page === data.pages[i]) ? data : ({ ...data, pages } as D);
  }
  return mapPage(data, fn) as D;
}

/** Updates the post with `postId` in every cached post query. */
export function updatePost(client: QueryClient, postId: string, fn: (post: CachedPost) => CachedPost): void {
  client.setQueriesData<PostListData | PostPage>({ queryKey: [POSTS_ROOT] }, (data) =>
    data ? mapPosts(data, (post) => (post.id === postId ? fn(post) : post)) : data,
  );
}

/** Puts `post` at the top of the first page of a cached list (and its author's profile in the metadata). */
export function prependPost(
  client: QueryClient,
  queryKey: QueryKey,
  post: CachedPost,
  author?: UserProfile,
): void {
  client.setQueryData<PostListData>(queryKey, (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    const page: PostPage = first ?? { success: true, data: [], metadata: emptyMetadata() };
    const userProfiles = author
      ? { ...page.metadata.userProfiles, [author.id]: author }
      : page.metadata.userProfiles;
    return {
      ...data,
      pages: [{ ...page, data: [post, ...page.data], metadata: { ...page.metadata, userProfiles } }, ...rest],
    };
  });
}

/** Replaces the post with `postId` in every cached post query (a draft by the server's post). */
export function replacePost(client: QueryClient, postId: string, post: CachedPost): void {
  updatePost(client, postId, () => post);
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

/** The profiles every page of a list refers to, keyed by account id. */
export function collectProfiles(data: PostListData | PostPage | undefined): Record<string, UserProfile> {
  if (!data) return {};
  const pages = isInfinite(data) ? data.pages : [data];
  return Object.assign({}, ...pages.map((page) => page.metadata.userProfiles));
}
