// A gift link before its day: when it opens, in the reader's own time zone and language, and who it is from;
// nothing of the book. Left open, the page shows the gift by itself at that moment.
import { useEffect } from 'react';
import { CalendarHeart } from 'lucide-react';
import type { GiftView } from '../../../shared/gifts';
import { LONG_MOMENT } from '../../../shared/i18n/longMoment';
import { m, siteLocale } from '../../lib/i18n';

/** The longest a browser timer waits in one go (about 24.8 days); a later day is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const openingWords = (iso: string) => new Date(iso).toLocaleString(siteLocale(), LONG_MOMENT);

export function GiftWaiting({ gift, onOpens }: { gift: GiftView & { opensAt: string }; onOpens(): void }) {
  useEffect(() => {
    const wait = Math.min(Date.parse(gift.opensAt) - Date.now() + 1000, LONGEST_TIMER_MS);
    const timer = setTimeout(onOpens, Math.max(wait, 1000));
    return () => clearTimeout(timer);
  }, [gift.opensAt, onOpens]);
  return (
    <div className="halftone-bg flex min-h-[70vh] items-center justify-center px-4 py-16">
      <div className="comic-panel max-w-md p-8 text-center">
        <CalendarHeart aria-hidden="true" className="mx-auto size-14 text-pow-dark" />
        <h1 className="mt-3 font-display text-4xl tracking-wide">{m.gift_waiting_title()}</h1>
        {gift.from ? <p className="mt-2 text-lg font-bold">{m.gift_waiting_from({ from: gift.from })}</p> : null}
        <p className="mt-3 text-lg">{m.gift_waiting_opens({ when: openingWords(gift.opensAt) })}</p>
        <p className="mt-3 text-ink/80">{m.gift_waiting_come_back()}</p>
      </div>
    </div>
  );
}
