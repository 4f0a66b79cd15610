// The gift page's head: a title or a message holding `$&`, `` $` ``, `$'` or `$$` —
// the special patterns of String.replace's replacement text — is written into the page as it was typed,
// never expanded into pieces of the page itself. Served from the built client (npm test builds it first).
import { afterAll, describe, expect, it } from 'vitest';
import { comics } from '../../server/db/schema';
import { createGift } from '../../server/domains/gifts/gifts.handler';
import { makeTestApp } from '../helpers/harness';
import { questionTemplates } from '../../shared/questions';
import { rawSql } from '../helpers/rawSql';

let close: (() => Promise<void>) | null = null;
afterAll(async () => close?.());

const TRICKY = "Pay $& and $` and $' and $$ back";
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

describe('the gift page head', () => {
  it('writes a title and a message with $ patterns as they were typed', async () => {
    const t = await makeTestApp();
    close = () => t.app.close();
    const [user] = await rawSql<{ id: string }>(
      t.deps.db,
      "INSERT INTO users (id, issuer, subject, email) VALUES ('u1', 'test', 'maria', 'maria@example.com') RETURNING id",
    );
    const [comic] = await t.deps.db
      .insert(comics)
      .values({ userId: user.id, title: `The ${TRICKY} Comic`, author: 'Maria', type: 'black-and-white-manga' })
      .returning();
    const actor = {
      user: { id: user.id, email: 'maria@example.com', name: null, avatarUrl: null },
      clientIp: '127.0.0.1',
      visitorId: null,
    } as never;
    const link = await createGift(t.deps, actor, { comicId: comic.id, message: TRICKY, allowDownload: false });
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(link.url).pathname,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escapeHtml(`The ${TRICKY} Comic: a comic about Maria`)}</title>`);
    expect(html).toContain(`<meta property="og:description" content="${escapeHtml(TRICKY)}" />`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(TRICKY)}" />`);
    // Nothing of the page was pasted in: the head's tags appear once each.
    expect(html.match(/property="og:description"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("speaks the book's language when the site does, else the visitor's", async () => {
    const t = await makeTestApp();
    const [user] = await rawSql<{ id: string }>(
      t.deps.db,
      "INSERT INTO users (id, issuer, subject, email) VALUES ('u2', 'test', 'lucia', 'lucia@example.com') RETURNING id",
    );
    const actor = {
      user: { id: user.id, email: 'lucia@example.com', name: null, avatarUrl: null },
      clientIp: '127.0.0.1',
      visitorId: null,
    } as never;
    const headOf = async (language: string, acceptLanguage: string) => {
      const [comic] = await t.deps.db
        .insert(comics)
        .values({
          userId: user.id,
          title: 'La gran aventura',
          author: 'Lucía',
          type: 'black-and-white-manga',
          language,
        })
        .returning();
      const link = await createGift(t.deps, actor, { comicId: comic.id, message: '', allowDownload: false });
      const page = await t.app.inject({
        method: 'GET',
        url: new URL(link.url).pathname,
        headers: { accept: 'text/html', 'accept-language': acceptLanguage },
      });
      return /<title>([^<]*)<\/title>/.exec(page.body)?.[1];
    };
    expect(await headOf('es', 'en-US')).toBe('La gran aventura: un cómic sobre Lucía');
    expect(await headOf('ja', 'de-DE,de')).toBe('La gran aventura: ein Comic über Lucía');
    expect(await headOf('en', 'fr')).toBe('La gran aventura: a comic about Lucía');
    const gone = await t.app.inject({ method: 'GET', url: '/gift/nope', headers: { 'accept-language': 'pt-BR' } });
    expect(/<title>([^<]*)<\/title>/.exec(gone.body)?.[1]).toBe('Presente não encontrado');
    await t.app.close();
  });

  it('puts an author’s name with $ patterns into the questions as it was typed', () => {
    expect(questionTemplates(TRICKY).some((t) => t.question.includes(TRICKY))).toBe(true);
  });
});
