import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import type { ObjectStore } from './object-store';

/** Objects live under this prefix of the bucket, so the bucket may hold other things too. */
export const S3_KEY_PREFIX = 'uploads/';

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph...) through the official AWS
 * SDK, under `uploads/<id>`. The bucket stays private: every read goes through the API, which
 * checks the object's ACL first. The SDK is loaded on first use, so a server keeping its uploads
 * on disk never loads it.
 */
export function createS3ObjectStore(settings: S3Settings): ObjectStore {
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: newClient(sdk, settings),
    }));
    return loaded;
  };
  const Bucket = settings.bucket;
  const key = (id: string) => `${S3_KEY_PREFIX}${id}`;
  return {
    async put(id, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key(id),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(id) {
      const { sdk, client } = await connect();
      try {
        const result = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key(id) }));
        return result.Body ? await result.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(id) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(id) }));
    },
  };
}

function newClient(sdk: typeof import('@aws-sdk/client-s3'), settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default CRC32 checksums on every request are not understood by all S3-compatible
    // servers; checksums are sent only where the S3 API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(sdk: typeof import('@aws-sdk/client-s3'), error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}
