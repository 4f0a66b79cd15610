// Someone's own words in the book's quotation marks (the answers page: matterWords.ts's `quotes`; the writers'
// captions that quote an unused answer: languageBooks/quoteUnused.ts, script/writeLocalScript.ts). People often
// type an answer already in quotes ("She always says: never give up!"), in whatever marks their keyboard gives;
// those are taken off first, so the page shows one pair in the book's own style, not „"…"“.

/** Marks people put around quoted words, in the languages the books are written in. */
const OPENING = '"\'“”„‟«»‹›「『‘’‚';
const CLOSING = '"\'“”„‟«»‹›」』‘’';
/** Every mark above: a second one inside means the answer quotes more than one thing. */
const ANY_MARK = new RegExp(`[${OPENING}${CLOSING}]`, 'u');
/** An apostrophe inside a word (She's, l’école) is not a quotation mark. */
const APOSTROPHE = /(?<=\p{L})['’](?=\p{L})/gu;

/**
 * The text without one pair of quotation marks around the whole of it, when it has such a pair and no other
 * mark inside but apostrophes (`"A" and "B"` keeps its marks: taking the outer two off would break both
 * quotes). Spaces inside the marks (French « … ») go with them.
 */
export function unquoted(text: string): string {
  const trimmed = text.trim();
  const chars = [...trimmed];
  if (chars.length < 3 || !OPENING.includes(chars[0]) || !CLOSING.includes(chars.at(-1)!)) return trimmed;
  const inner = chars.slice(1, -1).join('');
  if (ANY_MARK.test(inner.replace(APOSTROPHE, ''))) return trimmed;
  return inner.trim() || trimmed;
}

/** The marks above but the single quotes, which may be apostrophes (Jonas' Hund): these never are. */
const DOUBLE_MARKS = new RegExp(
  `[${[...new Set(OPENING + CLOSING)].filter((c) => !"'‘’‚".includes(c)).join('')}]`,
  'gu',
);

/**
 * The text without its double quotation marks when they do not pair up: a phrase cut from a longer answer
 * ("Ver la aurora. Y más" typed in quotes) must not open a quote it never closes.
 */
export function withoutStrayMarks(text: string): string {
  const marks = text.match(DOUBLE_MARKS)?.length ?? 0;
  return marks % 2
    ? text
        .replace(DOUBLE_MARKS, '')
        .replace(/\s{2,}/gu, ' ')
        .trim()
    : text;
}

/**
 * The words of an answer to quote in a caption that sets the book's marks and its own full stop: no quotation
 * marks of the person's (`unquoted`), and no full stop (in any script: 。, ।, ۔), ellipsis or space at the end.
 * A question or an exclamation keeps its mark: it is part of what they said (¿vale?).
 */
export function quotedWords(text: string): string {
  return unquoted(text).replace(/[.。｡।۔…\s]+$/u, '');
}

/** Whether quoted words end a sentence by themselves (a question, an exclamation): no full stop after them. */
export const endsWithOwnMark = (words: string): boolean => /[!?！？؟]$/u.test(words);

/** The words in the book's marks, once: `quotes` is [opening, closing] (matterWords(code).quotes). */
export function inQuotes(text: string, [open, close]: readonly [string, string]): string {
  return `${open}${unquoted(text)}${close}`;
}
