// The kinds of background job and what each works on. One active job per kind and subject: a double click
// joins the running one. A comic's script and its book are each one job at a time for that comic.
export const COVER_JOB = 'cover';
export const SCRIPT_JOB = 'script';
export const BOOK_JOB = 'book';
/**
 * One page of a book, started by its book job: any process that runs jobs takes it, so a book's pages spread
 * over the workers, and a worker that dies loses only the page it held.
 */
export const BOOK_PAGE_JOB = 'book-page';
/** One panel of a painted book painted again at its owner's request, and its page lettered again. */
export const REPAINT_JOB = 'repaint';
/** A drawn book's downloads and print files. */
export const FILES_JOB = 'files';

/** The subject of a comic's script and book jobs. */
export const comicSubject = (comicId: string) => `comic:${comicId}`;
/** The subject of one page's job: one active job per page of a comic's book. */
export const pageSubject = (comicId: string, pageNumber: number) => `${comicId}:${pageNumber}`;

/** An order's print job: looked up at the printer by our order id, created only if none is there. */
export const ORDER_PRINT_JOB = 'order-print';
/** A canceled paid order's print jobs canceled at the printer: every live one it holds for the order id. */
export const ORDER_PRINTER_CANCEL_JOB = 'order-printer-cancel';
/** A paid order's refund (canceled, or the shop's decision). */
export const ORDER_REFUND_JOB = 'order-refund';
/** An e-mail to the customer about an order (paid, shipped, a problem). */
export const ORDER_EMAIL_JOB = 'order-email';

/** The subject of an order's jobs: one print job and one refund at a time per order. */
export const orderSubject = (orderId: string) => `order:${orderId}`;

/** A gift link e-mailed to the person it is for, when it opens (at once for a link open from the start). */
export const GIFT_EMAIL_JOB = 'gift-email';
export const giftSubject = (giftId: string) => `gift:${giftId}`;
