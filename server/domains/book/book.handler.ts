// book.start, book.get, book.editWords: make a saved comic's book (a job), read its pages with the job
// drawing them, and change a caption's or balloon's words — the page is re-lettered on its stored art (no
// new art, no paid call). Only the comic's owner; anyone else gets NOT_FOUND.
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import { comicPages } from '../../db/schema';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import type { BookPageKind, BookPageView, DedicationView, EditWordsInput, PageWords } from '../../../shared/book';
import { MAX_BALLOON_TEXT, panelSchema, type Panel, type Script } from '../../../shared/script';
import { styleOrDefault } from '../../../shared/styles';
import { saveOwnedImage } from '../../storage/ownedImages';
import { ownComic } from '../comics/read.handler';
import { removeUnusedImages } from '../comics/comicImages';
import { imageOwnerOf, type SignedInActor } from '../actor';
import { toPublicJob } from '../jobs/jobs.handler';
import type { PublicJob } from '../../../shared/jobs';
import { Invalid, NotFound } from '../../lib/errors';
import { startChargedJob } from '../jobs/chargedJob';
import { BOOK_JOB, comicSubject } from '../jobs/jobKinds';
import { readScript } from '../scripts/scriptRows';
import type { BookJobInput } from './bookJob';
import { pageLabel } from './bookPlan';
import {
  readBookPage,
  readBookPages,
  recordRelettered,
  type BookPageRow,
  undrawableOf,
  undrawableRecord,
} from './bookRows';
import { wordsOf } from './renderBookPage';
import type { ArtMeta } from '../../engines/page/composePage';
import { paintingSummary, type PaintingSummary } from './paintingSummary';
import { activeRepaint } from './repaintJob';
import { dedicationView } from './dedication';
import { readStoredSaid, said } from '../../lib/said';

const BOOK_LIMIT = said('error_book_limit');
export const BOOK_LIMIT_MESSAGE = BOOK_LIMIT.text;
const ADDRESS_BOOK_LIMIT = said('error_address_book_limit');
export const ADDRESS_BOOK_LIMIT_MESSAGE = ADDRESS_BOOK_LIMIT.text;
const PAGE_NOT_FOUND = said('error_page_not_found');
const WORDS_NOT_FOUND = said('error_words_not_found');

export interface BookView {
  pages: BookPageView[];
  job: PublicJob | null;
  /** Whether the story is written (the book job writes it first when it is not). */
  hasScript: boolean;
  /** The dedication page's words, whose they are and what else it could say (none before the story). */
  dedication: DedicationView | null;
  /** A painted book: each person's lowest likeness, the panels kept with a mark, and what painting cost. */
  painting: PaintingSummary | null;
  /** A panel being painted again (book.repaintPanel), followed like the book's job. */
  repaint: { job: PublicJob; page: number; panel: number } | null;
}

export async function startBook(deps: AppDeps, actor: SignedInActor, input: { comicId: string }): Promise<PublicJob> {
  await ownComic(deps, actor, { id: input.comicId }); // NotFound unless it is the caller's
  const job = await startChargedJob<BookJobInput>(deps, {
    kind: BOOK_JOB,
    subject: comicSubject(input.comicId),
    owner: imageOwnerOf(actor),
    // A painted book is dozens of paid image calls: it counts against the daily book limit, of the account and
    // of the address it comes from (an IPv6 /64), so new accounts on one line do not multiply it.
    charge: {
      usage: 'books',
      keys: deps.panelPainter ? [`user:${actor.user.id}`, `ip:${actor.clientIp}`] : [],
      refusal: BOOK_LIMIT,
      addressRefusal: ADDRESS_BOOK_LIMIT,
    },
    input: (chargedKeys) => ({
      comicId: input.comicId,
      userId: actor.user.id,
      seed: Math.floor(deps.random() * 2 ** 31),
      chargedKeys,
    }),
  });
  return toPublicJob(job);
}

export async function getBook(deps: AppDeps, actor: SignedInActor, input: { comicId: string }): Promise<BookView> {
  const comic = await ownComic(deps, actor, { id: input.comicId });
  const userId = actor.user.id;
  const script = (await readScript(deps.db, input.comicId, userId))?.script ?? null;
  const job = await deps.jobs.findActive(BOOK_JOB, comicSubject(input.comicId));
  const pages = (await readBookPages(deps.db, input.comicId, userId)).map((row) => toView(row, script));
  const heroName = script?.cast.find((c) => c.isHero)?.name ?? 'the hero';
  const painting = await paintingSummary(deps, input.comicId, userId, { url: comic.comicFrontPageUrl, heroName });
  return {
    pages,
    job: job ? toPublicJob(job) : null,
    hasScript: Boolean(script),
    dedication: script ? await dedicationView(deps, comic, script) : null,
    painting,
    repaint: await activeRepaint(deps, input.comicId),
  };
}

