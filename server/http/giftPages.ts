// The gift link's HTTP side: the link's own addresses for its comic's cover, pages and PDF
// (GET /gift/{token}/cover, /pages/{n}, /comic.pdf), and the head of the page /gift/{token} — its title,
// description and social preview (og:, twitter:) in the HTML itself, so a chat app unfurls the link
// without running JavaScript, and noindex so search engines keep out. A revoked or unknown link answers
// 404 everywhere (429 once an address has guessed too often); nothing is cacheable beyond the browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../domains/appDeps';
import { findGift, giftFile, giftUrl, giftView } from '../domains/gifts/gifts.handler';
import { DomainError, NotFound, QuotaExceeded } from '../lib/errors';
import { saidBody, saidOf } from '../lib/said';
import { isLocale, m } from '../../shared/i18n/siteLocales';
import { siteLocaleOf } from './siteLocale';

const PRIVATE = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof QuotaExceeded)
    return reply
      .code(429)
      .headers(PRIVATE)
      .send(saidBody(saidOf(error) ?? error.message));
  if (error instanceof DomainError) return reply.code(404).headers(PRIVATE).send({ message: 'Not found' });
  throw error;
}

export async function giftFilesPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  const serve =
    (what: (params: Record<string, string>) => Parameters<typeof giftFile>[2] | null) =>
    async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
      const wanted = what(request.params);
      try {
        if (!wanted) throw new NotFound('not found');
        const file = await giftFile(deps, request.params.token, wanted, request.ip);
        reply.headers(PRIVATE).header('Content-Type', file.contentType).header('X-Content-Type-Options', 'nosniff');
        if ('bytes' in file) return reply.send(file.bytes);
        const object = await deps.objects.stream(file.key);
        if (!object) throw new NotFound('not found');
        return reply
          .header('Content-Length', String(object.size))
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .send(object.body);
      } catch (error) {
        return refuse(reply, error);
      }
    };
  app.get(
    '/gift/:token/cover',
    serve(() => ({ cover: true })),
  );
  app.get(
    '/gift/:token/pages/:number',
    serve(({ number }) => (/^\d{1,3}$/.test(number) ? { page: Number(number) } : null)),
  );
  app.get(
    '/gift/:token/comic.pdf',
    serve(() => ({ pdf: true })),
  );
}

/** A page's head and status for the SPA (spa.ts): the gift's preview while the link lives, else a 404 or 429. */
export function giftPageHead(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<{ status: number; head: string } | null> => {
    const match = /^\/gift\/([^/?#]+)\/?(?:[?#].*)?$/.exec(request.url);
    if (!match) return null;
    const token = match[1];
    const noindex = '<meta name="robots" content="noindex, nofollow" /><meta name="referrer" content="no-referrer" />';
    try {
      const view = await giftView(deps, await findGift(deps, token, request.ip), token);
      // In the book's language when the site speaks it (the person opening it reads that), else the page's.
      const say = { locale: isLocale(view.language) ? view.language : siteLocaleOf(request) };
      // Before its day a preview in a chat says only that a gift waits: no title, name or cover.
      if (view.opensAt) {
        const waiting = escapeHtml(m.site_gift_head_waiting({}, say));
        return {
          status: 200,
          head:
            `<title>${waiting}</title><meta property="og:title" content="${waiting}" />` +
            `<meta name="twitter:card" content="summary" />${noindex}`,
        };
      }
      const title = m.site_gift_head_title({ title: view.title, hero: view.heroName }, say);
      const description =
        view.message || m.site_gift_head_description({ author: view.author, hero: view.heroName }, say);
      const image = view.coverUrl ? `${giftUrl(deps, token)}/cover` : null;
      const tags = [
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="description" content="${escapeHtml(description)}" />`,
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta property="og:url" content="${escapeHtml(giftUrl(deps, token))}" />`,
        image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
        `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
        noindex,
      ];
      return { status: 200, head: tags.join('') };
    } catch (error) {
      const say = { locale: siteLocaleOf(request) };
      if (error instanceof QuotaExceeded) {
        return { status: 429, head: `<title>${m.site_gift_head_too_many({}, say)}</title>${noindex}` };
      }
      if (error instanceof DomainError) {
        return { status: 404, head: `<title>${m.site_gift_head_not_found({}, say)}</title>${noindex}` };
      }
      throw error;
    }
  };
}
