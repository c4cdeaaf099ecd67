import { createDecipheriv } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_MS,
  apiEndpoints,
  authEndpoints,
  messages,
  REFRESH_TOKEN_TTL_MS,
  STREAM_TOKEN_TTL_MS,
} from '@rep/shared';
import { eq } from 'drizzle-orm';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, identities } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.call(authEndpoints.signIn, { idToken: '', provider: 'password', payload: { email, password } });

describe('POST /auth/register', () => {
  it.each([
    ['not-an-email', 'Passw0rdPassw0rd', messages.invalidEmail],
    ['  ', 'Passw0rdPassw0rd', messages.fieldRequired],
    ['a@b.test', 'Pa0', messages.passwordTooShort],
    ['a@b.test', `Pa0${'x'.repeat(4094)}`, messages.passwordTooLong],
    ['a@b.test', 'PASSW0RDPASS', messages.passwordLowercase],
    ['a@b.test', 'passw0rdpass', messages.passwordUppercase],
    ['a@b.test', 'Passwordpass', messages.passwordNumber],
  ])('should answer 400 for %s / %s with the spec message', async (email, password, message) => {
    const res = await t.call(authEndpoints.register, { email, password });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BadRequest' });
    expect(res.body.message).toContain(message);
  });

  it('should create an identity hashed with argon2id and refuse the same email with 409', async () => {
    const res = await t.call(authEndpoints.register, {
      email: ' Someone@Example.test ',
      password: 'Passw0rdPassw0rd',
    });
    expect(res.status).toBe(200);
    const [row] = await t.ctx.db.select().from(identities).where(eq(identities.id, res.body.data.userId));
    expect(row?.email).toBe('someone@example.test');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const again = await t.call(authEndpoints.register, {
      email: 'someone@example.test',
      password: 'Passw0rdPassw0rd',
    });
    expect(again.status).toBe(409);
  });
});

describe('POST /auth/sign-in/ and /auth/sign-up', () => {
  const email = 'newcomer@example.test';
  const password = 'Newc0merPass';
  let userId: string;

  it('should answer 404 Account does not exist with the identity id before sign-up', async () => {
    userId = (await t.call(authEndpoints.register, { email, password })).body.data.userId;
    const res = await signIn(email, password);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: 'AccountNotFound',
      message: 'Account does not exist',
      data: { userId },
    });
  });

  it('should answer 401 for a wrong password or an unknown email', async () => {
    expect((await signIn(email, 'Wr0ngPassword')).status).toBe(401);
    expect((await signIn('nobody@example.test', password)).status).toBe(401);
  });

  it('should refuse sign-up when the credentials do not prove the userId', async () => {
    const other = await t.call(authEndpoints.register, { email: 'other@example.test', password });
    const res = await t.call(authEndpoints.signUp, {
      userId: other.body.data.userId,
      idToken: '',
      provider: 'password',
      payload: { email, password, firstName: 'New', lastName: 'Comer' },
    });
    expect(res.status).toBe(403);
  });

  it('should create the account with a wallet whose key the session can decrypt', async () => {
    const res = await t.call(authEndpoints.signUp, {
      userId,
      idToken: '',
      provider: 'password',
      payload: { email, password, firstName: '  New ', lastName: 'Comer' },
    });
    expect(res.status).toBe(200);
    const session = res.body.data;
    expect(session.accountId).toMatch(/^client\|[A-Za-z0-9]+$/);
    for (const key of ['access', 'refresh', 'stream', 'encryptionKey', 'privateKey'])
      expect(session[key]).toBeTruthy();

    const sealed = Buffer.from(session.privateKey, 'base64');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(session.encryptionKey, 'base64'),
      sealed.subarray(0, 12),
    );
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const privateKey = Buffer.concat([
      decipher.update(sealed.subarray(12, sealed.length - 16)),
      decipher.final(),
    ]).toString();
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, session.accountId));
    expect(account?.walletAddress).toBe(`eth|${privateKeyToAddress(privateKey as `0x${string}`).slice(2)}`);
    expect(account?.privateKeyEnc).not.toContain(privateKey.slice(2, 20));

    const profile = await t.call(apiEndpoints.getProfiles, { userIds: [session.accountId] }, session.access);
    expect(profile.body.data[0].displayName).toBe('New Comer');
    expect((await signIn(email, password)).body.data.accountId).toBe(session.accountId);
  });

  it('should refuse a second account for the same identity with 409', async () => {
    const res = await t.call(authEndpoints.signUp, {
      userId,
      idToken: '',
      provider: 'password',
      payload: { email, password, firstName: 'Again', lastName: 'Comer' },
    });
    expect(res.status).toBe(409);
  });
});

