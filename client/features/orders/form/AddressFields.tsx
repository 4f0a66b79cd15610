// "Shipping address": each field labelled as the contract names it (ADDRESS_LABELS, in the page's language
// here), with the browser's address autofill, and hints only where a customer could wonder (what is
// optional, what the state code looks like, why a phone number). Countries are listed by code, named in
// the page's language.
import type { AddressField, OrderOptions } from '../../../../shared/orders';
import { m } from '../../../lib/i18n';
import { countryName } from '../orderNames';
import { fieldId, type FieldErrors } from './orderForm';
import { SelectField, TextField } from '../../../components/ui/FieldParts';

interface Props {
  address: Record<AddressField, string>;
  errors: FieldErrors;
  options: Pick<OrderOptions, 'countries' | 'stateRequiredCountries'>;
  onChange(field: AddressField, value: string): void;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  fullName: 'shipping name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  postcode: 'shipping postal-code',
  country: 'shipping country',
  phone: 'shipping tel',
  email: 'email',
};

/** The shared ADDRESS_LABELS, in the page's language. */
const LABELS: Record<AddressField, () => string> = {
  fullName: m.orders_address_full_name,
  line1: m.orders_address_line1,
  line2: m.orders_address_line2,
  city: m.orders_address_city,
  state: m.orders_address_state,
  postcode: m.orders_address_postcode,
  country: m.orders_address_country,
  phone: m.orders_address_phone,
  email: m.orders_address_email,
};

export function AddressFields({ address, errors, options, onChange }: Props) {
  const text = (
    field: AddressField,
    extra: {
      hint?: string;
      type?: string;
      inputMode?: 'tel' | 'email' | 'text';
      className?: string;
      maxLength?: number;
    } = {},
  ) => {
    const key = `address.${field}` as const;
    return (
      <TextField
        id={fieldId(key)}
        name={field}
        label={LABELS[field]()}
        value={address[field]}
        error={errors[key]}
        autoComplete={AUTOCOMPLETE[field]}
        aria-required={field === 'line2' || (field === 'state' && !stateRequired) ? undefined : true}
        onChange={(event) => onChange(field, event.target.value)}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        hint={extra.hint}
        maxLength={extra.maxLength}
        className={extra.className}
      />
    );
  };
  const stateRequired = options.stateRequiredCountries.includes(address.country);
  const countryKey = 'address.country' as const;
  return (
    <fieldset className="min-w-0">
      <legend className="font-display text-2xl tracking-wide">{m.orders_address_heading()}</legend>
      {/* Lulu's Print API takes no gift note (tests/fakes/lulu-openapi.yml): said before paying, not found after. */}
      <p className="mt-1 text-ink/80">{m.orders_address_gift_note()}</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-6">
        {text('fullName', { className: 'sm:col-span-6', maxLength: 80 })}
        {text('line1', { className: 'sm:col-span-6', maxLength: 100 })}
        {text('line2', { className: 'sm:col-span-6', hint: m.orders_address_line2_hint(), maxLength: 100 })}
        {text('city', { className: 'sm:col-span-3', maxLength: 60 })}
        {text('state', {
          className: 'sm:col-span-3',
          hint: stateRequired ? m.orders_address_state_code_hint() : m.orders_address_state_hint(),
          maxLength: 40,
        })}
        {text('postcode', { className: 'sm:col-span-2', maxLength: 16 })}
        <SelectField
          id={fieldId(countryKey)}
          name="country"
          label={LABELS.country()}
          value={address.country}
          error={errors[countryKey]}
          autoComplete={AUTOCOMPLETE.country}
          aria-required
          onChange={(event) => onChange('country', event.target.value)}
          className="sm:col-span-4"
        >
          <option value="">{m.orders_address_choose_country()}</option>
          {options.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {countryName(country.code, country.name)}
            </option>
          ))}
        </SelectField>
        {text('phone', {
          className: 'sm:col-span-3',
          type: 'tel',
          inputMode: 'tel',
          hint: m.orders_address_phone_hint(),
        })}
        {text('email', {
          className: 'sm:col-span-3',
          type: 'email',
          inputMode: 'email',
          hint: m.orders_address_email_hint(),
          maxLength: 254,
        })}
      </div>
    </fieldset>
  );
}
