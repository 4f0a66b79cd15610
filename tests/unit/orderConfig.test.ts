// The configuration of printed copies: prices with USD defaults kept
// as cents, the payment and printer keys all four or none, the printer's environment named outright, test
// and live money never mixed with the other printer, and a bad value stopping start-up with a line naming it.
import { describe, expect, it } from 'vitest';
import { ConfigError, LULU_PRODUCTION_URL, LULU_SANDBOX_URL, loadConfig } from '../../server/config';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  LULU_CLIENT_KEY: 'key',
  LULU_CLIENT_SECRET: 'secret',
  LULU_API_URL: LULU_SANDBOX_URL,
  PUBLIC_URL: 'https://comics.example.com',
  SUPPORT_EMAIL: 'help@example.com',
};
const LIVE = {
  ...KEYS,
  STRIPE_SECRET_KEY: 'sk_live_abc',
  LULU_API_URL: LULU_PRODUCTION_URL,
  PUBLIC_URL: 'https://comics.example.com',
};

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('order configuration', () => {
  it('defaults to USD prices, no payments, no printer and logged e-mails', () => {
    const { orders } = loadConfig({});
    expect(orders).toMatchObject({
      currency: 'usd',
      prices: { comic: 1999, paperback: 2499, hardcover: 3499 },
      shipping: { standard: 0, expedited: 999, express: 1999 },
      stripe: undefined,
      lulu: undefined,
      mail: { smtpUrl: undefined, from: 'Comics by Anyone <support@localhost>' },
    });
  });

  it('takes the keys, a local Stripe address in parts for the SDK, and the Lulu environment it is told', () => {
    const { orders } = loadConfig({
      ...KEYS,
      STRIPE_API_URL: 'http://127.0.0.1:4242',
      PRICE_COMIC: '21.5',
      SHOP_CURRENCY: 'EUR',
      MAIL_FROM: 'Shop <o@example.com>',
      SMTP_URL: 'smtp://u:p@127.0.0.1:2525',
    });
    expect(orders.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      api: { host: '127.0.0.1', port: 4242, protocol: 'http' },
    });
    expect(orders.lulu).toEqual({ clientKey: 'key', clientSecret: 'secret', apiUrl: LULU_SANDBOX_URL });
    expect(orders).toMatchObject({
      currency: 'eur',
      prices: { comic: 2150 },
      mail: { smtpUrl: 'smtp://u:p@127.0.0.1:2525', from: 'Shop <o@example.com>' },
    });
    expect(loadConfig(KEYS).orders.stripe?.api).toBeUndefined();
  });

  it.each([
    [
      { ...KEYS, STRIPE_SECRET_KEY: 'pk_test_abc' },
      /^Invalid configuration: STRIPE_SECRET_KEY must be a secret or restricted key/,
    ],
    [
      { ...KEYS, STRIPE_WEBHOOK_SECRET: 'sk_test_abc' },
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret/,
    ],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, /^Invalid configuration: STRIPE_WEBHOOK_SECRET is needed too/],
    [{ ...KEYS, LULU_CLIENT_SECRET: '' }, /^Invalid configuration: LULU_CLIENT_SECRET is needed too/],
    [{ STRIPE_API_URL: 'localhost:4242' }, /^Invalid configuration: STRIPE_API_URL /],
    [{ LULU_API_URL: 'ftp://lulu' }, /^Invalid configuration: LULU_API_URL /],
    [{ PRICE_COMIC: '0.5' }, /^Invalid configuration: PRICE_COMIC must be an amount like 19.99 \(at least 1.00\)$/],
    [{ PRICE_HARDCOVER: '12,99' }, /^Invalid configuration: PRICE_HARDCOVER must be an amount/],
    [{ SHIPPING_EXPRESS: '-1' }, /^Invalid configuration: SHIPPING_EXPRESS must be an amount like 19.99$/],
    [{ SHOP_CURRENCY: 'jpy' }, /^Invalid configuration: SHOP_CURRENCY must be one of usd/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/],
    [{ MAIL_FROM: 'orders' }, /^Invalid configuration: MAIL_FROM must be an address/],
    [{ PRINTER_POLL_SECONDS: '0' }, /^Invalid configuration: PRINTER_POLL_SECONDS /],
    // The default support@localhost will not do for the printer.
    [
      { ...KEYS, SUPPORT_EMAIL: undefined },
      /^Invalid configuration: SUPPORT_EMAIL must be a real address when printed copies are set up/,
    ],
  ])('refuses %j naming the variable', (env, message) => {
    expect(failure(env as Record<string, string>)).toMatch(message);
  });

  // Each refusal is one line naming the variable to set.
  it.each([
    // Orders on without saying which printer: the sandbox would take live payments and print nothing.
    [
      { ...KEYS, LULU_API_URL: undefined },
      /^Invalid configuration: LULU_API_URL must be set when printed copies are set up \(https:\/\/api\.lulu\.com to print, https:\/\/api\.sandbox\.lulu\.com to try\)$/,
    ],
    // Live money, sandbox printer: customers pay and no book is ever printed.
    [
      { ...LIVE, LULU_API_URL: LULU_SANDBOX_URL },
      /^Invalid configuration: STRIPE_SECRET_KEY is a live key but LULU_API_URL is Lulu's sandbox/,
    ],
    // Test money, real printer: anyone with the test card 4242 4242 4242 4242 gets a real book.
    [
      { ...LIVE, STRIPE_SECRET_KEY: 'sk_test_abc' },
      /^Invalid configuration: STRIPE_SECRET_KEY is a test key but LULU_API_URL is Lulu's production printer/,
    ],
    [
      { ...LIVE, STRIPE_SECRET_KEY: 'rk_test_abc' },
      /^Invalid configuration: STRIPE_SECRET_KEY is a test key but LULU_API_URL is Lulu's production printer/,
    ],
    // A real printer cannot fetch the print files from this machine's loopback address.
    [
      { ...LIVE, PUBLIC_URL: 'http://localhost:3000' },
      /^Invalid configuration: PUBLIC_URL must be reachable from the internet when LULU_API_URL is a real printer/,
    ],
    [
      { ...KEYS, PUBLIC_URL: 'http://127.0.0.1:3000' },
      /^Invalid configuration: PUBLIC_URL must be reachable from the internet when LULU_API_URL is a real printer/,
    ],
  ])('refuses a setup that would take money for no book, or give books for no money: %j', (env, message) => {
    expect(failure(env as Record<string, string>)).toMatch(message);
  });

  it('takes live keys with the production printer, test keys with the sandbox or a local stand-in, and a mix only when told to', () => {
    expect(loadConfig(LIVE).orders.lulu?.apiUrl).toBe(LULU_PRODUCTION_URL);
    expect(loadConfig({ ...KEYS, PUBLIC_URL: 'https://comics.example.com' }).orders.lulu?.apiUrl).toBe(
      LULU_SANDBOX_URL,
    );
    expect(loadConfig({ ...KEYS, LULU_API_URL: 'http://127.0.0.1:4010' }).orders.lulu?.apiUrl).toBe(
      'http://127.0.0.1:4010',
    );
    // A deliberate test: test money with the real printer (one real book, paid by the shop).
    expect(
      loadConfig({ ...LIVE, STRIPE_SECRET_KEY: 'sk_test_abc', ALLOW_TEST_PAYMENTS_WITH_REAL_PRINTER: 'true' }).orders
        .stripe?.secretKey,
    ).toBe('sk_test_abc');
    expect(failure({ ...LIVE, LULU_API_URL: LULU_SANDBOX_URL, ALLOW_TEST_PAYMENTS_WITH_REAL_PRINTER: 'true' })).toMatch(
      /live key/,
    );
  });
});
