/**
 * The embedded default's dataset: what a newcomer runs (no DATABASE_URL, no REDIS_URL: the server opens
 * PGlite in DATA_DIR/pglite). The same generator SQL runs through PGlite (it is real PostgreSQL, compiled to
 * WebAssembly) into a data directory kept under the bench cache directory (not in git) and reused while the
 * sizes stay the same; each run copies it into the server's temporary DATA_DIR, so runs never change it.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openPglite } from '../apps/server/src/db/client';
import { generateAndDescribe, logGeneration, sameSizes } from './dataset';
import type { BenchMeta } from './db';
import { EMBEDDED_SCALE, type Sizes } from './options';
import { pgliteSql } from './sql';
import { activeAccountIds } from './viewers';

const log = (message: string) => console.log(`[bench] ${message}`);

/** The embedded dataset's sizes: 1/10 of the PostgreSQL dataset's. */
export const embeddedSizes = (sizes: Sizes): Sizes => ({
  accounts: Math.round(sizes.accounts / EMBEDDED_SCALE),
  posts: Math.round(sizes.posts / EMBEDDED_SCALE),
  likes: Math.round(sizes.likes / EMBEDDED_SCALE),
  follows: Math.round(sizes.follows / EMBEDDED_SCALE),
});

/** A cached embedded dataset: a DATA_DIR template holding `pglite/`, and its marker. */
export interface EmbeddedDataset {
  dir: string;
  meta: BenchMeta;
  generated: boolean;
}

/**
 * Makes sure the embedded dataset of `sizes` exists under `cacheDir` (generated with the server's own
 * migrations, then the generator through PGlite); `meta.json`, written last, marks it complete.
 */
export async function prepareEmbeddedDataset(
  cacheDir: string,
  sizes: Sizes,
  chunk: number,
  regenerate: boolean,
): Promise<EmbeddedDataset> {
  const dir = path.join(cacheDir, `pglite-${sizes.accounts}-${sizes.posts}-${sizes.likes}-${sizes.follows}`);
  const marker = path.join(dir, 'meta.json');
  if (!regenerate && existsSync(marker)) {
    const meta = JSON.parse(readFileSync(marker, 'utf8')) as BenchMeta;
    if (sameSizes(meta.requested, sizes)) {
      log(`reusing the embedded (PGlite) dataset of ${meta.generatedAt} in ${dir}`);
      return { dir, meta, generated: false };
    }
  }
  log(`generating the embedded (PGlite) dataset in ${dir}`);
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  const dataDir = path.join(building, 'pglite');
  const migrated = await openPglite(dataDir);
  await migrated.close();
  const db = new PGlite(dataDir, { extensions: { pg_trgm } });
  let meta: BenchMeta;
  try {
    meta = await generateAndDescribe(pgliteSql(db), sizes, chunk, true);
    await db.exec('checkpoint');
  } finally {
    await db.close();
  }
  writeFileSync(path.join(building, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  logGeneration(sizes, meta);
  return { dir, meta, generated: true };
}

/**
 * Copies the dataset into a new temporary DATA_DIR for one server and reads the ids of its first `viewers`
 * active accounts there. The server removes the directory when it stops.
 */
export async function embeddedRunDir(
  dataset: EmbeddedDataset,
  viewers: number,
): Promise<{ dataDir: string; accountIds: string[]; copySeconds: number }> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rep-bench-pglite-'));
  cpSync(path.join(dataset.dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const copySeconds = (performance.now() - started) / 1000;
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return { dataDir, accountIds: await activeAccountIds(pgliteSql(db), viewers), copySeconds };
  } finally {
    await db.close();
  }
}