describe('sessions', () => {
  it('should rotate refresh tokens and revoke the family when one is reused', async () => {
    const user = await t.signUp('Rotator');
    const first = await t.call(authEndpoints.refreshSession, { refresh: user.refresh });
    expect(first.status).toBe(200);
    expect(first.body.data.refresh).not.toBe(user.refresh);
    const reused = await t.call(authEndpoints.refreshSession, { refresh: user.refresh });
    expect(reused).toMatchObject({ status: 401, body: { code: 'RefreshReused' } });
    const afterRevoke = await t.call(authEndpoints.refreshSession, { refresh: first.body.data.refresh });
    expect(afterRevoke.status).toBe(401);
  });

  it('should start a linked session in a family of its own that outlives the first one (issue 17)', async () => {
    const user = await t.signUp('Linker');
    expect((await t.call(authEndpoints.startLinkedSession, {})).status).toBe(401);
    const linked = await t.call(authEndpoints.startLinkedSession, {}, user.token);
    expect(linked.status).toBe(200);
    expect(linked.body.data.accountId).toBe(user.accountId);
    expect(linked.body.data.refresh).not.toBe(user.refresh);
    // Signing the website out revokes its family only: the linked client keeps rotating its own.
    expect((await t.call(authEndpoints.signOut, { refresh: user.refresh })).status).toBe(200);
    expect((await t.call(authEndpoints.refreshSession, { refresh: user.refresh })).status).toBe(401);
    const rotated = await t.call(authEndpoints.refreshSession, { refresh: linked.body.data.refresh });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.accountId).toBe(user.accountId);
  });

  it('should issue HS256 tokens for their audience with the session lifetimes (15 min, 24 h, 30 days)', async () => {
    const user = await t.signUp('Lifetimes');
    const claims = (token: string) => {
      const [header, payload] = token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      return { alg: header.alg, ...payload };
    };
    const lifetimes = {
      access: ACCESS_TOKEN_TTL_MS,
      stream: STREAM_TOKEN_TTL_MS,
      refresh: REFRESH_TOKEN_TTL_MS,
    };
    for (const [audience, ttlMs] of Object.entries(lifetimes)) {
      const c = claims(user[audience as keyof typeof lifetimes]);
      expect(c).toMatchObject({ alg: 'HS256', aud: audience, iss: 'rep', sub: user.accountId });
      expect(c.exp - c.iat).toBe(ttlMs / 1000);
      expect(Math.abs(c.iat * 1000 - Date.now())).toBeLessThan(60_000);
    }
  });

  it('should refuse a forged, expired-format or access token as refresh token', async () => {
    const user = await t.signUp('Forger');
    expect((await t.call(authEndpoints.refreshSession, { refresh: 'nope' })).status).toBe(401);
    expect((await t.call(authEndpoints.refreshSession, { refresh: user.access })).status).toBe(401);
  });

  it('should answer the role on /auth/get and 401 without or with a bad token', async () => {
    const user = await t.signUp('Roley', 'Gold');
    expect((await t.call(authEndpoints.getRole, {}, user.token)).body).toEqual({
      success: true,
      data: { role: 'Gold' },
    });
    expect((await t.call(authEndpoints.getRole, {})).status).toBe(401);
    expect((await t.call(authEndpoints.getRole, {}, `${user.token}x`)).status).toBe(401);
    expect((await t.call(authEndpoints.getRole, {}, user.refresh)).status).toBe(401);
  });

  it('should tell whether a user exists by identity or account id', async () => {
    const user = await t.signUp('Exists');
    expect((await t.call(authEndpoints.userExisted, { userId: user.accountId })).body.data).toBe(true);
    expect((await t.call(authEndpoints.userExisted, { userId: 'client|nobody' })).body.data).toBe(false);
    expect((await t.call(authEndpoints.userExisted, {} as { userId: string })).status).toBe(400);
  });
});

describe('malformed requests', () => {
  it('should answer 400 for malformed JSON, never 500', async () => {
    const res = await t.raw({
      method: 'POST',
      url: '/auth/register',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 400, body: { success: false, code: 'InvalidJson' } });
  });

  it('should answer 404 in the envelope for unknown API routes', async () => {
    const res = await t.raw({ method: 'POST', url: '/api/post/nothing-here' });
    expect(res).toMatchObject({ status: 404, body: { success: false } });
  });
});
