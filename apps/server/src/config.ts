import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_EXTENSION_ID, DEFAULT_GUARD_MIN_ROLE, ROLES } from '@rep/shared';
import { z } from 'zod';

const onOff = z
  .enum(['true', 'false', 'on', 'off', '1', '0'])
  .transform((v) => v === 'true' || v === 'on' || v === '1');

/**
 * `TRUST_PROXY`: `true`/`false`, a number of proxy hops, or a comma-separated list of proxy addresses or
 * CIDR ranges (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). Only trusted proxies may set the
 * client address through `X-Forwarded-For` (http/security.ts turns it into Fastify's `trustProxy`).
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['true', 'on'].includes(text)) return true;
  if (['false', 'off'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const bad = entries.find((entry) => !named.includes(entry) && isIP(entry.split('/')[0] ?? '') === 0);
  if (bad !== undefined) {
    ctx.addIssue({ code: 'custom', message: `'${bad}' is not true, false, a hop count or an address` });
    return z.NEVER;
  }
  return entries;
});

/**
 * A master key given as 32 bytes in base64 (44 characters) or hex (64 characters): `openssl rand -base64 32`.
 */
const masterKey = z
  .string()
  .trim()
  .regex(
    /^(?:[0-9a-f]{64}|[A-Za-z0-9+/]{43}=)$/i,
    'must be 32 bytes in base64 or hex (openssl rand -base64 32)',
  )
  .transform((text) => Buffer.from(text, text.length === 64 ? 'hex' : 'base64'));

/** A VAPID key in base64url without padding: `bytes` long once decoded (RFC 8292; npx web-push generate-vapid-keys). */
const vapidKey = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding (npx web-push generate-vapid-keys)')
    .refine((text) => Buffer.from(text, 'base64url').length === bytes, `must decode to ${bytes} bytes`);

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
  /** Prefix of every Redis key this service writes (timelines), so services or test runs can share a Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/, 'letters, digits and _ : . - only')
    .default('rep:'),
  PUBLIC_URL: z.url().optional(),
  /** When set, `GET /metrics` needs `Authorization: Bearer <METRICS_TOKEN>` (docs/DECISIONS.md "Operations"). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The key that wraps every wallet's data key. Production must set it (kept apart from the database);
   * without it one is generated into DATA_DIR/secrets.json (docs/DECISIONS.md "Security").
   */
  MASTER_KEY: masterKey.optional(),
  /**
   * The web push VAPID key pair (P-256, base64url): both or neither; without them a pair is generated into
   * DATA_DIR/secrets.json on first start (docs/DECISIONS.md "Web push").
   */
  VAPID_PUBLIC_KEY: vapidKey(65).optional(),
  VAPID_PRIVATE_KEY: vapidKey(32).optional(),
  /** The contact push services see in the VAPID token: a `mailto:` or `https:` URL (default: adapters/push `vapidSubject`). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .optional(),
  /**
   * Ids of the Rep browser extension the website hands its session to (comma-separated; issue 17): the
   * unpacked build's fixed id by default, a store build's id in production.
   */
  EXTENSION_IDS: z
    .string()
    .default(DEFAULT_EXTENSION_ID)
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-p]{32}$/, 'each id must be 32 letters a-p'))),
  /** Which proxies may set the client address (X-Forwarded-For); off by default (see {@link trustProxy}). */
  TRUST_PROXY: trustProxy.default(false),
  /** Longest time a client may take to send a whole request (headers and body), in seconds. */
  REQUEST_TIMEOUT_SEC: z.coerce.number().int().min(1).max(600).default(30),
  /** Most simultaneous connections the HTTP server accepts; more are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(20_000),
  SEED: onOff.default(true),
  /** Run job workers (processors) in this process; `off` only sends jobs (e.g. a web-only process). */
  JOB_WORKERS: onOff.default(true),
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
  /** Sign-in and sign-up attempts per email per window, from any number of addresses. */
  RATE_LIMIT_IDENTITY_MAX: z.coerce.number().int().min(1).default(10),
  /** A signed-in caller's IP may make this many times the per-account limit (shared NATs). */
  RATE_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).default(4),
  /** Daily post allowance per KYC role (SPEC §3 "Post limit"). */
  POST_LIMIT_NON: z.coerce.number().int().min(0).default(20),
  POST_LIMIT_SILVER: z.coerce.number().int().min(0).default(100),
  POST_LIMIT_GOLD: z.coerce.number().int().min(0).default(500),
  POST_LIMIT_SYSADMIN: z.coerce.number().int().min(0).default(10_000),
  /** GIF search through Tenor (API v2) instead of the instance's own library (issue 16); wins over Giphy. */
  TENOR_API_KEY: z.string().trim().min(1).optional(),
  /** GIF search through Giphy instead of the instance's own library (issue 16). */
  GIPHY_API_KEY: z.string().trim().min(1).optional(),
  /** The Tenor and Giphy API bases (default: their public APIs; tests point them at a local fake). */
  TENOR_BASE_URL: z.url().optional(),
  GIPHY_BASE_URL: z.url().optional(),
  /** Blob store (issue 16): stored objects go to this S3-compatible bucket instead of DATA_DIR/blobs. */
  S3_BUCKET: z.string().trim().min(1).optional(),
  /** A non-AWS S3 endpoint (MinIO, Garage, R2, …); AWS when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which most self-hosted S3 servers need. */
  S3_FORCE_PATH_STYLE: onOff.default(false),
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
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.MASTER_KEY) {
    throw new Error(
      'Invalid configuration: MASTER_KEY: required when NODE_ENV=production (openssl rand -base64 32; README "Configuration")',
    );
  }
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  const webDist = path.resolve(parsed.data.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'));
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), webDist };
}
