import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { open, seal } from './crypto';

/** A new wallet, its private key encrypted at rest. */
export interface NewWallet {
  /** GalaChain form: `eth|` + the EIP-55 checksummed address without `0x` (DESIGN.md "Identifiers"). */
  address: string;
  /** AES-256-GCM(dataKey, private key hex). */
  privateKeyEnc: string;
  /** AES-256-GCM(masterKey, dataKey). */
  dataKeyEnc: string;
}

/** Creates a secp256k1 keypair (viem) and encrypts the private key with a fresh per-account data key. */
export function createWallet(masterKey: Buffer): NewWallet {
  const privateKey = generatePrivateKey();
  const dataKey = randomBytes(32);
  return {
    address: `eth|${privateKeyToAddress(privateKey).slice(2)}`,
    privateKeyEnc: seal(dataKey, Buffer.from(privateKey, 'utf8')),
    dataKeyEnc: seal(masterKey, dataKey),
  };
}

/** The account's data key (base64): the session's `encryptionKey`, which decrypts `privateKeyEnc` on the client. */
export function unwrapDataKey(masterKey: Buffer, dataKeyEnc: string): string {
  return open(masterKey, dataKeyEnc).toString('base64');
}
