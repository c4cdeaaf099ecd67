import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/**
 * Engine.IO's `allowRequest`: a browser's handshake (it sends `Origin`) must come from the site itself —
 * the same host as the request's `Host`, or PUBLIC_URL's host — or from the Rep browser extension's pages
 * (`chrome-extension://<id>` for an id in EXTENSION_IDS, issue 17), so no other site can open a socket,
 * even with a token it got hold of. The embedded frame is the site's own origin. Clients that send no
 * `Origin` (the server-side tests, native apps) are let through: they authenticate by token alone.
 */
export function sameOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'EXTENSION_IDS'>,
): (request: IncomingMessage, answer: (error: string | null, allowed: boolean) => void) => void {
  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : null;
  const extensionOrigins = new Set(config.EXTENSION_IDS.map((id) => `chrome-extension://${id}`));
  return (request, answer) => {
    const origin = request.headers.origin;
    if (!origin) return answer(null, true);
    const host = URL.canParse(origin) ? new URL(origin).host : null;
    const allowed =
      extensionOrigins.has(origin) ||
      (host !== null && (host === request.headers.host || host === publicHost));
    answer(allowed ? null : 'Cross-origin socket refused', allowed);
  };
}
