import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiEndpoints } from '@rep/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, posts } from '../../db/schema';
import { createTestApp, quickAccount, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let nasir: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  nasir = await t.signUp('Nasir', 'Silver');
});
afterAll(() => t.close());

const handleOf = async (accountId: string) =>
  (await t.call(apiEndpoints.getProfiles, { userIds: [accountId] })).body.data[0].username;

describe('handles from sign-up on', () => {
  it('should give a new account a handle from its name, unique with a numeric suffix', async () => {
    expect(await handleOf(nasir.accountId)).toBe('nasir.tester');
    const [twin1, twin2] = await Promise.all([t.signUp('Twin'), t.signUp('Twin')]);
    expect([await handleOf(twin1!.accountId), await handleOf(twin2!.accountId)].sort()).toEqual([
      'twin.tester',
      'twin.tester2',
    ]);
  });

  it('should keep numbering past a full batch of taken handles', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push(await quickAccount(t, 'Batch'));
    const [last] = await t.ctx.db
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, ids[21]!));
    expect(last!.username).toBe('batch.account22');
  });

  it('should change the handle on the profile, lower-cased, and refuse bad or taken ones', async () => {
    const res = await t.call(
      apiEndpoints.updateProfile,
      { about: { username: 'Nasir.Legros26' } },
      nasir.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe('nasir.legros26');
    const other = await t.signUp('Other');
    const taken = await t.call(
      apiEndpoints.updateProfile,
      { about: { username: 'nasir.legros26' } },
      other.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'UsernameTaken', message: 'username: is already taken' });
    for (const bad of ['ab', 'dots..twice', '.lead', 'trail.', 'with-dash', 'x'.repeat(31)]) {
      const res = await t.call(apiEndpoints.updateProfile, { about: { username: bad } }, other.token);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toMatch(/^about\.username: must be 3–30 letters, digits, '\.' or '_'/);
    }
  });

  it('should find the profile behind a handle, and answer 404 for an unknown one', async () => {
    const found = await t.call(apiEndpoints.profileByUsername, { username: 'nasir.legros26' });
    expect(found.body.data).toMatchObject({ id: nasir.accountId, username: 'nasir.legros26' });
    const unknown = await t.call(apiEndpoints.profileByUsername, { username: 'no.such.handle' });
    expect(unknown.status).toBe(404);
  });

  it('should index a dotted mention whole, without the dot ending the sentence', async () => {
    const post = await t.call(apiEndpoints.createPost, { body: 'Thanks @nasir.legros26.' }, nasir.token);
    const [row] = await t.ctx.db
      .select({ mentions: posts.mentions })
      .from(posts)
      .where(eq(posts.id, post.body.data.id));
    expect(row!.mentions).toEqual(['nasir.legros26']);
  });
});

describe('migration 0008: accounts without a handle get one', () => {
  it('should derive first.last, the first free suffix, and user for names without a-z', async () => {
    const ids = [await quickAccount(t, 'Nasir'), await quickAccount(t, 'Élan'), await quickAccount(t, '李')];
    await t.ctx.db.update(accounts).set({ username: null });
    await t.ctx.db.update(accounts).set({ username: 'quick.taken' }).where(eq(accounts.id, nasir.accountId));
    await t.ctx.db
      .update(accounts)
      .set({ about: { firstName: 'Quick', lastName: 'Taken' } })
      .where(eq(accounts.id, ids[0]!));
    const file = path.resolve(import.meta.dirname, '../../db/migrations/0008_backfill_usernames.sql');
    await t.ctx.db.execute(sql.raw(readFileSync(file, 'utf8')));
    const handles = await Promise.all(ids.map(handleOf));
    expect(handles).toEqual(['quick.taken2', 'lan.account', 'account']);
    const [missing] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(sql`username is null`);
    expect(missing!.n).toBe(0);
  });
});
