import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(root, 'apps/web/dist');

/** A server started for a test file. */
export interface TestServer {
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Builds the web app when no build is there yet (`npm run test:e2e` builds first). */
function ensureWebBuild(): void {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /health within 90 s:\n${output()}`);
}

/** Options of a test server: `env` overrides the defaults below (e.g. GUARD_MIN_ROLE, ADMIN_EMAIL). */
export interface TestServerOptions {
  env?: Record<string, string>;
}

/**
 * Starts the real server (apps/server/src/main.ts) as a child process on a free port, with a temporary
 * DATA_DIR (PGlite, whatever DATABASE_URL says), no seed data, no rate limit and no verification requirement,
 * serving the built web app.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  ensureWebBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rep-e2e-'));
  // The browser-test server keeps its data in its own temporary PGlite: never the shared DATABASE_URL.
  const {
    DATABASE_URL: _db,
    REDIS_URL: _redis,
    ADMIN_EMAIL: _email,
    ADMIN_PASSWORD: _password,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'false',
      RATE_LIMIT: 'off',
      // New accounts are unverified; identity verification is not what these tests are about.
      GUARD_MIN_ROLE: 'Non',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
