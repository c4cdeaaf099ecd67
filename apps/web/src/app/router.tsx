import { createBrowserRouter, Link } from 'react-router';
import { AccountPage } from '../features/account/AccountPage';
import { SignInPage } from '../features/auth/SignInPage';
import { FeedPage } from '../features/feed/FeedPage';
import { PostPage } from '../features/post/PostPage';
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
      { path: '/:community/account/:accountId', element: <AccountPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
