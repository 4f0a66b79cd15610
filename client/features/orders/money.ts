// Money as the server sends it (integer minor units of an ISO 4217 code, lower case as Stripe writes it)
// in the page's language's number format. The digits after the point come from the currency itself, so a
// shop configured in a currency without cents would still show the right amount.
import { m, siteLocale } from '../../lib/i18n';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase();
  const key = `${siteLocale()} ${code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(siteLocale(), { style: 'currency', currency: code });
    formats.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: string): string {
  const format = formatFor(currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Shipping that costs nothing says so: the landing page promises free shipping. */
export const shippingPrice = (amount: number, currency: string) =>
  amount === 0 ? m.orders_free() : formatMoney(amount, currency);

/** A moment in the page's language: "12 May 2026, 14:05". */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(siteLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}
