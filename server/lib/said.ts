// What the server tells people when something goes wrong, as a message of the site's errors catalogue
// (messages/errors/<locale>.json): the English text, which answers, logs and tests read as they always did,
// and the message's key and values, which the answer carries too (`messageKey`, `messageParams`) so that the
// browser says it in the visitor's language (client/lib/errors.ts).
import { m } from '../../shared/i18n/siteLocales';

type Messages = typeof m;

/** The errors area's keys: a key the catalogue lacks does not compile. */
export type ErrorKey = Extract<keyof Messages, `error_${string}`>;

/** The values a message's slots are filled with ({max}, {language}): plain text and numbers, sent as JSON. */
export type SaidParams = Record<string, string | number>;

/**
 * Values the browser needs beside the slots. `languageCode`: the book language a `{language}` slot names,
 * which the browser names in the visitor's language (the English text names it in English).
 */
interface Extras {
  languageCode?: string;
}

type Slots<K extends ErrorKey> = { [P in keyof NonNullable<Parameters<Messages[K]>[0]>]: string | number };

/** A message without slots takes no values; one with slots takes every one of them. */
type ParamsOf<K extends ErrorKey> = keyof Slots<K> extends never ? [params?: Extras] : [params: Slots<K> & Extras];

export interface Said {
  /** The English text: the error's `message`. */
  readonly text: string;
  readonly key: ErrorKey;
  readonly params: SaidParams;
}

/** The message `key` with its values: its English text, and what the browser needs to say it in another language. */
export function said<K extends ErrorKey>(key: K, ...[params]: ParamsOf<K>): Said {
  // A value left out (an optional extra given as undefined) is not sent.
  const values = Object.fromEntries(Object.entries({ ...params }).filter(([, value]) => value !== undefined));
  const english = m[key] as (inputs: SaidParams, options: { locale: 'en' }) => string;
  return { text: english(values, { locale: 'en' }), key, params: values };
}

/** What an error or answer carries when its message is one of the catalogue's (DomainError, SaidTRPCError...). */
export interface CarriesSaid {
  readonly messageKey: ErrorKey | null;
  readonly messageParams: SaidParams | null;
}

/** The message a value carries (its key and values, and its `message` as the text), or null. */
export function saidOf(value: unknown): Said | null {
  if (!value || typeof value !== 'object') return null;
  const { message, messageKey, messageParams } = value as Partial<CarriesSaid> & { message?: unknown };
  if (typeof messageKey !== 'string' || typeof message !== 'string') return null;
  return { text: message, key: messageKey, params: messageParams ?? {} };
}

/** The JSON body of an HTTP refusal: `{ message }`, with the message's key and values when it has them. */
export function saidBody(what: Said | string): { message: string; messageKey?: ErrorKey; messageParams?: SaidParams } {
  if (typeof what === 'string') return { message: what };
  return { message: what.text, messageKey: what.key, messageParams: what.params };
}

/** An error in the catalogue's words that is not a domain error (an upload's refusal, answered by its route). */
export class SaidError extends Error implements CarriesSaid {
  readonly messageKey: ErrorKey;
  readonly messageParams: SaidParams;

  constructor(words: Said, options?: ErrorOptions) {
    super(words.text, options);
    this.messageKey = words.key;
    this.messageParams = words.params;
  }
}

/** A message's key and values as a stored failure keeps them (jobs.error_said, book_pages.error_said). */
export function storedSaid(words: { key: string; params?: SaidParams | null } | null): string | null {
  return words ? JSON.stringify({ key: words.key, params: words.params ?? {} }) : null;
}

/** A stored failure's message, read back as the `messageKey` and `messageParams` an answer carries. */
export function readStoredSaid(stored: string | null): {
  messageKey: string | null;
  messageParams: SaidParams | null;
} {
  const words = stored ? (JSON.parse(stored) as { key?: unknown; params?: SaidParams }) : null;
  return typeof words?.key === 'string'
    ? { messageKey: words.key, messageParams: words.params ?? {} }
    : { messageKey: null, messageParams: null };
}
