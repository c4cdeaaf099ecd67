import { type Endpoint, type EndpointParsed, type EndpointResponse, endpointPath } from '@rep/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError } from './errors';
import type { RateClass } from './rateLimit';
import { readViewer, type Viewer } from './viewer';

/** What a handler receives: the parsed input, the viewer (non-null when the call requires auth), the context. */
export interface HandlerArgs<E extends Endpoint> {
  input: EndpointParsed<E>;
  viewer: E['auth'] extends 'required' ? Viewer : Viewer | null;
  ctx: AppContext;
  request: FastifyRequest;
}

/**
 * Route options: the rate-limit class, when it is not the default {@link defaultRateClass} (e.g. `search`
 * for the costlier searches).
 */
export interface RouteOptions {
  limit?: RateClass;
}

/** A route: an endpoint of the shared contract, its handler and options. */
export interface Route<E extends Endpoint = Endpoint> {
  endpoint: E;
  handler: (args: HandlerArgs<E>) => Promise<EndpointResponse<E>>;
  options: RouteOptions;
}

/** Declares the handler of a contract endpoint (one file per call). */
export const defineRoute = <E extends Endpoint>(
  endpoint: E,
  handler: (args: HandlerArgs<NoInfer<E>>) => Promise<EndpointResponse<NoInfer<E>>>,
  options: RouteOptions = {},
): Route<E> => ({ endpoint, handler, options });

/**
 * The rate-limit class of a call unless its route names another: `auth` on the auth backend (sign-in and
 * sign-up are guessable), else the call's declared kind (`write` or `read`, packages/shared/src/endpoints.ts).
 */
const defaultRateClass = (endpoint: Endpoint): RateClass =>
  endpoint.base === 'auth' ? 'auth' : endpoint.kind;

/** Formats zod issues as `field: reason` (DESIGN.md: the message names the field and reason). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * Registers contract routes as a readable chain (Outline): authenticate → rate limit → validate the input
 * with the shared schema → handler. Nothing is cached between requests (docs/DECISIONS.md "Read caches"),
 * so a caller reads its own writes, and everyone's, on the next request.
 */
export function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  routes: readonly Route<Endpoint>[],
): void {
  for (const { endpoint, handler, options } of routes) {
    const rateClass = options.limit ?? defaultRateClass(endpoint);
    app.route({
      method: endpoint.method,
      url: endpointPath(endpoint),
      handler: async (request) => {
        const viewer = endpoint.auth === 'none' ? null : await readViewer(ctx, request);
        if (endpoint.auth === 'required' && !viewer) throw new ApiError('Unauthorized');
        await ctx.rateLimits?.consume(rateClass, viewer?.accountId ?? null, request.ip);
        const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
        const parsed = endpoint.input.safeParse(raw);
        if (!parsed.success) throw new ApiError('BadRequest', describeIssues(parsed.error));
        const result = await handler({ input: parsed.data, viewer, ctx, request } as HandlerArgs<Endpoint>);
        return result;
      },
    });
  }
}
