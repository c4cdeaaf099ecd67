import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Server integration tests run once on PGlite and, when DATABASE_URL is set,
 * once more on real PostgreSQL (each test file creates and drops its own database).
 */
const serverProject = (name: string, backend: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: backend, RATE_LIMIT: 'off' },
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
