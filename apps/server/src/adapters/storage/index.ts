import path from 'node:path';
import type { Config } from '../../config';
import { createDiskBlobStore } from './disk';
import { createS3BlobStore } from './s3';
import type { BlobStore } from './types';

export type { BlobStore, ByteRange } from './types';

const stores = new WeakMap<Config, BlobStore>();

/**
 * The blob store of a configuration (issue 16): an S3 bucket when S3_BUCKET is set (with S3_ENDPOINT,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE), else DATA_DIR/blobs. One store
 * per configuration object, made on first use.
 */
export function blobStoreFor(config: Config): BlobStore {
  let store = stores.get(config);
  if (!store) {
    store = config.S3_BUCKET
      ? createS3BlobStore({
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        })
      : createDiskBlobStore(path.join(config.DATA_DIR, 'blobs'));
    stores.set(config, store);
  }
  return store;
}
