import { apiEndpoints, ok } from '@rep/shared';
import { searchGifs } from '../../gifs/search';
import { defineRoute } from '../../http/route';

/** POST /api/gif/search {q, offset, limit}: GIFs by tag or title, newest first when `q` is empty (issue 16). */
export default defineRoute(
  apiEndpoints.gifSearch,
  async ({ input, ctx, request }) => ok(await searchGifs(ctx, input, request.log)),
  { limit: 'search' },
);
