import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let reporter: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.signUp('Reporter', 'Silver');
});
afterAll(() => t.close());

describe('POST /api/report', () => {
  it('should answer 404 for a post that does not exist and store nothing', async () => {
    const res = await t.call(
      apiEndpoints.report,
      { postId: 'Rep_doesNotExist', reason: 'spam' },
      reporter.token,
    );
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'PostNotFound' });
  });

  it('should answer 404 for an account that does not exist', async () => {
    const res = await t.call(
      apiEndpoints.report,
      { accountId: 'client|nobody', reason: 'spam' },
      reporter.token,
    );
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('AccountNotFound');
  });

  it('should store a report of an existing post', async () => {
    const post = await t.call(apiEndpoints.createPost, { body: 'report me' }, reporter.token);
    const res = await t.call(
      apiEndpoints.report,
      { postId: post.body.data.id, reason: 'spam' },
      reporter.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBeGreaterThan(0);
  });
});
