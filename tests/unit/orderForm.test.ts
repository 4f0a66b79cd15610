// The order form's checks (client/features/orders/form/orderForm.ts): the shared schema's own messages,
// one per field, in the order the fields appear; the server's zodIssues read the same way; the quantity as
// typed; money in the reader's format with the currency's own minor unit.
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, orderInput } from '../../shared/orders';
import { getLocale, overwriteGetLocale } from '../../shared/i18n/paraglide/runtime';
import {
  checkOrder,
  emptyValues,
  fieldId,
  firstInvalid,
  issuesToErrors,
  toInput,
  type OrderFormValues,
} from '../../client/features/orders/form/orderForm';
import { formatMoney, shippingPrice } from '../../client/features/orders/money';
import { pollInterval } from '../../client/features/orders/status/useOrder';

const pageLocale = getLocale;

const filled = (): OrderFormValues => ({
  ...emptyValues('ada@example.com'),
  address: {
    fullName: 'Ada Reader',
    line1: '101 Independence Ave SE',
    line2: '',
    city: 'Washington',
    state: 'dc',
    postcode: '20540',
    country: 'US',
    phone: '+1 202 555 0100',
    email: 'ada@example.com',
  },
});

describe('the order form', () => {
  it('gives each empty required field its own message, and the first field in page order is the one to focus', () => {
    const checked = checkOrder('c1', emptyValues());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      'address.fullName': ADDRESS_MESSAGES.fullName,
      'address.line1': ADDRESS_MESSAGES.line1,
      'address.city': ADDRESS_MESSAGES.city,
      'address.postcode': ADDRESS_MESSAGES.postcode,
      'address.country': ADDRESS_MESSAGES.country,
      'address.phone': ADDRESS_MESSAGES.phone,
      'address.email': ADDRESS_MESSAGES.email,
    });
    expect(checked.errors['address.line2']).toBeUndefined();
    expect(firstInvalid(checked.errors)).toBe('address.fullName');
    expect(fieldId('address.fullName')).toBe('order-address-fullName');
  });

  it(
    'checks what depends on the country (a US ZIP, a state code) and passes a good ' + 'address, the state upper-cased',
    () => {
      const bad = checkOrder('c1', { ...filled(), address: { ...filled().address, postcode: '2054', state: '' } });
      expect(bad.ok ? {} : bad.errors).toEqual({
        'address.postcode': ADDRESS_MESSAGES.zip,
        'address.state': ADDRESS_MESSAGES.state,
      });
      expect(bad.ok ? null : firstInvalid(bad.errors)).toBe('address.state');
      const good = checkOrder('c1', filled());
      expect(good.ok && good.input).toMatchObject({
        comicId: 'c1',
        format: 'comic',
        quantity: 1,
        shipping: 'standard',
        address: { state: 'DC' },
      });
    },
  );

  it('reads the quantity as typed: empty, not a number, a fraction, too many', () => {
    const quantity = (typed: string) => {
      const checked = checkOrder('c1', { ...filled(), quantity: typed });
      return checked.ok ? null : checked.errors.quantity;
    };
    expect(quantity('')).toBe('Please enter how many copies.');
    expect(quantity('two')).toBeTruthy();
    expect(quantity('1.5')).toBe('Please enter a whole number of copies.');
    expect(quantity('21')).toBe('Up to 20 copies per order.');
    expect(quantity(' 3 ')).toBeNull();
    expect(toInput('c1', { ...filled(), quantity: '3' }).quantity).toBe(3);
  });

  it('reads the server’s zodIssues by the same paths, first message per field, unknown paths left out', () => {
    expect(
      issuesToErrors([
        { path: ['address', 'phone'], message: ADDRESS_MESSAGES.phoneFormat },
        { path: ['address', 'phone'], message: ADDRESS_MESSAGES.phone },
        { path: ['quantity'], message: 'Too small: expected number to be >=1', code: 'too_small', minimum: 1 },
        { path: ['comicId'], message: 'not a field' },
      ]),
    ).toEqual({ 'address.phone': ADDRESS_MESSAGES.phoneFormat, quantity: 'Please order at least 1 copy.' });
  });

  it('says the server’s messages in the page’s language, as its own check does (the form check skipped)', () => {
    // What the server sends: the shared schema's issues, through JSON.
    const bad = { ...filled(), quantity: '0' };
    bad.address = { ...bad.address, phone: '12', city: '' };
    const refused = orderInput.safeParse(toInput('c1', bad));
    if (refused.success) throw new Error('the schema took a bad order');
    const sent = JSON.parse(JSON.stringify(refused.error.issues));
    overwriteGetLocale(() => 'es');
    try {
      const errors = issuesToErrors(sent);
      // The same words the page's own check would have shown.
      const own = checkOrder('c1', bad);
      expect(own.ok ? null : own.errors).toEqual(errors);
      expect(errors['address.city']).toBeTruthy();
      expect(errors.quantity).toBe('Pide al menos 1 ejemplar.');
      expect(errors['address.phone']).toBe('Escribe un teléfono de 8 a 20 dígitos, como +34 600 123 456.');
      expect(Object.values(errors).join(' ')).not.toMatch(/Please|expected/);
    } finally {
      overwriteGetLocale(pageLocale);
    }
  });
});

describe('money and the live status', () => {
  it('formats minor units in the currency’s own digits; free shipping says Free', () => {
    expect(formatMoney(5997, 'usd')).toMatch(/59\.97/);
    expect(formatMoney(5997, 'usd')).toContain('$');
    expect(formatMoney(1999, 'eur')).toMatch(/19[.,]99/);
    expect(shippingPrice(0, 'usd')).toBe('Free');
    expect(shippingPrice(999, 'usd')).toMatch(/9\.99/);
  });

  it(
    'asks again every few seconds while the order moves, slowly while the shop ' + 'looks at it, never once it is over',
    () => {
      const order = (status: string, nextStep: string | null = null) => ({ status, nextStep }) as never;
      expect(pollInterval(order('paid'))).toBe(3000);
      expect(pollInterval(order('shipped'))).toBe(3000);
      expect(pollInterval(order('failed'))).toBe(15_000);
      expect(pollInterval(order('canceled', 'Your payment is being refunded'))).toBe(15_000);
      expect(pollInterval(order('canceled'))).toBe(false);
      expect(pollInterval(order('delivered'))).toBe(false);
      expect(pollInterval(order('refunded'))).toBe(false);
    },
  );
});
