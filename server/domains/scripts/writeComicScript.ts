// Writes a saved comic's whole story from its idea, answers, style and author, and stores it in place of
// its pages. A book drawn from the old script no longer matches the story, so it is dropped in the same
// transaction (and its images removed after). The script job runs this; the book job too, when it finds no
// story to draw.
import type { JobStop } from '../../queue/jobQueue';
import type { AppDeps } from '../appDeps';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { inTransaction } from '../../db/transaction';
import { removeUnusedImages } from '../comics/comicImages';
import { dropBook } from '../book/bookRows';
import { ownComicRow, readComicStory } from '../comics/comicRows';
import { writeScriptRows } from './scriptRows';
import type { WrittenScript } from '../../providers/script/scriptWriter';
import { coversAndClaudeMeter } from '../spend/ceilings';
import { bookLanguage } from '../../../shared/languages';
import { Invalid } from '../../lib/errors';
import { needsClaude } from '../bookLanguage';

export interface ComicScriptRequest {
  comicId: string;
  userId: string;
  pages: number;
  seed: number;
}

export async function writeComicScript(
  deps: AppDeps,
  { comicId, userId, pages, seed }: ComicScriptRequest,
  job: JobStop,
  progress: (done: number, total: number) => void,
): Promise<WrittenScript> {
  const comic = await ownComicRow(deps.db, comicId, userId);
  // A comic saved in a language this site no longer writes (its Claude key removed) gets no story, never an
  // English one.
  const language = bookLanguage(comic.language).code;
  if (!deps.scriptWriter.languages.includes(language)) throw new Invalid(needsClaude(language));
  const story = await readComicStory(deps.db, comicId);
  const { script, writer, reason } = await deps.scriptWriter.write(
    { author: comic.author, type: comic.type, language, ...story, pages, seed },
    {
      signal: job.signal,
      progress,
      beforePaidCall: job.confirmClaim,
      // Claude's calls count under the site's daily ceiling on covers and Claude; past it the built-in writer
      // writes (an English book; a book in another language fails with the ceiling's message).
      meter: deps.scriptWriter.paid ? coversAndClaudeMeter(deps, { kind: 'script', comicId, userId }) : undefined,
    },
  );
  const dropped = await retryWhileBusy(
    () =>
      inTransaction(deps.db, async (tx) => {
        await writeScriptRows(tx, comicId, userId, script, writer, reason);
        return dropBook(tx, comicId);
      }),
    deps.config.dbBusyTimeoutMs,
  );
  await removeUnusedImages(deps, dropped, userId);
  return { script, writer, reason };
}
