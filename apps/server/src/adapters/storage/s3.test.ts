/**
 * The S3 blob store against a real local S3 server (s3rver): put, has, whole and ranged reads, a missing
 * key; then the upload route end to end with S3_* configured, the bytes landing in the bucket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { apiEndpoints } from '@rep/shared';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createS3BlobStore } from './s3';

const BUCKET = 'rep-test';
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let directory: string;
let endpoint: string;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const text = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
};

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'rep-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3 blob store', () => {
  it('should put, find and read blobs, whole and by range, and miss an unknown key', async () => {
    const store = createS3BlobStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...credentials,
    });
    expect(await store.has('bafkreiabc')).toBe(false);
    expect(await store.read('bafkreiabc')).toBeNull();
    await store.put('bafkreiabc', Buffer.from('hello s3 world'));
    expect(await store.has('bafkreiabc')).toBe(true);
    expect(await text(await store.read('bafkreiabc'))).toBe('hello s3 world');
    expect(await text(await store.read('bafkreiabc', { start: 6, end: 7 }))).toBe('s3');
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      });
    });
    afterAll(() => t.close());

    it('should store uploads in the bucket under their CID and serve them back', async () => {
      const user = await t.signUp('S3User');
      const res = await t.call(apiEndpoints.storageUpload, { data: 'kept in s3' }, user.token);
      expect(res.status).toBe(200);
      const { cid, url } = res.body.data;
      const store = createS3BlobStore({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        ...credentials,
      });
      expect(await text(await store.read(cid))).toBe('kept in s3');
      const back = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
      expect(back.statusCode).toBe(206);
      expect(back.body).toBe('kept');
    });
  });
});
