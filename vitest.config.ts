import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Server integration tests run once on PGlite and, when DATABASE_URL is set,
 * once more on real PostgreSQL (each test file creates and drops its own database, a copy of the run's template).
 */
const serverProject = (name: string, backend: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: backend, RATE_LIMIT: 'off' },
    // One migrated template database per run; each file's database is a copy of it.
    globalSetup: ['apps/server/src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
