// The dedication in the giver's words (docs/book.md "The dedication"): the book's dedication page says what the
// person giving it wrote, signed as they sign ("With love, Oisín"), or, left empty, the line the writer wrote from
// the answers. The giver's words are kept on the comic, not the script, so a story written again keeps them;
// every drawing of the dedication page (the book, its files) reads them through readBookContext.
import { and, eq } from 'drizzle-orm';
import type { DedicationView, SetDedicationInput } from '../../../shared/book';
import type { Script } from '../../../shared/script';
import { comics } from '../../db/schema';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { isWriterLanguage } from '../../engines/languageBooks/builtInLanguages';
import { dedicationsIn } from '../../engines/languageBooks/writeBookIn';
import { englishDedications } from '../../engines/script/writeLocalScript';
import { Invalid } from '../../lib/errors';
import { said } from '../../lib/said';
import type { SignedInActor } from '../actor';
import type { AppDeps } from '../appDeps';
import type { ComicListItem } from '../../../shared/types';
import { readComicStory, readGiverDedication } from '../comics/comicRows';
import { ownComic } from '../comics/read.handler';
import { BOOK_JOB, comicSubject } from '../jobs/jobKinds';
import { readScript } from '../scripts/scriptRows';
import { readBookContext } from './bookContext';
import { readBookPages } from './bookRows';
import { keptPaintingsOnly, renderBookPage } from './renderBookPage';

const WHILE_DRAWING = said('error_dedication_while_drawing');
const NO_STORY = said('error_dedication_no_story');
/** Suggestions offered beside the giver's own words. */
const SUGGESTIONS = 4;
/** Drawing the dedication page again, in the request: a plain page, seconds at most on a busy machine. */
const REDRAW_MS = 120_000;

type DedicatedComic = Pick<ComicListItem, 'id' | 'author' | 'type' | 'language'>;

/** Dedications written from the answers, in the book's language, the writer's own first. */
async function suggestions(deps: AppDeps, comic: DedicatedComic, script: Script): Promise<string[]> {
  const { idea, answers } = await readComicStory(deps.db, comic.id);
  const input = { author: comic.author, type: comic.type, answers, idea, seed: 0 };
  const { language } = comic;
  // Claude's books in other languages have only their own line to offer; the built-in writer's, several.
  const written =
    language === 'en' ? englishDedications(input) : isWriterLanguage(language) ? dedicationsIn(language, input) : [];
  return [...new Set([script.dedication, ...written])].filter(Boolean).slice(0, SUGGESTIONS);
}

/** What the book page shows of the dedication: what is printed, whose words, and what could be. */
export async function dedicationView(deps: AppDeps, comic: DedicatedComic, script: Script): Promise<DedicationView> {
  const giver = await readGiverDedication(deps.db, comic.id);
  return {
    text: giver.text ?? script.dedication,
    signature: giver.text ? giver.signature : '',
    own: giver.text !== null,
    written: script.dedication,
  };
}

/**
 * book.dedicationSuggestions: dedications written from the answers to start from, in the book's language, the
 * writer's own first. A query of its own, asked once by the dedication form: the comic's page polls book.get
 * while a book is drawn, and these read the answers and run the writer.
 */
export async function dedicationSuggestions(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string },
): Promise<string[]> {
  const comic = await ownComic(deps, actor, { id: input.comicId });
  const stored = await readScript(deps.db, input.comicId, actor.user.id);
  return stored ? suggestions(deps, comic, stored.script) : [];
}

/**
 * Sets the dedication to the giver's words (empty text: back to the writer's) and draws the dedication page
 * again when it is drawn. Refused while the book is being drawn: its pages were set out with the words it
 * started with, and the page would come out with the old ones.
 */
export async function setDedication(
  deps: AppDeps,
  actor: SignedInActor,
  input: SetDedicationInput,
): Promise<DedicationView> {
  const comic = await ownComic(deps, actor, { id: input.comicId });
  const userId = actor.user.id;
  const stored = await readScript(deps.db, input.comicId, userId);
  if (!stored) throw new Invalid(NO_STORY);
  if (await deps.jobs.findActive(BOOK_JOB, comicSubject(input.comicId))) throw new Invalid(WHILE_DRAWING);
  // The writer's own line signed by the giver is theirs too: the signature must not be lost.
  const own = input.text.length > 0 && (input.text !== stored.script.dedication || input.signature.length > 0);
  await retryWhileBusy(
    () =>
      deps.db
        .update(comics)
        .set({ dedication: own ? input.text : null, dedicationSignature: own ? input.signature : '' })
        .where(and(eq(comics.id, input.comicId), eq(comics.userId, userId))),
    deps.config.dbBusyTimeoutMs,
  );
  const page = (await readBookPages(deps.db, input.comicId, userId)).find((row) => row.kind === 'dedication');
  if (page?.status === 'done') {
    const book = await readBookContext(deps, { comicId: input.comicId, userId, seed: page.seed ?? 0 }, stored.script);
    await renderBookPage(deps, book, page, keptPaintingsOnly(AbortSignal.timeout(REDRAW_MS)));
  }
  return dedicationView(deps, comic, stored.script);
}
