import { createECDH, createSecretKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A VAPID key pair (RFC 8292) on P-256, base64url without padding: the public key as the uncompressed point
 * (65 bytes, the browser's `applicationServerKey`), the private key as the scalar (32 bytes).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Server secrets: the JWT signing key, the master key that wraps wallet data keys, and the VAPID key pair. */
export interface Secrets {
  /** The HS256 key of the session tokens (auth/tokens.ts). */
  jwtSecret: KeyObject;
  /** 32 bytes: AES-256-GCM key of every account's data key (auth/wallet.ts). */
  masterKey: Buffer;
  /** The web push identity of this instance (adapters/push); its public key is `/api/config`'s `pushPublicKey`. */
  vapid: VapidKeys;
}

/**
 * What `DATA_DIR/secrets.json` holds (base64); `masterKey` is absent when MASTER_KEY comes from the environment,
 * `vapid` when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY did from the first start on.
 */
interface StoredSecrets {
  jwtSecret: string;
  masterKey?: string;
  vapid?: VapidKeys;
}

/** A new P-256 VAPID key pair. */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const { d } = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.of(4),
    Buffer.from(x ?? '', 'base64url'),
    Buffer.from(y ?? '', 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: d ?? '' };
}

/**
 * Checks that `keys.publicKey` is the public key of `keys.privateKey`.
 * @throws Error naming VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when they are not one pair
 */
function checkVapidPair(keys: VapidKeys): VapidKeys {
  const ecdh = createECDH('prime256v1');
  let derived: string;
  try {
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    derived = ecdh.getPublicKey('base64url', 'uncompressed');
  } catch {
    throw new Error('VAPID_PRIVATE_KEY is not a P-256 private key');
  }
  if (derived !== keys.publicKey) {
    throw new Error(
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)',
    );
  }
  return keys;
}

/**
 * Loads the secrets. The master key comes from `MASTER_KEY` when given (production must set it, so the
 * key is not stored next to the database), else from `DATA_DIR/secrets.json`; missing secrets are generated
 * and persisted there (mode 0600) on first start; with MASTER_KEY set, a copy in the file is removed.
 * `JWT_SECRET` overrides the stored signing key. The VAPID key pair comes from `VAPID_PUBLIC_KEY` and
 * `VAPID_PRIVATE_KEY` when given, else from the file (generated on first start and kept: browsers' push
 * subscriptions are bound to it, so a new pair would orphan them all); a stored pair is left in place when the
 * environment overrides it.
 * @param masterKeyEnv the parsed MASTER_KEY (32 bytes)
 * @param vapidEnv VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither, checked by loadConfig)
 * @throws Error when MASTER_KEY differs from a master key already stored in DATA_DIR (the wallets wrapped
 *   with the stored key could not be opened any more), or when the VAPID keys are not one P-256 pair
 */
export function loadSecrets(
  dataDir: string,
  jwtSecretEnv?: string,
  masterKeyEnv?: Buffer,
  vapidEnv?: Partial<VapidKeys>,
): Secrets {
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
  const vapidFromEnv =
    vapidEnv?.publicKey && vapidEnv.privateKey
      ? checkVapidPair({ publicKey: vapidEnv.publicKey, privateKey: vapidEnv.privateKey })
      : undefined;
  const vapid = vapidFromEnv ?? stored.vapid ?? generateVapidKeys();
  const keptVapid = stored.vapid ?? (vapidFromEnv ? undefined : vapid);
  // With MASTER_KEY set (and equal, checked above) the file's copy is dropped: the key leaves DATA_DIR.
  const toStore: StoredSecrets = masterKeyEnv
    ? { jwtSecret }
    : { jwtSecret, masterKey: masterKey.toString('base64') };
  if (keptVapid) toStore.vapid = keptVapid;
  if (JSON.stringify(toStore) !== JSON.stringify(stored)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(toStore), { mode: 0o600 });
  }
  return {
    jwtSecret: createSecretKey(new TextEncoder().encode(jwtSecretEnv ?? jwtSecret)),
    masterKey,
    vapid,
  };
}
