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
import { requestOwner } from './signIn/requestOwner';
import { sharedRateLimitStore } from './sharedRateLimitStore';

export async function uploadsPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(deps.limiter) });

  app.post(
    '/api/uploads/characters',
    {
      config: { rateLimit: { max: deps.config.rateLimits.uploadsPerHour, timeWindow: '1 hour' } },
      // Multipart overhead on top of the 5 MB file.
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.code(400).send({ message: 'Send the photo as multipart/form-data with one file.' });
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
        return reply.code(400).send({ message: 'The upload was malformed. Please try again.' });
      }
      if (!upload || upload.length === 0) {
        return reply.code(400).send({ message: 'No file was sent. Please choose a photo.' });
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
        if (error instanceof UnsupportedImageError) return reply.code(415).send({ message: error.message });
        if (error instanceof ImageTooLargeError) return reply.code(413).send({ message: error.message });
        if (error instanceof StorageFullError) return reply.code(507).send({ message: error.message });
        throw error;
      }
    },
  );
}
