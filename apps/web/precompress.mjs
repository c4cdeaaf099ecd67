/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of 1 KiB or more
 * in `dist/`, once per build: the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing every response at a quality it can afford per request (docs/DECISIONS.md "Operations").
 * Usage: `node precompress.mjs [dir]` (default `dist`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, 'dist'));
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let before = 0;
let after = 0;
for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
  const file = path.join(root, name);
  if (!TEXT.test(name) || !statSync(file).isFile() || statSync(file).size < MIN_BYTES) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  before += bytes.length;
  after += br.length;
}
console.log(`precompressed ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
