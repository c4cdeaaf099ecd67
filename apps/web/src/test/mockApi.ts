import { vi } from 'vitest';
import { jsonResponse } from './render';

type Handler = ((body: Record<string, unknown>) => unknown) | Record<string, unknown> | unknown[] | boolean;

/**
 * Stubs `fetch` with handlers keyed by path (`/api/profile/search`). A handler is data, or a function of the
 * request body returning a Response or data; data is wrapped in a success envelope. Unknown paths answer 404.
 * Returns the mock to inspect calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const handler = handlers[path];
    if (!handler) return jsonResponse(404, { success: false, message: 'Not found', code: 'NotFound' });
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const result = typeof handler === 'function' ? handler(body) : handler;
    return result instanceof Response ? result : jsonResponse(200, { success: true, data: result });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `path`. */
export function bodiesSentTo(
  fetchMock: ReturnType<typeof mockApi>,
  path: string,
): Array<Record<string, unknown>> {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).split('?')[0] === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : {}));
}

/** A signed-in session payload for tests. */
export const testSession = (accountId = 'client|me') => ({
  access: 'access',
  refresh: 'refresh',
  stream: 'stream',
  accountId,
  encryptionKey: 'k',
  privateKey: 'p',
});
