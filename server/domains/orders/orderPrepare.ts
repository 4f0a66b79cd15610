// Ordering makes what it needs: a quote for a drawn comic whose files for print are missing or out of date
// starts making them (the files job, as "Make my files" would) and answers with how far along it is, so the
// order page shows the progress where the customer already is. A comic not fully drawn is not started:
// its preflight says why, as before.
import type { AppDeps } from '../appDeps';
import type { SignedInActor } from '../actor';
import type { PrintFormatId } from '../../../shared/printGeometry';
import { FILES_JOB, comicSubject } from '../jobs/jobKinds';
import { buildFiles } from '../files/files.handler';
import { FILES_BUILDING, orderPreflight, type PreflightResult } from './orderFiles';

export async function prepareForPrint(
  deps: AppDeps,
  actor: SignedInActor,
  comicId: string,
  format: PrintFormatId,
): Promise<PreflightResult> {
  const preflight = await orderPreflight(deps, comicId, actor.user.id, format);
  if (preflight.files === 'none' || preflight.files === 'stale') await buildFiles(deps, actor, { comicId });
  else if (preflight.files !== 'building') return preflight;
  const job = await deps.jobs.findActive(FILES_JOB, comicSubject(comicId));
  return {
    ...preflight,
    files: 'building',
    summary: FILES_BUILDING.text,
    summarySaid: FILES_BUILDING,
    progress: { done: job?.progress?.done ?? 0, total: job?.progress?.total ?? 0 },
  };
}
