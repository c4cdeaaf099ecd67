/**
 * Fixtures of the GIF calls for the authorisation matrix (policies/authorization.test.ts): a search anyone
 * may make, and an add of a stored GIF (its storage_objects row written directly) that only a SysAdmin may make.
 */
import { storageObjects } from '../db/schema';
import type { TestApp, TestUser } from '../test/harness';
import { testGifCid } from './testing';

type Fixture = (user: TestUser | undefined) => Promise<unknown>;

/**
 * The GIF fixtures of the matrix, keyed by endpoint name.
 * @param app the test app (a getter: the matrix builds it in `beforeAll`)
 */
export function gifAuthorizationFixtures(app: () => TestApp): Record<string, Fixture> {
  return {
    gifSearch: async () => ({ q: 'hello' }),
    gifAdd: async () => {
      const cid = testGifCid();
      await app().ctx.db.insert(storageObjects).values({ cid, size: 100, mimeType: 'image/gif' });
      return { cid, title: 'Matrix GIF', tags: ['matrix'] };
    },
  };
}
