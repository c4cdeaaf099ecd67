import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Server secrets: the JWT signing key and the master key that wraps wallet data keys. */
export interface Secrets {
  /** The HS256 key of the session tokens (auth/tokens.ts). */
  jwtSecret: KeyObject;
  masterKey: Buffer;
}

/**
 * Loads the secrets from `DATA_DIR/secrets.json`, generating and persisting them (mode 0600) on first start.
 * `JWT_SECRET` from the environment overrides the stored signing key.
 */
export function loadSecrets(dataDir: string, jwtSecretEnv?: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: { jwtSecret: string; masterKey: string };
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } else {
    stored = { jwtSecret: randomBytes(48).toString('base64'), masterKey: randomBytes(32).toString('base64') };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  return {
    jwtSecret: createSecretKey(new TextEncoder().encode(jwtSecretEnv ?? stored.jwtSecret)),
    masterKey: Buffer.from(stored.masterKey, 'base64'),
  };
}
