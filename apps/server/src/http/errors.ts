import { type ErrorCode, errorCatalogue } from '@rep/shared';

/**
 * The one error type of the API: a stable code from the catalogue, its HTTP status and a message
 * (the spec's text unless overridden). The error handler renders it as the failure envelope.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly data?: unknown,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }
}
