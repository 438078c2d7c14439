import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteLimit } from './byte-limit';
import { assertSafeKey, type Storage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix, so several deployments (or test runs) can share a bucket. */
  prefix?: string;
};

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * S3-compatible object storage. Uploads stream through lib-storage's multipart Upload; when the
 * byte limit trips or the source fails, the upload is aborted before any part is completed, so no
 * object appears under the key.
 */
export const createS3Storage = (options: S3StorageOptions): Storage => {
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
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${options.prefix ?? ''}${key}`;
  };
  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',
    put: async (key, body, { maxBytes, contentType }) => {
      const limiter = byteLimit(maxBytes);
      let streamError: unknown;
      limiter.once('error', (error) => {
        streamError = error;
      });
      const limited = body.pipe(limiter);
      // pipe() does not forward errors from the source; the limiter must fail if the source does.
      body.once('error', (error) => limiter.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: limited, ContentType: contentType },
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => {});
        // The SDK reports its own follow-up failure; the caller needs the cause (e.g. too large).
        throw streamError ?? error;
      }
      return { size: limiter.bytesSeen() };
    },
    get: async (key, range) => {
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : (out.ContentLength ?? 0);
        return { stream: out.Body as Readable, size: total, range };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    size,
    exists: async (key) => (await size(key)) !== undefined,
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
};
