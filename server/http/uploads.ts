// POST /api/uploads/characters: one multipart image (jpeg/png/webp by content, max 5 MB) -> 201 {url}.
// A sibling of the tRPC plugin, so multipart parsing stays out of tRPC's scope.
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_UPLOAD_BYTES } from '../../shared/limits';
import type { AppDeps } from '../domains/appDeps';
import { ImageTooLargeError, sanitizeImage, UnsupportedImageError } from '../uploads/sanitizeImage';
import { StorageFullError } from '../storage/imageStore';
import { saveOwnedImage } from '../storage/ownedImages';
import { type CarriesSaid, said, saidBody, saidOf } from '../lib/said';
import { requestOwner } from './signIn/requestOwner';
import { sharedRateLimitStore } from './sharedRateLimitStore';

export async function uploadsPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(deps.limiter),
    errorResponseBuilder: (_request, context) => rateLimited(context.statusCode, context.after),
  });

  app.post(
    '/api/uploads/characters',
    {
      config: { rateLimit: { max: deps.config.rateLimits.uploadsPerHour, timeWindow: '1 hour' } },
      // Multipart overhead on top of the 5 MB file.
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.code(400).send(saidBody(said('error_upload_not_multipart')));
      }
      let upload: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          // toBuffer() throws a 413 error once the file passes the size limit; nothing has touched disk yet.
          if (part.type === 'file') upload = await part.toBuffer();
        }
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status < 500) throw error;
        // The multipart parser gives up on a body it cannot split: the request is malformed, not our fault.
        return reply.code(400).send(saidBody(said('error_upload_malformed')));
      }
      if (!upload || upload.length === 0) {
        return reply.code(400).send(saidBody(said('error_upload_no_file')));
      }
      try {
        const image = await sanitizeImage(upload);
        const url = await saveOwnedImage(
          deps,
          'characters',
          image.bytes,
          image.ext,
          await requestOwner(deps, request, reply),
        );
        return reply.code(201).send({ url });
      } catch (error) {
        const status = refusedStatus(error);
        if (status) return reply.code(status).send(saidBody(saidOf(error) ?? (error as Error).message));
        throw error;
      }
    },
  );
}

/** The upload's own refusals: a file that is not a photo we take, too many pixels, no room left to keep it. */
function refusedStatus(error: unknown): number | null {
  if (error instanceof UnsupportedImageError) return 415;
  if (error instanceof ImageTooLargeError) return 413;
  if (error instanceof StorageFullError) return 507;
  return null;
}

/**
 * The rate limiter's refusal in its own words ("Rate limit exceeded, retry in 59 minutes": @lukeed/ms's long
 * format, as its default answer says it), with the wait's unit and count for the browser to say it in the
 * visitor's language. A wait in other units (a day, milliseconds) goes in the limiter's English alone.
 */
function rateLimited(statusCode: number, after: string) {
  const error = Object.assign(new Error(`Rate limit exceeded, retry in ${after}`), { statusCode });
  const wait = /^(\d+) (second|minute|hour)s?$/.exec(after);
  if (!wait) return error;
  const words = said(`error_rate_limited_${wait[2] as 'second' | 'minute' | 'hour'}s`, { count: Number(wait[1]) });
  // Keyed only when the catalogue says exactly what the limiter said.
  if (words.text !== error.message) return error;
  return Object.assign(error, { messageKey: words.key, messageParams: words.params } satisfies CarriesSaid);
}
