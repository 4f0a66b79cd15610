// What the order pages call things, in the page's language. The server sends ids and English names
// (shared/orders.ts, shared/printGeometry.ts: also what Stripe and the printer read); the pages show the
// name of the id from the messages instead, and send back only ids.
import type { OrderStatus, ShippingSpeed } from '../../../shared/orders';
import type { PrintFormatId } from '../../../shared/printGeometry';
import { m, siteLocale } from '../../lib/i18n';

const FORMAT_NAMES: Record<PrintFormatId, () => string> = {
  comic: m.orders_format_comic,
  paperback: m.orders_format_paperback,
  hardcover: m.orders_format_hardcover,
};

const SHIPPING_NAMES: Record<ShippingSpeed, () => string> = {
  standard: m.orders_shipping_standard,
  expedited: m.orders_shipping_expedited,
  express: m.orders_shipping_express,
};

const STATUS_NAMES: Record<OrderStatus, () => string> = {
  awaiting_payment: m.orders_status_awaiting_payment,
  paid: m.orders_status_paid,
  sent_to_printer: m.orders_status_sent_to_printer,
  in_production: m.orders_status_in_production,
  shipped: m.orders_status_shipped,
  delivered: m.orders_status_delivered,
  canceled: m.orders_status_canceled,
  failed: m.orders_status_failed,
  refunded: m.orders_status_refunded,
};

/** "Paperback (6 × 9 in)"; an id this page does not know yet (a newer server) shows as it is. */
export const formatName = (id: PrintFormatId): string => FORMAT_NAMES[id]?.() ?? id;
export const shippingName = (id: ShippingSpeed): string => SHIPPING_NAMES[id]?.() ?? id;
export const statusName = (status: OrderStatus): string => STATUS_NAMES[status]?.() ?? status;

/** "7–10 business days". */
export const businessDays = ({ min, max }: { min: number; max: number }): string =>
  m.orders_business_days({ min, max });

/** The country of a code ("DE": "Germany", "Alemania", "Allemagne"…), from the browser's own list. */
export function countryName(code: string, fallback = code): string {
  try {
    return new Intl.DisplayNames([siteLocale()], { type: 'region' }).of(code) ?? fallback;
  } catch {
    // Not a region code the browser knows (or no Intl.DisplayNames): the name as the server wrote it.
    return fallback;
  }
}
