// Business constants and input caps shared by client and server (spec section 9, SECURITY.md C19).
export const IDEAS_PER_SET = 3;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

// The upload's refusals, in the spec's words ('File is larger than N', 'File type must be ...') with N
// and the types as people read them (the page says "Max 5MB"), and what this file is when we know.
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
export const fileTooLargeMessage = (size?: number) =>
  `File is larger than ${megabytes(MAX_UPLOAD_BYTES)}${size ? ` (this one is ${megabytes(size)})` : ''}. ` +
  `Please choose a smaller photo.`;
/** 'a GIF image', 'an SVG image', 'a TXT file': what a refused file is, from its format or extension. */
export function fileKind(format: string, image: boolean): string {
  const name = format.toUpperCase();
  // Initialisms read letter by letter take "an" when the first letter's name starts with a vowel sound.
  const an =
    /^[AEIOU]/.test(name) ||
    (/^[FHLMNRSX]/.test(name) && !['HEIC', 'HEIF', 'RAW'].includes(name) && !/^[FHLMNRSX][AEIOU]/.test(name));
  return `${an ? 'an' : 'a'} ${name} ${image ? 'image' : 'file'}`;
}
export const fileTypeMessage = (what?: string) =>
  `File type must be JPG, PNG or WEBP${what ? ` (this file is ${what})` : ''}.`;
export const COPY_CONFIRMATION_MS = 2000;
export const STORAGE_CACHE_SECONDS = 3600;
export const DRAFT_STORAGE_KEY = 'bookBuilder';
/** The most procedures one batched tRPC request may call; the server refuses more, the client never sends more. */
export const MAX_BATCH_SIZE = 10;

/** Length caps on free text so no input can make a row or a prompt unbounded. */
export const MAX_AUTHOR_LENGTH = 120;
export const MAX_ANSWER_LENGTH = 2000;
export const MAX_QUESTION_LENGTH = 300;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_NOTE_LENGTH = 500;
export const MAX_ANSWERS = 50;
export const MAX_CHARACTERS = 20;
/** People besides the hero whose photos a comic may have (each painted from their photo). */
export const MAX_PHOTO_CHARACTERS = 3;
/** A person's full name and nickname on the comic's Characters card (a script's cast names are ≤ 60). */
export const MAX_PERSON_NAME_LENGTH = 60;
export const MAX_NICKNAME_LENGTH = 40;

/** Fallbacks applied when a comic is saved (spec section 5). */
export const FALLBACK_AUTHOR = 'Unknown Author';
export const FALLBACK_TYPE = 'Unknown';
export const FALLBACK_TITLE = 'Untitled Comic';
export const FALLBACK_SUMMARY_AUTHOR = 'Anonymous';
