// Whether a comic is in progress, as a cookie the server can read (only that, never the draft itself): it
// sends /create already drawn, as it looks with no comic in progress, only to visitors without one, so
// what they first see is what the page then shows (server/http/spa.ts, client/routeTable.ts).
export const DRAFT_IN_PROGRESS_COOKIE = 'comics_draft';

let reported: boolean | undefined;

export function reportDraftInProgress(inProgress: boolean): void {
  if (inProgress === reported || typeof document === 'undefined') return;
  reported = inProgress;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
    document.cookie = inProgress
      ? `${DRAFT_IN_PROGRESS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
      : `${DRAFT_IN_PROGRESS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Cookies disabled: the server then sends the plain frame, which is always right.
  }
}
