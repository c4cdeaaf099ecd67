import {
  apiEndpoints,
  authEndpoints,
  type Endpoint,
  type ErrorCode,
  endpointPath,
  errorCatalogue,
} from '@rep/shared';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
/** An OpenAPI 3.1 document (plain JSON). */
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

/** The input schema as JSON Schema (zod 4, the shape a caller sends: before defaults and transforms). */
function inputSchema(endpoint: Endpoint): JsonSchema {
  const { $schema: _, ...schema } = z.toJSONSchema(endpoint.input, { io: 'input', unrepresentable: 'any' });
  return schema;
}

/** Every catalogue code answered with 409, so the shared Conflict response names them all. */
const conflictCodes = (): ErrorCode[] =>
  (Object.keys(errorCatalogue) as ErrorCode[]).filter((code) => errorCatalogue[code].status === 409);

const failure = (code: ErrorCode, description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Failure' },
      example: { success: false, code, message: errorCatalogue[code].message },
    },
  },
});

/** The failure responses any call may give, by status (DESIGN.md "Envelope"). */
const responses = {
  BadRequest: failure('BadRequest', 'The input is invalid; the message names the field and the reason'),
  Unauthorized: failure('Unauthorized', 'No valid access token'),
  Forbidden: failure('Forbidden', 'Not allowed (role, verification level, ban, post limit)'),
  NotFound: failure('NotFound', 'What the call refers to does not exist'),
  Conflict: failure(
    'AlreadyLiked',
    `A conflict with the current state; code one of ${conflictCodes().join(', ')} (example: AlreadyLiked)`,
  ),
  TooLarge: failure('TooLarge', 'The body is over 1 MiB'),
  RateLimited: failure('RateLimited', 'Too many requests; retry after `Retry-After` seconds'),
  Internal: failure('Internal', 'An unexpected error (logged)'),
};

const ref = (name: keyof typeof responses) => ({ $ref: `#/components/responses/${name}` });

/** One operation: input as query parameters (GET) or JSON body, bearer security, success and failures. */
function operation(name: string, endpoint: Endpoint): Record<string, unknown> {
  const schema = inputSchema(endpoint);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const input =
    endpoint.method === 'GET'
      ? {
          parameters: Object.entries(properties).map(([field, fieldSchema]) => ({
            name: field,
            in: 'query',
            required: required.has(field),
            schema: fieldSchema,
          })),
        }
      : { requestBody: { required: true, content: { 'application/json': { schema } } } };
  const security = { required: [{ bearer: [] }], optional: [{}, { bearer: [] }], none: [] }[endpoint.auth];
  const body = endpoint.method !== 'GET';
  return {
    operationId: name,
    tags: [endpoint.base === 'auth' ? 'auth' : (endpoint.path.split('/')[1] ?? 'api')],
    /** Whether the call changes stored state, as the contract declares it. */
    'x-kind': endpoint.kind,
    ...input,
    security,
    responses: {
      200: {
        description: 'Success',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
      },
      400: ref('BadRequest'),
      ...(endpoint.auth === 'none' ? {} : { 401: ref('Unauthorized') }),
      ...(endpoint.auth === 'required' ? { 403: ref('Forbidden') } : {}),
      404: ref('NotFound'),
      ...(endpoint.kind === 'write' ? { 409: ref('Conflict') } : {}),
      ...(body ? { 413: ref('TooLarge') } : {}),
      429: ref('RateLimited'),
      500: ref('Internal'),
    },
  };
}

const probe = (summary: string, status: string) => ({
  get: {
    operationId: status,
    tags: ['operations'],
    summary,
    security: [],
    responses: {
      200: { description: 'Yes' },
      ...(status === 'ready' ? { 503: failure('NotReady', 'No') } : {}),
    },
  },
});

let cached: OpenApiDocument | undefined;

/**
 * The OpenAPI 3.1 document of the whole contract, generated from packages/shared/src/endpoints.ts: every call
 * with its method and full path, its input (JSON Schema from the zod schema, `io: 'input'`), bearer security
 * (`required`: a token; `optional`: a token or none; `none`: public), its kind (`x-kind`: read or write) and the failure envelope of each status it
 * may answer. Built once per process (the contract is static).
 */
export function openApiDocument(): OpenApiDocument {
  if (cached) return cached;
  const paths: OpenApiDocument['paths'] = {
    '/health': probe('Liveness: the process answers', 'health'),
    '/ready': probe('Readiness: the database answers', 'ready'),
  };
  for (const [name, endpoint] of Object.entries({ ...authEndpoints, ...apiEndpoints }) as [
    string,
    Endpoint,
  ][]) {
    const path = endpointPath(endpoint);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint) };
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Rep API',
      version: '0.1.0',
      description:
        'Every call of the Rep contract (SPEC §7). Success: `{success:true, data, message?}` (lists add `metadata`). ' +
        'Failure: `{success:false, code, message}`; clients match on `code`. Signed-in calls send `Authorization: Bearer <access token>`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Success: {
          type: 'object',
          required: ['success', 'data'],
          properties: {
            success: { const: true },
            data: {},
            metadata: {
              type: 'object',
              description: 'Lists: what the page refers to (posts, polls, profiles)',
            },
            message: { type: 'string' },
          },
        },
        Failure: {
          type: 'object',
          required: ['success', 'code', 'message'],
          properties: {
            success: { const: false },
            code: { enum: Object.keys(errorCatalogue) },
            message: { type: 'string' },
            data: {},
          },
        },
      },
      responses,
    },
    paths,
  };
  return cached;
}
