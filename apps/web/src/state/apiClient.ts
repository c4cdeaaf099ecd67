import {
  authEndpoints,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type ErrorCode,
  endpointPath,
} from '@rep/shared';
import { readStoredRefresh, useSessionStore } from './session';

/** A failed call: the envelope's message and code, the HTTP status (0 for network errors) and `data`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'Network' | 'Unknown',
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function buildRequest(endpoint: Endpoint, input: unknown, token: string | null): [string, RequestInit] {
  let url = endpointPath(endpoint);
  const headers: Record<string, string> = {};
  if (token && endpoint.auth !== 'none') headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.method === 'GET') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const query = params.toString();
    if (query) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  return [url, init];
}

async function send(endpoint: Endpoint, input: unknown, token: string | null): Promise<unknown> {
  const [url, init] = buildRequest(endpoint, input, token);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0, 'Network');
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    code?: ErrorCode;
    data?: unknown;
  } | null;
  if (!response.ok || !body || body.success !== true) {
    throw new ApiError(
      body?.message ?? response.statusText,
      response.status,
      body?.code ?? 'Unknown',
      body?.data,
    );
  }
  return body;
}

/** Runs `task` under a lock shared by the site's tabs (Web Locks), or directly where there are none. */
function inTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(name, task) : task();
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for a new session payload, once for all concurrent callers of this tab and
 * one tab at a time: the token is read from storage inside the lock, so a tab never presents a token
 * another tab has already rotated (which would revoke the family). Forgets the session when the server
 * refuses the token; keeps it on a network failure. Answers the new access token, or null.
 */
export function refreshSession(): Promise<string | null> {
  refreshing ??= inTabLock('rep.refresh-session', async () => {
    const store = useSessionStore.getState();
    const refresh = readStoredRefresh() ?? store.session?.refresh;
    if (!refresh) return null;
    try {
      const result = (await send(authEndpoints.refreshSession, { refresh }, null)) as EndpointResponse<
        typeof authEndpoints.refreshSession
      >;
      useSessionStore.getState().setSession(result.data);
      return result.data.access;
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        useSessionStore.getState().forget();
        // The ban outlives the session: a reload shows the banned state, as the sign-in does.
        if (error.code === 'AccountBanned') useSessionStore.getState().setBanned(true);
      }
      return null;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Rebuilds the session after a page load from the stored refresh token (only the token is stored,
 * session.ts), then marks the session ready. Never rejects.
 */
export async function restoreSession(): Promise<void> {
  if (!useSessionStore.getState().ready) await refreshSession();
  useSessionStore.getState().setReady();
}

type ApiFailureListener = (error: ApiError) => void;
const failureListeners = new Set<ApiFailureListener>();

/**
 * Subscribes to every failed call, e.g. to open the verification modal on `VerificationRequired` or the banned
 * state on `AccountBanned` wherever the call came from. Returns the unsubscribe function.
 */
export function onApiFailure(listener: ApiFailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/**
 * Calls an endpoint of the contract and returns its success body. Sends the access token, and on a 401
 * refreshes the session once (single-flight) and retries. Failures are reported to {@link onApiFailure}.
 * @throws {ApiError} on a failure envelope or a network error
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> {
  try {
    return await callWithRefresh(endpoint, input);
  } catch (error) {
    if (error instanceof ApiError) for (const listener of failureListeners) listener(error);
    throw error;
  }
}

async function callWithRefresh<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> {
  const token = endpoint.auth === 'none' ? null : (useSessionStore.getState().session?.access ?? null);
  try {
    return (await send(endpoint, input, token)) as EndpointResponse<E>;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    // Another call may have refreshed the pair meanwhile; only refresh when ours is still the current token.
    const current = useSessionStore.getState().session?.access ?? null;
    const fresh = current && current !== token ? current : await refreshSession();
    if (!fresh) throw error;
    return (await send(endpoint, input, fresh)) as EndpointResponse<E>;
  }
}

/**
 * Failures the guard modals (403 VerificationRequired) or the banned state (AccountBanned) already explain:
 * mutations show no toast on top of them.
 */
export const explainedElsewhere = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'VerificationRequired' || error.code === 'AccountBanned');

/** A 403: the viewer may not do this (not verified enough, banned…); the server's message says why. */
export const isForbidden = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403;
