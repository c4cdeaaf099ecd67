import type { ComponentType } from 'react';
import { createBrowserRouter, Link } from 'react-router';
import { FeedPage } from '../features/feed/FeedPage';
import { Shell } from './Shell';
import { usePageTitle } from './usePageTitle';

function NotFound() {
  usePageTitle('Page not found');
  return (
    <div className="px-4 py-10 text-center">
      <h1 className="text-xl font-bold">Page not found</h1>
      <Link to="/" className="mt-4 inline-block text-sky-700 hover:underline">
        Go home
      </Link>
    </div>
  );
}

/**
 * A route's `lazy`: the page's module is its own chunk, fetched when the route first matches; only the feed is
 * in the entry chunk, so the first feed render downloads less (docs/DECISIONS.md "Operations").
 */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

/** The routes of SPEC §2 served by this app so far. */
export const routes = [
  // The embeddable frame and its help page (issue 17): outside the Shell, no site navigation.
  { path: '/embed', lazy: page(() => import('../features/embed/EmbedPage'), 'EmbedPage') },
  // The frame's sign-in popup (first-party; not framable).
  {
    path: '/embed/sign-in',
    lazy: page(() => import('../features/embed/EmbedSignInPage'), 'EmbedSignInPage'),
  },
  {
    element: <Shell />,
    children: [
      { path: '/', element: <FeedPage /> },
      { path: '/signin', lazy: page(() => import('../features/auth/SignInPage'), 'SignInPage') },
      // A web page's community (issue 17): before `/:community`, which takes named communities only.
      {
        path: '/page',
        lazy: page(() => import('../features/community/PageCommunityPage'), 'PageCommunityPage'),
      },
      { path: '/:community', element: <FeedPage /> },
      {
        path: '/:community/post/account/:accountId/:postId',
        lazy: page(() => import('../features/post/PostPage'), 'PostPage'),
      },
      {
        path: '/:community/article/account/:accountId/:postId',
        lazy: page(() => import('../features/post/PostPage'), 'PostPage'),
      },
      {
        path: '/:community/question/account/:accountId/:postId',
        lazy: page(() => import('../features/post/PostPage'), 'PostPage'),
      },
      {
        path: '/:community/stream/:postId',
        lazy: page(() => import('../features/stream/StreamPage'), 'StreamPage'),
      },
      { path: '/:community/search', lazy: page(() => import('../features/search/SearchPage'), 'SearchPage') },
      {
        path: '/:community/create-article',
        lazy: page(() => import('../features/composer/CreateArticlePage'), 'CreateArticlePage'),
      },
      {
        path: '/:community/bookmarks',
        lazy: page(() => import('../features/bookmarks/BookmarksPage'), 'BookmarksPage'),
      },
      {
        path: '/:community/notifications',
        lazy: page(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
      },
      {
        path: '/:community/account/:accountId',
        lazy: page(() => import('../features/account/AccountPage'), 'AccountPage'),
      },
      {
        path: '/:community/account/:accountId/follow',
        lazy: page(() => import('../features/account/FollowPage'), 'FollowPage'),
      },
      {
        path: '/:community/handle/:username',
        lazy: page(() => import('../features/account/HandlePage'), 'HandlePage'),
      },
      // Chat (issue 15): its own chunk, so libsodium loads only with these routes.
      { path: '/messages', lazy: page(() => import('../features/chat/MessagesPage'), 'MessagesPage') },
      {
        path: '/messages/:conversationId',
        lazy: page(() => import('../features/chat/ConversationPage'), 'ConversationPage'),
      },
      { path: '/kyc', lazy: page(() => import('../features/kyc/KycPage'), 'KycPage') },
      { path: '/admin', lazy: page(() => import('../features/admin/AdminPage'), 'AdminPage') },
      { path: '/runners', lazy: page(() => import('../features/storage/RunnersPage'), 'RunnersPage') },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
