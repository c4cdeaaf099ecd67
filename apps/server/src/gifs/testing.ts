import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A fresh, well-formed CIDv1 text (`b` + 58 base32 letters) for tests that write storage rows directly. */
export const testGifCid = (): string =>
  `b${Array.from(randomBytes(58), (byte) => BASE32[byte % 32]).join('')}`;
