import { authEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { ensureAdmin } from './admin';
import { firstRun } from './firstRun';

const ADMIN_EMAIL = 'operator@rep.example';
const ADMIN_PASSWORD = 'Operat0rSecret';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL, ADMIN_PASSWORD });
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.call(authEndpoints.signIn, { idToken: '', provider: 'password', payload: { email, password } });

/** Registers and signs up an account for `email` through the API, as anyone on the internet may. */
async function signUpAs(email: string, password: string) {
  const registered = await t.call(authEndpoints.register, { email, password });
  const session = await t.call(authEndpoints.signUp, {
    userId: registered.body.data.userId,
    idToken: '',
    provider: 'password',
    payload: { email, password, firstName: 'Someone', lastName: 'Else' },
  });
  expect(session.status).toBe(200);
  return session.body.data as { access: string; accountId: string };
}

const roleOf = async (token: string) => (await t.call(authEndpoints.getRole, {}, token)).body.data.role;

describe('ADMIN_EMAIL / ADMIN_PASSWORD on start', () => {
  it('should not hand SysAdmin to whoever registered ADMIN_EMAIL first with their own password (security finding 1)', async () => {
    const attacker = await signUpAs(ADMIN_EMAIL, 'Attack3rPassword');
    const warnings: unknown[] = [];
    await firstRun(t.ctx, { info: () => {}, warn: (...args: unknown[]) => warnings.push(args[0]) });
    expect(await roleOf(attacker.access)).toBe('Non');
    expect(warnings).toEqual([expect.stringContaining(`ADMIN_EMAIL ${ADMIN_EMAIL} is already registered`)]);
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(401);
  });

  it('should create the SysAdmin with ADMIN_PASSWORD, and find the same account on the next start', async () => {
    const email = 'fresh-admin@rep.example';
    const first = await ensureAdmin(t.ctx, email, ADMIN_PASSWORD);
    expect(first.status).toBe('ready');
    const session = await signIn(email, ADMIN_PASSWORD);
    expect(session.status).toBe(200);
    expect(await roleOf(session.body.data.access)).toBe('SysAdmin');
    expect(await ensureAdmin(t.ctx, email, ADMIN_PASSWORD)).toEqual(first);
  });

  it('should find one admin when two processes start together', async () => {
    const email = 'together@rep.example';
    const [one, other] = await Promise.all([
      ensureAdmin(t.ctx, email, ADMIN_PASSWORD),
      ensureAdmin(t.ctx, email, ADMIN_PASSWORD),
    ]);
    expect(one.status).toBe('ready');
    expect(other).toEqual(one);
  });

  it('should promote an account the operator registered with ADMIN_PASSWORD', async () => {
    const email = 'operator-before@rep.example';
    const own = await signUpAs(email, ADMIN_PASSWORD);
    expect(await ensureAdmin(t.ctx, email, ADMIN_PASSWORD)).toEqual({
      status: 'ready',
      accountId: own.accountId,
    });
    expect(await roleOf(own.access)).toBe('SysAdmin');
  });
});
