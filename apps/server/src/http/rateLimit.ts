import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../config';
import { ApiError } from './errors';

/**
 * Rate-limit classes. Mastodon allows 300 requests per 5 minutes per account and per IP; ours per window
 * (RATE_LIMIT_WINDOW_SEC, 300 s) are: auth 30 per IP, write 300, search 150, read 1500 per account — or per
 * IP when signed out — and a signed-in caller's IP gets RATE_LIMIT_IP_FACTOR (4) times the account limit.
 * Password attempts are also counted per email (RATE_LIMIT_IDENTITY_MAX, 10). The IP is the socket's
 * address unless TRUST_PROXY names the proxies allowed to set X-Forwarded-For.
 */
export type RateClass = 'auth' | 'write' | 'search' | 'read';

/** Consumes one request of a class for a caller. */
export interface RateLimits {
  /**
   * @param ip the caller's address, or null where it is not known reliably (a socket behind a proxy): a
   *   signed-in caller is then limited per account only
   * @throws ApiError RateLimited (429) with `data.retryAfterSec`
   */
  consume(rateClass: RateClass, accountId: string | null, ip: string | null): Promise<void>;
  /**
   * Consumes one password attempt for an email (sign-in, sign-up), whatever the caller's address:
   * RATE_LIMIT_IDENTITY_MAX (10) per window, so guessing one account's password from many addresses
   * stops too (issue 12, finding 2).
   * @throws ApiError RateLimited (429) with `data.retryAfterSec`
   */
  consumeIdentity(email: string): Promise<void>;
}

/** Runs a consume, turning a spent allowance into ApiError RateLimited with `data.retryAfterSec`. */
async function limited(consume: () => Promise<unknown>): Promise<void> {
  try {
    await consume();
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new ApiError('RateLimited', undefined, { retryAfterSec: Math.ceil(error.msBeforeNext / 1000) });
    }
    throw error;
  }
}

const MAX_KEY = {
  auth: 'RATE_LIMIT_AUTH_MAX',
  write: 'RATE_LIMIT_WRITE_MAX',
  search: 'RATE_LIMIT_SEARCH_MAX',
  read: 'RATE_LIMIT_READ_MAX',
} as const;

/**
 * Builds the limiters (rate-limiter-flexible): counters in memory, or in Redis when a client is given, with
 * an in-memory insurance limiter so a Redis outage does not take the API down. Null when RATE_LIMIT=off.
 */
export function createRateLimits(config: Config, redis?: Redis): RateLimits | null {
  if (!config.RATE_LIMIT) return null;
  const duration = config.RATE_LIMIT_WINDOW_SEC;
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `rl:${keyPrefix}`,
          points,
          duration,
          insuranceLimiter: memory,
        })
      : memory;
  };
  const limiters = Object.fromEntries(
    (Object.keys(MAX_KEY) as RateClass[]).map((cls) => {
      const max = config[MAX_KEY[cls]];
      return [
        cls,
        {
          account: make(`${cls}:a`, max),
          ip: make(`${cls}:ip`, max),
          signedIp: make(`${cls}:sip`, max * config.RATE_LIMIT_IP_FACTOR),
        },
      ];
    }),
  ) as Record<
    RateClass,
    { account: RateLimiterAbstract; ip: RateLimiterAbstract; signedIp: RateLimiterAbstract }
  >;

  const identity = make('identity', config.RATE_LIMIT_IDENTITY_MAX);

  return {
    consume: (rateClass, accountId, ip) =>
      limited(async () => {
        const set = limiters[rateClass];
        if (accountId && rateClass !== 'auth') {
          await set.account.consume(accountId);
          if (ip !== null) await set.signedIp.consume(ip);
        } else {
          await set.ip.consume(ip ?? 'unknown');
        }
      }),
    consumeIdentity: (email) => limited(() => identity.consume(email)),
  };
}
