// The notes of an order's history, in the language of the page that shows them. The event log keeps each
// note in English, as the shop's own log and `npm run orders` read it; every note our code writes is the
// English of one of the messages below (written with `englishNote`), so the order page can show that
// message in its reader's language, old orders' notes included. Anything else (a bank's reason for a
// refusal, passed on as it came) stays as it was written.
import { baseLocale, type Locale, m } from '../../../shared/i18n/siteLocales';

type Params = Record<string, string>;
type NoteMessage = (params: never, options: { locale: Locale }) => string;

const NOTES: NoteMessage[] = [
  m.order_note_placed,
  m.order_note_checkout_failed,
  m.order_note_checkout_expired,
  m.order_note_bank_failed,
  m.order_note_customer_canceled,
  m.order_note_payment_received,
  m.order_note_refunded,
  m.order_note_refunded_elsewhere,
  m.order_note_paid_after_cancel,
  m.order_note_amount_mismatch,
  m.order_note_details_erased,
  m.order_note_print_now,
  m.order_note_address_changed,
  m.order_note_book_updated,
  m.order_note_printing_again,
  m.order_note_canceled_by_us,
  m.order_note_files_missing,
  m.order_note_sent_to_printer,
  m.order_note_printer_refused,
  m.order_note_printer_silent,
  m.order_note_printing_started,
  m.order_note_shipped,
  m.order_note_delivered,
  m.order_note_canceled_at_printer,
  m.order_note_printer_canceled_job,
  m.order_note_printing_problem,
  m.order_note_files_refused,
];

/** Notes with a slot: the slot's name, and the English around it as a pattern that finds its value. */
const NOTES_WITH_A_SLOT = [{ message: m.order_note_shipped_with as NoteMessage, slot: 'carrier' }].map((note) => {
  const marker = '\u0000';
  const [before, after] = note.message({ [note.slot]: marker } as never, { locale: baseLocale }).split(marker);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { ...note, pattern: new RegExp(`^${literal(before)}(.+)${literal(after)}$`, 's') };
});

const byEnglish = new Map(NOTES.map((message) => [message({} as never, { locale: baseLocale }), message]));

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
