// One deadline for a piece of outside work (a question to Claude, an act of a script): a signal that aborts
// when the time is up or when the caller's own signal does, and how much time is left for the next attempt.
//
// Not `AbortSignal.any([AbortSignal.timeout(ms), outer])`: the timeout signal is referenced only weakly by
// the combined one and by its own timer, so a garbage collection during the wait can drop it and the
// deadline never fires (nodejs/node#57736, still so on Node 20 and 24). Then nothing but the SDK's
// per-attempt timeout ends the call, retries included: 61 s instead of 20. Here the timer holds the
// controller, so the deadline fires whatever the collector does.

export interface Deadline {
  /** Aborts at the deadline (reason: a TimeoutError) or when the outer signal aborts (its reason). */
  readonly signal: AbortSignal;
  /** Milliseconds left, at least 1 (an attempt started now must end by the deadline). */
  remainingMs(): number;
  /** Stops the timer and lets go of the outer signal; call it when the work is over. */
  clear(): void;
}

export function startDeadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  const endsAt = Date.now() + ms;
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  // A pending deadline is no reason to keep a process alive; the work it bounds keeps it alive while it runs.
  timer.unref();
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    remainingMs: () => Math.max(1, Math.ceil(endsAt - Date.now())),
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
