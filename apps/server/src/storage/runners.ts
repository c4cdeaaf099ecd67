/**
 * Storage runners (issue 16, SPEC §7 dashboard): the nodes that hold copies. Every server process registers
 * itself (kind 'process') and beats every RUNNER_BEAT_MS; a runner is up when it beat within
 * RUNNER_UP_WINDOW_MS. External runners (IPFS nodes) are rows of kind 'external' written by an operator
 * (SQL, docs/DECISIONS.md "Storage") until node-licence holders register them themselves.
 */
import type { StorageRunner, StorageSysState } from '@rep/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storageObjects, storageRunners } from '../db/schema';
import { newTokenId } from '../ids';

/** How often a process beats, in milliseconds. */
export const RUNNER_BEAT_MS = 30_000;
/** A runner is up when its last beat is at most this old, in milliseconds (three beats). */
export const RUNNER_UP_WINDOW_MS = 90_000;

type RunnerRow = typeof storageRunners.$inferSelect;

const toRunner = (row: RunnerRow, now: number): StorageRunner => ({
  id: row.id,
  kind: row.kind,
  address: row.address,
  lastSeenAt: row.lastSeenAt.toISOString(),
  up: now - row.lastSeenAt.getTime() <= RUNNER_UP_WINDOW_MS,
});

/** Every runner, oldest first, with whether it is up. */
export async function listRunners(db: Db): Promise<StorageRunner[]> {
  const rows = await db.select().from(storageRunners).orderBy(asc(storageRunners.createdAt));
  const now = Date.now();
  return rows.map((row) => toRunner(row, now));
}

/** The runners at an address (exact match). */
export async function findRunners(db: Db, address: string): Promise<StorageRunner[]> {
  const rows = await db.select().from(storageRunners).where(eq(storageRunners.address, address));
  const now = Date.now();
  return rows.map((row) => toRunner(row, now));
}

/** What the storage holds (objects and their bytes) and how many runners are up. */
export async function sysState(db: Db): Promise<StorageSysState> {
  const [objects] = await db
    .select({ objects: count(), bytes: sql<string>`coalesce(sum(${storageObjects.size}), 0)` })
    .from(storageObjects);
  const runners = await listRunners(db);
  return {
    objects: Number(objects?.objects ?? 0),
    bytes: Number(objects?.bytes ?? 0),
    runnersUp: runners.filter((runner) => runner.up).length,
    runnersTotal: runners.length,
  };
}

/** A running heartbeat: `stop` ends the timer and removes the process's row. */
export interface Heartbeat {
  id: string;
  beat(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Registers this process as a runner at `address` and beats every RUNNER_BEAT_MS (an unref'd timer: it
 * never keeps the process alive). A failed beat is reported to `onError` and retried on the next tick.
 */
export async function startHeartbeat(
  db: Db,
  address: string,
  onError: (error: unknown) => void,
): Promise<Heartbeat> {
  const id = newTokenId();
  await db.insert(storageRunners).values({ id, kind: 'process', address });
  const beat = async () => {
    await db.update(storageRunners).set({ lastSeenAt: new Date() }).where(eq(storageRunners.id, id));
  };
  const timer = setInterval(() => beat().catch(onError), RUNNER_BEAT_MS);
  timer.unref();
  return {
    id,
    beat,
    stop: async () => {
      clearInterval(timer);
      await db.delete(storageRunners).where(eq(storageRunners.id, id));
    },
  };
}
