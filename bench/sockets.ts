/**
 * `npx tsx bench/sockets.ts`: the realtime scenario alone (issue 14): sockets held by one server process and
 * the delivery latency of a burst of notifications, at 1k and 10k sockets (bench/socketsScenario.ts). Writes
 * its section of bench/RESULTS.md (bench/socketsReport.ts). `npm run bench` runs it too (see bench/README.md).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseBursts, parseFlags, positive } from './flags';
import { writeSection } from './resultsSection';
import { SOCKETS_DATABASE_URL } from './socketsData';
import { renderSocketsSection, socketsVerdict } from './socketsReport';
import { runSocketsScenario, SOCKETS_DEFAULTS, type SocketsOptions } from './socketsScenario';

export const SOCKETS_USAGE = `npx tsx bench/sockets.ts [flags]

  --scales=1000,10000   connected sockets of each scale (a fresh server each)
  --bursts=200@10,1000@50
                        the bursts of each scale, likes@per-second (each like by another account, on another
                        connected recipient's post); 'none': only connect and hold
  --concurrency=100     handshakes in flight while connecting
  --hold=10             seconds the sockets are held idle while the server's CPU is sampled
  --no-write            do not write bench/RESULTS.md
  --json=FILE           also write the figures as JSON to FILE

  env BENCH_SOCKETS_DATABASE_URL (default ${SOCKETS_DATABASE_URL}; made anew and dropped, its name must
  contain 'bench'), BENCH_REDIS_URL (default redis://127.0.0.1:6379), BENCH_SOCKETS_REDIS_PREFIX (default
  rep_bench_sockets:)`;

/**
 * The scenario's options from flags (`--name=value`) and the environment.
 * @throws Error on an unknown flag or a bad value
 */
export function parseSocketsOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): SocketsOptions & { write: boolean; json: string | null } {
  const flags = parseFlags(
    argv,
    ['scales', 'bursts', 'concurrency', 'hold', 'no-write', 'json'],
    SOCKETS_USAGE,
  );
  const scales = flags.has('scales')
    ? flags
        .get('scales')!
        .split(',')
        .map((s) => positive('scales', s))
    : SOCKETS_DEFAULTS.scales;
  return {
    ...SOCKETS_DEFAULTS,
    databaseUrl: env.BENCH_SOCKETS_DATABASE_URL || SOCKETS_DATABASE_URL,
    redisUrl: env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
    redisPrefix: env.BENCH_SOCKETS_REDIS_PREFIX || 'rep_bench_sockets:',
    scales,
    bursts: flags.has('bursts')
      ? parseBursts('bursts', flags.get('bursts')!).map(({ count, rate }) => ({ likes: count, rate }))
      : SOCKETS_DEFAULTS.bursts,
    concurrency: positive('concurrency', flags.get('concurrency'), SOCKETS_DEFAULTS.concurrency),
    holdSeconds: positive('hold', flags.get('hold'), SOCKETS_DEFAULTS.holdSeconds),
    write: flags.get('no-write') !== 'true',
    json: flags.get('json') ?? null,
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const opts = parseSocketsOptions(argv, process.env);
  const report = await runSocketsScenario(opts);
  const verdict = socketsVerdict(report.scales);
  console.log(`[sockets] goal met? ${verdict.text}`);
  if (opts.json) writeFileSync(opts.json, JSON.stringify(report, null, 2));
  if (opts.write) {
    const command = `npx tsx bench/sockets.ts${argv.length ? ` ${argv.join(' ')}` : ''}`;
    writeSection('sockets', renderSocketsSection(report, command));
    console.log('[sockets] wrote its section of bench/RESULTS.md');
  }
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
