// An S3-compatible server in the test process: @20minutes/s3rver (the maintained fork of s3rver: Node 20,
// current koa and XML parser), on 127.0.0.1 and a free port, keeping objects in a temporary folder. It checks
// SigV4 signatures (headers and presigned links, with their expiry and the one-week limit) and answers with
// S3's error bodies (NoSuchKey, SignatureDoesNotMatch, AccessDenied "Request has expired").
//
// One fix, to S3's rule rather than ours: the SigV4 canonical URI is the request's path as sent (AWS, "Create
// a signed AWS API request", Signature Version 4, read 26 November 2026). s3rver 4.0.4 drops the trailing
// slash of a path-style bucket request ("/bucket/"), which the AWS SDK v3 sends for ListObjectsV2 and
// DeleteObjects, so every such request failed with SignatureDoesNotMatch; the slash is put back.
//
// `refuse(code)` makes it answer every request with one of S3's refusals until `refuse(null)`, as AWS's
// "Error responses" page of the Amazon S3 API Reference lists them (List of error codes, and the REST error
// response: Content-Type application/xml, an <Error> with Code, Message, Resource and RequestId, and the
// x-amz-request-id and x-amz-id-2 headers; read 28 November 2026, the same table as the S3 model's `Error`
// documentation in @aws-sdk/client-s3 3.1175): AccessDenied 403 "Access Denied", SlowDown 503 "Reduce your
// request rate.", ServiceUnavailable 503 "Service is unable to handle request.".
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The slice of Koa's context (s3rver is a Koa app) that a refusal writes. */
interface KoaContext {
  method: string;
  path: string;
  status: number;
  body: unknown;
  set(name: string, value: string): void;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: S3Event) => void): void;
  /** Koa's middleware, in order; composed when the server starts listening. */
  middleware: KoaMiddleware[];
}

/** S3's refusals (see the header), as status and message by code. */
const REFUSALS = {
  AccessDenied: { status: 403, message: 'Access Denied' },
  SlowDown: { status: 503, message: 'Reduce your request rate.' },
  ServiceUnavailable: { status: 503, message: 'Service is unable to handle request.' },
} as const;
export type S3Refusal = keyof typeof REFUSALS;

const xmlText = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** An S3 event notification s3rver emits for each object created or removed (S3's own record format). */
export interface S3Event {
  Records: { eventName: string; eventTime: string; s3: { object: { key: string; size?: number } } }[];
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = require('@20minutes/s3rver') as S3rverClass;
const v4 = require('@20minutes/s3rver/lib/signature/v4.js') as {
  getStringToSign: (request: { uri: string }, signature: unknown) => string;
};
if (!(v4.getStringToSign as { keepsBucketSlash?: boolean }).keepsBucketSlash) {
  const original = v4.getStringToSign;
  const fixed = (request: { uri: string }, signature: unknown) =>
    original({ ...request, uri: /^\/[^/]+$/.test(request.uri) ? `${request.uri}/` : request.uri }, signature);
  v4.getStringToSign = Object.assign(fixed, { keepsBucketSlash: true });
}

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export interface FakeS3 {
  url: string;
  bucket: string;
  /** The folder s3rver keeps objects in (a test may look, to see they are there and not elsewhere). */
  directory: string;
  /** The app's variables for a prefix of the bucket, as a self-deployer would set them. */
  env(prefix: string): Record<string, string>;
  /** Calls `listener` with each object created (PUT, POST, copy) or removed, as S3 event notifications. */
  onEvent(listener: (event: S3Event) => void): void;
  /** Answers every request with this refusal from now on; null serves again. */
  refuse(code: S3Refusal | null): void;
  /**
   * Holds every upload (PUT, POST) from now on without an answer, as a stalled network would, until the returned
   * function is called; other requests are served meanwhile.
   */
  holdWrites(): () => void;
  /** How many requests were refused so far. */
  readonly refused: number;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'comics'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'fake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let refusing: S3Refusal | null = null;
  let refused = 0;
  let writesHeld: Promise<void> | null = null;
  // First in line, before s3rver's own routes (Koa composes its middleware when the server starts listening).
  server.middleware.unshift(async (ctx, next) => {
    if (writesHeld && (ctx.method === 'PUT' || ctx.method === 'POST')) await writesHeld;
    if (!refusing) return next();
    refused++;
    const { status, message } = REFUSALS[refusing];
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    ctx.status = status;
    ctx.set('Content-Type', 'application/xml');
    ctx.set('x-amz-request-id', requestId);
    ctx.set('x-amz-id-2', randomBytes(24).toString('base64'));
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusing}</Code><Message>${message}</Message>` +
      `<Resource>${xmlText(ctx.path)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    directory,
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      AWS_REGION: 'us-east-1',
      AWS_ENDPOINT_URL_S3: url,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    onEvent: (listener) => server.on('event', listener),
    refuse(code) {
      refusing = code;
    },
    holdWrites() {
      let release: () => void = () => undefined;
      writesHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        writesHeld = null;
        release();
      };
    },
    get refused() {
      return refused;
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
