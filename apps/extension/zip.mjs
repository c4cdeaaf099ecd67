// Packs the unpacked extension (dist/, or REP_EXTENSION_OUT_DIR) into rep-extension.zip beside it, for the stores.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

const dir = path.resolve(import.meta.dirname, process.env.REP_EXTENSION_OUT_DIR ?? 'dist');
const files = {};
for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  const full = path.join(dir, name);
  try {
    files[name.split(path.sep).join('/')] = readFileSync(full);
  } catch {
    // a directory
  }
}
const target = path.join(path.dirname(dir), 'rep-extension.zip');
writeFileSync(target, zipSync(files, { level: 9 }));
console.log(`${target}: ${Object.keys(files).length} files`);
