/** The Rep server's origin, a build setting (REP_API_ORIGIN, vite.config.ts). */
export const API_ORIGIN: string = import.meta.env.REP_API_ORIGIN ?? 'http://localhost:3000';

/** Paths the web app calls on its own origin (API_BASE_PATHS in @rep/shared, and avatars). */
const SERVER_PATH = /^\/(api|auth|storage|avatars)(\/|$)/;

/**
 * Sends the web app's same-origin calls (`/api/...`, `/auth/...`, `/storage/...`) to the Rep server: an
 * extension page's own origin is `chrome-extension://<id>`. The manifest's host permission for the server's
 * origin lets these cross-origin calls through without CORS. Call once, before the first render.
 */
export function routeCallsToServer(origin: string = API_ORIGIN): void {
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    original(typeof input === 'string' && SERVER_PATH.test(input) ? origin + input : input, init);
}
