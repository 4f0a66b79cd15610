// scripts.start and scripts.get: write (or rewrite) the whole story of a saved comic as a job, and read
// the script with the job writing it, if any. Only the comic's owner; anyone else gets NOT_FOUND.
import type { AppDeps } from '../appDeps';
import { DEFAULT_STORY_PAGES } from '../../../shared/script';
import { ownComic } from '../comics/read.handler';
import { imageOwnerOf, type SignedInActor } from '../actor';
import { toPublicJob } from '../jobs/jobs.handler';
import type { PublicJob } from '../../../shared/jobs';
import { readScript, type StoredScript } from './scriptRows';
import type { ScriptJobInput } from './scriptJob';
import { Invalid } from '../../lib/errors';
import { startChargedJob } from '../jobs/chargedJob';
import { BOOK_JOB, comicSubject, SCRIPT_JOB } from '../jobs/jobKinds';

import { RATE_LIMIT } from '../paidGeneration';
import { readComicStory, writeMustUse } from '../comics/comicRows';
import type { StoryUsage } from '../../../shared/storyUsage';
import { storyUsage, validMusts } from './storyUsage';
import { said } from '../../lib/said';

const BOOK_BEING_DRAWN = said('error_book_being_drawn');

export async function startScript(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string; pages?: number },
): Promise<PublicJob> {
  await ownComic(deps, actor, { id: input.comicId }); // NotFound unless it is the caller's
  const subject = comicSubject(input.comicId);
  // A new script would drop the pages being drawn from the old one.
  if (await deps.jobs.findActive(BOOK_JOB, subject)) throw new Invalid(BOOK_BEING_DRAWN);
  const job = await startChargedJob<ScriptJobInput>(deps, {
    kind: SCRIPT_JOB,
    subject,
    owner: imageOwnerOf(actor),
    // Claude costs money: a script counts against the hourly quota (given back if it fails for good).
    charge: {
      usage: 'scripts',
      keys: deps.scriptWriter.paid ? [`user:${actor.user.id}`] : [],
      refusal: RATE_LIMIT,
    },
    input: (chargedKeys) => ({
      chargedKeys,
      comicId: input.comicId,
      userId: actor.user.id,
      pages: input.pages ?? DEFAULT_STORY_PAGES,
      seed: Math.floor(deps.random() * 2 ** 32),
    }),
  });
  return toPublicJob(job);
}

export async function getScript(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string },
): Promise<{ script: StoredScript | null; job: PublicJob | null }> {
  await ownComic(deps, actor, { id: input.comicId });
  const job = await deps.jobs.findActive(SCRIPT_JOB, comicSubject(input.comicId));
  return { script: await readScript(deps.db, input.comicId, actor.user.id), job: job ? toPublicJob(job) : null };
}

/** "What we used": each answer's details and the story pages that show them, with the owner's musts. */
export async function getStoryUsage(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string },
): Promise<StoryUsage> {
  const comic = await ownComic(deps, actor, { id: input.comicId });
  const story = await readComicStory(deps.db, input.comicId);
  const stored = await readScript(deps.db, input.comicId, actor.user.id);
  return storyUsage(stored?.script ?? null, story.answers, comic.author, story.mustUse);
}

/** Marks the details the next story must use; only details of the comic's own answers are kept. */
export async function setMustUse(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string; details: string[] },
): Promise<StoryUsage> {
  const comic = await ownComic(deps, actor, { id: input.comicId });
  const story = await readComicStory(deps.db, input.comicId);
  const musts = validMusts(story.answers, comic.author, input.details);
  await writeMustUse(deps.db, input.comicId, actor.user.id, musts);
  const stored = await readScript(deps.db, input.comicId, actor.user.id);
  return storyUsage(stored?.script ?? null, story.answers, comic.author, musts);
}
