import path from 'node:path';
import { DEFAULT_GUARD_MIN_ROLE, ROLES } from '@rep/shared';
import { z } from 'zod';

const onOff = z
  .enum(['true', 'false', 'on', 'off', '1', '0'])
  .transform((v) => v === 'true' || v === 'on' || v === '1');

/**
 * Environment configuration, validated at start (DESIGN.md "Configuration"). A bad value stops the start
 * with a message naming the variable.
 */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED: onOff.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  RATE_LIMIT: onOff.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  /** KYC provider: `local` is the embedded dev-only verification (refused in production unless KYC_LOCAL_IN_PRODUCTION). */
  KYC_PROVIDER: z.enum(['local']).default('local'),
  KYC_LOCAL_IN_PRODUCTION: onOff.default(false),
  /** Minimum KYC role of guarded actions: like, follow, bookmark, reply, post, report (SPEC §6). */
  GUARD_MIN_ROLE: z.enum(ROLES).default(DEFAULT_GUARD_MIN_ROLE),
  /** Rate limits: requests per window per account (signed in) or per IP (anonymous, auth calls). */
  RATE_LIMIT_WINDOW_SEC: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_WRITE_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_SEARCH_MAX: z.coerce.number().int().min(1).default(150),
  RATE_LIMIT_READ_MAX: z.coerce.number().int().min(1).default(1500),
  /** A signed-in caller's IP may make this many times the per-account limit (shared NATs). */
  RATE_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).default(4),
  /**
   * Read caches (DESIGN "Read caches"): serialised feed and thread responses per viewer, and post and profile
   * rows shared by all viewers, kept by the change log.
   */
  READ_CACHE: onOff.default(true),
  /**
   * Memory unit of the read caches, in MiB: responses, post rows and author lists get 1× each, hot lists ⅛,
   * profiles and callers ¼ each (about 3.6× in all; docs/DECISIONS.md "Read caches").
   */
  READ_CACHE_MB: z.coerce.number().int().min(1).default(64),
  /** Longest life of a cached response, row or viewer, in seconds (covers changes made outside the API). */
  READ_CACHE_TTL_SEC: z.coerce.number().int().min(1).default(60),
  /** How long others' changes may take to show in a cached response, in ms; own writes show at once. */
  READ_CACHE_GRACE_MS: z.coerce.number().int().min(0).default(1000),
  /** Daily post allowance per KYC role (SPEC §3 "Post limit"). */
  POST_LIMIT_NON: z.coerce.number().int().min(0).default(20),
  POST_LIMIT_SILVER: z.coerce.number().int().min(0).default(100),
  POST_LIMIT_GOLD: z.coerce.number().int().min(0).default(500),
  POST_LIMIT_SYSADMIN: z.coerce.number().int().min(0).default(10_000),
});

/** Parsed configuration. Paths are absolute. */
export type Config = z.infer<typeof configSchema> & { webDist: string };

/**
 * Reads the configuration from an environment object.
 * @throws Error naming every invalid variable
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const webDist = path.resolve(parsed.data.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'));
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), webDist };
}
