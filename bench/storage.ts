/**
 * `npx tsx bench/storage.ts`: the storage scenario alone (issue 16): distinct photos and videos uploaded by
 * distinct accounts (MB/s, uploads/s), then GET /storage/ipfs/<cid> over many CIDs next to GET /health
 * (bench/storageScenario.ts). Writes its section of bench/RESULTS.md (bench/storageReport.ts). `npm run
 * bench` runs it too, after the chat scenario (see bench/README.md).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFlags, positive } from './flags';
import { writeSection } from './resultsSection';
import { renderStorageSection, storageVerdict } from './storageReport';
import {
  runStorageScenario,
  STORAGE_DATABASE_URL,
  STORAGE_DEFAULTS,
  STORAGE_SMALL,
  type StorageOptions,
} from './storageScenario';

export const STORAGE_USAGE = `npx tsx bench/storage.ts [flags]

  --small               ${STORAGE_SMALL.images} photos, ${STORAGE_SMALL.videos} videos of ${(STORAGE_SMALL.videoBytes ?? 0) / 1e6} MB, ${STORAGE_SMALL.concurrency} in flight, reads of ${STORAGE_SMALL.read?.seconds} s (development)
  --images=${STORAGE_DEFAULTS.images}         photos uploaded (each distinct, each by another account)
  --image-bytes=${STORAGE_DEFAULTS.imageBytes}  about this many bytes each
  --videos=${STORAGE_DEFAULTS.videos}           videos uploaded
  --video-bytes=${STORAGE_DEFAULTS.videoBytes} bytes each
  --concurrency=${STORAGE_DEFAULTS.concurrency}      uploads in flight
  --no-read             skip the GET /storage/ipfs/<cid> row
  --no-write            do not write bench/RESULTS.md
  --json=FILE           also write the figures as JSON to FILE

  env BENCH_STORAGE_DATABASE_URL (default ${STORAGE_DATABASE_URL}; made anew and dropped, its name must
  contain 'bench')`;

/**
 * The scenario's options from flags (`--name=value`) and the environment.
 * @throws Error on an unknown flag or a bad value
 */
export function parseStorageOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): StorageOptions & { write: boolean; json: string | null } {
  const flags = parseFlags(
    argv,
    ['small', 'images', 'image-bytes', 'videos', 'video-bytes', 'concurrency', 'no-read', 'no-write', 'json'],
    STORAGE_USAGE,
  );
  const base = flags.get('small') === 'true' ? { ...STORAGE_DEFAULTS, ...STORAGE_SMALL } : STORAGE_DEFAULTS;
  const videos = flags.get('videos');
  return {
    ...base,
    databaseUrl: env.BENCH_STORAGE_DATABASE_URL || STORAGE_DATABASE_URL,
    images: positive('images', flags.get('images'), base.images),
    imageBytes: positive('image-bytes', flags.get('image-bytes'), base.imageBytes),
    videos: videos === '0' ? 0 : positive('videos', videos, base.videos),
    videoBytes: positive('video-bytes', flags.get('video-bytes'), base.videoBytes),
    concurrency: positive('concurrency', flags.get('concurrency'), base.concurrency),
    read: flags.get('no-read') === 'true' ? null : base.read,
    write: flags.get('no-write') !== 'true',
    json: flags.get('json') ?? null,
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const opts = parseStorageOptions(argv, process.env);
  const report = await runStorageScenario(opts);
  console.log(`[storage] stored whole and read back? ${storageVerdict(report).text}`);
  if (opts.json) writeFileSync(opts.json, JSON.stringify(report, null, 2));
  if (opts.write) {
    const command = `npx tsx bench/storage.ts${argv.length ? ` ${argv.join(' ')}` : ''}`;
    writeSection('storage', renderStorageSection(report, command));
    console.log('[storage] wrote its section of bench/RESULTS.md');
  }
  if (!storageVerdict(report).met) process.exitCode = 1;
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
