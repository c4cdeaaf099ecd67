import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { createTestApp, quickAccount, type TestApp } from '../test/harness';
import { loggerOptions, serializeError } from './logging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A pino logger with the server's options, writing into a string. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(t.ctx.config) as pino.LoggerOptions;
  return { logger: pino(options, stream), output: () => lines.join('') };
}

/**
 * The error of a real failed insert whose parameters include `secret`: an account row inserted a second
 * time (duplicate key), as a failed sign-up does with the sealed wallet key fields.
 */
async function failedInsert(secret: string): Promise<unknown> {
  const [row] = await t.ctx.db
    .select()
    .from(accounts)
    .where(eq(accounts.id, await quickAccount(t)));
  return t.ctx.db
    .insert(accounts)
    .values({ ...row!, privateKeyEnc: secret, dataKeyEnc: secret })
    .then(
      () => new Error('no failure'),
      (error: unknown) => error,
    );
}

describe('error logs (issue 12, finding 6)', () => {
  it('should log a failed query without its parameters or the database’s detail', async () => {
    const secret = `SEALED${Math.random().toString(36).slice(2)}WALLETKEY`;
    const error = await failedInsert(secret);
    // The error itself carries the values, in params, message and the database's detail.
    expect(
      JSON.stringify({ message: (error as Error).message, params: (error as { params?: unknown }).params }),
    ).toContain(secret);
    const { logger, output } = capturingLogger();
    logger.error({ err: error }, 'unhandled error');
    const logged = output();
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('params: (not logged)');
    expect(logged).not.toContain(secret);
  });

  it('should be the serializer of the app’s own logger', () => {
    const serializers = (t.app.log as unknown as Record<symbol, Record<string, unknown>>)[
      pino.symbols.serializersSym
    ];
    expect(serializers?.err).toBe(serializeError);
  });
});
