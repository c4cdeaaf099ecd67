/**
 * Command-line flags and environment of `npm run bench` (see bench/README.md).
 */
import path from 'node:path';

/** Row counts of the generated dataset. */
export interface Sizes {
  accounts: number;
  posts: number;
  likes: number;
  follows: number;
}

/** Everything a run needs to know. */
export interface BenchOptions {
  databaseUrl: string;
  /** Redis of the server's 'following' timelines. */
  redisUrl: string;
  /** REDIS_PREFIX of the bench server; its keys are deleted before and after the run. */
  redisPrefix: string;
  sizes: Sizes;
  small: boolean;
  regenerate: boolean;
  /** Generate (or check) the datasets and stop: no server, no load. */
  generateOnly: boolean;
  /** Skip EXPLAIN (ANALYZE, BUFFERS). */
  skipExplain: boolean;
  /** Skip the rows on the embedded default (PGlite). */
  skipEmbedded: boolean;
  /** Skip the realtime scenario (bench/sockets.ts); RESULTS.md keeps its previous section. */
  skipSockets: boolean;
  /** Skip the chat scenario (bench/chat.ts); RESULTS.md keeps its previous section. */
  skipChat: boolean;
  /** Skip the storage scenario (bench/storage.ts); RESULTS.md keeps its previous section. */
  skipStorage: boolean;
  connections: number;
  warmupSeconds: number;
  /** Seconds of each saturation and each fixed-rate run (feeds, post create). */
  durationSeconds: number;
  /** Seconds of each run of the mixed workload. */
  mixedSeconds: number;
  /** Posts created one per second by the account with `fanoutFollowers` followers. */
  creates: number;
  /** Followers of the fan-out account. */
  fanoutFollowers: number;
  /** Accounts of the distinct-viewer rows. */
  viewers: number;
  /** Accounts of the mixed workload (drawn Zipf-like). */
  mixedViewers: number;
  /** Rows per INSERT … SELECT statement. */
  chunk: number;
  /** Where the embedded (PGlite) dataset is kept between runs (not in git). */
  cacheDir: string;
  /** Write bench/RESULTS.md and bench/EXPLAIN.md (off for --no-write). */
  write: boolean;
}

export const FULL_SIZES: Sizes = {
  accounts: 100_000,
  posts: 1_000_000,
  likes: 3_000_000,
  follows: 2_000_000,
};
/** The embedded default's dataset is this many times smaller (100k posts at full size). */
export const EMBEDDED_SCALE = 10;

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/rep_bench';
const DEFAULT_SMALL_URL = 'postgres://postgres@127.0.0.1:5432/rep_bench_small';

export const USAGE = `npm run bench -- [flags]

  --small            1/100 of the sizes (own database rep_bench_small unless BENCH_DATABASE_URL is set)
  --regenerate       drop the bench database (and the cached PGlite dataset) and generate them again
  --generate-only    generate (or keep) the datasets, then stop
  --no-explain       skip EXPLAIN (ANALYZE, BUFFERS)
  --no-embedded      skip the rows on the embedded default (PGlite)
  --no-sockets       skip the realtime scenario (sockets held, notification delivery: bench/sockets.ts,
                     which also runs alone and takes its own flags)
  --no-chat          skip the chat scenario (encrypted messages delivered to every member's socket, message
                     list: bench/chat.ts, which also runs alone and takes its own flags)
  --no-storage       skip the storage scenario (distinct photos and videos uploaded, content read by CID:
                     bench/storage.ts, which also runs alone and takes its own flags)
  --no-write         do not write bench/RESULTS.md and bench/EXPLAIN.md
  --accounts=N --posts=N --likes=N --follows=N    sizes (env BENCH_ACCOUNTS, BENCH_POSTS, BENCH_LIKES, BENCH_FOLLOWS)
  --connections=50 --warmup=3 --duration=10       load (env BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_DURATION)
  --mixed-duration=60                             seconds of each mixed-workload run (env BENCH_MIXED_DURATION)
  --creates=30       posts created one per second by the fan-out account
  --chunk=50000      rows per INSERT … SELECT

  env BENCH_DATABASE_URL (default ${DEFAULT_URL}), BENCH_REDIS_URL (default redis://127.0.0.1:6379),
  BENCH_REDIS_PREFIX (default rep_bench:), BENCH_CACHE_DIR (default bench/.cache)`;

