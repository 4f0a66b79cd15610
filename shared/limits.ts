// Business constants and input caps shared by client and server (spec section 9, security checklist C19).
export const IDEAS_PER_SET = 3;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.webp'] as const;
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
export const MAX_URL_LENGTH = 500;
export const MAX_ANSWERS = 50;
export const MAX_CHARACTERS = 20;

/** Fallbacks applied when a comic is saved (spec section 5). */
export const FALLBACK_AUTHOR = 'Unknown Author';
export const FALLBACK_TYPE = 'Unknown';
export const FALLBACK_TITLE = 'Untitled Comic';
export const FALLBACK_SUMMARY_AUTHOR = 'Anonymous';
