/**
 * "A client written only from the spec can run every call" (issue 12), part one: the auth backend of SPEC §7
 * (register, sign-up, sign-in, sessions, KYC, deletion), sent by `test/specClient.ts` the way the spec writes
 * it. The post calls are in specClient.test.ts, the profile, user and admin calls in
 * specClientAccounts.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  expectFields,
  expectSuccess,
  SESSION_FIELDS,
  type SpecClient,
  type SpecUser,
  specClient,
  specVerify,
} from '../test/specClient';

let t: TestApp;
let client: SpecClient;

beforeAll(async () => {
  t = await createTestApp();
  client = specClient(t.app);
});
afterAll(() => t.close());

describe('the auth backend, as SPEC §7 writes it', () => {
  it('should register, sign up, sign in, refresh, verify to Silver, sign out and delete', async () => {
    const email = `spec.auth.${process.pid}@example.test`;
    const password = 'Spec-Client-Passw0rd';
    const { userId } = expectSuccess(await client.post('/auth/register', { email, password }));
    expect(expectSuccess(await client.get('/auth/userExisted', { userId }))).toBe(false);
    // SPEC §8: sign-in of an identity without an account is a 404 'Account does not exist' with the uid.
    const early = await client.post('/auth/sign-in/', {
      idToken: '',
      provider: 'password',
      payload: { email, password },
    });
    expect(early).toMatchObject({
      status: 404,
      body: { message: 'Account does not exist', data: { userId } },
    });

    const signedUp = expectSuccess(
      await client.post('/auth/sign-up', {
        userId,
        idToken: '',
        provider: 'password',
        payload: { email, password, firstName: 'Spec', lastName: 'Auth' },
      }),
    );
    expectFields(signedUp, SESSION_FIELDS);
    expect(signedUp.accountId).toMatch(/^client\|[A-Za-z0-9]+$/);
    expect(expectSuccess(await client.get('/auth/userExisted', { userId }))).toBe(true);

    // The provider as §7 writes it ('username/password') or as the identity id shows it ('password|…').
    for (const [path, provider] of [
      ['/auth/sign-in/', 'username/password'],
      ['/auth/sign-in', 'password'],
    ] as const) {
      const session = expectSuccess(
        await client.post(path, { idToken: '', provider, payload: { email, password } }),
      );
      expectFields(session, SESSION_FIELDS);
      expect(session.accountId).toBe(signedUp.accountId);
    }

    const refreshed = expectSuccess(
      await client.post('/auth/refresh-session', { refresh: signedUp.refresh }),
    );
    expectFields(refreshed, ['access', 'refresh', 'stream']);
    const user: SpecUser = { email, password, ...refreshed };

    expect(expectSuccess(await client.post('/auth/get', undefined, user.access)).role).toBe('Non');
    expect(expectSuccess(await client.get('/auth/can-kyc', {}, user.access))).toBe(true);
    expect(await specVerify(client, user)).toBe('Silver');
    expect(expectSuccess(await client.post('/auth/refresh-kyc', undefined, user.access)).role).toBe('Silver');
    expect(expectSuccess(await client.post('/auth/get', {}, user.access)).role).toBe('Silver');
    expect(expectSuccess(await client.get('/auth/can-kyc', {}, user.access))).toBe(false);

    // Not in the spec: the server-side sign-out (POST /auth/sign-out {refresh}).
    expectSuccess(await client.post('/auth/sign-out', { refresh: user.refresh }));
    expect((await client.post('/auth/refresh-session', { refresh: user.refresh })).status).toBe(401);

    expectSuccess(await client.del('/auth/delete', undefined, user.access));
    expect(expectSuccess(await client.get('/auth/userExisted', { userId }))).toBe(false);
  });
});
