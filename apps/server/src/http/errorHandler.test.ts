import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './errorHandler';

const db = new PGlite('memory://');
const app = Fastify({ logger: false });
installErrorHandler(app);
app.get('/cast', async () => (await db.query("select 'abc'::int")).rows);
app.get('/nul', async () => (await db.query('select $1::text', ['a\u0000b'])).rows);
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('a value PostgreSQL refuses (last resort behind the shared schemas)', () => {
  it.each(['/cast', '/nul'])('should answer 400 BadRequest, not 500, for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid input', code: 'BadRequest' });
  });
});
