// The printer's price check of an order before money changes hands: at the order (orders.create) and when the
// buyer changes the address in the change window (orderChanges.handler.ts). An address the printer cannot ship
// to is refused in the form's words; a printer that is down does not stop the sale.
import type { AppDeps } from '../appDeps';
import { Invalid, Unavailable, Upstream } from '../../lib/errors';
import { PrinterRefused, type PrinterAddress, type PrinterCheck } from '../../providers/printer/printer';
import { ADDRESS_LABELS, type OrderQuote, type ParsedOrderInput } from '../../../shared/orders';
import type { OrderFiles } from './orderFiles';
import { printerAddress } from './printSubmission';
import { said } from '../../lib/said';

/** The printer answered the price check in a way we did not expect: the customer reads our words, the shop the log. */
const PRINTER_CANNOT_TAKE = said('error_printer_cannot_take');

const PRINTER_FIELD_LABELS: Record<keyof PrinterAddress, string> = {
  name: ADDRESS_LABELS.fullName,
  street1: ADDRESS_LABELS.line1,
  street2: ADDRESS_LABELS.line2,
  city: ADDRESS_LABELS.city,
  stateCode: ADDRESS_LABELS.state,
  postcode: ADDRESS_LABELS.postcode,
  countryCode: ADDRESS_LABELS.country,
  phone: ADDRESS_LABELS.phone,
  email: ADDRESS_LABELS.email,
};

/**
 * The printer prices the order before the customer pays: an address it cannot ship to is refused now, in
 * the form's words, rather than after the payment. A printer that is down does not stop the sale (the
 * print job waits for it anyway); one that refuses the check for another reason does, in our words (its
 * own answer may quote the address, so only the fields it named reach the log). Returns the printer's
 * cost in cents, when it answered.
 */
export async function checkAtPrinter(
  deps: AppDeps,
  input: Pick<ParsedOrderInput, 'quantity' | 'shipping' | 'address'>,
  files: Pick<OrderFiles, 'productCode' | 'pages'>,
  quote: Pick<OrderQuote, 'currency' | 'total'>,
): Promise<number | null> {
  let check: PrinterCheck;
  try {
    check = await deps.printer!.checkOrder({
      productCode: files.productCode,
      pages: files.pages,
      quantity: input.quantity,
      speed: input.shipping,
      address: printerAddress(input.address),
    });
  } catch (error) {
    if (error instanceof Upstream) {
      deps.log.warn({ reason: error.message }, 'the printer could not price an order; taking it anyway');
      return null;
    }
    if (error instanceof PrinterRefused) {
      deps.log.warn({ reason: error.message, fields: error.fields }, 'the printer refused to price an order');
      throw new Unavailable(PRINTER_CANNOT_TAKE);
    }
    throw error;
  }
  if (!check.ok) {
    deps.log.info({ fields: check.fields }, 'the printer refused an address');
    const fields = [...new Set(check.fields.map((f) => PRINTER_FIELD_LABELS[f]))];
    throw new Invalid(
      fields.length
        ? said('error_printer_refused_address_fields', { fields: fields.join(', ') })
        : said('error_printer_refused_address'),
    );
  }
  if (check.currency === quote.currency && check.cost > quote.total) {
    deps.log.warn(
      { cost: check.cost, total: quote.total },
      'an order costs more at the printer than its price: raise PRICE_* or SHIPPING_*',
    );
  }
  return check.cost;
}
