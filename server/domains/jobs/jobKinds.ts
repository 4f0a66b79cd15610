// The kinds of background job and what each works on. One active job per kind and subject: a double click
// joins the running one. A comic's script and its book are each one job at a time for that comic.
export const COVER_JOB = 'cover';
export const SCRIPT_JOB = 'script';
export const BOOK_JOB = 'book';
/** A drawn book's downloads and print files. */
export const FILES_JOB = 'files';

/** The subject of a comic's script and book jobs. */
export const comicSubject = (comicId: string) => `comic:${comicId}`;
