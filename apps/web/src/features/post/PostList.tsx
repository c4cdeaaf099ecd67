import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { collectRefs, flattenPosts, type PostListData } from '../../state/queries/postCache';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from '../../ui/useInfiniteScroll';
import { PostCard } from './PostCard';

export interface PostListProps {
  query: UseInfiniteQueryResult<PostListData>;
  prefix: string;
  emptyText: string;
  label: string;
}

/** A paged list of post cards with infinite scroll (SPEC §9: 50 px from the bottom). */
export function PostList({ query, prefix, emptyText, label }: PostListProps) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const posts = flattenPosts(data);
  const refs = collectRefs(data);
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage,
    data?.pages.length ?? 0,
  );

  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <div className="flex justify-center py-8 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (query.isError && posts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-sm text-slate-600">
        <p>Couldn't load posts.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (posts.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  }
  return (
    <section aria-label={label}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} refs={refs} prefix={prefix} />
      ))}
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && (
        <div className="flex justify-center py-4 text-sky-600">
          <Spinner label="Loading more" />
        </div>
      )}
    </section>
  );
}
