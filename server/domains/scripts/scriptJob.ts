// The script job: reads the saved comic (its idea, answers, style, author), has the writer write the
// whole story, and replaces the comic's pages with the script's in one transaction. Progress: pages written.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { comicAnswers, comicIdeas, comics } from '../../db/schema';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import type { JobHandler } from '../../jobs/jobQueue';
import { NotFound } from '../errors';
import { COMIC_NOT_FOUND_MESSAGE } from '../comics/read.handler';
import { replaceScript } from './scriptRows';

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
    async run({ comicId, userId, pages, seed }, { progress, signal }) {
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
      const answers = deps.db
        .select({ id: comicAnswers.questionId, answer: comicAnswers.answer })
        .from(comicAnswers)
        .where(eq(comicAnswers.comicId, comicId))
        .orderBy(sql`rowid`)
        .all();
      progress({ done: 0, total: pages, step: 'writing' });
      const { script, writer } = await deps.scriptWriter.write(
        { author: comic.author, type: comic.type, answers, idea: idea ?? { title: '', description: '' }, pages, seed },
        { signal, progress: (done, total) => progress({ done, total, step: 'writing' }) },
      );
      await retryWhileBusy(() => replaceScript(deps.db, comicId, userId, script, writer), deps.config.dbBusyTimeoutMs);
      progress({ done: script.pages.length, total: pages, step: 'done' });
      return { pages: script.pages.length, writer };
    },
    onGiveUp({ chargedKeys }) {
      if (chargedKeys.length) deps.limiter.refund('scripts', chargedKeys);
    },
  };
}
