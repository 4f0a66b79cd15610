// A moment written out in full, in the reader's language ("Monday, November 30, 2026 at 8:48 AM GMT+1"), for
// the days people wait for: when a gift opens (its page before then), when a paid order goes to the printer
// (its page and its e-mail). The zone is always named: the server writes in UTC, the browser in its own.
export const LONG_MOMENT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
