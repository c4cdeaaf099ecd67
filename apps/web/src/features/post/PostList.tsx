import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { collectRefs, flattenPosts, type PostListData } from '../../state/queries/postCache';
import { PagedList } from '../../ui/PagedList';
import { PostCard } from './PostCard';

export interface PostListProps {
  query: UseInfiniteQueryResult<PostListData>;
  prefix: string;
  emptyText: string;
  label: string;
}

/** A paged list of post cards with infinite scroll; a failed page shows as empty (`pageOrEmpty`, SPEC §7). */
export function PostList({ query, prefix, emptyText, label }: PostListProps) {
  const refs = collectRefs(query.data);
  return (
    <PagedList
      query={query}
      items={flattenPosts(query.data)}
      itemKey={(post) => post.id}
      renderItem={(post) => <PostCard post={post} refs={refs} prefix={prefix} />}
      label={label}
      emptyText={emptyText}
    />
  );
}
