// Who is acting: the signed-in user (or nobody), the browser's anonymous visitor id, and the client
// address that quotas are charged to when nobody is signed in. Handlers take an actor, never a request.
import type { Locale } from '../../shared/i18n/siteLocales';
import type { SessionUser } from '../../shared/types';
import type { ImageOwner } from '../storage/ownedImages';

export interface Actor {
  user: SessionUser | null;
  visitorId: string | null;
  clientIp: string;
  /** The site's language on the caller's page (server/http/siteLocale.ts); English when not known. */
  locale?: Locale;
}

/** An actor known to be signed in (the transport checks it before calling such a handler). */
export type SignedInActor = Actor & { user: SessionUser };

/** The actor as an image owner: their user and their browser's visitor id. */
export function imageOwnerOf(actor: Actor): ImageOwner {
  return { userId: actor.user?.id ?? null, visitorId: actor.visitorId };
}
