import { createBrowserRouter, Link } from 'react-router';
import { AccountPage } from '../features/account/AccountPage';
import { FollowPage } from '../features/account/FollowPage';
import { HandlePage } from '../features/account/HandlePage';
import { AdminPage } from '../features/admin/AdminPage';
import { SignInPage } from '../features/auth/SignInPage';
import { BookmarksPage } from '../features/bookmarks/BookmarksPage';
import { CreateArticlePage } from '../features/composer/CreateArticlePage';
import { FeedPage } from '../features/feed/FeedPage';
import { KycPage } from '../features/kyc/KycPage';
import { PostPage } from '../features/post/PostPage';
import { SearchPage } from '../features/search/SearchPage';
import { StreamPage } from '../features/stream/StreamPage';
import { Shell } from './Shell';

function NotFound() {
  return (
    <div className="px-4 py-10 text-center">
      <h1 className="text-xl font-bold">Page not found</h1>
      <Link to="/" className="mt-4 inline-block text-sky-700 hover:underline">
        Go home
      </Link>
    </div>
  );
}

/** The routes of SPEC §2 served by this app so far. */
export const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <FeedPage /> },
      { path: '/signin', element: <SignInPage /> },
      { path: '/:community', element: <FeedPage /> },
      { path: '/:community/post/account/:accountId/:postId', element: <PostPage /> },
      { path: '/:community/article/account/:accountId/:postId', element: <PostPage /> },
      { path: '/:community/question/account/:accountId/:postId', element: <PostPage /> },
      { path: '/:community/stream/:postId', element: <StreamPage /> },
      { path: '/:community/search', element: <SearchPage /> },
      { path: '/:community/create-article', element: <CreateArticlePage /> },
      { path: '/:community/bookmarks', element: <BookmarksPage /> },
      { path: '/:community/account/:accountId', element: <AccountPage /> },
      { path: '/:community/account/:accountId/follow', element: <FollowPage /> },
      { path: '/:community/handle/:username', element: <HandlePage /> },
      { path: '/kyc', element: <KycPage /> },
      { path: '/admin', element: <AdminPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
