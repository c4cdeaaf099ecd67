/**
 * The storage scenario (issue 16): a fresh server child on PostgreSQL with its blob store in a temporary
 * data directory; distinct files of realistic sizes (photos of about 200 KB, videos of 5 MB: bench/
 * storageFiles.ts) uploaded by distinct accounts through POST /storage/api/v1/uploadFile at a fixed number in
 * flight (MB/s, uploads/s, each upload's time), then GET /storage/ipfs/<cid> at saturation over every stored
 * photo's CID in turn, next to GET /health of the same server. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { callOnce } from './calls';
import { cpuSampler } from './cpu';
import { connect } from './dataset';
import { databaseName, dropDatabase } from './db';
import { type Call, type LatencyStats, type LoadResult, latencyStats, measureLoad } from './load';
import { HEALTH } from './rows';
import { type ServerChild, startServerChild, WRITE_SETTINGS } from './server';
import { createSocketsDatabase, seedSocketAccounts, socketAccountId } from './socketsData';
import { pgSql } from './sql';
import { type BenchFile, benchFiles } from './storageFiles';
import { tokenSigner } from './viewers';

const repoRoot = path.resolve(import.meta.dirname, '..');
const log = (message: string) => console.log(`[storage] ${message}`);

/** The scenario's database unless BENCH_STORAGE_DATABASE_URL says otherwise (made anew, dropped after). */
export const STORAGE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rep_bench_storage';

/** The multipart upload route (field `file`, signed-in accounts). */
export const UPLOAD_PATH = '/storage/api/v1/uploadFile';
/** Where stored content is read by CID. */
export const CONTENT_PATH = (cid: string) => `/storage/ipfs/${cid}`;

/** The read row: autocannon at saturation, as bench/load.ts runs the other rows. */
export interface StorageReadOptions {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

/** What a run of the scenario needs. */
export interface StorageOptions {
  /** The scenario's own database (its name contains `bench`). */
  databaseUrl: string;
  /** Photos uploaded, and their size in bytes (about: JPEGs of random pixels). */
  images: number;
  imageBytes: number;
  /** Videos uploaded, and their exact size in bytes. */
  videos: number;
  videoBytes: number;
  /** Uploads in flight at once. */
  concurrency: number;
  /** The read row, or null to skip it. */
  read: StorageReadOptions | null;
}

/** Defaults: 1,000 photos of 200 KB and 50 videos of 5 MB, 16 uploads in flight; reads by 50 connections. */
export const STORAGE_DEFAULTS: Omit<StorageOptions, 'databaseUrl'> = {
  images: 1_000,
  imageBytes: 200_000,
  videos: 50,
  videoBytes: 5_000_000,
  concurrency: 16,
  read: { connections: 50, warmupSeconds: 3, seconds: 10 },
};

/** `--small` (development, a shared machine): 40 photos, 4 videos of 1 MB, 4 in flight, short reads. */
export const STORAGE_SMALL: Partial<typeof STORAGE_DEFAULTS> = {
  images: 40,
  videos: 4,
  videoBytes: 1_000_000,
  concurrency: 4,
  read: { connections: 10, warmupSeconds: 1, seconds: 3 },
};

/** The uploads of one kind of file. */
export interface UploadReport {
  kind: BenchFile['kind'];
  files: number;
  /** Bytes sent (the files' sizes) and the mean file size. */
  bytes: number;
  meanBytes: number;
  /** Wall time from the first upload's start to the last one's answer. */
  seconds: number;
  megabytesPerSecond: number;
  uploadsPerSecond: number;
  /** Each upload's time (accepted answers), ms. */
  latency: LatencyStats;
  statuses: Record<string, number>;
  /** Distinct CIDs answered (one per distinct file when all is well). */
  distinctCids: number;
  loadAverage: number;
}

/** The read row and its baseline. */
export interface StorageReadReport {
  health: LoadResult;
  content: LoadResult;
  /** CIDs read in turn, and requests made (warm-up included). */
  cids: number;
  requests: number;
}

/** A run's figures, for RESULTS.md. */
export interface StorageReport {
  date: Date;
  options: StorageOptions;
  /** Seconds the bench took to make the files (not measured against the server). */
  filesSeconds: number;
  uploads: UploadReport[];
  read: StorageReadReport | null;
  loadAverage: number;
  cpu: string;
  nproc: number;
  node: string;
}

/** One upload's outcome. */
interface Uploaded {
  status: number;
  ms: number;
  cid: string | null;
}

/** Uploads one file as the account behind `token`. */
async function upload(serverUrl: string, file: BenchFile, token: string): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const started = performance.now();
  try {
    const response = await fetch(serverUrl + UPLOAD_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      data?: { cid?: string };
    } | null;
    const cid = response.ok && body?.success ? (body.data?.cid ?? null) : null;
    return { status: response.status, ms: performance.now() - started, cid };
  } catch {
    return { status: 0, ms: performance.now() - started, cid: null };
  }
}

