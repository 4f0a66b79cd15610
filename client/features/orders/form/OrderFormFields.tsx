// The order form itself: "Format" and "Quantity", the shipping address, "Shipping", then "Get a quote".
// Prices shown on the choices are the server's (orders.options); the quote beside it is what is charged.
import { Minus, Plus } from 'lucide-react';
import type { OrderOptions } from '../../../../shared/orders';
import type { PrintFormatId } from '../../../../shared/printGeometry';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { m } from '../../../lib/i18n';
import { formatMoney, shippingPrice } from '../money';
import { businessDays, formatName, shippingName } from '../orderNames';
import { AddressFields } from './AddressFields';
import { ChoiceGroup, FieldError, INPUT_CLASS, describedBy } from '../../../components/ui/FieldParts';
import { errorId, fieldId } from './orderForm';
import type { OrderForm } from './useOrderForm';

/** "Paperback (6 × 9 in)" as a card: "Paperback" over "6 × 9 in" (in every language, the size in brackets). */
function splitFormatName(name: string): { title: string; detail: string } {
  const match = /^(.*?)\s*\((.*)\)$/.exec(name);
  return match ? { title: match[1], detail: match[2] } : { title: name, detail: '' };
}

interface Props {
  form: OrderForm;
  options: OrderOptions;
  onQuote(): void;
}

export function OrderFormFields({ form, options, onQuote }: Props) {
  const { values, errors } = form;
  const quantityHint = `${fieldId('quantity')}-hint`;
  const quantity = Number(values.quantity);
  const step = (by: number) => {
    const from = Number.isInteger(quantity) ? quantity : options.quantity.min;
    form.setField('quantity', String(Math.min(options.quantity.max, Math.max(options.quantity.min, from + by))));
  };
  return (
    <form
      noValidate
      aria-label={m.orders_order_printed_copy()}
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        onQuote();
      }}
    >
      <ChoiceGroup<PrintFormatId>
        id={fieldId('format')}
        name="format"
        legend={m.orders_format_label()}
        value={values.format}
        error={errors.format}
        onChange={(value) => form.setField('format', value)}
        choices={options.formats.map((format) => {
          const { title, detail } = splitFormatName(formatName(format.id));
          return {
            id: format.id,
            title,
            detail,
            price: m.orders_per_copy({ price: formatMoney(format.pricePerCopy, options.currency) }),
          };
        })}
      />

      <div>
        <label htmlFor={fieldId('quantity')} className="font-display text-2xl tracking-wide">
          {m.orders_quantity()}
        </label>
        <p id={quantityHint} className="text-sm text-ink/75">
          {m.orders_quantity_hint({ min: options.quantity.min, max: options.quantity.max })}
        </p>
        <div className="mt-1 flex items-center gap-2">
          <Button
            variant="secondary"
            className="w-11 px-0!"
            aria-label={m.orders_one_copy_fewer()}
            onClick={() => step(-1)}
            disabled={quantity <= options.quantity.min}
          >
            <Minus aria-hidden="true" className="size-5" strokeWidth={3} />
          </Button>
          <input
            id={fieldId('quantity')}
            name="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={values.quantity}
            onChange={(event) => form.setField('quantity', event.target.value)}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={describedBy(quantityHint, errors.quantity && errorId('quantity'))}
            className={`${INPUT_CLASS} w-20! text-center`}
          />
          <Button
            variant="secondary"
            className="w-11 px-0!"
            aria-label={m.orders_one_copy_more()}
            onClick={() => step(1)}
            disabled={quantity >= options.quantity.max}
          >
            <Plus aria-hidden="true" className="size-5" strokeWidth={3} />
          </Button>
        </div>
        <FieldError id={errorId('quantity')} message={errors.quantity} />
      </div>

      <AddressFields address={values.address} errors={errors} options={options} onChange={form.setAddress} />

      <ChoiceGroup
        id={fieldId('shipping')}
        name="shipping"
        legend={m.orders_shipping()}
        value={values.shipping}
        error={errors.shipping}
        onChange={(value) => form.setField('shipping', value)}
        choices={options.shipping.map((speed) => ({
          id: speed.id,
          title: shippingName(speed.id),
          detail: businessDays(speed.businessDays),
          price: shippingPrice(speed.price, options.currency),
        }))}
      />

      <Button type="submit" size="lg" full variant="blue" disabled={form.quoting && !form.quote}>
        {form.quoting && !form.quote ? <Spinner className="size-6" /> : null}
        {m.orders_get_quote()}
      </Button>
    </form>
  );
}
