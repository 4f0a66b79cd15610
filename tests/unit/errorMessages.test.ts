// The browser's reading of the server's errors (client/lib/errors.ts): words the server sends with a key of the
// errors catalogue are said in the page's language, a book language named in it; anything else as the server
// wrote it.
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage, storedError, saidMessage } from '../../client/lib/errors';
import { m } from '../../shared/i18n/siteLocales';
import { GIFT_NOT_FOUND_MESSAGE } from '../../shared/gifts';
import { fileKind, fileTooLargeMessage, fileTypeMessage } from '../../shared/limits';
import { ORDER_NOT_FOUND_MESSAGE, PRINTING_NOT_SET_UP_MESSAGE } from '../../shared/orders';
import { getLocale, overwriteGetLocale } from '../../shared/i18n/paraglide/runtime';
import type { Locale } from '../../shared/i18n/siteLocales';

const pageLocale = getLocale;
afterEach(() => overwriteGetLocale(pageLocale));
const onPageIn = (locale: Locale) => overwriteGetLocale(() => locale);

/** A tRPC error as the client link makes it from the server's answer. */
const trpcError = (message: string, data: Record<string, unknown>) =>
  TRPCClientError.from({ error: { code: -32600, message, data: { code: 'BAD_REQUEST', httpStatus: 400, ...data } } });

describe('errorMessage', () => {
  it('says a keyed error in the page’s language', () => {
    onPageIn('es');
    const error = trpcError('You have saved many comics in the last hour. Please wait a while and try again.', {
      messageKey: 'error_save_quota',
      messageParams: {},
    });
    expect(errorMessage(error)).toBe(
      'Has guardado muchos cómics en la última hora. Espera un rato y vuelve a intentarlo.',
    );
  });

  it('fills in the values, and names a book language in the page’s language', () => {
    onPageIn('es');
    const full = trpcError('Your library is full (50 comics). Delete a comic you no longer need to save a new one.', {
      messageKey: 'error_library_full',
      messageParams: { max: 50 },
    });
    expect(errorMessage(full)).toBe(
      'Tu biblioteca está llena (50 cómics). Borra un cómic que ya no necesites para guardar uno nuevo.',
    );
    const claude = trpcError('Books in Japanese (日本語) are written by Claude, …', {
      messageKey: 'error_needs_claude',
      messageParams: { language: 'Japanese (日本語)', languageCode: 'ja' },
    });
    expect(errorMessage(claude)).toMatch(/^Los libros en japonés los escribe Claude/);
  });

  it('says in English what the server said, byte for byte', () => {
    onPageIn('en');
    const message =
      'Books in Japanese (日本語) are written by Claude, which this site is not set up to use. ' +
      'Please choose another language.';
    const error = trpcError(message, {
      messageKey: 'error_needs_claude',
      messageParams: { language: 'Japanese (日本語)', languageCode: 'ja' },
    });
    expect(errorMessage(error)).toBe(message);
  });

  it('keeps the server’s words when there is no key, or one this page does not know', () => {
    onPageIn('es');
    expect(errorMessage(trpcError('Too small: expected string to have >=1 characters', {}))).toBe(
      'Too small: expected string to have >=1 characters',
    );
    expect(errorMessage(trpcError('Something new', { messageKey: 'error_from_a_newer_server' }))).toBe('Something new');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('nothing')).toBeUndefined();
  });
});

describe('saidMessage', () => {
  it('reads an HTTP route’s JSON answer', () => {
    onPageIn('de');
    const answer = {
      message: 'File type must be JPG, PNG or WEBP (this file is a GIF image).',
      messageKey: 'error_file_type_image_a',
      messageParams: { format: 'GIF' },
    };
    expect(saidMessage(answer)).toBe('Die Datei muss ein JPG, PNG oder WEBP sein (diese Datei ist ein GIF-Bild).');
    expect(saidMessage({ message: 'Not found' })).toBeUndefined();
  });
});

describe('storedError', () => {
  it('says a failed job’s catalogue message in the page’s language, and plain text as stored', () => {
    onPageIn('fr');
    const failed = {
      error: 'Books in Japanese (日本語) are written by Claude, which this site is not set up to use.',
      messageKey: 'error_needs_claude',
      messageParams: { language: 'Japanese (日本語)', languageCode: 'ja' },
    };
    expect(storedError(failed)).toBe(m.error_needs_claude({ language: 'japonais' }, { locale: 'fr' }));
    expect(storedError(failed)).not.toContain('Books in');
    expect(storedError({ error: 'Something else', messageKey: null, messageParams: null })).toBe('Something else');
  });
});

describe('the catalogue’s English', () => {
  const en = { locale: 'en' } as const;

  it('is the shared words the server used to send, byte for byte', () => {
    expect(m.error_order_not_found({}, en)).toBe(ORDER_NOT_FOUND_MESSAGE);
    expect(m.error_gift_not_found({}, en)).toBe(GIFT_NOT_FOUND_MESSAGE);
    expect(m.error_printing_not_set_up({}, en)).toBe(PRINTING_NOT_SET_UP_MESSAGE);
    expect(m.error_file_too_large({ max: 5 }, en)).toBe(fileTooLargeMessage());
    expect(m.error_file_too_large_this({ max: 5, size: 7.3 }, en)).toBe(fileTooLargeMessage(7.3 * 1024 * 1024));
    expect(m.error_file_type({}, en)).toBe(fileTypeMessage());
    expect(m.error_file_type_image_a({ format: 'GIF' }, en)).toBe(fileTypeMessage(fileKind('gif', true)));
    expect(m.error_file_type_image_an({ format: 'SVG' }, en)).toBe(fileTypeMessage(fileKind('svg', true)));
  });
});
