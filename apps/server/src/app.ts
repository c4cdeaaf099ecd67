import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { routes } from './api';
import type { AppContext } from './context';
import { IMMUTABLE, registerAvatarRoute } from './http/avatars';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from './http/compression';
import { registerApiDocs } from './http/docs';
import { installErrorHandler } from './http/errorHandler';
import { ApiError } from './http/errors';
import { registerJsonParser } from './http/jsonParser';
import { loggerOptions } from './http/logging';
import { type PoolStats, registerMetrics } from './http/metrics';
import { registerProbes } from './http/ops';
import { registerRoutes } from './http/route';
import { registerSecurity, serverOptions } from './http/security';
import { registerStorageRoutes } from './storage/routes';

/** Largest JSON body accepted, in bytes (articles are the biggest). */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** Paths the server answers itself: an unknown one is a 404 envelope, never the web app's page. */
const API_PREFIXES = ['/api/', '/auth/', '/storage/', '/socket.io/', '/avatars/'];

/** Options of {@link buildApp}. */
export interface AppOptions {
  logger?: boolean;
  /** PostgreSQL connection pools to report in `/metrics` (from openDatabase). */
  pools?: Readonly<Record<string, PoolStats>>;
}

/**
 * Builds the Fastify app: the auth backend at `/auth`, the main backend at `/api`, the operator endpoints
 * (`/health`, `/ready`, `/metrics`, `/openapi.json`, `/docs`), the built web app with SPA fallback; responses of
 * 1 KiB or more are compressed (brotli or gzip, as the client accepts). Listening is left to the caller (tests
 * use `inject`).
 */
export async function buildApp(ctx: AppContext, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? loggerOptions(ctx.config) : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    ...serverOptions(ctx.config),
  });
  installErrorHandler(app);
  registerJsonParser(app);
  await registerSecurity(app, ctx.config);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  registerMetrics(app, { token: ctx.config.METRICS_TOKEN, pools: opts.pools });
  registerProbes(app, ctx);
  await registerApiDocs(app);
  registerRoutes(app, ctx, routes);
  registerAvatarRoute(app);
  await registerStorageRoutes(app, ctx);

  const webDist = ctx.config.webDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const assets = path.join(webDist, 'assets') + path.sep;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // `.br`/`.gz` siblings written at build time (apps/web/precompress.mjs), sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) =>
        reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasWeb || request.method !== 'GET' || API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      throw new ApiError('NotFound', `No route ${request.method} ${url}`);
    }
    return reply.sendFile('index.html');
  });
  return app;
}
