import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { TestDatabase } from '../test/testDatabase';
import { installErrorHandler } from './errorHandler';

// The run's engine (PGlite, or PostgreSQL when TEST_DB=postgres), copied from the run's template.
let test: TestDatabase;
const app = Fastify({ logger: false });
installErrorHandler(app);
app.get('/cast', async () => (await test.database.executeSql("select 'abc'::int")).rows);
app.get('/nul', async () => (await test.database.executeSql('select $1::text', ['a\u0000b'])).rows);
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await app.close();
  await test.database.close();
  await test.drop();
});

describe('a value PostgreSQL refuses (last resort behind the shared schemas)', () => {
  it.each(['/cast', '/nul'])('should answer 400 BadRequest, not 500, for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid input', code: 'BadRequest' });
  });
});
