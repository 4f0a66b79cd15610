// The lines of a price, the same on the quote and on the order's page: the format, price per copy, copies,
// shipping (its speed; "Free" when it costs nothing), the total under a rule, and the delivery estimate.
import { formatMoney, shippingPrice } from './money';

interface Props {
  formatName: string;
  currency: string;
  pricePerCopy: number;
  quantity: number;
  shippingName: string;
  shippingPrice: number;
  total: number;
  deliveryEstimate: string;
  dimmed?: boolean;
}

const row = 'flex items-baseline justify-between gap-4';

export function PriceLines(p: Props) {
  const money = (amount: number) => formatMoney(amount, p.currency);
  return (
    <dl className={`flex flex-col gap-1.5 text-lg ${p.dimmed ? 'opacity-60' : ''}`}>
      <div className={row}>
        <dt className="sr-only">Format</dt>
        <dd className="font-bold">{p.formatName}</dd>
      </div>
      <div className={row}>
        <dt>Price per copy</dt>
        <dd>{money(p.pricePerCopy)}</dd>
      </div>
      <div className={row}>
        <dt>Copies</dt>
        <dd>× {p.quantity}</dd>
      </div>
      <div className={row}>
        <dt>
          Shipping <span className="text-ink/75">({p.shippingName})</span>
        </dt>
        <dd>{shippingPrice(p.shippingPrice, p.currency)}</dd>
      </div>
      <div className={`${row} mt-1 border-t-2 border-ink pt-2 font-display text-2xl tracking-wide`}>
        <dt>Total</dt>
        <dd>{money(p.total)}</dd>
      </div>
      <div className={row}>
        <dt>Delivery</dt>
        <dd className="text-right font-bold">{p.deliveryEstimate}</dd>
      </div>
    </dl>
  );
}
