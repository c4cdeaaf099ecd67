import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadSecrets } from './secrets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rep-secrets-'));
  dirs.push(dir);
  return dir;
};
const stored = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'));

describe('the master key (issue 12, finding 10)', () => {
  it('should take MASTER_KEY from the environment and never write it into DATA_DIR', () => {
    const dir = dataDir();
    const key = randomBytes(32);
    const { MASTER_KEY } = loadConfig({ MASTER_KEY: key.toString('base64') });
    expect(loadSecrets(dir, undefined, MASTER_KEY).masterKey.equals(key)).toBe(true);
    expect(stored(dir)).toEqual({ jwtSecret: expect.any(String) });
    expect(loadConfig({ MASTER_KEY: key.toString('hex') }).MASTER_KEY?.equals(key)).toBe(true);
  });

  it('should generate and keep a master key in DATA_DIR without MASTER_KEY (development)', () => {
    const dir = dataDir();
    const first = loadSecrets(dir).masterKey;
    expect(first).toHaveLength(32);
    expect(loadSecrets(dir).masterKey.equals(first)).toBe(true);
  });

  it('should move a stored key out of DATA_DIR once MASTER_KEY equals it, and refuse a different one', () => {
    const dir = dataDir();
    const storedKey = loadSecrets(dir).masterKey;
    expect(() => loadSecrets(dir, undefined, randomBytes(32))).toThrow(/MASTER_KEY differs/);
    expect(loadSecrets(dir, undefined, storedKey).masterKey.equals(storedKey)).toBe(true);
    expect(stored(dir).masterKey).toBeUndefined();
  });

  it.each(['short', randomBytes(31).toString('base64'), 'z'.repeat(64)])(
    'should refuse MASTER_KEY=%s naming the variable',
    (value) => {
      expect(() => loadConfig({ MASTER_KEY: value })).toThrow(/MASTER_KEY: must be 32 bytes/);
    },
  );

  it('should refuse to start in production without MASTER_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /MASTER_KEY: required when NODE_ENV=production/,
    );
    const key = randomBytes(32).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', MASTER_KEY: key }).MASTER_KEY).toHaveLength(32);
  });

  it('should keep reading a secrets file written before MASTER_KEY existed', () => {
    const dir = dataDir();
    const old = { jwtSecret: 'x'.repeat(64), masterKey: randomBytes(32).toString('base64') };
    writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(old));
    expect(loadSecrets(dir).masterKey.toString('base64')).toBe(old.masterKey);
    expect(stored(dir)).toEqual(old);
  });
});
