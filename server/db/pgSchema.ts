// The same tables as schema.ts in PostgreSQL's dialect: the same table, column, key and index names, so the data
// layer's queries read the same on either database. What each table and column means is written in schema.ts;
// this file says only where PostgreSQL differs. The types are chosen so a row reads back as the same JS values:
// - Times stay ISO-8601 text ('2026-11-26T09:30:00.123Z'), not timestamptz: the app writes toISOString(),
//   compares them as strings (leases, backoff, retention) and node-postgres would hand back Date objects.
//   created_at's default writes that very format at the statement's time (not the transaction's, which now()
//   gives), as SQLite's strftime('%Y-%m-%dT%H:%M:%fZ', 'now') does.
// - JSON stays text, not jsonb: the app stores JSON.stringify and reads JSON.parse (jsonb would come back
//   parsed and with its keys reordered), and the order migration's erasing trigger rewrites it as text.
// - SQLite's integer is 64-bit; here integer is PostgreSQL's 32-bit one, because node-postgres reads bigint as
//   a string. Everything stored in one fits: cents, counts, pixels, page numbers, and seeds (drawn below 2^31
//   by domains/book/book.handler.ts and repaintJob.ts).
// - SQLite's real is an 8-byte float: double precision, not PostgreSQL's 4-byte real.
// - The two integer columns schema.ts reads as booleans (mode 'boolean') are boolean here.
// - The autoincrement ids are identity columns (BY DEFAULT, so an id can still be given, as SQLite allows).
// - Ids made by the app (crypto.randomUUID, ord_…) stay text: not all of them are UUIDs.
// The order log's append-only triggers and the account deletion's erasing trigger are in drizzle-pg/'s custom
// migration; tests/integration/migrationsEqual.test.ts checks both databases' catalogs match.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`);

