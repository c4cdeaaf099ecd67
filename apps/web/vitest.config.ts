import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Unit tests of the web app (jsdom). Listed as a project in the root vitest.config.ts, which makes this
 * directory the project root; `dir` points test discovery at the repository root so `include` reads as
 * a repository path.
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    dir: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['apps/web/src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
