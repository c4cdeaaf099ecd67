import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Server integration tests run once on PGlite and, when DATABASE_URL is set,
 * once more on real PostgreSQL (each test file creates and drops its own database, a copy of the run's template).
 *
 * Speed on a 2-core machine (README "Test it"): two workers, and test files share their worker's
 * modules (`isolate: false`) instead of importing the app again per file. A file that changes what other files
 * would see — a module mock, a stubbed global or env, fake timers — runs in a project of its own that isolates
 * every file (`<name>-isolated`); this split is read from the files, so a new test lands in the right one.
 */

/** Calls that change modules or globals for the rest of the worker's life unless the file runs isolated. */
const CHANGES_WORKER = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

/** Test files under `dir` (repository-relative) whose name matches `name`, split by whether they need isolation. */
function testFiles(dir: string, name: RegExp): { shared: string[]; isolated: string[] } {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file))
    .map((file) => `${dir}/${file}`);
  const isolated = files.filter((file) => CHANGES_WORKER.test(readFileSync(file, 'utf8')));
  return { shared: files.filter((file) => !isolated.includes(file)), isolated };
}

const serverFiles = testFiles('apps/server/src', /\.test\.ts$/);
const webFiles = testFiles('apps/web/src', /\.test\.tsx?$/);

/** The shared-module project of a file set, and its isolated twin when some files need one. */
function splitProject(
  name: string,
  files: { shared: string[]; isolated: string[] },
  project: (test: { name: string; isolate: boolean; exclude: string[] }) => object,
): object[] {
  return [
    project({ name, isolate: false, exclude: files.isolated }),
    ...(files.isolated.length
      ? [project({ name: `${name}-isolated`, isolate: true, exclude: files.shared })]
      : []),
  ];
}

const serverProjects = (name: string, backend: 'pglite' | 'postgres') =>
  splitProject(name, serverFiles, (split) => ({
    test: {
      ...split,
      include: ['apps/server/src/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: backend, RATE_LIMIT: 'off' },
      // One migrated template database per run; each file's database is a copy of it.
      globalSetup: ['apps/server/src/test/globalSetup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }));

export default defineConfig({
  test: {
    // Measured on 2 cores: 2 workers use both; the database work of PostgreSQL runs beside them.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      ...serverProjects('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? serverProjects('server-postgres', 'postgres') : []),
      ...splitProject('web', webFiles, (split) => ({
        extends: './apps/web/vitest.config.ts',
        // The web config's paths (setupFiles) are relative to its own directory.
        root: 'apps/web',
        test: split,
      })),
    ],
  },
});
