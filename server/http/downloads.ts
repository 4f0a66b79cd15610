// GET /downloads/{comicId}/{file}: a comic's finished files (files.handler.ts), streamed from storage as an
// attachment, to the signed-in owner only. Anyone else, or a name the comic's files do not list, gets
// "not found" (never saying which). Private and not stored by caches: the files are replaced when the book
// changes, under new names.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../domains/appDeps';
import { downloadFile, type DownloadableFile } from '../domains/files/files.handler';
import { DomainError } from '../lib/errors';
import { requestOwner } from './signIn/requestOwner';

const TYPES: Record<string, string> = { pdf: 'application/pdf', cbz: 'application/vnd.comicbook+zip' };

export async function downloadsPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  app.get<{ Params: { comicId: string; fileName: string } }>(
    '/downloads/:comicId/:fileName',
    async (request, reply) => {
      const { comicId, fileName } = request.params;
      const owner = await requestOwner(deps, request);
      const notFound = () => reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
      if (!owner.userId || comicId.length > 64 || fileName.length > 120) return notFound();
      let file: DownloadableFile;
      try {
        file = await downloadFile(deps, owner.userId, comicId, fileName);
      } catch (error) {
        if (error instanceof DomainError) return notFound();
        throw error;
      }
      const object = await deps.objects.stream(file.key);
      if (!object) return notFound();
      const ext = file.fileName.split('.').pop() ?? '';
      return (
        reply
          .header('Content-Type', TYPES[ext] ?? 'application/octet-stream')
          .header('Content-Length', String(object.size))
          // Our file names are ASCII slugs (fileSlug), safe inside the quotes as they are.
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(object.body)
      );
    },
  );
}
