// What a refusal of the file store means, and the one line each outage of it gets (lib/outageLog.ts). The
// AWS SDK's errors carry `$metadata` (the HTTP status, the attempts it made: it has already retried a
// throttled or failed call twice with a growing pause) and S3's error code as their name (AWS, Amazon S3 API
// Reference, "Error responses", List of error codes): AccessDenied 403, SlowDown 503, ServiceUnavailable 503,
// InternalError 500. A network error that reached the SDK carries `$metadata` too, without a status.
import type { Logger } from '../lib/logger';
import { createOutageLog, type OutageLog } from '../lib/outageLog';

/** Where the bucket is (the S3 adapter's settings, s3ObjectStore.ts). */
interface BucketPlace {
  bucket: string;
  prefix: string;
  endpoint?: string;
}

/**
 * `denied`: the keys or the bucket policy do not allow the call (an operator must change them); `unavailable`:
 * the store pushes back (slow down) or fails for now; `unreachable`: it does not answer at all.
 */
export type StorageTrouble = 'denied' | 'unavailable' | 'unreachable';

/** S3's codes for keys or rights that do not let a call through (403, or 400 for a token that ended). */
const DENIED = new Set([
  'AccessDenied',
  'AllAccessDisabled',
  'AccountProblem',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'ExpiredToken',
  'InvalidToken',
]);
/** Codes for a store pushing back or failing for now (S3's, and other S3-compatible stores' throttling). */
const UNAVAILABLE = new Set([
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
  'RequestTimeout',
  'Throttling',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

interface SdkError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
}

/** The trouble an error of the AWS SDK stands for, or null (an answer: a missing key, a bad request...). */
export function storageTroubleOf(error: unknown): StorageTrouble | null {
  if (!error || typeof error !== 'object' || !('$metadata' in error)) return null;
  const { name = '', code = '', $metadata, $retryable } = error as SdkError;
  const status = $metadata?.httpStatusCode;
  if (DENIED.has(name) || status === 403) return 'denied';
  if (UNAVAILABLE.has(name) || $retryable?.throttling || status === 429 || (status !== undefined && status >= 500)) {
    return 'unavailable';
  }
  if (status === undefined && (NETWORK.has(code) || name === 'TimeoutError')) return 'unreachable';
  return null;
}

/** One line when the bucket starts refusing (an error for an operator to act on), one when it answers again. */
export function storageOutageLog(log: Logger, settings: BucketPlace): OutageLog {
  const where = `s3://${settings.bucket}/${settings.prefix}`;
  return createOutageLog(log, {
    service: 'storage',
    started(error) {
      const { name, code, $metadata } = error as SdkError;
      const said = [name && name !== 'Unknown' ? name : code, $metadata?.httpStatusCode].filter(Boolean).join(', ');
      const until = 'requests get 503 "try again" until it answers';
      switch (storageTroubleOf(error)) {
        case 'denied':
          return {
            level: 'error',
            message:
              `The bucket ${settings.bucket} refused access (${said}): check AWS_ACCESS_KEY_ID and ` +
              'AWS_SECRET_ACCESS_KEY (or the role the server runs as) and the bucket policy, which must let them ' +
              `get, put, list and delete objects under ${where}; ${until}`,
          };
        case 'unreachable':
          return {
            level: 'error',
            message:
              `The file store at ${settings.endpoint ?? 'AWS S3'} does not answer (${said}): check ` +
              `AWS_ENDPOINT_URL_S3 and the network; ${until}`,
          };
        default:
          return {
            level: 'warn',
            message:
              `The bucket ${settings.bucket} refuses requests for now (${said}: slow down, or ` +
              `unavailable); ${until}`,
          };
      }
    },
    ended: (seconds) => `The bucket ${settings.bucket} answers again after ${seconds} s`,
  });
}
