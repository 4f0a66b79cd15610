// The notes of an order's history, in the language of the page that shows them. The event log keeps each
// note in English, as the shop's own log and `npm run orders` read it; every note our code writes is the
// English of an `order_note_` message (written with `englishNote`), so the order page can show that
// message in its reader's language, old orders' notes included. Anything else (a bank's reason for a
// refusal, passed on as it came) stays as it was written.
import { baseLocale, type Locale, m } from '../../../shared/i18n/siteLocales';

type Params = Record<string, string>;
type NoteMessage = (params: never, options: { locale: Locale }) => string;

/** The notes with a slot, by message key: the slot's name (their English is matched around it). */
const SLOTS: Record<string, string> = { order_note_shipped_with: 'carrier' };
const messages = Object.entries(m as unknown as Record<string, NoteMessage>).filter(([key]) =>
  key.startsWith('order_note_'),
);

/** Notes with a slot: the English around the slot as a pattern that finds its value. */
const NOTES_WITH_A_SLOT = messages
  .filter(([key]) => key in SLOTS)
  .map(([key, message]) => {
    const slot = SLOTS[key];
    const marker = '\u0000';
    const [before, after] = message({ [slot]: marker } as never, { locale: baseLocale }).split(marker);
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return { message, slot, pattern: new RegExp(`^${literal(before)}(.+)${literal(after)}$`, 's') };
  });

const byEnglish = new Map(
  messages
    .filter(([key]) => !(key in SLOTS))
    .map(([, message]) => [message({} as never, { locale: baseLocale }), message]),
);

/** A note as the event log keeps it: the message's English. */
export function englishNote(message: NoteMessage, params: Params = {}): string {
  return message(params as never, { locale: baseLocale });
}

/** The note in `locale` when it is one of ours; otherwise as written. */
export function noteIn(note: string | null, locale: Locale): string | null {
  if (note === null || locale === baseLocale) return note;
  const message = byEnglish.get(note);
  if (message) return message({} as never, { locale });
  for (const { message: withSlot, slot, pattern } of NOTES_WITH_A_SLOT) {
    const value = pattern.exec(note)?.[1];
    if (value !== undefined) return withSlot({ [slot]: value } as never, { locale });
  }
  return note;
}
