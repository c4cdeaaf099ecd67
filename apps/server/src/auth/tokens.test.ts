import { authEndpoints } from '@rep/shared';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp('Claims');
});
afterAll(() => t.close());

/** A token signed with the server's own key, carrying exactly the given claims (no defaults added). */
const handMade = (claims: Record<string, unknown>) =>
  createSigner({ key: t.ctx.secrets.jwtSecret.export(), algorithm: 'HS256', noTimestamp: true })(claims);

describe('access tokens (issue 12, finding 7)', () => {
  const claims = () => ({
    sub: user.accountId,
    aud: 'access',
    iss: 'rep',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });

  it('should accept a hand-made token with sub, aud, iss and exp (the control)', async () => {
    expect((await t.call(authEndpoints.getRole, {}, handMade(claims()))).status).toBe(200);
  });

  it.each(['exp', 'iss', 'aud'] as const)(
    'should refuse a validly signed token without %s with 401',
    async (missing) => {
      const { [missing]: _dropped, ...rest } = claims();
      const res = await t.call(authEndpoints.getRole, {}, handMade(rest));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'Unauthorized' });
    },
  );
});
