import { defineConfig } from 'vitest/config';

/** Browser tests: the built web app on the real server, driven through Debian's Chromium (playwright-core). */
export default defineConfig({
  test: {
    name: 'e2e',
    dir: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
