// STORAGE_URL and the AWS SDK's own variables, checked at start-up (config.ts): unset keeps every file in
// DATA_DIR; s3://bucket/prefix keeps them in that bucket. Anything else stops start-up with one line.
import { z } from 'zod';
import type { S3Settings } from './s3ObjectStore';

/** S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const storageUrlSchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): { bucket: string; prefix: string } | undefined => {
    if (!v) return undefined;
    const match = /^s3:\/\/([^/]*)\/?(.*)$/.exec(v);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'must be s3://bucket/prefix (or unset, to keep files in DATA_DIR)' });
      return z.NEVER;
    }
    const [, bucket, rest] = match;
    if (!bucket) {
      ctx.addIssue({ code: 'custom', message: 'must name a bucket: s3://bucket/prefix' });
      return z.NEVER;
    }
    if (!BUCKET_NAME.test(bucket)) {
      ctx.addIssue({
        code: 'custom',
        message: `names "${bucket}", which is not a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)`,
      });
      return z.NEVER;
    }
    const prefix = rest.replace(/^\/+|\/+$/g, '');
    if (prefix && !prefix.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment))) {
      ctx.addIssue({ code: 'custom', message: 'has a prefix with characters other than letters, digits, . _ - and /' });
      return z.NEVER;
    }
    return { bucket, prefix };
  });

const text = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** The variables, as the environment names them. */
export const storageEnv = {
  STORAGE_URL: storageUrlSchema,
  AWS_REGION: text,
  AWS_ENDPOINT_URL_S3: text.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
  AWS_ACCESS_KEY_ID: text,
  AWS_SECRET_ACCESS_KEY: text,
  AWS_SESSION_TOKEN: text,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
};

const storageEnvSchema = z.object(storageEnv);
type StorageEnv = z.output<typeof storageEnvSchema>;

/** What is missing for the object store, as [variable, message], or null when the settings hold together. */
export function storageRefusal(env: StorageEnv): [string, string] | null {
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    const missing = env.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID';
    return [missing, 'is needed too: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY together, or neither'];
  }
  if (env.STORAGE_URL && !env.AWS_REGION)
    return [
      'AWS_REGION',
      "is needed with STORAGE_URL (the bucket's region; us-east-1 for most other S3-compatible stores)",
    ];
  return null;
}

/** The S3 settings, or null to keep files in DATA_DIR. */
export function objectStorageSettings(env: StorageEnv): S3Settings | null {
  if (!env.STORAGE_URL || !env.AWS_REGION) return null;
  return {
    ...env.STORAGE_URL,
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_S3,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN,
          }
        : undefined,
  };
}
