// The S3 adapter of the storage port (objectStore.ts), for AWS S3 and S3-compatible stores, with the AWS SDK
// v3 (@aws-sdk/client-s3). Keys live under the prefix of STORAGE_URL. PutObject is atomic on S3 (an object is
// whole or absent), so no temporary names are needed. Nothing hands out presigned links: every object reaches
// people and the printer through the app (a presigned link would outlive a sign-out, and die with the
// temporary credentials of a role that signed it). Every call tells the bucket's outage log
// (storageRefusals.ts) whether the bucket answered: a refusal (access denied, slow down, unavailable) is
// logged once per outage and marked, so people get 503 "try again" rather than a fault.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { silentLogger, type Logger } from '../lib/logger';
import { checkKey, contentTypeOf, type ObjectStore, type StoredObjectInfo } from './objectStore';
import { storageOutageLog, storageTroubleOf } from './storageRefusals';

export interface S3Settings {
  bucket: string;
  /** Key prefix without slashes at either end; '' for the bucket's root. */
  prefix: string;
  region: string;
  /** AWS_ENDPOINT_URL_S3: another S3-compatible store; absent for AWS S3 itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (instance or task role, shared config files). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** DeleteObjects takes at most 1,000 keys a request. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** `log` hears the bucket's outages, one line each (the CLI commands pass none: they print the error itself). */
export function createS3ObjectStore(settings: S3Settings, log: Logger = silentLogger): ObjectStore {
  const outage = storageOutageLog(log, settings);
  const s3 = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Other S3-compatible stores often refuse the chunked trailing checksums the SDK sends by default since
    // January 2025; AWS itself keeps them.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = settings.bucket;
  const base = settings.prefix ? `${settings.prefix}/` : '';
  const full = (key: string) => base + checkKey(key);

  /** Runs one call to the bucket and tells the outage log what became of it. */
  async function heard<T>(call: () => Promise<T>): Promise<T> {
    try {
      const answer = await call();
      outage.answered();
      return answer;
    } catch (error) {
      if (storageTroubleOf(error)) outage.failed(error);
      else outage.answered(); // an answer all the same: a missing key, a bad request
      throw error;
    }
  }
  const client = { send: ((command: never) => heard(() => s3.send(command))) as S3Client['send'] };

  async function getObject(key: string) {
    return client.send(new GetObjectCommand({ Bucket, Key: full(key) })).catch((error) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }

  async function list(folder: string): Promise<StoredObjectInfo[]> {
    const found: StoredObjectInfo[] = [];
    await heard(async () => {
      for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket, Prefix: `${full(folder)}/` })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          found.push({
            key: object.Key.slice(base.length),
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          });
        }
      }
    });
    return found;
  }

  return {
    location: `s3://${Bucket}/${settings.prefix}`,
    localFolder: null,
    async put(key, body, contentType = contentTypeOf(key)) {
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentType: contentType }));
    },
    async putFile(key, file, contentType = contentTypeOf(key)) {
      // A stream needs its length up front (PutObject refuses chunked bodies of unknown size).
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async stream(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async exists(key) {
      return client.send(new HeadObjectCommand({ Bucket, Key: full(key) })).then(
        () => true,
        (error) => (isMissing(error) ? false : Promise.reject(error)),
      );
    },
    async copy(fromKey, toKey) {
      // CopySource is "bucket/key", URL-encoded (keys here are safe characters, encoded all the same).
      const source = `${Bucket}/${full(fromKey).split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket, Key: full(toKey), CopySource: source }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async deleteFolder(folder) {
      const keys = (await list(folder)).map((object) => ({ Key: base + object.key }));
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + DELETE_BATCH), Quiet: true } }),
        );
        if (result.Errors?.length) {
          const first = result.Errors[0];
          throw new Error(`S3 refused to delete ${result.Errors.length} objects (${first.Code}: ${first.Message})`);
        }
      }
    },
    list,
  };
}
