// GET /storage/{characters,covers,pages}/... serves stored images. Only the image folders are exposed (the
// database lives in the same DATA_DIR). Covers are public and never change under their name, so they cache
// for a year. Photos are of real people and pages are of their books: they are served only to their owner
// (the signed-in user or the browser that uploaded them), privately cached, and "not found" to anyone else.
// With object storage (STORAGE_URL) the app streams them from the bucket at the same URLs under the same
// rules, rather than hand out signed bucket links: such a link would outlive a sign-out and travel with a
// copied address, and the page's content policy would have to allow the bucket's origin.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { STORAGE_CACHE_SECONDS } from '../../shared/limits';
import type { AppDeps } from '../domains/appDeps';
import { BUCKETS, type Bucket } from '../storage/imageStore';
import { contentTypeOf, type ObjectStore } from '../storage/objectStore';
import { ownsImage } from '../storage/ownedImages';
import { requestOwner } from './signIn/requestOwner';

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
          if (!(await ownsImage(deps.db, url, await requestOwner(deps, request))))
            return reply.code(404).send({ message: 'Not found' });
        });
      }
      const root = deps.objects.localFolder;
      if (root)
        await scope.register(fastifyStatic, {
          ...STATIC,
          root: path.join(root, bucket),
          prefix: `/storage/${bucket}/`,
          setHeaders: (res) => setHeaders(res, bucket),
        });
      else streamFromStore(scope, deps.objects, bucket);
    });
  }
}

/** Only our own names: a timestamp-and-random name with an image extension (no traversal, no dot files). */
const IMAGE_NAME = /^[A-Za-z0-9_-]+\.(?:jpg|png|webp)$/;

const STATIC = {
  decorateReply: false,
  index: false,
  dotfiles: 'deny',
  allowedPath: (pathName: string) => pathName.startsWith('/') && IMAGE_NAME.test(pathName.slice(1)),
  cacheControl: false,
} as const;

function setHeaders(res: { header(name: string, value: string): unknown }, bucket: Bucket): void {
  res.header('Cache-Control', CACHE[bucket]);
  res.header('X-Content-Type-Options', 'nosniff');
  res.header('Content-Security-Policy', "default-src 'none'; sandbox");
  res.header('Cross-Origin-Resource-Policy', 'same-origin');
  if (PRIVATE.has(bucket)) res.header('Vary', 'Cookie');
}

/** The same URLs and headers as the folder, the bytes streamed from object storage. */
function streamFromStore(scope: FastifyInstance, objects: ObjectStore, bucket: Bucket): void {
  scope.get<{ Params: { name: string } }>(`/storage/${bucket}/:name`, async (request, reply) => {
    const { name } = request.params;
    const object = IMAGE_NAME.test(name) ? await objects.stream(`${bucket}/${name}`) : null;
    if (!object) return reply.code(404).send({ message: 'Not found' });
    setHeaders(reply, bucket);
    return reply.type(contentTypeOf(name)).header('Content-Length', String(object.size)).send(object.body);
  });
}
