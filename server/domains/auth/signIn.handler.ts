// Signing in a verified identity (Google or the local sign-in): the user is found or created by issuer and
// subject, an earlier session of this browser is ended (no fixation), dead sessions are swept, the
// browser's anonymous images pass to the account, and a new session is created. One transaction.
import type { AppDeps } from '../appDeps';
import type { SessionUser } from '../../../shared/types';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { adoptVisitorImages } from '../../storage/ownedImages';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  upsertUser,
  type NewSession,
  type VerifiedIdentity,
} from './sessions';

export interface SignInInput {
  identity: VerifiedIdentity;
  /** The SHA-256 of the session cookie the browser already had, if any. */
  earlierTokenHash: string | null;
  visitorId: string | null;
}

export async function signIn(deps: AppDeps, input: SignInInput): Promise<{ user: SessionUser; session: NewSession }> {
  const { identity, earlierTokenHash, visitorId } = input;
  const result = await retryWhileBusy(
    () =>
      deps.db.transaction(() => {
        if (earlierTokenHash) deleteSession(deps.db, earlierTokenHash);
        // Sign-ins are rare and cheap to extend: a good moment to sweep sessions nobody can use any more.
        deleteExpiredSessions(deps.db, deps.now());
        const user = upsertUser(deps.db, identity);
        // What this browser uploaded or painted before signing in now belongs to the account.
        if (visitorId) adoptVisitorImages(deps.db, visitorId, user.id);
        return { user, session: createSession(deps.db, user.id, deps.now()) };
      }),
    deps.config.dbBusyTimeoutMs,
  );
  deps.log.info({ userId: result.user.id, issuer: identity.issuer }, 'signed in');
  return result;
}
