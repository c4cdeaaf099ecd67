/**
 * Builds the production server: bundles src/main.ts and @rep/shared (TypeScript) into `dist/` as ES modules
 * for Node 20; every other package stays in node_modules (native and wasm ones such as PGlite and
 * @node-rs/argon2 cannot be bundled). The SQL migrations are copied beside the bundle, where db/client.ts
 * looks for them (`import.meta.dirname/migrations`). Usage: `node build.mjs [outdir]` (default `dist`).
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.resolve(process.argv[2] ?? path.join(here, 'dist'));
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => name !== '@rep/shared')
  .flatMap((name) => [name, `${name}/*`]);

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outdir,
  bundle: true,
  // Modules imported on demand (the demo seed and its generators) load only when they are needed.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`built ${path.relative(process.cwd(), outdir) || '.'}`);
