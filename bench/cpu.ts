/**
 * CPU time of the processes under test, read from Linux's /proc: the server child, the PostgreSQL
 * backends of the bench database and Redis. CPU milliseconds per request stay meaningful when other work shares
 * the machine, where throughput and latency do not.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's user + system CPU seconds, or 0 when it is gone (or not on Linux). */
function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start at its closing parenthesis: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of the PostgreSQL backends serving `database` (their process title names it). */
function postgresSeconds(database: string): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (title.includes(` ${database} `)) total += processSeconds(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU seconds used so far, per part of the system under test. */
export type CpuSample = Record<'server' | 'postgres' | 'redis', number>;

/**
 * A sampler of the CPU seconds of the server child (`serverPid`), of the PostgreSQL backends serving
 * `database` (null on the embedded default, where PGlite runs inside the server) and of Redis (`redisPid`,
 * null without Redis). Backends that end between two samples are missed (the server's pools keep theirs).
 */
export const cpuSampler =
  (serverPid: number, database: string | null, redisPid: number | null) => (): CpuSample => ({
    server: processSeconds(serverPid),
    postgres: database ? postgresSeconds(database) : 0,
    redis: redisPid ? processSeconds(redisPid) : 0,
  });
