import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Server secrets: the JWT signing key and the master key that wraps wallet data keys. */
export interface Secrets {
  /** The HS256 key of the session tokens (auth/tokens.ts). */
  jwtSecret: KeyObject;
  /** 32 bytes: AES-256-GCM key of every account's data key (auth/wallet.ts). */
  masterKey: Buffer;
}

/** What `DATA_DIR/secrets.json` holds (base64); `masterKey` is absent when MASTER_KEY comes from the environment. */
interface StoredSecrets {
  jwtSecret: string;
  masterKey?: string;
}

/**
 * Loads the secrets. The master key comes from `MASTER_KEY` when given (production must set it, so the
 * key is not stored next to the database), else from `DATA_DIR/secrets.json`; missing secrets are generated
 * and persisted there (mode 0600) on first start; with MASTER_KEY set, a copy in the file is removed.
 * `JWT_SECRET` overrides the stored signing key.
 * @param masterKeyEnv the parsed MASTER_KEY (32 bytes)
 * @throws Error when MASTER_KEY differs from a master key already stored in DATA_DIR (the wallets wrapped
 *   with the stored key could not be opened any more)
 */
export function loadSecrets(dataDir: string, jwtSecretEnv?: string, masterKeyEnv?: Buffer): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<StoredSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (masterKeyEnv && stored.masterKey && !masterKeyEnv.equals(Buffer.from(stored.masterKey, 'base64'))) {
    throw new Error(
      `MASTER_KEY differs from the master key in ${file}, which wraps the existing wallets: set MASTER_KEY to that key (the file's copy is then removed)`,
    );
  }
  const jwtSecret = stored.jwtSecret ?? randomBytes(48).toString('base64');
  const masterKey =
    masterKeyEnv ?? Buffer.from(stored.masterKey ?? randomBytes(32).toString('base64'), 'base64');
  // With MASTER_KEY set (and equal, checked above) the file's copy is dropped: the key leaves DATA_DIR.
  const toStore: StoredSecrets = masterKeyEnv
    ? { jwtSecret }
    : { jwtSecret, masterKey: masterKey.toString('base64') };
  if (JSON.stringify(toStore) !== JSON.stringify(stored)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(toStore), { mode: 0o600 });
  }
  return { jwtSecret: createSecretKey(new TextEncoder().encode(jwtSecretEnv ?? jwtSecret)), masterKey };
}
