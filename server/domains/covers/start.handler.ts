// cover.start: checks the draft and the caller's photo, charges the quota and starts (or joins) the cover
// job for this draft. The browser follows the job (jobs.watch); cover.generate waits for it.
import { createHash } from 'node:crypto';
import type { GenerateCoverInput } from '../../../shared/schemas';
import type { AppDeps } from '../appDeps';
import type { JobView } from '../../queue/jobQueue';
import { imageOwnerOf, type Actor } from '../actor';
import { Invalid } from '../../lib/errors';
import { startChargedJob } from '../jobs/chargedJob';
import { COVER_JOB } from '../jobs/jobKinds';
import { assertOwnImage } from '../ownImages';
import { RATE_LIMIT } from '../paidGeneration';
import type { CoverJobInput } from './coverJob';
import { said } from '../../lib/said';
import { heroAnimal } from '../../engines/answers/animalHero';

/** The cover request as handlers take it (the note is optional for callers that are not the transport). */
export type StartCoverInput = Omit<GenerateCoverInput, 'userComment'> & { userComment?: string; draftId?: string };

export async function startCoverJob(deps: AppDeps, actor: Actor, input: StartCoverInput): Promise<JobView> {
  const { draft, userComment } = input;
  const photoUrl = draft.mainCharacterPhoto;
  if (!photoUrl) throw new Invalid(said('error_upload_photo_first'));
  if (!draft.idea) throw new Invalid(said('error_pick_idea_first'));
  const owner = imageOwnerOf(actor);
  await assertOwnImage(deps.db, photoUrl, owner, 'photo');

  const ownerKey = owner.userId ? `user:${owner.userId}` : `visitor:${owner.visitorId ?? actor.clientIp}`;
  // One cover at a time per draft; without a draft id, identical requests (a double click) share one.
  const draftKey =
    input.draftId ?? hash({ photoUrl, idea: draft.idea, type: draft.type, author: draft.author, userComment });
  const subject = `${ownerKey}:${draftKey}`;
  const idea = draft.idea;
  const animal = heroAnimal({ answers: draft.answers, author: draft.author });
  const { concurrency, maxWaiting } = deps.cover.paid ? deps.config.work.paid : deps.config.work.render;
  return startChargedJob<CoverJobInput>(deps, {
    kind: COVER_JOB,
    subject,
    owner,
    charge: {
      usage: 'covers',
      keys: [`ip:${actor.clientIp}`, ...(actor.user ? [`user:${actor.user.id}`] : [])],
      refusal: RATE_LIMIT,
    },
    maxActive: concurrency + maxWaiting,
    input: (chargedKeys) => ({
      photoUrl,
      title: idea.title,
      description: idea.description,
      author: draft.author ?? '',
      type: draft.type ?? '',
      ...(draft.language ? { language: draft.language } : {}),
      // An animal hero is painted as its animal (providers/cover/coverPrompt.ts).
      ...(animal ? { heroSpecies: animal.word } : {}),
      note: userComment,
      seed: Math.floor(deps.random() * 2 ** 32),
      owner,
      chargedKeys,
    }),
  });
}

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}
