// Gift links (docs/book.md "Gift links"): what the owner makes and sees, what the recipient gets, and the inputs
// the server validates with (the client types against the same schemas).
import { z } from 'zod';
import { bookInput, type BookPageKind } from './book';

export const GIFT_MESSAGE_MAX = 200;
/** The giver's name as the reveal says it ('from Oisín', 'from Mum and Dad'). */
export const GIFT_FROM_MAX = 60;

/** A time zone the browser and the server both know (an IANA name: 'Europe/Dublin', 'America/New_York'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return /\//.test(name) || name === 'UTC';
  } catch {
    return false;
  }
}

/** A calendar day that exists: 2027-02-29 does not. */
const isDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * The day and time a gift link opens, as the giver chooses it: in their time zone (the recipient's birthday
 * morning, where the giver lives). The server turns it into an instant and refuses one that has passed.
 */
export const giftOpeningInput = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a day.')
    .refine(isDay, 'This day does not exist.'),
  time: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time.'),
  timeZone: z.string().max(64).refine(isTimeZone, 'This time zone does not exist.'),
});
export type GiftOpeningInput = z.infer<typeof giftOpeningInput>;

export const createGiftInput = bookInput.extend({
  /** Who the comic is from; left out, the account's name. */
  from: z
    .string()
    .trim()
    .max(GIFT_FROM_MAX, `A name holds at most ${GIFT_FROM_MAX} characters.`)
    .refine((text) => !/[<>{}\u0000-\u001f\u007f]/.test(text), 'Please use plain text in the name.')
    .optional(),
  message: z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX, `A message holds at most ${GIFT_MESSAGE_MAX} characters.`)
    .refine((text) => !/[<>{}\u0000-\u001f\u007f]/.test(text), 'Please use plain text in the message.'),
  allowDownload: z.boolean(),
  /** The day it opens; left out, it opens at once. */
  opensOn: giftOpeningInput.optional(),
  /** The e-mail address of the person it is for: the link is sent there the moment it opens. */
  sendTo: z.email('Please enter an e-mail address like name@example.com.').max(254).optional(),
});
export type CreateGiftInput = z.infer<typeof createGiftInput>;

export const giftIdInput = z.object({ id: z.string().trim().min(1).max(64) });
/** gifts.setOpening: another day, or null to open it now. */
export const setGiftOpeningInput = giftIdInput.extend({ opensOn: giftOpeningInput.nullable() });
export type SetGiftOpeningInput = z.infer<typeof setGiftOpeningInput>;
/** A link's token: 32 URL-safe characters (192 random bits); anything else is not one of ours. */
export const GIFT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const giftTokenInput = z.object({ token: z.string().regex(GIFT_TOKEN_PATTERN, 'This gift link is not valid.') });

/** A live link as its owner sees it (the link itself is shown only once, when it is made). */
export interface GiftLinkView {
  id: string;
  /** Who the comic is from, as the reveal says it ('' when the giver left it out). */
  from: string;
  message: string;
  allowDownload: boolean;
  opens: number;
  createdAt: string;
  /** The day it opens as the giver chose it, and the instant (null: it opened when it was made). */
  opensOn: (GiftOpeningInput & { at: string }) | null;
  /**
   * The e-mail that takes the link to the person it is for: to whom, and whether it is waiting for the day,
   * sent (when), refused by their mail server, or could not be sent (ours was away): the giver passes the link
   * on some other way.
   */
  email: { to: string; state: 'waiting' | 'sent' | 'refused' | 'failed'; at: string | null } | null;
}

export interface CreatedGiftLink extends GiftLinkView {
  /** PUBLIC_URL/gift/<token>: shown now, never again (only its hash is kept). */
  url: string;
}

/** What the recipient of a live link gets: the comic, read-only, with the link's own image addresses. */
export interface GiftView {
  title: string;
  author: string;
  heroName: string;
  /** Who gives the comic ('' when the giver left it out): the reveal says "for Maeve, from Oisín". */
  from: string;
  /** The book's language code (shared/languages.ts). */
  language: string;
  /** The book reads right to left: its reader turns the other way. */
  rightToLeft: boolean;
  message: string;
  /**
   * When the gift opens, while it has not yet: the view then holds nothing of the book (no title, names,
   * message, cover or pages), only who it is from.
   */
  opensAt: string | null;
  coverUrl: string | null;
  pages: { number: number; kind: BookPageKind; label: string; readerUrl: string }[];
  /** The screen PDF, when the owner allowed downloading and it has been made. */
  downloadUrl: string | null;
}

export const GIFT_NOT_FOUND_MESSAGE = 'This gift link does not exist or is no longer shared.';
