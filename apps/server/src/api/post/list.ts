import { apiEndpoints } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { cachedPostList } from '../../cache/postLists';
import { defineRoute } from '../../http/route';
import { forYouFeed } from '../../skeletons/memoryFeeds';

/** POST /api/post/list: the 'for you' feed, through the response cache (signed-out pages are shared). */
export default defineRoute(apiEndpoints.listPosts, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  return cachedPostList(ctx, { call: 'list', input, viewerId, dependsOn: [changeKeys.ranking] }, () =>
    forYouFeed(ctx, viewerId, input),
  );
});
