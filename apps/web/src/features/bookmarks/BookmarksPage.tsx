import { useParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { useBookmarksQuery } from '../../state/queries/bookmarks';
import { useAccountId } from '../../state/session';
import { SignInPrompt } from '../auth/SignInPrompt';
import { PostList } from '../post/PostList';

/**
 * `/:community/bookmarks`: the posts the viewer bookmarked (SPEC §7 `/post/bookmarks`), newest bookmark
 * first, with infinite scroll. A post unbookmarked here keeps its card until the next visit.
 */
export function BookmarksPage() {
  const prefix = routePrefix(useParams().community);
  const viewer = useAccountId();
  const query = useBookmarksQuery();
  usePageTitle('Bookmarks');
  return (
    <section aria-labelledby="bookmarks-heading">
      <h1 id="bookmarks-heading" className="border-b border-slate-200 bg-white px-4 py-3 text-lg font-bold">
        Bookmarks
      </h1>
      {viewer ? (
        <PostList query={query} prefix={prefix} label="Bookmarked posts" emptyText="No bookmarks yet." />
      ) : (
        <SignInPrompt action="to see your bookmarks." />
      )}
    </section>
  );
}
