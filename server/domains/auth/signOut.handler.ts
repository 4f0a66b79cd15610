// Signing out: the session row goes, so the old cookie is useless even if it was copied.
import type { AppDeps } from '../appDeps';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { deleteSession } from './sessions';

export async function signOut(
  deps: AppDeps,
  { sessionTokenHash }: { sessionTokenHash: string | null },
): Promise<{ ok: true }> {
  if (sessionTokenHash)
    await retryWhileBusy(() => deleteSession(deps.db, sessionTokenHash), deps.config.dbBusyTimeoutMs);
  return { ok: true };
}