/** An integer option of at least `min` (1 by default; 0 for the warm-up), or `fallback` when absent. */
function intOption(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer of at least ${min}, got '${raw}'`);
  return value;
}

/**
 * Parses flags (`--name=value` or `--name value`) and the BENCH_* environment.
 * @throws Error on an unknown flag or a bad number
 */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = new Map<string, string>();
  const booleans = new Set([
    'small',
    'regenerate',
    'generate-only',
    'no-explain',
    'no-embedded',
    'no-sockets',
    'no-chat',
    'no-storage',
    'no-write',
    'help',
  ]);
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument '${arg}'\n\n${USAGE}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (booleans.has(name)) {
      flags.set(name, inline ?? 'true');
    } else if (inline !== undefined) {
      flags.set(name, inline);
    } else {
      const next = argv[k + 1];
      if (next === undefined) throw new Error(`--${name} needs a value`);
      flags.set(name, next);
      k++;
    }
  }
  const known = new Set([
    ...booleans,
    'accounts',
    'posts',
    'likes',
    'follows',
    'connections',
    'warmup',
    'duration',
    'mixed-duration',
    'creates',
    'chunk',
  ]);
  for (const name of flags.keys()) {
    if (!known.has(name)) throw new Error(`Unknown flag --${name}\n\n${USAGE}`);
  }
  if (flags.has('help')) {
    console.log(USAGE);
    process.exit(0);
  }
  const small = flags.get('small') === 'true';
  const scale = small ? 100 : 1;
  const size = (name: keyof Sizes) =>
    intOption(
      `--${name}`,
      flags.get(name) ?? env[`BENCH_${name.toUpperCase()}`],
      Math.round(FULL_SIZES[name] / scale),
    );
  const sizes: Sizes = {
    accounts: size('accounts'),
    posts: size('posts'),
    likes: size('likes'),
    follows: size('follows'),
  };
  if (sizes.accounts < 300) throw new Error('--accounts must be at least 300');
  if (sizes.posts < 2000) throw new Error('--posts must be at least 2000');
  // The distinct viewers are at most a fifth of the accounts; the fan-out account's followers are half of them.
  const viewers = Math.min(20_000, Math.floor(sizes.accounts / 5));
  return {
    databaseUrl: env.BENCH_DATABASE_URL || (small ? DEFAULT_SMALL_URL : DEFAULT_URL),
    redisUrl: env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
    redisPrefix: env.BENCH_REDIS_PREFIX || (small ? 'rep_bench_small:' : 'rep_bench:'),
    sizes,
    small,
    regenerate: flags.get('regenerate') === 'true',
    generateOnly: flags.get('generate-only') === 'true',
    skipExplain: flags.get('no-explain') === 'true',
    skipEmbedded: flags.get('no-embedded') === 'true',
    skipSockets: flags.get('no-sockets') === 'true',
    skipChat: flags.get('no-chat') === 'true',
    skipStorage: flags.get('no-storage') === 'true',
    write: flags.get('no-write') !== 'true',
    connections: intOption('--connections', flags.get('connections') ?? env.BENCH_CONNECTIONS, 50),
    warmupSeconds: intOption('--warmup', flags.get('warmup') ?? env.BENCH_WARMUP, 3, 0),
    durationSeconds: intOption('--duration', flags.get('duration') ?? env.BENCH_DURATION, 10),
    mixedSeconds: intOption('--mixed-duration', flags.get('mixed-duration') ?? env.BENCH_MIXED_DURATION, 60),
    creates: intOption('--creates', flags.get('creates'), 30),
    fanoutFollowers: Math.min(10_000, Math.floor(viewers / 2)),
    viewers,
    mixedViewers: Math.min(5_000, viewers),
    chunk: intOption('--chunk', flags.get('chunk'), 50_000),
    cacheDir: env.BENCH_CACHE_DIR || path.join(import.meta.dirname, '.cache'),
  };
}
