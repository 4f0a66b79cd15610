// GET /storage/{characters,covers}/... serves stored images. Only the two image folders are exposed (the
// database lives in the same DATA_DIR). Names are unique and never rewritten, so they cache for a year.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BUCKETS, type ImageStore } from '../storage/imageStore';

export async function storedImagesPlugin(app: FastifyInstance, opts: { store: ImageStore }) {
  for (const bucket of BUCKETS) {
    await app.register(fastifyStatic, {
      root: opts.store.bucketDir(bucket),
      prefix: `/storage/${bucket}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => /^\/[A-Za-z0-9_-]+\.(?:jpg|png|webp)$/.test(pathName),
      cacheControl: false,
      setHeaders(res) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'; sandbox");
        res.header('Cross-Origin-Resource-Policy', 'same-origin');
      },
    });
  }
}
