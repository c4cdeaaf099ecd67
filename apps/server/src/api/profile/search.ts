import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { profileSearchSkeleton } from '../../skeletons/profiles';
import { profileListResponse } from '../../views/profileList';

/** POST /api/profile/search {query, offset, limit}: people search, blocks both ways excluded (page 10). */
export default defineRoute(
  apiEndpoints.searchProfiles,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer?.accountId ?? null;
    return profileListResponse(
      ctx.db,
      viewerId,
      await profileSearchSkeleton(ctx.db, viewerId, input.query, input),
    );
  },
  { limit: 'search' },
);
