/**
 * Flags of the scenarios that also run alone (bench/sockets.ts, bench/chat.ts): `--name=value` or `--name`
 * (true), checked against the known names, `--help` printing the usage.
 */

/**
 * The flags of `argv` by name (a bare `--name` is 'true'; a lone `--` is skipped). Prints `usage` and exits
 * on `--help`.
 * @throws Error on an argument that is not a flag or an unknown flag
 */
export function parseFlags(
  argv: readonly string[],
  known: readonly string[],
  usage: string,
): Map<string, string> {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    if (arg === '--') continue;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unexpected argument '${arg}'\n\n${usage}`);
    flags.set(match[1]!, match[2] ?? 'true');
  }
  for (const name of flags.keys())
    if (name !== 'help' && !known.includes(name)) throw new Error(`Unknown flag --${name}\n\n${usage}`);
  if (flags.has('help')) {
    console.log(usage);
    process.exit(0);
  }
  return flags;
}

/**
 * A positive integer flag (underscores allowed: 10_000), or `fallback` when absent.
 * @throws Error when it is not a positive integer (or absent without a fallback)
 */
export function positive(name: string, raw: string | undefined, fallback?: number): number {
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = Number((raw ?? '').replaceAll('_', ''));
  if (!raw || !Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs positive integers, got '${raw ?? ''}'`);
  return value;
}

/**
 * Bursts written `count@rate,…` (e.g. `200@10,1000@50`), or none for 'none'.
 * @throws Error on a count or rate that is not a positive integer
 */
export function parseBursts(name: string, raw: string): { count: number; rate: number }[] {
  if (raw === 'none') return [];
  return raw.split(',').map((burst) => {
    const [count, rate] = burst.split('@');
    return { count: positive(name, count), rate: positive(name, rate) };
  });
}
