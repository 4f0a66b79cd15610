// Plain-text cleanup of raw answers: answers are data, so markup, control characters, template-like brackets
// and stray punctuation are stripped before anything reads them. Text stays plain.

/** Plain text only: no tags, angle brackets, double quotes, braces, control characters or runs of whitespace. */
export function sanitize(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .normalize('NFC')
    .replace(/<\/?[a-z!?][^>]*>/gi, ' ')
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/[<>"“”„«»`{}[\]\\|^~*_#@$%]/g, ' ')
    .replace(
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g,
      ' ',
    )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\r?\n */g, '\n')
    .trim();
}

/** Trims spaces, stray punctuation and wrapping quotes from both ends of a phrase. */
export function tidy(phrase: string): string {
  return phrase
    .replace(/\s+/g, ' ')
    .replace(/^[\s'‘’.,;:!?¡¿()[\]*_#=+\-–—/&…]+/, '')
    .replace(/[\s'‘’.,;:!?¡¿()[\]*_#=+\-–—/&…]+$/, '')
    .trim();
}

const EMOJI = /\p{Extended_Pictographic}|\u200d|\ufe0f|[\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}]/gu;

/** Drops emoji entirely (for names and phrases that go into sentences). */
export function noEmoji(text: string): string {
  return tidy(text.replace(EMOJI, ' '));
}

/** Words of a phrase as written (letters, digits, apostrophes and inner hyphens kept). */
export function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** True when the phrase is made of ordinary words only: Latin letters, apostrophes, hyphens, spaces. */
export function isPlainWords(text: string): boolean {
  return /^[\p{Script=Latin}][\p{Script=Latin}'’\- ]*$/u.test(text) && !/\s[-'’]|[-'’]\s|--/.test(text);
}
