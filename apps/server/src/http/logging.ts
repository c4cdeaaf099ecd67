import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Error fields that carry row values: drizzle's query parameters, PostgreSQL's detail and context. */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery', 'parameters']);
const MAX_CAUSES = 5;

/** An error as the log shows it. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * Serialises an error for the log without the values of the query that failed (issue 12, finding 6): a
 * DrizzleQueryError's `params` (also printed into its message and stack) and a database error's `detail`
 * (e.g. `Key (email)=(…) already exists`) are left out; the SQL text, codes, constraint and stack stay.
 * @returns a plain object for pino's `err` serializer; causes are serialised the same way (5 levels)
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const out: SerializedError = {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') out[key] = value;
  }
  if ('params' in error && 'query' in error) {
    const printed = `params: ${String(error.params)}`;
    out.message = error.message.replace(printed, 'params: (not logged)');
    out.stack = out.stack.replace(printed, 'params: (not logged)');
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** The server's logger options: level, the Authorization header redacted, errors without query values. */
export const loggerOptions = (config: Config): FastifyServerOptions['logger'] => ({
  level: config.LOG_LEVEL,
  redact: ['req.headers.authorization'],
  serializers: { err: serializeError },
});
