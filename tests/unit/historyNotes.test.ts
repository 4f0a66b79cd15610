// An order's history in the page's language (server/domains/orders/historyNotes.ts): every note our code
// writes is kept in English and shown in each site language; words we did not write pass through as written.
import { describe, expect, it } from 'vitest';
import { englishNote, noteIn } from '../../server/domains/orders/historyNotes';
import { baseLocale, m, SITE_LOCALES } from '../../shared/i18n/siteLocales';

type Message = (params: Record<string, string>, options: { locale: string }) => string;
const NOTE_MESSAGES = Object.entries(m as unknown as Record<string, Message>).filter(([key]) =>
  key.startsWith('order_note_'),
);
const PARAMS: Record<string, Record<string, string>> = {
  order_note_shipped_with: { carrier: 'Royal Mail (Tracked 48)' },
};

describe('an order history note', () => {
  it('is written in English and read in every site language, every note message included', () => {
    expect(NOTE_MESSAGES.length).toBeGreaterThanOrEqual(26);
    for (const [key, message] of NOTE_MESSAGES) {
      const params = PARAMS[key] ?? {};
      const kept = englishNote(message as never, params);
      expect(kept, key).toBe(message(params, { locale: baseLocale }));
      for (const locale of SITE_LOCALES) {
        expect(noteIn(kept, locale), `${key} in ${locale}`).toBe(message(params, { locale }));
      }
    }
  });

  it("keeps the carrier's name as the printer gave it", () => {
    expect(noteIn('Shipped with DHL Express.', 'es')).toBe('Enviado con DHL Express.');
    expect(noteIn('Shipped with DHL Express.', 'de')).toBe('Versendet mit DHL Express.');
  });

  it('passes on words it did not write, and no note at all', () => {
    const bank = 'Your card was declined by your bank.';
    for (const locale of SITE_LOCALES) expect(noteIn(bank, locale)).toBe(bank);
    expect(noteIn(null, 'fr')).toBeNull();
    // Near an English note is not the note.
    expect(noteIn('Payment received. Twice?', 'es')).toBe('Payment received. Twice?');
  });
});
