import { vi } from 'vitest';
import { useSessionStore } from '../state/session';

/** Signs a test user in with placeholder tokens; the wallet's private key is `'p'`. */
export function signInForTest(accountId = 'client|me'): void {
  useSessionStore.getState().setSession({
    access: 'a',
    refresh: 'r',
    stream: 's',
    accountId,
    encryptionKey: 'k',
    privateKey: 'p',
  });
}

/** A stubbed `fetch` whose answers the test releases itself. */
export interface PendingFetch {
  fetch: ReturnType<typeof vi.fn>;
  /** Every request body so far, parsed as JSON. */
  bodies: unknown[];
  /** Answers the latest pending request. */
  respond(response: Response): void;
}

/** Stubs the global `fetch` so each request waits until the test calls `respond` (see vi.unstubAllGlobals). */
export function stubPendingFetch(): PendingFetch {
  const bodies: unknown[] = [];
  let resolveLatest: (response: Response) => void = () => {};
  const fetch = vi.fn((_url: string, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return new Promise<Response>((resolve) => (resolveLatest = resolve));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies, respond: (response) => resolveLatest(response) };
}
