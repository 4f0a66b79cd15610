// What was ordered, for how much and where it goes, as frozen with the order; and its history, newest
// first, from the order's own event log.
import { SHIPPING_COUNTRIES, type OrderView } from '../../../../shared/orders';
import { m } from '../../../lib/i18n';
import { withPart } from '../../../lib/messageParts';
import { formatWhen } from '../money';
import { countryName as regionName, statusName } from '../orderNames';
import { PriceLines } from '../PriceLines';

const countryName = (code: string) => regionName(code, SHIPPING_COUNTRIES.find((c) => c.code === code)?.name);

export function OrderDetails({ order }: { order: OrderView }) {
  const { address } = order;
  return (
    <section aria-labelledby="order-details-heading" className="comic-panel p-5 sm:p-6">
      <h2 id="order-details-heading" className="font-display text-3xl tracking-wide">
        {m.orders_details_heading()}
      </h2>
      <div className="mt-3">
        <PriceLines {...order} />
      </div>
      <h3 className="mt-6 font-display text-2xl tracking-wide">{m.orders_shipping_to()}</h3>
      {order.personalDataErasedAt ? (
        <p className="mt-1 text-lg break-words">
          {withPart(
            (date) => m.orders_data_erased({ country: countryName(address.country), date }),
            <time dateTime={order.personalDataErasedAt}>{formatWhen(order.personalDataErasedAt)}</time>,
          )}
        </p>
      ) : (
        <ShippingAddress address={address} />
      )}
    </section>
  );
}

function ShippingAddress({ address }: { address: OrderView['address'] }) {
  return (
    <>
      <address className="mt-1 text-lg not-italic break-words">
        {address.fullName}
        <br />
        {address.line1}
        {address.line2 ? (
          <>
            <br />
            {address.line2}
          </>
        ) : null}
        <br />
        {[address.city, address.state, address.postcode].filter(Boolean).join(', ')}
        <br />
        {countryName(address.country)}
      </address>
      <p className="mt-2 break-words text-ink/80">
        {address.phone} · {address.email}
      </p>
    </>
  );
}

export function OrderHistory({ order }: { order: OrderView }) {
  // Newest first; an entry's place in the history, which only grows, is its key.
  const entries = order.history.map((entry, place) => ({ ...entry, place })).reverse();
  return (
    <section aria-labelledby="order-history-heading" className="comic-panel p-5 sm:p-6">
      <h2 id="order-history-heading" className="font-display text-3xl tracking-wide">
        {m.orders_history_heading()}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-ink/75">{m.orders_history_empty()}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3 border-l-3 border-ink pl-4">
          {entries.map((entry) => (
            <li key={entry.place}>
              <p className="font-bold">{statusName(entry.status)}</p>
              {entry.note ? <p>{entry.note}</p> : null}
              <p className="text-sm text-ink/75">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
