// Why ordering is off, in the page's language: the server says "printing is not set up" in English (the
// shared PRINTING_NOT_SET_UP_MESSAGE), and a failed options call means the same; any other reason it gives
// is its own words, shown as they are.
import { PRINTING_NOT_SET_UP_MESSAGE } from '../../../shared/orders';
import { m } from '../../lib/i18n';

export function notSetUpReason(reason: string | null | undefined): string {
  return !reason || reason === PRINTING_NOT_SET_UP_MESSAGE ? m.orders_printing_not_set_up() : reason;
}
