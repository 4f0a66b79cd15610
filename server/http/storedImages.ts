// GET /storage/{characters,covers,pages}/... serves stored images. Only the image folders are exposed (the
// database lives in the same DATA_DIR). Covers are public and never change under their name, so they
// cache for a year. Photos are of real people and pages are
// of their books: they are served only to their owner (the signed-in user
// or the browser that uploaded them), privately cached, and "not found" to anyone else.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { requestOwner } from './signIn/requestOwner';
import { ownsImage } from '../storage/ownedImages';
import { BUCKETS, type Bucket } from '../storage/imageStore';
import type { AppDeps } from '../domains/appDeps';
import { STORAGE_CACHE_SECONDS } from '../../shared/limits';

const CACHE: Record<Bucket, string> = {
  characters: `private, max-age=${STORAGE_CACHE_SECONDS}`,
  covers: 'public, max-age=31536000, immutable',
  // A page is re-lettered under a new name, so a name never changes content; only its owner may see it.
  pages: 'private, max-age=31536000, immutable',
};
/** Buckets served only to the image's owner: photos of real people and the pages of their books. */
const PRIVATE: ReadonlySet<Bucket> = new Set(['characters', 'pages']);

export async function storedImagesPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  for (const bucket of BUCKETS) {
    await app.register(async (scope) => {
      if (PRIVATE.has(bucket)) {
        scope.addHook('onRequest', async (request, reply) => {
          const url = request.url.split('?')[0];
          if (!ownsImage(deps.db, url, requestOwner(deps, request)))
            return reply.code(404).send({ message: 'Not found' });
        });
      }
      await scope.register(fastifyStatic, {
        root: deps.store.bucketDir(bucket),
        prefix: `/storage/${bucket}/`,
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        allowedPath: (pathName) => /^\/[A-Za-z0-9_-]+\.(?:jpg|png|webp)$/.test(pathName),
        cacheControl: false,
        setHeaders(res) {
          res.header('Cache-Control', CACHE[bucket]);
          res.header('X-Content-Type-Options', 'nosniff');
          res.header('Content-Security-Policy', "default-src 'none'; sandbox");
          res.header('Cross-Origin-Resource-Policy', 'same-origin');
          if (PRIVATE.has(bucket)) res.header('Vary', 'Cookie');
        },
      });
    });
  }
}
