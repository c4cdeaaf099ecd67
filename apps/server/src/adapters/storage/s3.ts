import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './types';

/** Where an S3-compatible bucket is and how to reach it (config S3_*). */
export interface S3Options {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (MinIO, Garage, s3rver, R2, …); AWS when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` addressing, which local servers need. */
  forcePathStyle: boolean;
}

/** Whether an S3 error means "no such object" (GetObject's NoSuchKey, HeadObject's bare 404). */
const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * A blob store in an S3-compatible bucket (@aws-sdk/client-s3), one object per CID with the CID as its key.
 * PutObject replaces an object whole, so a reader never sees a partial blob.
 */
export function createS3BlobStore(options: S3Options): BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async has(cid) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: cid }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async put(cid, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: cid, Body: bytes, ContentLength: bytes.length }));
    },
    async read(cid, range) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: cid,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return (result.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
