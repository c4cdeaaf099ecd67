import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { routes } from './api';
import type { AppContext } from './context';
import { installErrorHandler } from './http/errorHandler';
import { ApiError } from './http/errors';
import { registerRoutes } from './http/route';

/** Largest JSON body accepted, in bytes (articles are the biggest). */
const BODY_LIMIT_BYTES = 1024 * 1024;
const API_PREFIXES = ['/api/', '/auth/', '/storage/', '/socket.io/'];

/**
 * Builds the Fastify app: the auth backend at `/auth`, the main backend at `/api`, the built web app with
 * SPA fallback. Listening is left to the caller (tests use `inject`).
 */
export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: ctx.config.LOG_LEVEL, redact: ['req.headers.authorization'] } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: true,
  });
  installErrorHandler(app);
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });

  app.get('/health', async () => ({ success: true, data: { status: 'ok' } }));
  registerRoutes(app, ctx, routes);

  const webDist = ctx.config.webDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasWeb || request.method !== 'GET' || API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      throw new ApiError('NotFound', `No route ${request.method} ${url}`);
    }
    return reply.sendFile('index.html');
  });
  return app;
}
