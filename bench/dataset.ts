/**
 * The PostgreSQL dataset of a run: generated once (generate.ts), then reused while its sizes stay the same;
 * migrations added since are applied on reuse.
 */
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import {
  type BenchMeta,
  databaseName,
  ensureDatabase,
  hasForeignData,
  readMeta,
  recreateDatabase,
  writeMeta,
} from './db';
import { describeDataset, generateDataset } from './generate';
import type { BenchOptions, Sizes } from './options';
import { pgSql } from './sql';

const log = (message: string) => console.log(`[bench] ${message}`);

/** Whether two datasets have the same sizes. */
export const sameSizes = (a: Sizes, b: Sizes) =>
  a.accounts === b.accounts && a.posts === b.posts && a.likes === b.likes && a.follows === b.follows;

/** Opens a dedicated connection. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Logs the sizes and the phases of a generation. */
export function logGeneration(sizes: Sizes, meta: BenchMeta) {
  log(
    `generated ${Object.entries(sizes)
      .map(([k, v]) => `${k}=${v.toLocaleString('en-US')}`)
      .join(', ')} in ${meta.totalSeconds.toFixed(1)} s (${meta.databaseSize})`,
  );
  for (const t of meta.timings) log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.phase}`);
}

/**
 * Makes sure the PostgreSQL dataset exists; answers its marker and whether it was generated now.
 * @throws Error when the database holds data the benchmark did not generate and its name lacks 'bench'
 */
export async function preparePostgresDataset(
  opts: BenchOptions,
): Promise<{ meta: BenchMeta; generated: boolean }> {
  const url = opts.databaseUrl;
  const name = databaseName(url);
  const created = await ensureDatabase(url);
  if (created) log(`created database ${name}`);
  let client = await connect(url);
  try {
    const existing = await readMeta(pgSql(client));
    let reason = '';
    if (opts.regenerate) reason = '--regenerate';
    else if (!existing) reason = 'no complete dataset (no bench_meta marker)';
    else if (!sameSizes(existing.requested, opts.sizes)) {
      reason = `the sizes changed (${JSON.stringify(existing.requested)} → ${JSON.stringify(opts.sizes)})`;
    }
    if (!reason && existing) {
      // Apply migrations added since the dataset was generated.
      const database = await openPostgres(url, 1);
      await database.close();
      log(`reusing the PostgreSQL dataset of ${existing.generatedAt} (--regenerate to make a new one)`);
      return { meta: existing, generated: false };
    }
    log(`generating the PostgreSQL dataset: ${reason}`);
    if (!created) {
      if (name.includes('bench')) {
        await client.end();
        await recreateDatabase(url);
        client = await connect(url);
      } else if (await hasForeignData(pgSql(client))) {
        throw new Error(
          `Database '${name}' holds data the benchmark did not generate; use a '*bench*' database.`,
        );
      }
    }
    const database = await openPostgres(url, 1);
    await database.close();
    const meta = await generateAndDescribe(pgSql(client), opts.sizes, opts.chunk, false);
    logGeneration(opts.sizes, meta);
    return { meta, generated: true };
  } finally {
    await client.end();
  }
}

/** Generates a dataset into a migrated, empty database and writes its `bench_meta` marker. */
export async function generateAndDescribe(
  client: Parameters<typeof generateDataset>[0],
  sizes: Sizes,
  chunk: number,
  embedded: boolean,
): Promise<BenchMeta> {
  const generation = await generateDataset(client, sizes, chunk, { embedded });
  const described = await describeDataset(client);
  const meta: BenchMeta = {
    requested: sizes,
    actual: described.actual,
    generatedAt: new Date().toISOString(),
    timings: generation.timings,
    totalSeconds: generation.totalSeconds,
    threadPostId: described.threadPostId,
    threadReplies: described.threadReplies,
    databaseSize: described.databaseSize,
  };
  await writeMeta(client, meta);
  return meta;
}
