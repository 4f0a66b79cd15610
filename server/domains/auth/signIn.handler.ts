// Signing in a verified identity (Google or the local sign-in): the user is found or created by issuer and
// subject, an earlier session of this browser is ended (no fixation), dead sessions are swept, the
// browser's anonymous images pass to the account, and a new session is created. One transaction.
import type { AppDeps } from '../appDeps';
import type { SessionUser } from '../../../shared/types';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { inTransaction } from '../../db/transaction';
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
      inTransaction(deps.db, async (tx) => {
        if (earlierTokenHash) await deleteSession(tx, earlierTokenHash);
        // Sign-ins are rare and cheap to extend: a good moment to sweep sessions nobody can use any more.
        await deleteExpiredSessions(tx, deps.now());
        const user = await upsertUser(tx, identity);
        // What this browser uploaded or painted before signing in now belongs to the account.
        if (visitorId) await adoptVisitorImages(tx, visitorId, user.id);
        return { user, session: await createSession(tx, user.id, deps.now()) };
      }),
    deps.config.dbBusyTimeoutMs,
  );
  deps.log.info({ userId: result.user.id, issuer: identity.issuer }, 'signed in');
  return result;
}
