import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id (the library's default algorithm; OWASP parameters m=19456 KiB, t=2). */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Verifies a password against an argon2 hash; false on mismatch or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
