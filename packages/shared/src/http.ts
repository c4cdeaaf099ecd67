import type { ListMetadata } from './entities';
import type { ErrorCode } from './errors';

/** Success envelope (DESIGN.md "Envelope"). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

/** List envelope: the page in `data`, what it refers to in `metadata` (DESIGN.md "Lists"). */
export interface ApiList<T> {
  success: true;
  data: T[];
  metadata: ListMetadata;
  message?: string;
}

/** Failure envelope. `data` is set only where the spec asks (sign-in's `{userId}`). */
export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode;
  data?: unknown;
}

/** An empty list metadata object. */
export function emptyMetadata(): ListMetadata {
  return { fetchedRecordsCount: 0, posts: {}, polls: {}, lives: {}, userProfiles: {} };
}

/** Builds a success envelope. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
