// The lines of a price, the same on the quote and on the order's page: the format, price per copy, copies,
// shipping (its speed; "Free" when it costs nothing), the total under a rule, and the delivery estimate.
// Names come from the ids (orderNames.ts), in the page's language; the amounts are the server's.
import { SHIPPING_SPEED_INFO, type ShippingSpeed } from '../../../shared/orders';
import type { PrintFormatId } from '../../../shared/printGeometry';
import { m } from '../../lib/i18n';
import { formatMoney, shippingPrice } from './money';
import { businessDays, formatName, shippingName } from './orderNames';

interface Props {
  format: PrintFormatId;
  currency: string;
  pricePerCopy: number;
  quantity: number;
  shipping: ShippingSpeed;
  shippingPrice: number;
  total: number;
  /** The server's words for the estimate, shown for a speed this page does not know. */
  deliveryEstimate: string;
  dimmed?: boolean;
}

const row = 'flex items-baseline justify-between gap-4';

export function PriceLines(p: Props) {
  const money = (amount: number) => formatMoney(amount, p.currency);
  const speed = SHIPPING_SPEED_INFO[p.shipping];
  return (
    <dl className={`flex flex-col gap-1.5 text-lg ${p.dimmed ? 'opacity-60' : ''}`}>
      <div className={row}>
        <dt className="sr-only">{m.orders_format_label()}</dt>
        <dd className="font-bold">{formatName(p.format)}</dd>
      </div>
      <div className={row}>
        <dt>{m.orders_price_per_copy()}</dt>
        <dd>{money(p.pricePerCopy)}</dd>
      </div>
      <div className={row}>
        <dt>{m.orders_price_copies()}</dt>
        <dd>× {p.quantity}</dd>
      </div>
      <div className={row}>
        <dt>
          {m.orders_shipping()} <span className="text-ink/75">({shippingName(p.shipping)})</span>
        </dt>
        <dd>{shippingPrice(p.shippingPrice, p.currency)}</dd>
      </div>
      <div className={`${row} mt-1 border-t-2 border-ink pt-2 font-display text-2xl tracking-wide`}>
        <dt>{m.orders_price_total()}</dt>
        <dd>{money(p.total)}</dd>
      </div>
      <div className={row}>
        <dt>{m.orders_price_delivery()}</dt>
        <dd className="text-right font-bold">{speed ? businessDays(speed.businessDays) : p.deliveryEstimate}</dd>
      </div>
    </dl>
  );
}
