// The day a gift link opens (docs/book.md "Gift links"): chosen as a day and a time in the giver's time zone,
// kept as the instant it names and the zone it was chosen in. A local time that does not exist (the hour a
// clock skips in spring) opens at the first moment after it; one that happens twice (autumn), at the first.
import { TZDate } from '@date-fns/tz';
// The one function, not the package's index: the index loads all of date-fns's 250 modules, and Node parses the
// package's 200 KB package.json again for each (a second of CPU at every start of the server).
import { format } from 'date-fns/format';
import type { GiftLinkView, GiftOpeningInput } from '../../../shared/gifts';

/** The instant a day and time in a time zone name. */
export function openingInstant(opening: GiftOpeningInput): Date {
  const [year, month, day] = opening.date.split('-').map(Number);
  const [hours, minutes] = opening.time.split(':').map(Number);
  return new Date(TZDate.tz(opening.timeZone, year, month - 1, day, hours, minutes).getTime());
}

/** The link's opening as its owner sees it: the day and time in the zone it was chosen in. */
export function openingView(row: { opensAt: string | null; opensZone: string | null }): GiftLinkView['opensOn'] {
  if (!row.opensAt || !row.opensZone) return null;
  const local = new TZDate(Date.parse(row.opensAt), row.opensZone);
  return {
    date: format(local, 'yyyy-MM-dd'),
    time: format(local, 'HH:mm'),
    timeZone: row.opensZone,
    at: row.opensAt,
  };
}

/** Whether the link has not opened yet at `now`. */
export const notYetOpen = (row: { opensAt: string | null }, now: Date): boolean =>
  row.opensAt !== null && Date.parse(row.opensAt) > now.getTime();
