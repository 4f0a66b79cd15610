// The script job: reads the saved comic (its idea, answers, style, author), has the writer write the
// whole story, and replaces the comic's pages with the script's in one transaction. Progress: pages written.
// The book job writes the story the same way (writeComicScript) when it finds none.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import { comicAnswers, comicIdeas, comics } from '../../db/schema';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import type { JobHandler } from '../../jobs/jobQueue';
import { NotFound } from '../../lib/errors';
import { COMIC_NOT_FOUND_MESSAGE } from '../comics/read.handler';
import { replaceScript } from './scriptRows';
import { removeUnusedImages } from '../comics/comicImages';
import type { Script, ScriptWriter } from '../../../shared/script';

export const SCRIPT_JOB = 'script';

export interface ScriptJobInput {
  /** Quota keys charged for a paid writer, given back if the script fails for good. */
  chargedKeys: string[];
  comicId: string;
  userId: string;
  pages: number;
  seed: number;
}

export interface ScriptJobResult {
  pages: number;
  writer: string;
}

export function scriptJobHandler(deps: AppDeps): JobHandler<ScriptJobInput, ScriptJobResult> {
  return {
    kind: SCRIPT_JOB,
    maxAttempts: 2,
    concurrency: 2,
    async run(input, { progress, signal }) {
      progress({ done: 0, total: input.pages, step: 'writing' });
      const { script, writer } = await writeComicScript(deps, input, signal, (done, total) => progress({ done, total, step: 'writing' }));
      progress({ done: script.pages.length, total: input.pages, step: 'done' });
      return { pages: script.pages.length, writer };
    },
    onGiveUp({ chargedKeys }) {
      if (chargedKeys.length) deps.limiter.refund('scripts', chargedKeys);
    },
  };
}

/**
 * Writes a saved comic's whole story from its idea, answers, style and author, and stores it in place of
 * its pages (and of any book drawn from the old script, whose images are then removed). Shared by the
 * script job and the book job, which writes the story first when there is none.
 */
export async function writeComicScript(
  deps: AppDeps,
  { comicId, userId, pages, seed }: Pick<ScriptJobInput, 'comicId' | 'userId' | 'pages' | 'seed'>,
  signal: AbortSignal,
  progress: (done: number, total: number) => void,
): Promise<{ script: Script; writer: ScriptWriter }> {
  const comic = deps.db
    .select({ author: comics.author, type: comics.type })
    .from(comics)
    .where(and(eq(comics.id, comicId), eq(comics.userId, userId)))
    .get();
  if (!comic) throw new NotFound(COMIC_NOT_FOUND_MESSAGE);
  const idea = deps.db
    .select({ title: comicIdeas.title, description: comicIdeas.description })
    .from(comicIdeas)
    .where(eq(comicIdeas.comicId, comicId))
    .orderBy(sql`rowid`)
    .get();
  const answers = readComicAnswers(deps, comicId);
  const { script, writer } = await deps.scriptWriter.write(
    { author: comic.author, type: comic.type, answers, idea: idea ?? { title: '', description: '' }, pages, seed },
    { signal, progress },
  );
  const dropped = await retryWhileBusy(() => replaceScript(deps.db, comicId, userId, script, writer), deps.config.dbBusyTimeoutMs);
  await removeUnusedImages(deps, dropped, userId);
  return { script, writer };
}

/** A comic's answers in the order they were given. */
export function readComicAnswers(deps: Pick<AppDeps, 'db'>, comicId: string): { id: string; answer: string }[] {
  return deps.db
    .select({ id: comicAnswers.questionId, answer: comicAnswers.answer })
    .from(comicAnswers)
    .where(eq(comicAnswers.comicId, comicId))
    .orderBy(sql`rowid`)
    .all();
}
