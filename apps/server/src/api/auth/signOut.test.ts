import { authEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/sign-out (issue 12, finding 8)', () => {
  it('should revoke the refresh token family, so neither the token nor one rotated from it works', async () => {
    const user = await t.signUp('Leaver');
    const rotated = await t.call(authEndpoints.refreshSession, { refresh: user.refresh });
    expect(rotated.status).toBe(200);
    const out = await t.call(authEndpoints.signOut, { refresh: rotated.body.data.refresh });
    expect(out).toMatchObject({ status: 200, body: { success: true, data: null } });
    const after = await t.call(authEndpoints.refreshSession, { refresh: rotated.body.data.refresh });
    expect(after).toMatchObject({ status: 401, body: { success: false, code: 'RefreshReused' } });
    // Signing out twice is fine.
    expect((await t.call(authEndpoints.signOut, { refresh: rotated.body.data.refresh })).status).toBe(200);
  });

  it('should leave the account’s other sessions signed in', async () => {
    const user = await t.signUp('TwoDevices');
    const other = await t.call(authEndpoints.signIn, {
      idToken: '',
      provider: 'password',
      payload: { email: user.email, password: user.password },
    });
    await t.call(authEndpoints.signOut, { refresh: user.refresh });
    expect((await t.call(authEndpoints.refreshSession, { refresh: other.body.data.refresh })).status).toBe(
      200,
    );
  });

  it('should answer 401 for a forged or non-refresh token and 400 without one', async () => {
    const user = await t.signUp('Forger');
    expect((await t.call(authEndpoints.signOut, { refresh: user.access })).status).toBe(401);
    expect((await t.call(authEndpoints.signOut, { refresh: 'nope' })).status).toBe(401);
    expect((await t.call(authEndpoints.signOut, {} as { refresh: string })).status).toBe(400);
  });
});

describe('POST /auth/refresh-session', () => {
  it('should answer the whole session payload, so a client keeping only the refresh token can rebuild it', async () => {
    const user = await t.signUp('Reloader');
    const res = await t.call(authEndpoints.refreshSession, { refresh: user.refresh });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      stream: expect.any(String),
      accountId: user.accountId,
      encryptionKey: user.encryptionKey,
      privateKey: user.privateKey,
    });
  });
});