/** Changes one caption's or balloon's words in the script and re-letters the page if it is drawn. */
export async function editWords(deps: AppDeps, actor: SignedInActor, input: EditWordsInput): Promise<BookPageView> {
  const comic = await ownComic(deps, actor, { id: input.comicId });
  const userId = actor.user.id;
  const row = await readBookPage(deps.db, input.comicId, userId, input.page);
  const stored = await readScript(deps.db, input.comicId, userId);
  const page = stored?.script.pages.find((p) => p.number === row?.storyPage);
  if (row?.kind !== 'story' || !page) throw new NotFound(PAGE_NOT_FOUND);
  const panels = withWords(page.panels, input.wordsId, input.text);
  const style = styleOrDefault(comic.type);

  // The new words are in the script first: a page still waiting is drawn with them.
  await retryWhileBusy(
    () =>
      deps.db
        .update(comicPages)
        .set({ panels: JSON.stringify(panels) })
        .where(
          and(
            eq(comicPages.comicId, input.comicId),
            eq(comicPages.userId, userId),
            eq(comicPages.pageNumber, page.number),
          ),
        ),
    deps.config.dbBusyTimeoutMs,
  );
  if (row.status === 'done' && row.artUrl && row.artMeta) {
    const art = await deps.store.read(row.artUrl);
    const lettered = await deps.cpu.run('reletterPage', {
      art,
      meta: JSON.parse(row.artMeta) as ArtMeta,
      words: wordsOf(panels),
      print: style.print,
    });
    const owner = { userId, visitorId: null };
    const [printUrl, readerUrl, thumbUrl] = await Promise.all([
      saveOwnedImage(deps, 'pages', lettered.print, 'png', owner),
      saveOwnedImage(deps, 'pages', lettered.reader, 'jpg', owner),
      saveOwnedImage(deps, 'pages', lettered.thumb, 'jpg', owner),
    ]);
    const replaced = await recordRelettered(
      deps.db,
      input.comicId,
      row.number,
      {
        printUrl,
        readerUrl,
        thumbUrl,
        lettering: JSON.stringify(lettered.items),
        undrawable: undrawableRecord(lettered.undrawable),
      },
      deps.now(),
    );
    await removeUnusedImages(deps, replaced, userId);
  }
  const updated = (await readScript(deps.db, input.comicId, userId))?.script ?? null;
  return toView((await readBookPage(deps.db, input.comicId, userId, input.page))!, updated);
}

/** The panels with one caption's or balloon's text replaced, validated like any script. */
function withWords(panels: Panel[], wordsId: string, text: string): Panel[] {
  const [, panelText, part] = /^p(\d+)-(caption|b\d)$/.exec(wordsId) ?? [];
  const index = Number(panelText);
  const panel = panels[index];
  if (!panel) throw new NotFound(WORDS_NOT_FOUND);
  let changed: Panel;
  if (part === 'caption') {
    if (panel.caption === undefined) throw new NotFound(WORDS_NOT_FOUND);
    changed = { ...panel, caption: text };
  } else {
    const b = Number(part.slice(1));
    if (!panel.balloons[b]) throw new NotFound(WORDS_NOT_FOUND);
    if (text.length > MAX_BALLOON_TEXT) throw new Invalid(said('error_balloon_too_long', { max: MAX_BALLOON_TEXT }));
    changed = { ...panel, balloons: panel.balloons.map((balloon, i) => (i === b ? { ...balloon, text } : balloon)) };
  }
  const checked = panelSchema.safeParse(changed);
  if (!checked.success) throw new Invalid(checked.error.issues[0]?.message ?? said('error_words_unusable'));
  return panels.map((p, i) => (i === index ? checked.data : p));
}

function toView(row: BookPageRow, script: Script | null): BookPageView {
  const page = row.storyPage ? script?.pages.find((p) => p.number === row.storyPage) : undefined;
  return {
    number: row.number,
    kind: row.kind as BookPageKind,
    storyPage: row.storyPage,
    label: pageLabel({ kind: row.kind as BookPageKind, storyPage: row.storyPage }, page?.title),
    status: row.status as BookPageView['status'],
    readerUrl: row.status === 'done' ? row.readerUrl : null,
    thumbUrl: row.status === 'done' ? (row.thumbUrl ?? row.readerUrl) : null,
    error: row.error,
    ...readStoredSaid(row.errorSaid),
    art: (row.artSource as BookPageView['art']) ?? null,
    words: page ? pageWords(page.panels) : [],
    undrawable: undrawableOf(row),
  };
}

function pageWords(panels: Panel[]): PageWords[] {
  return panels.flatMap((panel, p) => [
    ...(panel.caption
      ? [{ id: `p${p}-caption`, panel: p, kind: 'caption' as const, speaker: null, text: panel.caption }]
      : []),
    ...panel.balloons.map((b, i) => ({ id: `p${p}-b${i}`, panel: p, kind: b.kind, speaker: b.speaker, text: b.text })),
  ]);
}
