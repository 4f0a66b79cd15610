// What an order costs, from the server's configuration alone (retail price per format and copy, shipping
// per speed): the client names a format, a quantity and a speed, never an amount.
import type { AppConfig } from '../../config';
import { PRINT_FORMATS, PRINT_FORMAT_IDS, type PrintFormatId } from '../../../shared/printGeometry';
import {
  PRINTING_NOT_SET_UP_MESSAGE,
  QUANTITY,
  SHIPPING_COUNTRIES,
  SHIPPING_SPEEDS,
  SHIPPING_SPEED_INFO,
  STATE_REQUIRED_COUNTRIES,
  type OrderOptions,
  type ShippingSpeed,
} from '../../../shared/orders';

export interface OrderPrice {
  currency: string;
  formatName: string;
  shippingName: string;
  deliveryEstimate: string;
  pricePerCopy: number;
  subtotal: number;
  shippingPrice: number;
  total: number;
}

export function priceOrder(
  config: AppConfig,
  order: { format: PrintFormatId; quantity: number; shipping: ShippingSpeed },
): OrderPrice {
  const { prices, shipping, currency } = config.orders;
  const pricePerCopy = prices[order.format];
  const subtotal = pricePerCopy * order.quantity;
  const shippingPrice = shipping[order.shipping];
  const speed = SHIPPING_SPEED_INFO[order.shipping];
  return {
    currency,
    formatName: PRINT_FORMATS[order.format].name,
    shippingName: speed.name,
    deliveryEstimate: speed.estimate,
    pricePerCopy,
    subtotal,
    shippingPrice,
    total: subtotal + shippingPrice,
  };
}

/** Both services are needed: payment without a printer (or the reverse) would take money for nothing. */
export const printingEnabled = (deps: { payments: unknown; printer: unknown }) =>
  Boolean(deps.payments && deps.printer);

export function orderOptions(deps: { config: AppConfig; payments: unknown; printer: unknown }): OrderOptions {
  const { prices, shipping, currency } = deps.config.orders;
  const enabled = printingEnabled(deps);
  return {
    enabled,
    reason: enabled ? null : PRINTING_NOT_SET_UP_MESSAGE,
    currency,
    formats: PRINT_FORMAT_IDS.map((id) => ({ id, name: PRINT_FORMATS[id].name, pricePerCopy: prices[id] })),
    shipping: SHIPPING_SPEEDS.map((id) => ({ id, ...SHIPPING_SPEED_INFO[id], price: shipping[id] })),
    countries: SHIPPING_COUNTRIES,
    stateRequiredCountries: [...STATE_REQUIRED_COUNTRIES],
    quantity: { ...QUANTITY },
  };
}
