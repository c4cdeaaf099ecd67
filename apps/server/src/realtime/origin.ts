import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/**
 * Engine.IO's `allowRequest`: a browser's handshake (it sends `Origin`) must come from the site itself —
 * the same host as the request's `Host`, or PUBLIC_URL's host — so no other site can open a socket, even
 * with a token it got hold of. Clients that send no `Origin` (the server-side tests, native apps) are let
 * through: they authenticate by token alone. The browser extension and the embedded frame will add their
 * origins here when they come.
 */
export function sameOrigin(
  config: Pick<Config, 'PUBLIC_URL'>,
): (request: IncomingMessage, answer: (error: string | null, allowed: boolean) => void) => void {
  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : null;
  return (request, answer) => {
    const origin = request.headers.origin;
    if (!origin) return answer(null, true);
    const host = URL.canParse(origin) ? new URL(origin).host : null;
    const allowed = host !== null && (host === request.headers.host || host === publicHost);
    answer(allowed ? null : 'Cross-origin socket refused', allowed);
  };
}
