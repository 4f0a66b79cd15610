// GET /print-files/{orderId}/{interior|cover}.pdf?expires=...&sig=...: an order's frozen print files, for
// the printer to fetch. No session: the link itself is the permission, signed by this server and expiring
// (domains/orders/orderFiles.ts). A wrong, expired or altered link, or an unknown order, is a plain 404.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../domains/appDeps';
import { isValidPrintFileLink, orderFilePath, type OrderFileKind } from '../domains/orders/orderFiles';
import { ORDER_ID_PATTERN } from '../../shared/orders';

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
        !isValidPrintFileLink(deps, orderId, kind, expires, sig, deps.now())
      )
        return notFound();
      const filePath = orderFilePath(deps, orderId, kind);
      const info = await stat(filePath).catch(() => null);
      if (!info) return notFound();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', String(info.size))
        .header('Content-Disposition', `attachment; filename="${orderId}-${kind}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(filePath));
    },
  );
}
