// Plain-text cleanup of raw answers: strips markup, control characters, stray punctuation and emoji.

/** Plain text only: no tags, angle brackets, double quotes, control characters or runs of whitespace. */
export function sanitize(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .normalize('NFC')
    .replace(/<\/?[a-z!?][^>]*>/gi, ' ')
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/[<>"“”„`{}[\]\\|^~]/g, ' ')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u2028\u2029]/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\r?\n */g, '\n')
    .trim();
}

/** Trims spaces, stray punctuation and wrapping quotes from both ends of a phrase. */
export function tidy(phrase: string): string {
  return phrase
    .replace(/\s+/g, ' ')
    .replace(/^[\s'‘’.,;:!?()\[\]*_#=+\-–—/&]+/, '')
    .replace(/[\s'‘’.,;:!?()\[\]*_#=+\-–—/&]+$/, '')
    .trim();
}

/** Drops emoji from a phrase ('stamps 📮' -> 'stamps'), unless nothing else is left. */
export function withoutEmoji(text: string): string {
  const stripped = tidy(text.replace(/[\p{Extended_Pictographic}\u200d\ufe0f\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}]/gu, ' '));
  return stripped || text;
}
