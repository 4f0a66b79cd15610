// Ending a sentence that quotes user or generated text: "The Amazing Tester!" already ends one.

/** The full stop that closes a sentence ending in `text`, or nothing when `text` already ends with . ! ? or … */
export function fullStopAfter(text: string | null | undefined): string {
  return /[.!?…]["'”’)]*\s*$/.test(text ?? '') ? '' : '.';
}
