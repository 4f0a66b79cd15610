// A comic's creation time in the page's language: "Created 3 days ago" on cards, and the exact moment where
// two comics share a title. date-fns brings the words of each language (its English is the default).
import { format, formatDistance, type Locale as DateLocale } from 'date-fns';
import { de, es, fr, ptBR } from 'date-fns/locale';
import type { Locale } from '../../../shared/i18n/siteLocales';
import { m, siteLocale } from '../../lib/i18n';

// The site's Portuguese is Brazilian.
const DATE_LOCALES: Record<Locale, DateLocale | undefined> = { en: undefined, es, fr, de, pt: ptBR };

export const dateFnsLocale = (): DateLocale | undefined => DATE_LOCALES[siteLocale()];

const parsed = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function createdAgo(iso: string): string {
  const date = parsed(iso);
  if (!date) return '';
  // With the suffix each language words "3 days ago" its own way (German: "vor 3 Tagen"). Always in the
  // past: a clock a little behind the server's would otherwise say "in 2 minutes".
  const now = new Date();
  const [earlier, later] = date < now ? [date, now] : [now, date];
  return m.library_created_ago({
    timeAgo: formatDistance(earlier, later, { addSuffix: true, locale: dateFnsLocale() }),
  });
}

/** The exact moment, to the second: what tells apart two comics with the same title. */
export function createdAt(iso: string): string {
  const date = parsed(iso);
  return date ? format(date, 'PPpp', { locale: dateFnsLocale() }) : '';
}
