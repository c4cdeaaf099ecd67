/**
 * Runs the Rep server as a child process (its own event loop and CPU time, apart from autocannon's) on the
 * bench database, and talks to it over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A running server child. */
export interface ServerChild {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** The last lines the server wrote (for error messages). */
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Server settings that let any generated account write as much as the load asks (no KYC gate, no daily cap). */
export const WRITE_SETTINGS = {
  GUARD_MIN_ROLE: 'Non',
  POST_LIMIT_NON: '1000000',
  POST_LIMIT_SILVER: '1000000',
  POST_LIMIT_GOLD: '1000000',
  POST_LIMIT_SYSADMIN: '1000000',
};

/** Variables the bench sets itself: a run on the embedded default must not inherit them from the shell. */
const DATABASE_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX'];

/**
 * Starts `apps/server/src/main.ts` (through tsx) with the bench configuration and waits for GET /health.
 * Without DATABASE_URL in `env` the server runs on the embedded default (PGlite in DATA_DIR/pglite).
 * @param repoRoot the monorepo root
 * @param env settings on top of the bench configuration (DATABASE_URL, REDIS_URL, JWT_SECRET, …)
 * @param dataDir the server's DATA_DIR (a new temporary directory when absent); removed when it stops
 */
export async function startServerChild(
  repoRoot: string,
  env: Record<string, string>,
  dataDir: string = mkdtempSync(path.join(os.tmpdir(), 'rep-bench-')),
): Promise<ServerChild> {
  const port = await freePort();
  const lines: string[] = [];
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !DATABASE_VARIABLES.includes(name)),
  );
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'false',
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      const shown = line.length > 400 ? `${line.slice(0, 400)}…` : line;
      lines.push(shown);
      if (lines.length > 50) lines.shift();
      process.stderr.write(`[server] ${shown}\n`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  // Ctrl-C or a kill of the bench stops the server too (Node runs no 'exit' listener on a signal by itself).
  const onSignal = () => process.exit(130);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The server exited during start-up:\n${lines.join('\n')}`);
    }
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The server did not answer GET /health within 180 s:\n${lines.join('\n')}`);
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => lines.join('\n'),
    stop: async () => {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exit;
        clearTimeout(timer);
      }
      process.removeListener('exit', killOnExit);
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call's status and parsed body. */
export interface CallResult {
  status: number;
  body: { success?: boolean; data?: unknown; message?: string; code?: string } & Record<string, unknown>;
}

/** POSTs JSON (optionally with a bearer token) and parses the envelope. */
export async function postJson(url: string, body: unknown, token?: string): Promise<CallResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: CallResult['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed };
}
