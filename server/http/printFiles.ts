// GET /print-files/{orderId}/{interior|cover}.pdf?expires=...&sig=...: an order's frozen print files, for
// the printer to fetch. No session: the link itself is the permission, signed by this server and expiring
// (domains/orders/orderFiles.ts). A wrong, expired or altered link, or an unknown order, is a plain 404.
// With object storage the file is streamed from the bucket: the link outlives the bucket's credentials.
import type { FastifyInstance } from 'fastify';
import { ORDER_ID_PATTERN } from '../../shared/orders';
import type { AppDeps } from '../domains/appDeps';
import { isValidPrintFileLink, type OrderFileKind, orderFileKey } from '../domains/orders/orderFiles';

export async function printFilesPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  app.get<{ Params: { orderId: string; file: string }; Querystring: { expires?: string; sig?: string } }>(
    '/print-files/:orderId/:file',
    async (request, reply) => {
      const { orderId, file } = request.params;
      const kind = /^(interior|cover)\.pdf$/.exec(file)?.[1] as OrderFileKind | undefined;
      const notFound = () => reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
      const { expires = '', sig = '' } = request.query;
      if (
        !kind ||
        !ORDER_ID_PATTERN.test(orderId) ||
        !(await isValidPrintFileLink(deps, orderId, kind, expires, sig, deps.now()))
      )
        return notFound();
      const object = await deps.objects.stream(orderFileKey(orderId, kind));
      if (!object) return notFound();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', String(object.size))
        .header('Content-Disposition', `attachment; filename="${orderId}-${kind}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.body);
    },
  );
}
