// book.repaintPanel and its job: the owner asks for one panel of their painted book again (it costs a paid
// call, so the page asks first). The panel is painted anew with a new seed, its likeness checked like any
// panel (painted again at most twice, then kept with a mark), and its page composed and lettered again from
// the kept paintings. It counts against the daily book limit and the painting ceilings; a repaint that
// fails leaves the page and its kept painting as they were. One repaint at a time per comic, and none while
// the book is being drawn.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import { firstRow } from '../../db/transaction';
import { jobs } from '../../db/schema';
import type { JobHandler } from '../../queue/jobQueue';
import { Invalid, NotFound } from '../../lib/errors';
import type { RepaintPanelInput } from '../../../shared/book';
import type { PublicJob } from '../../../shared/jobs';
import { imageOwnerOf, type SignedInActor } from '../actor';
import { ownComic } from '../comics/read.handler';
import { refundOnGiveUp, startChargedJob } from '../jobs/chargedJob';
import { toPublicJob } from '../jobs/jobs.handler';
import { BOOK_JOB, comicSubject, REPAINT_JOB } from '../jobs/jobKinds';
import { readBookPage } from './bookRows';
import { panelKey, readBookArt } from './paintRows';
import { readScript } from '../scripts/scriptRows';
import { paintSheets, readBookContext } from './bookContext';
import type { LikenessScores } from './paintedArt';
import { renderBookPage } from './renderBookPage';
import { said } from '../../lib/said';

const REPAINT_LIMIT = said('error_repaint_limit');
export const REPAINT_LIMIT_MESSAGE = REPAINT_LIMIT.text;
const ADDRESS_REPAINT_LIMIT = said('error_address_repaint_limit');
const NOT_PAINTED = said('error_not_painted');
const PANEL_NOT_FOUND = said('error_panel_not_found');
const BOOK_BUSY = said('error_book_busy');
const REPAINT_BUSY = said('error_repaint_busy');

export interface RepaintJobInput {
  comicId: string;
  userId: string;
  page: number;
  panel: number;
  seed: number;
  chargedKeys: string[];
}

export interface RepaintJobResult {
  page: number;
  panel: number;
  likeness: LikenessScores;
  marked: boolean;
}

/** The repaint under way for a comic, with the panel it paints. */
export async function activeRepaint(
  deps: AppDeps,
  comicId: string,
): Promise<{ job: PublicJob; page: number; panel: number } | null> {
  const job = await deps.jobs.findActive(REPAINT_JOB, comicSubject(comicId));
  if (!job) return null;
  // The queue shows no job's input; the panel it paints is read from the job's row.
  const row = await firstRow(deps.db.select({ input: jobs.input }).from(jobs).where(eq(jobs.id, job.id)));
  const { page, panel } = JSON.parse(row?.input ?? '{}') as Partial<RepaintJobInput>;
  return { job: toPublicJob(job), page: page ?? 0, panel: panel ?? 0 };
}

export async function startRepaint(deps: AppDeps, actor: SignedInActor, input: RepaintPanelInput): Promise<PublicJob> {
  await ownComic(deps, actor, { id: input.comicId }); // NotFound unless it is the caller's
  const userId = actor.user.id;
  if (!deps.panelPainter) throw new Invalid(NOT_PAINTED);
  const row = await readBookPage(deps.db, input.comicId, userId, input.page);
  const page =
    row?.kind === 'story'
      ? (await readScript(deps.db, input.comicId, userId))?.script.pages.find((p) => p.number === row.storyPage)
      : undefined;
  if (!row || !page?.panels[input.panel]) throw new NotFound(PANEL_NOT_FOUND);
  if ((await deps.jobs.findActive(BOOK_JOB, comicSubject(input.comicId))) || row.status !== 'done')
    throw new Invalid(BOOK_BUSY);
  const running = await activeRepaint(deps, input.comicId);
  if (running) {
    if (running.page === input.page && running.panel === input.panel) return running.job;
    throw new Invalid(REPAINT_BUSY);
  }
  const job = await startChargedJob<RepaintJobInput>(deps, {
    kind: REPAINT_JOB,
    subject: comicSubject(input.comicId),
    owner: imageOwnerOf(actor),
    charge: {
      usage: 'books',
      keys: [`user:${userId}`, `ip:${actor.clientIp}`],
      refusal: REPAINT_LIMIT,
      addressRefusal: ADDRESS_REPAINT_LIMIT,
    },
    input: (chargedKeys) => ({ ...input, userId, seed: Math.floor(deps.random() * 2 ** 31), chargedKeys }),
  });
  return toPublicJob(job);
}

export function repaintJobHandler(deps: AppDeps): JobHandler<RepaintJobInput, RepaintJobResult> {
  return {
    kind: REPAINT_JOB,
    // A paid call is not repeated behind the owner's back: one try, the quota given back if it fails.
    maxAttempts: 1,
    concurrency: 1,
    async run(input, { progress, signal, confirmClaim }) {
      const job = { signal, confirmClaim };
      progress({ done: 0, total: 2, step: 'painting' });
      const row = await readBookPage(deps.db, input.comicId, input.userId, input.page);
      const script = (await readScript(deps.db, input.comicId, input.userId))?.script;
      if (row?.kind !== 'story' || !script) throw new NotFound(PANEL_NOT_FOUND);
      // The page's own seed: everything on it but the repainted panel is drawn as before.
      const book = await readBookContext(
        deps,
        { comicId: input.comicId, userId: input.userId, seed: row.seed ?? 0 },
        script,
      );
      await paintSheets(deps, book, job);
      const key = panelKey(input.page, input.panel);
      book.painted!.repaint = { key, seed: input.seed };
      await renderBookPage(deps, book, row, job);
      progress({ done: 2, total: 2, step: 'done' });
      const kept = await readBookArt(deps.db, input.comicId, key);
      return {
        page: input.page,
        panel: input.panel,
        likeness: kept?.likeness ? (JSON.parse(kept.likeness) as LikenessScores) : {},
        marked: Boolean(kept?.marked),
      };
    },
    onGiveUp: refundOnGiveUp(deps, 'books'),
  };
}
