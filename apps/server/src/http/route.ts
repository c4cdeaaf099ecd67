import type { Endpoint, EndpointParsed, EndpointResponse } from '@rep/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { changeKeys } from '../cache/changeLog';
import type { AppContext } from '../context';
import { sendJsonBytes } from './compression';
import { ApiError } from './errors';
import { JsonBody } from './jsonBody';
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
  handler: (args: HandlerArgs<E>) => Promise<EndpointResponse<E> | JsonBody>;
  options: RouteOptions;
}

/** Declares the handler of a contract endpoint (one file per call). */
export const defineRoute = <E extends Endpoint>(
  endpoint: E,
  handler: (args: HandlerArgs<NoInfer<E>>) => Promise<EndpointResponse<NoInfer<E>> | JsonBody>,
  options: RouteOptions = {},
): Route<E> => ({ endpoint, handler, options });

const BASES = { api: '/api', auth: '/auth' } as const;

/**
 * The rate-limit class of a call unless its route names another: `auth` on the auth backend (sign-in and
 * sign-up are guessable), else the call's declared kind (`write` or `read`, packages/shared/src/endpoints.ts).
 */
export const defaultRateClass = (endpoint: Endpoint): RateClass =>
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
 * with the shared schema → handler → record the change. Every successful call of the `write` class records
 * `viewer:<caller>` in the change log, so the caller's cached reads are recomputed and a caller always
 * reads its own writes; handlers record what else they changed (auth-class calls that change the caller,
 * such as KYC, record it themselves). A {@link JsonBody} result is sent as it is.
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
      url: BASES[endpoint.base] + endpoint.path,
      handler: async (request, reply) => {
        const write = endpoint.kind === 'write';
        const viewer = endpoint.auth === 'none' ? null : await readViewer(ctx, request, { write });
        if (endpoint.auth === 'required' && !viewer) throw new ApiError('Unauthorized');
        await ctx.rateLimits?.consume(rateClass, viewer?.accountId ?? null, request.ip);
        const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
        const parsed = endpoint.input.safeParse(raw);
        if (!parsed.success) throw new ApiError('BadRequest', describeIssues(parsed.error));
        // A write outdates the caller's cached state twice: before, so a handler reading its own write back
        // (create-post, poll-post) does not hydrate from the state loaded before it; after the commit, so no
        // read that raced the write keeps the old state.
        const writes = viewer && write ? [changeKeys.viewer(viewer.accountId)] : [];
        ctx.changes.record(writes);
        const result = await handler({ input: parsed.data, viewer, ctx, request } as HandlerArgs<Endpoint>);
        ctx.changes.record(writes);
        if (result instanceof JsonBody) return sendJsonBytes(request, reply, result.bytes);
        return result;
      },
    });
  }
}
