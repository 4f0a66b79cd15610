// The SQLite tables (spec section 3, plus users and sessions). Ids are random UUIDs; times are ISO-8601 text.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const randomId = () => crypto.randomUUID();
const id = () => text('id').primaryKey().$defaultFn(randomId);
const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const users = sqliteTable(
  'users',
  {
    id: id(),
    // Accounts are keyed on the identity provider's issuer and subject, never on the e-mail address.
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_issuer_subject').on(t.issuer, t.subject)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 of the cookie's token: a stolen database does not yield usable cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const comics = sqliteTable(
  'comics',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    author: text('author').notNull(),
    type: text('type').notNull(),
    language: text('language').notNull().default('en'), // shared/languages.ts; older comics are English
    rightToLeft: integer('right_to_left', { mode: 'boolean' }).notNull().default(false), // manga read right to left
    mainCharacterPhoto: text('main_character_photo'),
    comicFrontPageUrl: text('comic_front_page_url'),
    mustUse: text('must_use').notNull().default('[]'), // JSON: details the owner marked "must be in the story"
    heroAids: text('hero_aids').notNull().default('[]'), // JSON: aids ticked on the hero's card (shared/heroAids.ts)
    /** The dedication in the giver's words (null: the script's own) and their signature ('' for none). */
    dedication: text('dedication'),
    dedicationSignature: text('dedication_signature').notNull().default(''),
    createdAt: createdAt(),
    position: integer('position').notNull().default(0), // the owner's comics in the order saved (ties of created_at)
  },
  (t) => [index('comics_user_created').on(t.userId, t.createdAt)],
);

/** Columns every child row of a comic carries: the comic (cascade) and its owner. */
const comicChild = () => ({
  id: id(),
  comicId: text('comic_id')
    .notNull()
    .references(() => comics.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const comicIdeas = sqliteTable(
  'comic_ideas',
  {
    ...comicChild(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Where it comes among its comic's rows (the order given): reads sort by it, not by the database's own row ids. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('comic_ideas_comic').on(t.comicId)],
);

export const comicCharacters = sqliteTable(
  'comic_characters',
  {
    ...comicChild(),
    fullName: text('full_name').notNull(),
    nickname: text('nickname').notNull(),
    portraitImageUrl: text('portrait_image_url'),
    /** Where it comes among its comic's rows (the order given): reads sort by it, not by the database's own row ids. */
    position: integer('position').notNull().default(0),
    /** JSON: the aids ticked on this person's card (shared/heroAids.ts), drawn with them in the book. */
    aids: text('aids').notNull().default('[]'),
  },
  (t) => [index('comic_characters_comic').on(t.comicId)],
);

export const comicAnswers = sqliteTable(
  'comic_answers',
  {
    ...comicChild(),
    questionId: text('question_id').notNull(),
    question: text('question').notNull(),
    hint: text('hint').notNull(),
    answer: text('answer').notNull(),
    /** Where it comes among its comic's rows (the order given): reads sort by it, not by the database's own row ids. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('comic_answers_comic').on(t.comicId)],
);

export const comicPages = sqliteTable(
  'comic_pages',
  {
    ...comicChild(),
    pageNumber: integer('page_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Once the script is written: the page's act (1-5) and its panels (JSON, shared/script.ts panelSchema). */
    act: integer('act'),
    panels: text('panels'),
  },
  (t) => [uniqueIndex('comic_pages_comic_number').on(t.comicId, t.pageNumber)],
);

/**
 * Every stored image and who it belongs to: a signed-in user, or an anonymous visitor (the id in their
 * visitor cookie) until they sign in and the user adopts it. Procedures accept only the caller's own
 * images, and photos are served only to their owner.
 */
export const storedImages = sqliteTable(
  'stored_images',
  {
    url: text('url').primaryKey(),
    bucket: text('bucket').notNull(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerVisitorId: text('owner_visitor_id'),
    /** A painted cover: how like the hero's photo its face is (0–1), measured by the face model. */
    likeness: real('likeness'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_images_user').on(t.ownerUserId), index('stored_images_visitor').on(t.ownerVisitorId)],
);

/**
 * Background jobs (writing a script, rendering pages, painting a cover): persisted so they survive a
 * restart, with their progress, result or error. One active job per (kind, subject) — a subject is the
 * comic or draft the job works on — is enforced by a partial unique index.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerVisitorId: text('owner_visitor_id'),
    /** queued | running | succeeded | failed | canceled */
    status: text('status').notNull(),
    input: text('input').notNull(),
    progress: text('progress'),
    result: text('result'),
    error: text('error'),
    /** The domain error kind of a failure, so a waiting caller can answer with the right status. */
    errorKind: text('error_kind'),
    /** The failure as a message of the errors catalogue (JSON { key, params }: lib/said.ts); null: plain text. */
    errorSaid: text('error_said'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before this time (a retry's backoff). */
    runAfter: text('run_after').notNull(),
    /** A running job whose lease has passed is taken over (its runner died). */
    leaseUntil: text('lease_until'),
    /**
     * Asked for again while running (a printer cancel asked for after its search began): on success the job
     * goes back to the line once more instead of ending, so the new request is not answered by an old run.
     */
    rerun: integer('rerun', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
    finishedAt: text('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_one_active').on(t.kind, t.subject).where(sql`status IN ('queued', 'running')`),
    index('jobs_runnable').on(t.status, t.runAfter),
  ],
);

/**
 * A comic's written script (shared/script.ts): its title, dedication, cast and who wrote it. The story
 * pages themselves are the comic's comic_pages rows, which the script replaces in one transaction.
 */
export const comicScripts = sqliteTable('comic_scripts', {
  comicId: text('comic_id')
    .primaryKey()
    .references(() => comics.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  dedication: text('dedication').notNull(),
  cast: text('cast').notNull(),
  /** ai | local | mixed (Claude wrote some acts, the built-in writer the rest). */
  writer: text('writer').notNull(),
  /** Why Claude did not write (all of) it when it was asked (shared/scriptAuthorship.ts codes); null otherwise. */
  writerReason: text('writer_reason'),
  createdAt: createdAt(),
});

/**
 * The rendered interior of a comic's book (docs/book.md "Page geometry"): one row per printed page in order — title,
 * dedication, story pages, "The End", about the hero. A row is planned 'waiting' with its layout, and
 * becomes 'done' with its images (the art alone, so words can be re-lettered without redrawing; the print
 * page; the reader copy) or 'failed' after its retries. Rewriting the script drops the rows.
 */
export const bookPages = sqliteTable(
  'book_pages',
  {
    comicId: text('comic_id')
      .notNull()
      .references(() => comics.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Interior page number, from 1. */
    number: integer('number').notNull(),
    /** title | dedication | story | end | about */
    kind: text('kind').notNull(),
    storyPage: integer('story_page'),
    /** The layout design's id (story pages), chosen when the book is planned so neighbours differ. */
    layout: text('layout'),
    /** waiting | done | failed */
    status: text('status').notNull(),
    artUrl: text('art_url'),
    printUrl: text('print_url'),
    readerUrl: text('reader_url'),
    /** A small JPEG (WebP in older books) for the detail page's grid (none in pages drawn before thumbnails). */
    thumbUrl: text('thumb_url'),
    /** The book job's seed the page was drawn with, so the same page can be composed again at another trim. */
    seed: integer('seed'),
    /** JSON: what re-lettering needs besides the words (frames, faces to keep clear, heads). */
    artMeta: text('art_meta'),
    /** JSON: the lettering as placed (PlacedLettering[]). */
    lettering: text('lettering'),
    /**
     * JSON: characters of the page's words that no font could draw, by panel (null: a page without panels),
     * as [{ panel, characters }]; null when every letter was drawn.
     */
    undrawable: text('undrawable'),
    /** ai | mixed | local */
    artSource: text('art_source'),
    error: text('error'),
    /** The failure's words as a message of the errors catalogue (JSON { key, params }), as jobs keep theirs. */
    errorSaid: text('error_said'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('book_pages_comic_number').on(t.comicId, t.number)],
);

/**
 * Gift links (docs/book.md "Gift links"): a private link that shows a comic to the person it is about. Only the
 * token's SHA-256 (hex) is kept, so the link is shown once, when it is made; a revoked link stays as a row (its
 * opens counted) but answers nothing. `from_name`: who gives it ('' when left out). `opens_at`: the instant it
 * opens (null: at once; before it the link reveals nothing of the book), chosen in the giver's `opens_zone`.
 */
export const giftLinks = sqliteTable(
  'gift_links',
  {
    ...comicChild(),
    tokenHash: text('token_hash').notNull(),
    message: text('message').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    opensAt: text('opens_at'),
    opensZone: text('opens_zone'),
    sendTo: text('send_to'), // the recipient's e-mail: the link is sent there when it opens
    mailTokenHash: text('mail_token_hash'), // the e-mailed link's own token (SHA-256), revoked with the link
    mailResult: text('mail_result'), // JSON: when the e-mail went, or why it could not
    allowDownload: integer('allow_download', { mode: 'boolean' }).notNull().default(false),
    opens: integer('opens').notNull().default(0),
    createdAt: createdAt(),
    revokedAt: text('revoked_at'),
  },
  (t) => [
    uniqueIndex('gift_links_token').on(t.tokenHash),
    uniqueIndex('gift_links_mail_token').on(t.mailTokenHash),
    index('gift_links_comic').on(t.comicId),
  ],
);

/**
 * Orders for printed copies (shared/orders.ts). The order keeps everything it was sold with (the comic's
 * title, format, address, prices in cents) so it stands even if the comic is deleted; the comic is named,
 * not referenced. `status` moves only along the state machine (domains/orders/orderStates.ts), each move a
 * guarded UPDATE with its event appended to order_events in the same transaction. Deleting the user keeps
 * the order (a shop must keep its sales records) without its owner; a trigger in migration 0012 erases the
 * address and e-mail of the user's ended orders as the user row goes (orderRetention.ts erases the rest).
 */
export const orders = sqliteTable(
  'orders',
  {
    /** ord_ and 20 lowercase letters and digits; also the printer's external_id. */
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }), // null once the account went
    comicId: text('comic_id').notNull(),
    comicTitle: text('comic_title').notNull(),
    format: text('format').notNull(),
    quantity: integer('quantity').notNull(),
    shipping: text('shipping').notNull(),
    address: text('address').notNull(), // JSON: the validated ShippingAddress
    email: text('email').notNull(),
    /** The site's language when the order was placed: its e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
    currency: text('currency').notNull(),
    pricePerCopy: integer('price_per_copy').notNull(),
    shippingPrice: integer('shipping_price').notNull(),
    total: integer('total').notNull(),
    status: text('status').notNull(),
    /** JSON: the print files frozen for this order (files key, pages, product code, md5 sums). */
    files: text('files').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: text('checkout_expires_at'),
    paymentIntentId: text('payment_intent_id'),
    amountPaid: integer('amount_paid'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** The printer's print job id, once it has one. */
    printJobId: text('print_job_id'),
    /**
     * The print job's phase at the printer (queued, unpaid, printing, shipped, delivered, rejected, canceled:
     * providers/printer/printer.ts) and when it changed, so a stale report cannot move the order back.
     */
    printerStatus: text('printer_status'),
    printerStatusAt: text('printer_status_at'),
    tracking: text('tracking'), // JSON: OrderTracking[] once shipped.
    printsAt: text('prints_at'), // when a paid order goes to the printer by itself (null: at once)
    windowClosedAt: text('window_closed_at'), // its print submission began: no change is taken after
    /**
     * When a refund of this order was decided: set once, by the request that moved the order where it can be
     * refunded, in the transaction that queues the refund job. No move that leads to printing is made after.
     */
    refundRequestedAt: text('refund_requested_at'),
    /** When the address, phone and e-mail were erased (orderRetention.ts); null while kept. */
    personalDataErasedAt: text('personal_data_erased_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('orders_user_created').on(t.userId, t.createdAt),
    index('orders_status').on(t.status),
    uniqueIndex('orders_checkout_session').on(t.checkoutSessionId),
    uniqueIndex('orders_print_job').on(t.printJobId),
  ],
);

/**
 * The append-only log of everything that happened to an order: each status move (from, to), payments,
 * print job submissions, printer reports, refunds, e-mails, operator actions. Triggers in the migration
 * refuse UPDATE and DELETE, so history cannot be rewritten.
 */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    at: text('at').notNull(),
    type: text('type').notNull(),
    /** customer | stripe | printer | operator | system */
    source: text('source').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** What happened in customer words, when the customer may read it on the order page. */
    note: text('note'),
    /** JSON details for the operator (ids, amounts, the printer's message). */
    data: text('data'),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

/**
 * Webhook events already taken in, by provider and event id (Stripe's evt_ id; for the printer, whose
 * webhooks carry none, the SHA-256 of the signed body). A replay finds its row and changes nothing.
 */
export const webhookEvents = sqliteTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    receivedAt: text('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Secrets the server makes for itself once (the key that signs print file links), kept with the data they protect. */
export const appSecrets = sqliteTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A book's paintings: the character sheet of each person, painted once per book and sent with
 * every panel they are in (`key` 'sheet:<name>', the hero 'sheet:'), and each painted panel ('panel:<page>:<i>')
 * kept so the book is composed again at another trim without paying twice. `likeness` is JSON: each pictured
 * person's face score against their photo; `marked` is a panel still below the threshold after its repaints.
 */
export const bookArt = sqliteTable(
  'book_art',
  {
    comicId: text('comic_id')
      .notNull()
      .references(() => comics.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The pixels its place on the comic's page needs at 300 ppi (panels). */
    neededWidth: integer('needed_width'),
    neededHeight: integer('needed_height'),
    model: text('model').notNull(),
    tries: integer('tries').notNull().default(1),
    likeness: text('likeness'),
    marked: integer('marked', { mode: 'boolean' }).notNull().default(false),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.comicId, t.key] })],
);

/**
 * What paid calls cost, one row per call (docs/models.md, "Ceilings"): painting (sheet, panel), painted
 * covers (cover) and Claude (ideas, script). The ceilings add these rows up: a book's, the site's painting day,
 * an account's share of it, and the site's day of covers and Claude. A row is written as a reservation (state
 * 'reserved', usd the call's estimate) in the transaction that checks the ceilings, before the call is made;
 * then settled with what the call cost (state 'spent') or deleted when nothing was spent. A reservation left
 * by a process that died keeps counting at its estimate: the call may have been made and billed. Kept when
 * the comic is deleted, so deleting a book does not reset the day's spending.
 */
export const paintSpend = sqliteTable(
  'paint_spend',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The book a painting is for; null for a cover of a draft and for Claude's ideas. */
    comicId: text('comic_id'),
    /** The account that asked; null for a visitor. */
    userId: text('user_id'),
    /** sheet | panel | cover | ideas | script */
    kind: text('kind').notNull(),
    model: text('model').notNull(),
    /** Output megapixels painted (0 for a Claude call). */
    megapixels: real('megapixels').notNull(),
    /** US dollars, by the price tables at the time: the estimate while reserved, the cost once spent. */
    usd: real('usd').notNull(),
    /** reserved | spent */
    state: text('state').notNull().default('spent'),
    at: text('at').notNull(),
  },
  (t) => [
    index('paint_spend_comic').on(t.comicId),
    index('paint_spend_at').on(t.at),
    index('paint_spend_user_at').on(t.userId, t.at),
  ],
);

/**
 * Usage counted per caller and fixed window (quotas, rate limits, gift-link guesses), shared by every process
 * on the database: one row per kind, caller and window, counted up in one statement so two processes never
 * both take the last use. Times are epoch milliseconds (not ISO text): each call computes with them.
 * `expires_at` is the window's end: expired rows are pruned a few at a time along its index.
 */
export const usageCounts = sqliteTable(
  'usage_counts',
  {
    kind: text('kind').notNull(),
    caller: text('caller').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.caller, t.windowStart] }), index('usage_counts_expires').on(t.expiresAt)],
);

/**
 * Work that runs once per installation however many processes share the database (the order poller, the
 * daily sweeps): the process named by `holder` does it until `expires_at` (epoch milliseconds), renewing
 * while it lives; once that passes, another may take it.
 */
export const leases = sqliteTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at').notNull(),
});
