import { Fragment, type ReactNode } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { useInfiniteScroll } from './useInfiniteScroll';

/** The parts of a TanStack infinite query a paged list reads. */
export interface PagedQuery {
  data: { pages: readonly unknown[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPending: boolean;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export interface PagedListProps<T> {
  query: PagedQuery;
  /** The items of every loaded page, in order. */
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  emptyText: string;
  /**
   * Shown with a retry when the first page failed, e.g. "Couldn't load people." Absent for lists whose
   * failed fetch is an empty page (post lists, SPEC §7).
   */
  errorText?: string;
  testId?: string;
}

/**
 * A paged list with infinite scroll (SPEC §9: the next page loads 50 px from the bottom): a spinner while the
 * first page loads, a retry on failure, the empty text, then the items and a spinner while more load.
 */
export function PagedList<T>({
  query,
  items,
  itemKey,
  renderItem,
  label,
  emptyText,
  errorText,
  testId,
}: PagedListProps<T>) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
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
  if (errorText && query.isError && items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-sm text-slate-600">
        <p>{errorText}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  }
  return (
    <section aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
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
