// Reading tRPC and fetch errors in one place, so every screen shows the server's message the same way: in the
// page's language when the server's words are one of the errors catalogue's (the answer carries their key and
// values, `messageKey` and `messageParams`: server/lib/said.ts), else as the server wrote them.
import { TRPCClientError } from '@trpc/client';
import { m, siteLocale } from './i18n';

type Messages = typeof m;
type ErrorKey = Extract<keyof Messages, `error_${string}`>;
type Params = Record<string, string | number>;

/**
 * The errors area's messages, each named: a key looked up in `m` itself would make the bundle keep every
 * area's messages. A message added to messages/errors/en.json does not compile until it is listed here.
 */
const ERROR_MESSAGES: { [K in ErrorKey]: Messages[K] } = {
  error_internal: m.error_internal,
  error_invalid_input: m.error_invalid_input,
  error_busy: m.error_busy,
  error_restarting: m.error_restarting,
  error_storage_full: m.error_storage_full,
  error_database_away: m.error_database_away,
  error_storage_away: m.error_storage_away,
  error_sign_in: m.error_sign_in,
  error_rate_limit: m.error_rate_limit,
  error_rate_limited_seconds: m.error_rate_limited_seconds,
  error_rate_limited_minutes: m.error_rate_limited_minutes,
  error_rate_limited_hours: m.error_rate_limited_hours,
  error_upload_not_multipart: m.error_upload_not_multipart,
  error_upload_malformed: m.error_upload_malformed,
  error_upload_no_file: m.error_upload_no_file,
  error_file_too_large: m.error_file_too_large,
  error_file_too_large_this: m.error_file_too_large_this,
  error_file_type: m.error_file_type,
  error_file_type_unreadable: m.error_file_type_unreadable,
  error_file_type_image_a: m.error_file_type_image_a,
  error_file_type_image_an: m.error_file_type_image_an,
  error_image_too_large: m.error_image_too_large,
  error_image_unreadable: m.error_image_unreadable,
  error_too_many_files: m.error_too_many_files,
  error_too_many_parts: m.error_too_many_parts,
  error_too_many_fields: m.error_too_many_fields,
  error_body_too_large: m.error_body_too_large,
  error_job_not_found: m.error_job_not_found,
  error_comic_not_found: m.error_comic_not_found,
  error_pick_idea_before_saving: m.error_pick_idea_before_saving,
  error_save_quota: m.error_save_quota,
  error_library_full: m.error_library_full,
  error_needs_claude: m.error_needs_claude,
  error_ideas_failed: m.error_ideas_failed,
  error_script_failed: m.error_script_failed,
  error_too_many_people: m.error_too_many_people,
  error_character_not_found: m.error_character_not_found,
  error_hero_stays: m.error_hero_stays,
  error_upload_photo_first: m.error_upload_photo_first,
  error_pick_idea_first: m.error_pick_idea_first,
  error_photo_not_found: m.error_photo_not_found,
  error_cover_not_found: m.error_cover_not_found,
  error_cover_canceled: m.error_cover_canceled,
  error_day_budget: m.error_day_budget,
  error_book_ceiling: m.error_book_ceiling,
  error_day_ceiling: m.error_day_ceiling,
  error_account_ceiling: m.error_account_ceiling,
  error_book_being_drawn: m.error_book_being_drawn,
  error_book_limit: m.error_book_limit,
  error_address_book_limit: m.error_address_book_limit,
  error_no_photo: m.error_no_photo,
  error_page_failed: m.error_page_failed,
  error_page_not_found: m.error_page_not_found,
  error_words_not_found: m.error_words_not_found,
  error_balloon_too_long: m.error_balloon_too_long,
  error_words_unusable: m.error_words_unusable,
  error_dedication_while_drawing: m.error_dedication_while_drawing,
  error_dedication_no_story: m.error_dedication_no_story,
  error_repaint_limit: m.error_repaint_limit,
  error_address_repaint_limit: m.error_address_repaint_limit,
  error_not_painted: m.error_not_painted,
  error_panel_not_found: m.error_panel_not_found,
  error_book_busy: m.error_book_busy,
  error_repaint_busy: m.error_repaint_busy,
  error_file_not_found: m.error_file_not_found,
  error_book_not_drawn: m.error_book_not_drawn,
  error_no_cover: m.error_no_cover,
  error_files_building: m.error_files_building,
  error_files_not_made: m.error_files_not_made,
  error_files_stale: m.error_files_stale,
  error_printing_not_set_up: m.error_printing_not_set_up,
  error_order_not_found: m.error_order_not_found,
  error_order_quota: m.error_order_quota,
  error_too_late_to_cancel: m.error_too_late_to_cancel,
  error_printer_refused_address: m.error_printer_refused_address,
  error_printer_refused_address_fields: m.error_printer_refused_address_fields,
  error_printer_cannot_take: m.error_printer_cannot_take,
  error_printer_unavailable: m.error_printer_unavailable,
  error_printer_refused_keys: m.error_printer_refused_keys,
  error_payment_not_started: m.error_payment_not_started,
  error_payment_unavailable: m.error_payment_unavailable,
  error_payment_refused: m.error_payment_refused,
  error_payment_no_checkout: m.error_payment_no_checkout,
  error_gift_not_found: m.error_gift_not_found,
  error_gift_link_not_found: m.error_gift_link_not_found,
  error_gift_limit: m.error_gift_limit,
  error_gift_opens_past: m.error_gift_opens_past,
  error_gift_already_open: m.error_gift_already_open,
  error_order_window_closed: m.error_order_window_closed,
  error_order_files_busy: m.error_order_files_busy,
  error_gift_email_not_set_up: m.error_gift_email_not_set_up,
  error_gift_email_quota: m.error_gift_email_quota,
  error_order_canceled_no_changes: m.error_order_canceled_no_changes,
};

