import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, queryRows } from './client';

const dir = mkdtempSync(path.join(tmpdir(), 'rep-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite on disk', () => {
  it('checkpoints on its own, so a killed process leaves little WAL to replay at the next start', async () => {
    // Started from the run's migrated template (test/globalSetup.ts): an initdb on disk is slow.
    const template = inject('pgliteTemplate');
    const database = await openPglite(path.join(dir, 'pglite'), {
      checkpointMs: 100,
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
    try {
      const redo = async () =>
        (
          await queryRows<{ redo: string }>(
            database.db,
            sql`select redo_lsn::text as redo from pg_control_checkpoint()`,
          )
        )[0]?.redo;
      const before = await redo();
      await database.db.execute(sql`create table wal_probe as select generate_series(1, 5000) as n`);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await redo()).not.toBe(before);
    } finally {
      await database.close();
    }
  });
});
