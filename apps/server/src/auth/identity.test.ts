import { performance } from 'node:perf_hooks';
import { authEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp('Timing');
});
afterAll(() => t.close());

/** Milliseconds a failed sign-in of `email` takes, with the answer checked. */
async function failedSignIn(email: string): Promise<number> {
  const started = performance.now();
  const res = await t.call(authEndpoints.signIn, {
    idToken: '',
    provider: 'password',
    payload: { email, password: 'Wr0ngPassword' },
  });
  const elapsed = performance.now() - started;
  expect(res.status).toBe(401);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-in timing (issue 12, finding 9)', () => {
  it('should take as long for an unknown email as for a wrong password (argon2 runs for both)', async () => {
    await failedSignIn('warm-up@example.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await failedSignIn(user.email));
      unknown.push(await failedSignIn(`nobody${i}@example.test`));
    }
    // Without the dummy hash an unknown email answers after one indexed lookup (~1 ms) while a known one
    // pays an argon2 verification (tens of ms); with it both pay the same.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
