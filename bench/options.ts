/**
 * Command-line flags and environment of `npm run bench` (see bench/README.md).
 */

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
  sizes: Sizes;
  small: boolean;
  regenerate: boolean;
  /** Generate (or check) the dataset and stop: no server, no load. */
  generateOnly: boolean;
  /** Skip EXPLAIN (ANALYZE, BUFFERS). */
  skipExplain: boolean;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Rows per INSERT … SELECT statement. */
  chunk: number;
  /** Accounts the runner user follows. */
  runnerFollows: number;
  /** Write bench/RESULTS.md and bench/EXPLAIN.md (off for --no-write). */
  write: boolean;
}

export const FULL_SIZES: Sizes = {
  accounts: 100_000,
  posts: 1_000_000,
  likes: 3_000_000,
  follows: 2_000_000,
};
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/rep_bench';
const DEFAULT_SMALL_URL = 'postgres://postgres@127.0.0.1:5432/rep_bench_small';

export const USAGE = `npm run bench -- [flags]

  --small            1/100 of the sizes (own database rep_bench_small unless BENCH_DATABASE_URL is set)
  --regenerate       drop the bench database and generate the dataset again
  --generate-only    generate (or keep) the dataset, then stop
  --no-explain       skip EXPLAIN (ANALYZE, BUFFERS)
  --no-write         do not write bench/RESULTS.md and bench/EXPLAIN.md
  --accounts=N --posts=N --likes=N --follows=N    sizes (env BENCH_ACCOUNTS, BENCH_POSTS, BENCH_LIKES, BENCH_FOLLOWS)
  --connections=50 --warmup=3 --duration=10       load (env BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_DURATION)
  --chunk=50000      rows per INSERT … SELECT

  env BENCH_DATABASE_URL (default ${DEFAULT_URL})`;

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
  const booleans = new Set(['small', 'regenerate', 'generate-only', 'no-explain', 'no-write', 'help']);
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
  return {
    databaseUrl: env.BENCH_DATABASE_URL || (small ? DEFAULT_SMALL_URL : DEFAULT_URL),
    sizes,
    small,
    regenerate: flags.get('regenerate') === 'true',
    generateOnly: flags.get('generate-only') === 'true',
    skipExplain: flags.get('no-explain') === 'true',
    write: flags.get('no-write') !== 'true',
    connections: intOption('--connections', flags.get('connections') ?? env.BENCH_CONNECTIONS, 50),
    warmupSeconds: intOption('--warmup', flags.get('warmup') ?? env.BENCH_WARMUP, 3, 0),
    durationSeconds: intOption('--duration', flags.get('duration') ?? env.BENCH_DURATION, 10),
    chunk: intOption('--chunk', flags.get('chunk'), 50_000),
    runnerFollows: 200,
  };
}