export const users = pgTable(
  'users',
  {
    id: id(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_issuer_subject').on(t.issuer, t.subject)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const comics = pgTable(
  'comics',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    author: text('author').notNull(),
    type: text('type').notNull(),
    /** The book's language (shared/languages.ts); comics saved before it had one are English. */
    language: text('language').notNull().default('en'),
    /** A manga book its owner set to read right to left (Arabic and Hebrew books always do). */
    rightToLeft: boolean('right_to_left').notNull().default(false),
    mainCharacterPhoto: text('main_character_photo'),
    comicFrontPageUrl: text('comic_front_page_url'),
    mustUse: text('must_use').notNull().default('[]'),
    /** JSON: the aids chosen on the hero's card (shared/heroAids.ts), drawn with the hero. */
    heroAids: text('hero_aids').notNull().default('[]'),
    /** The dedication in the giver's words (null: the script's own), kept when the story is written again. */
    dedication: text('dedication'),
    /** The giver's signature under their dedication ('With love, Oisín'); '' for none. */
    dedicationSignature: text('dedication_signature').notNull().default(''),
    createdAt: createdAt(),
    /** The owner's comics in the order saved (ties of created_at, saved in the same millisecond, read right). */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('comics_user_created').on(t.userId, t.createdAt)],
);

/** The comic a row belongs to (cascade) and its owner. */
const comicAndOwner = () => ({
  comicId: text('comic_id')
    .notNull()
    .references(() => comics.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});
const comicChild = () => ({ id: id(), ...comicAndOwner() });

export const comicIdeas = pgTable(
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

export const comicCharacters = pgTable(
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

export const comicAnswers = pgTable(
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

export const comicPages = pgTable(
  'comic_pages',
  {
    ...comicChild(),
    pageNumber: integer('page_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    act: integer('act'),
    panels: text('panels'),
  },
  (t) => [uniqueIndex('comic_pages_comic_number').on(t.comicId, t.pageNumber)],
);

export const storedImages = pgTable(
  'stored_images',
  {
    url: text('url').primaryKey(),
    bucket: text('bucket').notNull(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerVisitorId: text('owner_visitor_id'),
    likeness: doublePrecision('likeness'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_images_user').on(t.ownerUserId), index('stored_images_visitor').on(t.ownerVisitorId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerVisitorId: text('owner_visitor_id'),
    status: text('status').notNull(),
    input: text('input').notNull(),
    progress: text('progress'),
    result: text('result'),
    error: text('error'),
    errorKind: text('error_kind'),
    /**
     * The failure's words as a message of the errors catalogue (JSON { key, params }: server/lib/said.ts), so the
     * browser says them in the visitor's language; null when the error is plain text.
     */
    errorSaid: text('error_said'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: text('run_after').notNull(),
    leaseUntil: text('lease_until'),
    rerun: boolean('rerun').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
    finishedAt: text('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_one_active').on(t.kind, t.subject).where(sql`status IN ('queued', 'running')`),
    index('jobs_runnable').on(t.status, t.runAfter),
  ],
);

export const comicScripts = pgTable('comic_scripts', {
  comicId: text('comic_id')
    .primaryKey()
    .references(() => comics.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  dedication: text('dedication').notNull(),
  cast: text('cast').notNull(),
  writer: text('writer').notNull(),
  writerReason: text('writer_reason'),
  createdAt: createdAt(),
});

export const bookPages = pgTable(
  'book_pages',
  {
    ...comicAndOwner(),
    number: integer('number').notNull(),
    kind: text('kind').notNull(),
    storyPage: integer('story_page'),
    layout: text('layout'),
    status: text('status').notNull(),
    artUrl: text('art_url'),
    printUrl: text('print_url'),
    readerUrl: text('reader_url'),
    thumbUrl: text('thumb_url'),
    seed: integer('seed'),
    artMeta: text('art_meta'),
    lettering: text('lettering'),
    /**
     * JSON: characters of the page's words that no font could draw, by panel (null: a page without panels),
     * as [{ panel, characters }]; null when every letter was drawn.
     */
    undrawable: text('undrawable'),
    artSource: text('art_source'),
    error: text('error'),
    /** The failure's words as a message of the errors catalogue (JSON { key, params }), as jobs keep theirs. */
    errorSaid: text('error_said'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('book_pages_comic_number').on(t.comicId, t.number)],
);

export const giftLinks = pgTable(
  'gift_links',
  {
    ...comicChild(),
    tokenHash: text('token_hash').notNull(),
    message: text('message').notNull().default(''),
    /** Who gives the comic, as the reveal names them ('from Oisín'); '' when the giver left it out. */
    fromName: text('from_name').notNull().default(''),
    /** When the link opens (ISO instant; null: at once); before then it reveals nothing of the book. */
    opensAt: text('opens_at'),
    /** The giver's time zone the opening day was chosen in (IANA name), to show and change it as chosen. */
    opensZone: text('opens_zone'),
    sendTo: text('send_to'),
    mailTokenHash: text('mail_token_hash'),
    mailResult: text('mail_result'),
    allowDownload: boolean('allow_download').notNull().default(false),
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

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    comicId: text('comic_id').notNull(),
    comicTitle: text('comic_title').notNull(),
    format: text('format').notNull(),
    quantity: integer('quantity').notNull(),
    shipping: text('shipping').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    /** The site's language when the order was placed: its e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
    currency: text('currency').notNull(),
    pricePerCopy: integer('price_per_copy').notNull(),
    shippingPrice: integer('shipping_price').notNull(),
    total: integer('total').notNull(),
    status: text('status').notNull(),
    files: text('files').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: text('checkout_expires_at'),
    paymentIntentId: text('payment_intent_id'),
    amountPaid: integer('amount_paid'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    printJobId: text('print_job_id'),
    printerStatus: text('printer_status'),
    printerStatusAt: text('printer_status_at'),
    tracking: text('tracking'),
    printsAt: text('prints_at'),
    windowClosedAt: text('window_closed_at'),
    refundRequestedAt: text('refund_requested_at'),
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

export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    at: text('at').notNull(),
    type: text('type').notNull(),
    source: text('source').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    data: text('data'),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

export const webhookEvents = pgTable(
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

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const bookArt = pgTable(
  'book_art',
  {
    ...comicAndOwner(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    neededWidth: integer('needed_width'),
    neededHeight: integer('needed_height'),
    model: text('model').notNull(),
    tries: integer('tries').notNull().default(1),
    likeness: text('likeness'),
    marked: boolean('marked').notNull().default(false),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.comicId, t.key] })],
);

export const paintSpend = pgTable(
  'paint_spend',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    comicId: text('comic_id'),
    userId: text('user_id'),
    kind: text('kind').notNull(),
    model: text('model').notNull(),
    megapixels: doublePrecision('megapixels').notNull(),
    usd: doublePrecision('usd').notNull(),
    state: text('state').notNull().default('spent'),
    at: text('at').notNull(),
  },
  (t) => [
    index('paint_spend_comic').on(t.comicId),
    index('paint_spend_at').on(t.at),
    index('paint_spend_user_at').on(t.userId, t.at),
  ],
);

// Epoch milliseconds pass 2^31: bigint, which Drizzle's mode 'number' reads back as a number (exact below 2^53).
const epochMs = (name: string) => bigint(name, { mode: 'number' });

export const usageCounts = pgTable(
  'usage_counts',
  {
    kind: text('kind').notNull(),
    caller: text('caller').notNull(),
    windowStart: epochMs('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.caller, t.windowStart] }), index('usage_counts_expires').on(t.expiresAt)],
);

export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: epochMs('expires_at').notNull(),
});
