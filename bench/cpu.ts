/**
 * CPU time of the processes under test, read from Linux's /proc: the server child, the PostgreSQL
 * backends of the bench database and Redis (which other clients of the same Redis share). CPU milliseconds per request stay meaningful when other work shares
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

/** CPU seconds of each PostgreSQL backend serving `database` (their process title names it), by pid. */
function postgresBackends(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return backends;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (title.includes(` ${database} `)) backends.set(Number(entry), processSeconds(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return backends;
}

/** CPU seconds used since the sampler was made, per part of the system under test. */
export type CpuSample = Record<'server' | 'postgres' | 'redis', number>;

/**
 * A sampler of the CPU seconds used since it was made by the server child (`serverPid`), the PostgreSQL
 * backends serving `database` (null on the embedded default, where PGlite runs inside the server) and Redis
 * (`redisPid`, null without Redis). Backends come and go with the server's pools: each sample adds what every
 * backend used since the previous one (all of it for a backend started meanwhile); a backend's last moments
 * before it ends are missed.
 */
export function cpuSampler(
  serverPid: number,
  database: string | null,
  redisPid: number | null,
): () => CpuSample {
  const server0 = processSeconds(serverPid);
  const redis0 = redisPid ? processSeconds(redisPid) : 0;
  let backends = database ? postgresBackends(database) : new Map<number, number>();
  let postgres = 0;
  return () => {
    if (database) {
      const now = postgresBackends(database);
      for (const [pid, seconds] of now) postgres += seconds - (backends.get(pid) ?? 0);
      backends = now;
    }
    return {
      server: processSeconds(serverPid) - server0,
      postgres,
      redis: redisPid ? processSeconds(redisPid) - redis0 : 0,
    };
  };
}