/** The values as the page's language says them: a book language the server names in English, named in it. */
function localized(params: Params): Params {
  const { languageCode, ...values } = params;
  const locale = siteLocale();
  if (typeof languageCode !== 'string' || locale === 'en') return values;
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(languageCode);
  return name ? { ...values, language: name } : values;
}

/**
 * The words `carrier` carries as one of the errors catalogue's messages (`{ messageKey, messageParams }`: a
 * tRPC error's data, an HTTP route's JSON answer), in the page's language; undefined when it carries none.
 */
export function saidMessage(carrier: unknown): string | undefined {
  if (!carrier || typeof carrier !== 'object') return undefined;
  const { messageKey, messageParams } = carrier as { messageKey?: unknown; messageParams?: unknown };
  if (typeof messageKey !== 'string' || !Object.hasOwn(ERROR_MESSAGES, messageKey)) return undefined;
  const say = ERROR_MESSAGES[messageKey as ErrorKey] as (params: Params) => string;
  const params = messageParams && typeof messageParams === 'object' ? (messageParams as Params) : {};
  return say(localized(params));
}

/**
 * A stored failure (a job's, a book page's) in the page's language when it is one of the catalogue's messages
 * (it carries `messageKey` and `messageParams`), else as stored.
 */
export function storedError(job: { error: string | null; messageKey?: string | null; messageParams?: unknown }) {
  return saidMessage(job) ?? job.error;
}

export function errorMessage(error: unknown): string | undefined {
  const translated = error instanceof TRPCClientError ? saidMessage(error.data) : undefined;
  if (translated) return translated;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** The tRPC error code ('NOT_FOUND', 'UNAUTHORIZED', ...) or undefined for network and other errors. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: string } | undefined;
    return data?.code;
  }
  return undefined;
}

/** What the server's `zodIssues` holds of each input problem: zod's issue, its path, code and bounds. */
export interface ServerIssue {
  path: (string | number)[];
  /** The schema's text, in English: a form says it in the page's language by the code and path. */
  message: string;
  code?: string;
  expected?: string;
  minimum?: number;
  maximum?: number;
}

/** The input problems of a BAD_REQUEST (the server's `zodIssues`), or null. */
export function zodIssues(error: unknown): ServerIssue[] | null {
  if (!(error instanceof TRPCClientError)) return null;
  const issues = (error.data as { zodIssues?: unknown } | undefined)?.zodIssues;
  return Array.isArray(issues) && issues.length > 0 ? (issues as ServerIssue[]) : null;
}
