import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../commands/createAccount';
import { setFollow } from '../commands/follow';
import { likePost } from '../commands/reactions';
import { type Database, queryRows } from '../db/client';
import { identities, posts } from '../db/schema';
import { newIdentityId, newPostId } from '../ids';
import { startJobs } from '../jobs/start';
import { defineProcessor } from '../processors/processor';
import { openTestDatabase } from '../test/harness';
import type { TestDatabase } from '../test/testDatabase';
import { EventBus } from './bus';
import type { DomainEvent } from './types';

/** A processor that records what it handled; its first `failures` runs throw. */
function recorder(name: string, failures = 0) {
  const handled: DomainEvent[] = [];
  let runs = 0;
  const processor = defineProcessor({
    name,
    events: ['PostLiked', 'Followed'],
    handle: async (event) => {
      runs++;
      if (runs <= failures) throw new Error(`failure ${runs} of ${name}`);
      handled.push(event);
    },
  });
  return { processor, handled, runs: () => runs };
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let database: Database;
let testDatabase: TestDatabase;
const masterKey = randomBytes(32);

async function account(firstName: string): Promise<string> {
  const identityId = newIdentityId('test');
  await database.db.insert(identities).values({ id: identityId, provider: 'test' });
  const created = await createAccount(database.db, masterKey, {
    identityId,
    firstName,
    lastName: 'Events',
    role: 'Silver',
  });
  return created.id;
}

async function post(authorId: string): Promise<string> {
  const id = newPostId('Rep');
  await database.db
    .insert(posts)
    .values({ id, accountId: authorId, communityId: 'Rep', postType: 'Standard', body: 'events' });
  return id;
}

/** Jobs waiting or done in pg-boss for `queue`. */
const jobCount = async (queue: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pgboss.job where name = ${queue}`,
      )
    )[0]?.n,
  );

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  database = testDatabase.database;
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe('events become jobs in the command transaction', () => {
  it('runs the processors that declared the event, once per processor, after the commit', async () => {
    const first = recorder('test-first');
    const second = recorder('test-second');
    const jobs = await startJobs(database, [first.processor, second.processor]);
    try {
      const [author, fan] = [await account('Ada'), await account('Bob')];
      const postId = await post(author);
      const { numLike, events } = await likePost(database.db, fan, postId);
      expect(numLike).toBe(1);
      expect(events).toEqual([{ type: 'PostLiked', postId, authorId: author, actorId: fan }]);
      await until(() => first.handled.length === 1 && second.handled.length === 1);
      expect(first.handled).toEqual(events);
      expect(second.handled).toEqual(events);
    } finally {
      await jobs.close();
    }
  });

  it('sends nothing for a rolled-back write', async () => {
    const { processor } = recorder('test-rollback');
    const jobs = await startJobs(database, [processor], { work: false });
    try {
      const bus = new EventBus(jobs, [processor]);
      const event: DomainEvent = { type: 'Followed', followerId: 'a', followeeId: 'b' };
      await expect(
        database.db.transaction(async (tx) => {
          await bus.enqueue(tx, [event]);
          throw new Error('the write failed after its events were enqueued');
        }),
      ).rejects.toThrow('the write failed');
      expect(await jobCount('test-rollback')).toBe(0);
      await database.db.transaction((tx) => bus.enqueue(tx, [event]));
      expect(await jobCount('test-rollback')).toBe(1);
    } finally {
      await jobs.close();
    }
  });

  it('works a backlog off without sleeping a polling interval between jobs', async () => {
    const busy = recorder('test-busy');
    const jobs = await startJobs(database, [busy.processor]);
    try {
      const bus = new EventBus(jobs, [busy.processor]);
      const events: DomainEvent[] = Array.from({ length: 30 }, (_, k) => ({
        type: 'Followed',
        followerId: `follower${k}`,
        followeeId: 'followee',
      }));
      const started = Date.now();
      await database.db.transaction((tx) => bus.enqueue(tx, events));
      bus.wake(events);
      await until(() => busy.handled.length === 30);
      // At one job per polling interval (0.5 s) this would take 15 s.
      expect(Date.now() - started).toBeLessThan(7_500);
    } finally {
      await jobs.close();
    }
  }, 20_000);

  it('a failing processor does not fail the command; its job is retried with back-off until it succeeds', async () => {
    const flaky = recorder('test-flaky', 2);
    const jobs = await startJobs(database, [flaky.processor]);
    try {
      const [a, b] = [await account('Cy'), await account('Di')];
      const started = Date.now();
      const { isFollowed, events } = await setFollow(database.db, a, b, true);
      expect(isFollowed).toBe(true);
      await until(() => flaky.handled.length === 1, 20_000);
      expect(flaky.runs()).toBe(3);
      expect(flaky.handled).toEqual(events);
      // Retries wait 1 s, then about 2 s (pg-boss's exponential back-off with jitter).
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    } finally {
      await jobs.close();
    }
  }, 30_000);
});
