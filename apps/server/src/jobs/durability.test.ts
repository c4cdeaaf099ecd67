/**
 * A job outlives the process that sent it: a post's fan-out job is enqueued by a server whose workers are
 * off, the server is killed with SIGKILL before anything ran it, and a restarted server runs it (the post
 * reaches the follower's Redis timeline). Real server processes on one PGlite data directory and Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens';
import { createAccount } from '../commands/createAccount';
import { openPglite } from '../db/client';
import { follows, identities } from '../db/schema';
import { newIdentityId } from '../ids';
import { loadSecrets } from '../secrets';
import { freePort } from '../test/freePort';
import { followingTimelineKey } from '../timelines/keys';
import { encodeMember } from '../timelines/members';

const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'rep-durability-'));
const prefix = `rep_test_durability_${process.pid}:`;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (process.env.REDIS_URL) {
    const redis = new Redis(process.env.REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server from its sources on the test's data directory and waits for /ready. */
async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const { DATABASE_URL: _db, ADMIN_EMAIL: _email, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'false',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: prefix,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    const ready = await fetch(`${url}/ready`).catch(() => null);
    if (ready?.status === 200) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not get ready within 90 s:\n${log}`);
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary envelope fields
async function call(url: string, token: string, body: object): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe.runIf(process.env.REDIS_URL && process.env.TEST_DB !== 'postgres')('a durable job', () => {
  it('enqueued by a server killed with SIGKILL before it ran, runs after a restart', async () => {
    // Two accounts, the follower following the author, made on the data directory before any server runs.
    const secrets = loadSecrets(dataDir, undefined, undefined);
    const database = await openPglite(path.join(dataDir, 'pglite'));
    const account = async (firstName: string) => {
      const identityId = newIdentityId('test');
      await database.db.insert(identities).values({ id: identityId, provider: 'test' });
      const created = await createAccount(database.db, secrets.masterKey, {
        identityId,
        firstName,
        lastName: 'Durable',
        role: 'Silver',
      });
      return created.id;
    };
    const author = await account('Author');
    const follower = await account('Follower');
    await database.db.insert(follows).values({ followerId: follower, followeeId: author });
    await database.close();
    const tokenOf = (id: string) => signAccessToken(secrets.jwtSecret, id);

    const first = await startServer({ JOB_WORKERS: 'off' });
    // The follower's first read creates their timeline; fan-out only writes timelines that exist.
    const feed = await call(`${first.url}/api/post/following`, tokenOf(follower), { limit: 20 });
    expect(feed.status).toBe(200);
    const created = await call(`${first.url}/api/post/create-post`, tokenOf(author), {
      communityId: 'Rep',
      body: 'A post whose fan-out outlives its server',
    });
    expect(created.status).toBe(200);
    const postId: string = created.body.data.id;
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;

    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const key = followingTimelineKey(prefix, follower);
      const member = encodeMember(postId, 'Standard');
      expect(await redis.exists(key)).toBe(1);
      expect(await redis.zscore(key, member)).toBeNull();

      const second = await startServer({ JOB_WORKERS: 'on' });
      const deadline = Date.now() + 20_000;
      while ((await redis.zscore(key, member)) === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await redis.zscore(key, member)).not.toBeNull();
      const stopped = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await stopped;
    } finally {
      redis.disconnect();
    }
  }, 240_000);
});
