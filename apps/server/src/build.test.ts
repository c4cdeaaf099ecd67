/**
 * The production build (`npm run build`): bundles the server with esbuild and boots the compiled JavaScript
 * once, as `npm start` does — entry-point detection, migrations found from the bundle, /health and /ready.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/freePort';

const serverDir = path.resolve(import.meta.dirname, '..');
// Inside apps/server so that the bundle resolves its packages as dist/main.js does.
const outdir = path.join(serverDir, 'node_modules/.cache', `build-test-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rep-build-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(url: string, output: () => string): Promise<Response> {
  // A loaded machine (two test workers beside PostgreSQL) can take a minute and more for a first start.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null) throw new Error(`the compiled server exited:\n${output()}`);
    const response = await fetch(url).catch(() => null);
    if (response) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within 150 s:\n${output()}`);
}

// Once per run: the compiled server is started on its own PGlite whichever database the other tests use.
describe.skipIf(process.env.TEST_DB === 'postgres')('the compiled server', () => {
  it('builds, starts with node (no tsx), applies the migrations and answers /health and /ready', async () => {
    execFileSync(process.execPath, [path.join(serverDir, 'build.mjs'), outdir], { stdio: 'pipe' });
    const port = await freePort();
    const { DATABASE_URL: _db, REDIS_URL: _redis, ADMIN_EMAIL: _email, ...env } = process.env;
    child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const health = await waitFor(`http://127.0.0.1:${port}/health`, () => log);
    expect(health.status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect(await ready.json()).toEqual({ success: true, data: { status: 'ready' } });
    // The migrations ran from the copy beside the bundle: a contract call reads a migrated table.
    const profiles = await fetch(`http://127.0.0.1:${port}/api/profile/most-active`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(profiles.status).toBe(200);
    expect(log).toMatch(/Rep is running at http:\/\/localhost:\d+ \(started in \d+ ms/);
  }, 240_000);
});
