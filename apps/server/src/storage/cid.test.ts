/**
 * CIDs (issue 16): one chunk is the raw CID of the bytes (checked against multiformats directly); a larger
 * file is the root of the UnixFS DAG with 1 MiB raw leaves, known independently: a known-answer CID.
 */
import { STORAGE_CHUNK_BYTES } from '@rep/shared';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';
import { describe, expect, it } from 'vitest';
import { cidOf, parseCid } from './cid';

/** 3 MiB + 5 bytes of `i % 251`: four leaves, the last of 5 bytes. */
const pattern = (length: number) => new Uint8Array(length).map((_, i) => i % 251);

describe('cidOf', () => {
  it('should give a one-chunk file the raw CID of its bytes', async () => {
    for (const length of [1, 1000, STORAGE_CHUNK_BYTES]) {
      const bytes = pattern(length);
      const expected = CID.createV1(raw.code, await sha256.digest(bytes)).toString();
      expect(await cidOf(bytes)).toBe(expected);
      expect(expected.startsWith('bafkrei')).toBe(true);
    }
  });

  it('should give a multi-chunk file the dag-pb root an IPFS node computes', async () => {
    const cid = await cidOf(pattern(3 * STORAGE_CHUNK_BYTES + 5));
    // ipfs-unixfs-importer with --cid-version 1 --raw-leaves --chunker size-1048576 (computed once, pinned here).
    expect(cid).toBe('bafybeidjdzyb7cjtwabgkg3psrr6d53vcxhxfxrt44ind74gq6coscbj74');
    expect(CID.parse(cid).code).toBe(0x70);
  });

  it('should differ when one byte differs', async () => {
    const a = pattern(2 * STORAGE_CHUNK_BYTES);
    const b = a.slice();
    b[STORAGE_CHUNK_BYTES + 1] = 0;
    expect(await cidOf(a)).not.toBe(await cidOf(b));
  });
});

describe('parseCid', () => {
  it('should read a CIDv0 as its v1 base32 form and refuse what is not a CID', () => {
    expect(parseCid('QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')).toMatch(/^bafybei/);
    expect(parseCid('bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku')).toBe(
      'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku',
    );
    expect(parseCid('not-a-cid')).toBeNull();
    expect(parseCid('x'.repeat(300))).toBeNull();
  });
});
