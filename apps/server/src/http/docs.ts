import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi';

/**
 * The policy of the `/docs` pages (replaces the app's): Swagger UI's bundle, initializer and styles are served
 * from `/docs/static` (no CDN, so it works offline); its components set inline styles.
 */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * Registers `GET /openapi.json` (the generated contract, {@link openApiDocument}) and the browsable Swagger UI
 * at `/docs` (@fastify/swagger in static mode with that document; `/docs/json` serves the same).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  app.get('/openapi.json', async () => document);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