/** Uploads `files`, `concurrency` at a time, file k by the account of `tokens[k]`. */
async function uploadAll(
  serverUrl: string,
  files: readonly BenchFile[],
  tokens: readonly string[],
  concurrency: number,
): Promise<{ outcomes: Uploaded[]; seconds: number }> {
  const outcomes: Uploaded[] = new Array(files.length);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let k = next++; k < files.length; k = next++)
      outcomes[k] = await upload(serverUrl, files[k]!, tokens[k]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

/** The figures of one kind's uploads. */
function uploadReport(
  kind: BenchFile['kind'],
  files: readonly BenchFile[],
  outcomes: Uploaded[],
  seconds: number,
  loadAverage: number,
): UploadReport {
  const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  const ok = outcomes.filter((o) => o.cid !== null);
  const okBytes = files.reduce((sum, file, k) => sum + (outcomes[k]!.cid ? file.bytes.length : 0), 0);
  const statuses: Record<string, number> = {};
  for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  return {
    kind,
    files: files.length,
    bytes,
    meanBytes: files.length ? bytes / files.length : 0,
    seconds,
    megabytesPerSecond: okBytes / 1e6 / seconds,
    uploadsPerSecond: ok.length / seconds,
    latency: latencyStats(ok.map((o) => o.ms)),
    statuses,
    distinctCids: new Set(ok.map((o) => o.cid)).size,
    loadAverage,
  };
}

/** GET /health, then GET /storage/ipfs/<cid> over `cids` in turn, both at saturation. */
async function measureReads(
  read: StorageReadOptions,
  server: ServerChild,
  sampleCpu: ReturnType<typeof cpuSampler>,
  cids: readonly string[],
): Promise<StorageReadReport> {
  let i = 0;
  const next = (): Call => ({ kind: 'content', method: 'GET', path: CONTENT_PATH(cids[i++ % cids.length]!) });
  const first = next();
  const check = await callOnce(server.url, first);
  if (check.status !== 200) throw new Error(`GET ${first.path} answered ${check.status}`);
  const shape = { connections: read.connections, seconds: read.seconds };
  log(
    `GET /health (baseline): saturation, ${read.connections} connections, ${read.warmupSeconds} s warm-up + ${read.seconds} s`,
  );
  const health = await measureLoad(server.url, { name: 'health', first: HEALTH }, shape, {
    warmupSeconds: read.warmupSeconds,
    sampleCpu,
  });
  log(`GET /storage/ipfs/<cid> over ${cids.length} distinct CIDs: saturation`);
  const content = await measureLoad(server.url, { name: 'content', first, next }, shape, {
    warmupSeconds: read.warmupSeconds,
    sampleCpu,
  });
  log(
    `  ${Math.round(content.requestsPerSecond)} req/s (GET /health ${Math.round(health.requestsPerSecond)}), p50 ${content.p50.toFixed(1)} ms, p99 ${content.p99.toFixed(1)} ms`,
  );
  return { health, content, cids: cids.length, requests: i };
}

/**
 * Runs the scenario on a database made for the run (dropped afterwards; the server's data directory is
 * removed when it stops) and answers its figures.
 * @throws Error when the database cannot be made, the server does not start or no photo was stored
 */
export async function runStorageScenario(opts: StorageOptions): Promise<StorageReport> {
  const accounts = opts.images + opts.videos;
  log(
    `database ${databaseName(opts.databaseUrl)}: ${accounts.toLocaleString('en-US')} accounts, one upload each`,
  );
  const filesStarted = performance.now();
  const files = await benchFiles(opts.images, opts.imageBytes, opts.videos, opts.videoBytes);
  const filesSeconds = (performance.now() - filesStarted) / 1000;
  await createSocketsDatabase(opts.databaseUrl);
  try {
    const client = await connect(opts.databaseUrl);
    try {
      await seedSocketAccounts(pgSql(client), accounts);
    } finally {
      await client.end();
    }
    const jwtSecret = randomBytes(48).toString('base64');
    const server = await startServerChild(repoRoot, {
      DATABASE_URL: opts.databaseUrl,
      JWT_SECRET: jwtSecret,
      ...WRITE_SETTINGS,
    });
    try {
      const loadAverage = os.loadavg()[0]!;
      log(`server pid ${server.pid} at ${server.url}`);
      const tokens = tokenSigner(jwtSecret)(Array.from({ length: accounts }, (_, k) => socketAccountId(k)));
      const uploads: UploadReport[] = [];
      const photoCids: string[] = [];
      for (const kind of ['image', 'video'] as const) {
        const from = kind === 'image' ? 0 : opts.images;
        const some = files.slice(from, from + (kind === 'image' ? opts.images : opts.videos));
        if (!some.length) continue;
        log(`uploading ${some.length} ${kind}s, ${opts.concurrency} in flight`);
        const load = os.loadavg()[0]!;
        const { outcomes, seconds } = await uploadAll(server.url, some, tokens.slice(from), opts.concurrency);
        const report = uploadReport(kind, some, outcomes, seconds, load);
        uploads.push(report);
        if (kind === 'image') for (const o of outcomes) if (o.cid) photoCids.push(o.cid);
        log(
          `  ${report.megabytesPerSecond.toFixed(1)} MB/s, ${report.uploadsPerSecond.toFixed(1)} uploads/s, p50 ${report.latency.p50.toFixed(1)} ms, p99 ${report.latency.p99.toFixed(1)} ms; statuses ${JSON.stringify(report.statuses)}`,
        );
      }
      let read: StorageReadReport | null = null;
      if (opts.read) {
        if (!photoCids.length) throw new Error('No photo was stored: nothing to read');
        read = await measureReads(
          opts.read,
          server,
          cpuSampler(server.pid, databaseName(opts.databaseUrl), null),
          photoCids,
        );
      }
      return {
        date: new Date(),
        options: opts,
        filesSeconds,
        uploads,
        read,
        loadAverage,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        nproc: os.cpus().length,
        node: process.version,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase(opts.databaseUrl).catch((error: Error) =>
      log(`could not drop ${databaseName(opts.databaseUrl)}: ${error.message}`),
    );
  }
}
