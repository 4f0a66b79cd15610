// scripts.start and scripts.get: write (or rewrite) the whole story of a saved comic as a job, and read
// the script with the job writing it, if any. Only the comic's owner; anyone else gets NOT_FOUND.
import type { AppDeps } from '../appDeps';
import { DEFAULT_STORY_PAGES } from '../../../shared/script';
import { ownComic } from '../comics/read.handler';
import { imageOwnerOf, type SignedInActor } from '../actor';
import { toPublicJob } from '../jobs/jobs.handler';
import type { PublicJob } from '../../../shared/jobs';
import { readScript, type StoredScript } from './scriptRows';
import { SCRIPT_JOB, type ScriptJobInput } from './scriptJob';
import { Invalid, QuotaExceeded } from '../../lib/errors';
import { BOOK_JOB, bookSubject } from '../book/bookJob';

export const BOOK_BEING_DRAWN_MESSAGE = 'Your comic is being drawn. Please wait until it is finished, then rewrite the story.';
import { RATE_LIMIT_MESSAGE } from '../paidGeneration';

const subjectOf = (comicId: string) => `comic:${comicId}`;

export function startScript(deps: AppDeps, actor: SignedInActor, input: { comicId: string; pages?: number }): PublicJob {
  ownComic(deps, actor, { id: input.comicId }); // NotFound unless it is the caller's
  const subject = subjectOf(input.comicId);
  // A new script would drop the pages being drawn from the old one.
  if (deps.jobs.findActive(BOOK_JOB, bookSubject(input.comicId))) throw new Invalid(BOOK_BEING_DRAWN_MESSAGE);
  const running = deps.jobs.findActive(SCRIPT_JOB, subject);
  if (running) return toPublicJob(running);
  // Claude costs money: a script counts against the hourly quota (given back if it fails for good).
  const chargedKeys = deps.scriptWriter.paid ? [`user:${actor.user.id}`] : [];
  if (chargedKeys.length && !deps.limiter.tryTake('scripts', chargedKeys)) throw new QuotaExceeded(RATE_LIMIT_MESSAGE);
  const job: ScriptJobInput = {
    chargedKeys,
    comicId: input.comicId,
    userId: actor.user.id,
    pages: input.pages ?? DEFAULT_STORY_PAGES,
    seed: Math.floor(deps.random() * 2 ** 32),
  };
  const started = deps.jobs.start(SCRIPT_JOB, { subject, input: job, owner: imageOwnerOf(actor) });
  if (!started.created && chargedKeys.length) deps.limiter.refund('scripts', chargedKeys);
  return toPublicJob(started.job);
}

export function getScript(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string },
): { script: StoredScript | null; job: PublicJob | null } {
  ownComic(deps, actor, { id: input.comicId });
  const job = deps.jobs.findActive(SCRIPT_JOB, subjectOf(input.comicId));
  return { script: readScript(deps.db, input.comicId, actor.user.id), job: job ? toPublicJob(job) : null };
}
