import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM encryption. Output: base64 of iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes), the layout
 * WebCrypto's AES-GCM decrypt accepts after splitting off the iv.
 * @param key 32 bytes
 */
export function seal(key: Buffer, plaintext: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/**
 * Reverses {@link seal}.
 * @throws Error when the key is wrong or the data was tampered with
 */
export function open(key: Buffer, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
