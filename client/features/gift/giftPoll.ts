// When the giver's list of gift links is asked for again: while a link's e-mail is on its way, and at the moment
// a link opens (its e-mail leaves then), so what the page says of the e-mail follows it without a reload.
import type { GiftLinkView } from '../../../shared/gifts';

/** How often the list is asked again while an e-mail is on its way: often at first, then now and then. */
const SENDING_POLL_MS = 3000;
const SLOW_POLL_MS = 30_000;
/** An e-mail still unsent this long after it was due is being tried again (our mail server is away). */
const SLOW_AFTER_MS = 120_000;
/** A link's opening further off than this is looked at again after this long (its e-mail leaves then). */
const OPENING_SOON_MS = 15 * 60_000;

/**
 * When to ask for the list again: while an e-mail is on its way (the giver sees it sent, or refused by the
 * recipient's server, without reloading), and when a link opens soon, at that moment; otherwise not.
 */
export function nextGiftPoll(links: readonly GiftLinkView[] | undefined, now = Date.now()): number | false {
  let next: number | false = false;
  const sooner = (ms: number) => {
    next = next === false ? ms : Math.min(next, ms);
  };
  for (const link of links ?? []) {
    if (link.email?.state !== 'waiting') continue;
    const due = link.email.at ? Date.parse(link.email.at) : now;
    if (due <= now) sooner(now - due < SLOW_AFTER_MS ? SENDING_POLL_MS : SLOW_POLL_MS);
    // Within the quarter hour, at that moment; further off, again in a quarter hour (a page left open).
    else sooner(Math.min(due - now + 1000, OPENING_SOON_MS));
  }
  return next;
}
