import type { Server } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import { YOUTUBE_EMBED_ORIGIN } from '@rep/shared';
import type { FastifyHttpOptions, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Longest wait for a request's headers, in ms (never above the whole-request timeout). */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * Idle keep-alive connections are closed after this many ms: Fastify's default, above the 60 s idle timeout
 * of common load balancers so they never reuse a connection the server is closing.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** How often Node checks running requests against the request and headers timeouts, in ms (Node: 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Fastify's `trustProxy` from TRUST_PROXY. A hop count N trusts the connection's peer and the N-1 proxies
 * before it, as Express does (Fastify 5.12 stopped honouring numbers): right only when the server can be
 * reached through those proxies alone; a list of proxy addresses is safer.
 */
function trustedProxies(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Fastify server options of the security findings (issue 12, findings 2 and 4): which proxies may set the
 * client address, and timeouts so a client trickling its headers or body cannot hold a connection:
 * the whole request within REQUEST_TIMEOUT_SEC (30 s), headers within 10 s, a connection idle for twice
 * the request timeout is closed.
 */
export function serverOptions(config: Config): FastifyHttpOptions<Server> {
  const requestTimeout = config.REQUEST_TIMEOUT_SEC * 1000;
  return {
    trustProxy: trustedProxies(config.TRUST_PROXY),
    requestTimeout,
    connectionTimeout: requestTimeout * 2,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  };
}

/**
 * The Content-Security-Policy of the web app and the API (issue 12, finding 5). Scripts only from the
 * site's own files (the Vite build has no inline script); 'wasm-unsafe-eval' lets them compile WebAssembly
 * (libsodium, the chat's crypto: issue 15), never JavaScript from strings (no 'unsafe-eval'). Styles also allow 'unsafe-inline': sonner and
 * Radix's scroll lock (react-remove-scroll) inject `<style>` elements at run time whose text a hash would
 * pin to one library version; inline styles cannot run code. Images and media may come from any http(s)
 * URL (avatars and post media are URLs users give, SPEC §3), data: and blob: (previews). The site may not
 * be framed (`frame-ancestors 'none'`) except the embeddable frame's page, {@link EMBED_PATH} (see
 * {@link allowFramingOfEmbed}).
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // HEIC photos are converted in the browser by heic-to, whose WebAssembly runs in a worker it starts from a
  // blob: URL of its own code (issue 16); workers from anywhere else stay refused.
  workerSrc: ["'self'", 'blob:'],
  // Video links play in YouTube's privacy-enhanced player only (SPEC §5, issue 16); no other site is framed.
  // 'self': the /embed help page's live preview of the frame (issue 17).
  frameSrc: ["'self'", YOUTUBE_EMBED_ORIGIN],
  frameAncestors: ["'none'"],
};

/** The one page any site may frame: the embeddable frame (issue 17, SPEC §9; docs/DECISIONS.md "Embeddable frame"). */
export const EMBED_PATH = '/embed';

/**
 * The frame's sign-in popup (issue 17; docs/DECISIONS.md "Embeddable frame"): a first-party page the frame
 * opens with `window.open`, which hands the frame a session of its own by `postMessage` to `window.opener`.
 */
export const EMBED_SIGN_IN_PATH = '/embed/sign-in';

/** The embed script other sites load (`apps/web/public/embed.js`): it adds and sizes the frame. */
export const EMBED_SCRIPT_PATH = '/embed.js';

/**
 * Lets any site frame {@link EMBED_PATH}: on a GET of that exact path (any query), `frame-ancestors *` replaces
 * `frame-ancestors 'none'` in the Content-Security-Policy and `X-Frame-Options` is dropped; every other
 * response keeps both refusals. A hook rather than helmet's route option because the page is the SPA's
 * `index.html`, sent by the not-found handler, not a declared route. {@link EMBED_SCRIPT_PATH} is sent with
 * `Cross-Origin-Resource-Policy: cross-origin` so other sites' pages may load it (helmet's default,
 * same-origin, stays everywhere else). A GET of {@link EMBED_SIGN_IN_PATH} is sent with
 * `Cross-Origin-Opener-Policy: unsafe-none`: the popup is opened by the frame, whose top-level page is
 * another site, and any other value (`same-origin`, and `same-origin-allow-popups` too, since it differs from
 * the opener's `unsafe-none`) puts the popup in a browsing context group of its own, severing
 * `window.opener`. That page still refuses to be framed.
 */
function allowFramingOfEmbed(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET') return;
    const path = request.url.split('?')[0];
    if (path === EMBED_SCRIPT_PATH) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (path === EMBED_SIGN_IN_PATH) reply.header('cross-origin-opener-policy', 'unsafe-none');
    if (path !== EMBED_PATH) return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    reply.removeHeader('x-frame-options');
  });
}

/**
 * Registers the security headers (@fastify/helmet with {@link CONTENT_SECURITY_POLICY}, `X-Frame-Options:
 * DENY`; {@link EMBED_PATH} alone may be framed) and caps simultaneous connections at MAX_CONNECTIONS (further ones are closed at once).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  app.server.maxConnections = config.MAX_CONNECTIONS;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  allowFramingOfEmbed(app);
}
