import { createPublicKey, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { generateVapidKeys, loadSecrets } from './secrets';

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
    expect(stored(dir)).toEqual({ jwtSecret: expect.any(String), vapid: expect.any(Object) });
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
    expect(stored(dir)).toEqual({ ...old, vapid: expect.any(Object) });
  });
});

describe('the VAPID key pair (issue 14, web push)', () => {
  /** The uncompressed P-256 point of a base64url private key, as the browser gets it. */
  const publicOf = (privateKey: string, publicKey: string) => {
    const point = Buffer.from(publicKey, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      d: privateKey,
    };
    // Importing a JWK with d checks that (x, y) is d's point.
    return createPublicKey({ key: jwk, format: 'jwk' }).export({ format: 'jwk' });
  };

  it('should generate a P-256 pair on first start and keep it in DATA_DIR (mode 0600)', () => {
    const dir = dataDir();
    const { vapid } = loadSecrets(dir);
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(publicOf(vapid.privateKey, vapid.publicKey)).toMatchObject({ crv: 'P-256' });
    expect(loadSecrets(dir).vapid).toEqual(vapid);
    expect(stored(dir).vapid).toEqual(vapid);
    expect(statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('should take the pair from the environment, leaving a stored pair in place', () => {
    const dir = dataDir();
    const env = generateVapidKeys();
    const config = loadConfig({ VAPID_PUBLIC_KEY: env.publicKey, VAPID_PRIVATE_KEY: env.privateKey });
    const fromEnv = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
    expect(loadSecrets(dir, undefined, undefined, fromEnv).vapid).toEqual(env);
    expect(stored(dir).vapid).toBeUndefined();
    const generated = loadSecrets(dataDir()).vapid;
    const other = dataDir();
    writeFileSync(
      path.join(other, 'secrets.json'),
      JSON.stringify({ jwtSecret: 'x'.repeat(64), vapid: generated }),
    );
    expect(loadSecrets(other, undefined, undefined, fromEnv).vapid).toEqual(env);
    expect(stored(other).vapid).toEqual(generated);
  });

  it('should refuse keys that are not one pair, or only half of one', () => {
    const [a, b] = [generateVapidKeys(), generateVapidKeys()];
    expect(() =>
      loadSecrets(dataDir(), undefined, undefined, { publicKey: a.publicKey, privateKey: b.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: a.publicKey })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: a.privateKey, VAPID_PRIVATE_KEY: a.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must decode to 65 bytes/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.test' })).toThrow(
      /VAPID_SUBJECT: must be a mailto/,
    );
  });
});
