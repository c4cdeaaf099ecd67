/**
 * Fixtures of the storage calls for the authorisation matrix (policies/authorization.test.ts): the JSON
 * upload only signed-in callers may make, and the dashboard calls anyone may make.
 */
import type { TestUser } from '../test/harness';

type Fixture = (user: TestUser | undefined) => Promise<unknown>;

/** The storage fixtures of the matrix, keyed by endpoint name. */
export function storageAuthorizationFixtures(): Record<string, Fixture> {
  return {
    storageUpload: async (user) => ({ data: `matrix upload by ${user?.accountId ?? 'nobody'}` }),
    storageSysState: async () => ({}),
    storageListRunners: async () => ({}),
    storageFindRunners: async () => ({ address: '127.0.0.1:3000' }),
  };
}
