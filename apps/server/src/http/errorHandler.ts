import { type ApiFailure, type ErrorCode, errorCatalogue } from '@rep/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isInvalidInputValue } from '../db/errors';
import { ApiError } from './errors';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'TooLarge',
  429: 'RateLimited',
};

/** Maps a framework error (body parser, rate limiter) with a 4xx status to a catalogue code and message. */
function describeFrameworkError(error: FastifyError): { code: ErrorCode; message: string; status: number } {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
    return { code: 'InvalidJson', message: errorCatalogue.InvalidJson.message, status: 400 };
  }
  if (status === 415) {
    return { code: 'BadRequest', message: 'Content-Type must be application/json', status: 415 };
  }
  const code = STATUS_CODES[status] ?? 'BadRequest';
  return { code, message: status === 429 ? errorCatalogue.RateLimited.message : error.message, status };
}

/**
 * Renders every error as the failure envelope (DESIGN.md "Envelope"): ApiError as it is, framework 4xx
 * errors mapped to the catalogue, a value PostgreSQL refused (SQLSTATE class 22, a last resort behind the
 * shared schemas) as a logged 400, anything else as a logged 500 with a generic message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    let body: ApiFailure;
    let status: number;
    if (error instanceof ApiError) {
      status = error.status;
      body = { success: false, message: error.message, code: error.code };
      if (error.data !== undefined) body.data = error.data;
      const retryAfterSec = (error.data as { retryAfterSec?: unknown } | undefined)?.retryAfterSec;
      if (error.code === 'RateLimited' && typeof retryAfterSec === 'number') {
        reply.header('retry-after', String(retryAfterSec));
      }
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const mapped = describeFrameworkError(error);
      status = mapped.status;
      body = { success: false, message: mapped.message, code: mapped.code };
    } else if (isInvalidInputValue(error)) {
      request.log.warn({ err: error }, 'database refused an input value');
      status = 400;
      body = { success: false, message: errorCatalogue.BadRequest.message, code: 'BadRequest' };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { success: false, message: errorCatalogue.Internal.message, code: 'Internal' };
    }
    return reply.status(status).send(body);
  });
}
