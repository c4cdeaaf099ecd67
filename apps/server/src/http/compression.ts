/**
 * Compression of API responses (@fastify/compress, registered in app.ts): brotli or gzip as the request's
 * `Accept-Encoding` prefers.
 */

/** Bodies smaller than this are sent as they are (compressing them costs more than it saves), in bytes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality of responses compressed at run time: smaller than gzip at about twice its CPU (quality 11
 * costs 20× more); the web app's files are compressed once at build time at quality 11.
 */
export const BROTLI_QUALITY = 5;
