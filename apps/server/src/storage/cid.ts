/**
 * Content identifiers (issue 16, SPEC §7 Distributed storage; docs/DECISIONS.md "Storage"): IPFS-compatible
 * CIDv1 with raw leaves, sha-256 and STORAGE_CHUNK_BYTES (1 MiB) chunks. A file of one chunk is the raw CID
 * of its bytes (`bafkrei…`); a larger one is the root of the balanced UnixFS DAG that `ipfs add
 * --cid-version 1 --raw-leaves --chunker size-1048576` computes (ipfs-unixfs-importer, 174 links per node
 * as Kubo), so any IPFS node that adds the same bytes pins and serves the same CID.
 */
import { STORAGE_CHUNK_BYTES } from '@rep/shared';
import { importer } from 'ipfs-unixfs-importer';
import { fixedSize } from 'ipfs-unixfs-importer/chunker';
import { balanced } from 'ipfs-unixfs-importer/layout';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';

/** Kubo's links per node of a balanced DAG (only reached past 174 MiB). */
const MAX_CHILDREN_PER_NODE = 174;

/** The importer's block store: the blocks are not kept (the blob store holds the whole file). */
const discardBlocks = {
  put: async (cid: CID) => cid,
  get: async (): Promise<never> => {
    throw new Error('blocks are not kept');
  },
  has: async () => false,
};

/**
 * The CID of a file's bytes, as a base32 string (`bafkrei…` for one chunk, `bafybei…` above).
 * @param bytes the whole file (at least one byte)
 */
export async function cidOf(bytes: Uint8Array): Promise<string> {
  if (bytes.length <= STORAGE_CHUNK_BYTES) {
    return CID.createV1(raw.code, await sha256.digest(bytes)).toString();
  }
  let root: CID | undefined;
  for await (const entry of importer([{ content: bytes }], discardBlocks as never, {
    cidVersion: 1,
    rawLeaves: true,
    chunker: fixedSize({ chunkSize: STORAGE_CHUNK_BYTES }),
    layout: balanced({ maxChildrenPerNode: MAX_CHILDREN_PER_NODE }),
  })) {
    root = entry.cid;
  }
  if (!root) throw new Error('the importer produced no root');
  return root.toString();
}

/**
 * Parses a CID from a URL (any multibase the library reads, v0 or v1) into its canonical CIDv1 base32
 * string, the key of storage_objects; null when it is not a CID.
 */
export function parseCid(text: string): string | null {
  if (text.length > 200) return null;
  try {
    return CID.parse(text).toV1().toString();
  } catch {
    return null;
  }
}
