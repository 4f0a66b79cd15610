// Ordering a printed copy as a customer does it: from a drawn comic's page to the order form, the messages of
// a wrong address, who it is from (the dedication in the giver's words), the quote, the book prepared for print
// on the spot by the quote itself (with its progress, no button to press), "Go to payment", the local
// Stripe's checkout page, then the order's own page: its day to change (a new address, "Send to the printer
// now"), then following the order live to delivered (the local Lulu
// moved by the test), with a screenshot at each status; "Cancel order" asks first; a stranger gets the
// not-found message; My Comics lists the orders. (A server without the keys: downloads.spec.ts.)
// The shop app runs here, its own server on its own port and data folder (like restart.spec.ts), because
// its Stripe, Lulu and SMTP stand-ins are objects of this test: it pays, holds events and moves print jobs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { ADDRESS_MESSAGES } from '../../shared/orders';
import { startFakeLulu, type FakeLulu } from '../fakes/fakeLulu';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fakeSmtp';
import { startFakeStripe, type FakeStripe } from '../fakes/fakeStripe';
import { expectNoSevereAxeViolations } from './support/axe';
import { untilDoneWhileMoving } from './support/progress';
import { draftWithIdea, uploadPhoto } from './support/draft';
import { ORDERS_PORT, ORDERS_URL } from './support/ports';
import { shoot, shootPart } from './support/shots';
import { callTrpc, createComic, generateCover, signIn, uniqueEmail } from './support/session';

const BOOK_TIMEOUT = 180_000;
/** The server's data folder, made when it first starts (not when a process only lists this file's tests). */
let dataDir = '';
let server: ChildProcess | null = null;
let stripe: FakeStripe;
let lulu: FakeLulu;
let smtp: FakeSmtp;

async function startShop(): Promise<void> {
  dataDir ||= mkdtempSync(path.join(os.tmpdir(), 'comics-orders-'));
  stripe = await startFakeStripe({ webhookUrl: `${ORDERS_URL}/webhooks/stripe` });
  lulu = await startFakeLulu({ autoProcessFiles: true, webhookUrl: `${ORDERS_URL}/webhooks/lulu` });
  smtp = await startFakeSmtp();
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(ORDERS_PORT),
      PUBLIC_URL: ORDERS_URL,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALLOW_LOCAL_SIGN_IN: 'true', // the test signs in locally (support/session.ts)
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      LULU_CLIENT_KEY: lulu.clientKey,
      LULU_CLIENT_SECRET: lulu.clientSecret,
      LULU_API_URL: lulu.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Comics by Anyone <orders@example.com>',
      // The printer's contact e-mail: Lulu refuses the default support@localhost (not an e-mail address to it).
      SUPPORT_EMAIL: 'help@example.com',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${ORDERS_URL}/healthz`).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
      intervals: [200],
    })
    .toBe(200);
}

test.afterAll(async () => {
  const running = server;
  server = null;
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
  await Promise.all([stripe?.close(), lulu?.close(), smtp?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('order a printed copy of a drawn comic, pay on the checkout page, follow it live to delivered', async ({
  browser,
}) => {
  // The preparation for print waits while it moves (support/progress.ts); this bounds the whole.
  test.setTimeout(BOOK_TIMEOUT + 600_000);
  await startShop();
  try {
    await orderToDelivered(browser);
  } finally {
    // What the local Stripe and printer received (for the note, and to read when this fails).
    const lines = [
      '# Stripe',
      ...stripe.log(),
      '',
      '# Lulu',
      ...lulu.log(),
      '',
      '# Lulu violations',
      JSON.stringify(lulu.violations, null, 2),
      '',
    ];
    writeFileSync('test-results/orders-requests.txt', lines.join('\n'));
  }
  expect(lulu.violations).toEqual([]);
});

async function orderToDelivered(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: ORDERS_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('orders');
  await signIn(page, email);
  // Manga: the quickest style to draw; an 8-page story keeps the book short.
  const draft = {
    ...draftWithIdea,
    type: 'black-and-white-manga',
    mainCharacterPhoto: await uploadPhoto(page.request),
  };
  const comicId = await createComic(page, { ...draft, comicFrontPageUrl: await generateCover(page, draft) });
  await callTrpc(page, 'scripts.start', { comicId, pages: 8 });
  await page.goto(`/comics-edit/${comicId}`);
  await page.getByRole('button', { name: 'Make my comic' }).click();
  await expect(page.getByText(/^(\d+) of \1 pages drawn and lettered\.$/)).toBeVisible({ timeout: BOOK_TIMEOUT });

  // The detail page offers the order; the form opens on its own page.
  const printed = page.getByRole('region', { name: 'A Printed Copy' });
  await expect(printed).toContainText('from $19.99 a copy');
  await shootPart(page, printed, 'order-button');
  await printed.getByRole('link', { name: 'Order a printed copy' }).click();
  await expect(page).toHaveURL(`${ORDERS_URL}/comics/${comicId}/order`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order a printed copy' })).toBeVisible();
  const getQuote = page.getByRole('button', { name: 'Get a quote' });
  const fullName = page.getByLabel('Full name', { exact: true });
  // Said before paying: the printer puts no gift note in the parcel (a message goes with a gift link).
  await expect(page.getByText(/^Sending it straight to them\? The printer puts no note in the parcel/)).toBeVisible();
  // The account's e-mail is offered; an empty address gets each field's own message, the first is focused.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await getQuote.click();
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
  await expect(fullName).toHaveAccessibleDescription(ADDRESS_MESSAGES.fullName);
  await expect(page.getByLabel('Address line 1')).toHaveAccessibleDescription(ADDRESS_MESSAGES.line1);
  await expect(page.getByLabel('Country')).toHaveAccessibleDescription(ADDRESS_MESSAGES.country);
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(
    `For the carrier, about the delivery. ${ADDRESS_MESSAGES.phone}`,
  );
  await shoot(page, 'order-form-errors');

  // A US address with a bad ZIP: only that field is wrong, and nothing typed is lost.
  await fullName.fill('Ada Reader');
  await page.getByLabel('Address line 1').fill('101 Independence Ave SE');
  await page.getByLabel('City').fill('Washington');
  await page.getByLabel('State / region').fill('dc');
  await page.getByLabel('Postcode').fill('2054');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Phone').fill('+1 202 555 0100');
  await getQuote.click();
  const postcode = page.getByLabel('Postcode');
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAccessibleDescription(ADDRESS_MESSAGES.zip);
  await expect(fullName).toHaveValue('Ada Reader');
  await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
  await postcode.fill('20540');
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');

  // Who it is from: the printer puts no note in the parcel, so the giver's words go on the dedication page,
  // offered signed with the account's name; the quote below then prepares the book for print with them.
  const from = page.getByRole('region', { name: 'Who Is It From?' });
  await expect(from).toContainText('on the page after the title, signed as you like');
  // The account's name is offered as the signature, one click away (nothing is signed until then).
  await expect(from.getByRole('textbox', { name: 'Signed' })).toHaveValue('');
  await from.getByRole('button', { name: /^Sign it “With love, orders-/ }).click();
  await expect(from.getByRole('textbox', { name: 'Signed' })).toHaveValue(/^With love, orders-/);
  await from.getByRole('textbox', { name: 'Your dedication' }).fill('Happy birthday, Ada! Every page of it is you.');
  await from.getByRole('textbox', { name: 'Signed' }).fill('With love, Oisín');
  await from.getByRole('button', { name: 'Save the dedication' }).click();
  await expect(page.getByText('Dedication saved, and its page drawn again.')).toBeVisible();
  await expect(from.getByRole('button', { name: 'Use ours again' })).toBeVisible();
  await shootPart(page, from, 'order-from-whom');

  await page.getByRole('radio', { name: /^Paperback/ }).check();
  await page.getByRole('button', { name: 'One copy more' }).click();
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  await page.getByRole('radio', { name: /^Expedited/ }).check();
  await getQuote.click();

  // The server's quote; the book is prepared for print right here, by itself, then "Ready to print".
  const quote = page.getByRole('region', { name: 'Your Quote' });
  await expect(quote.getByRole('heading', { name: 'Your Quote' })).toBeFocused();
  await expect(quote.getByText('Paperback (6 × 9 in)')).toBeVisible();
  await expect(quote).toContainText('$24.99');
  await expect(quote).toContainText('× 2');
  await expect(quote).toContainText('$9.99');
  await expect(quote).toContainText('$59.97');
  await expect(quote).toContainText('6–7 business days');
  await expect(quote.getByText('Preparing your book for print', { exact: false }).first()).toBeVisible();
  await expect(quote.getByRole('progressbar', { name: 'Preparing your book for print' })).toBeVisible();
  await expect(quote.getByRole('button', { name: 'Make my files' })).toHaveCount(0);
  await expect(quote).not.toContainText('print files');
  await shoot(page, 'order-form-preparing');
  await untilDoneWhileMoving(
    quote.getByText('Ready to print'),
    quote.getByText(/Preparing your book for print… \d+%/),
    'the book prepared for print',
  );
  await expectNoSevereAxeViolations(page, 'main');
  await shoot(page, 'order-form-quote');

  // Paying asks for one last look through the book and a tick that everything looks right.
  await expect(quote.getByRole('link', { name: 'Read my book page by page' })).toHaveAttribute(
    'href',
    `/comics/${comicId}/read`,
  );
  await quote.getByRole('button', { name: 'Go to payment' }).click();
  const approve = quote.getByRole('checkbox', { name: /^Everything looks right/ });
  await expect(approve).toBeFocused();
  await expect(approve).toHaveAccessibleDescription(
    'Please look through your book and tick “Everything looks right” first.',
  );
  await expect(page).toHaveURL(/\/order$/);
  await approve.check();
  await expect(approve).not.toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'order-form-approve');

  // Stripe's page (the local one); its word is held back, so the customer is home before the webhook.
  await stripe.holdEvents(true);
  await quote.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/`));
  await expect(page.getByTestId('total')).toHaveText('59.97 USD');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\/ord_[a-z0-9]{20}\?paid=1$/);
  const orderId = /\/orders\/(ord_[a-z0-9]{20})/.exec(page.url())![1];
  const status = page.getByRole('region', { name: 'Order Status' }).getByRole('status');
  await expect(status).toContainText('Confirming your payment');
  await shoot(page, 'order-awaiting_payment');

  // Paid: the order waits a day for changes (the default window) and says until when, in the reader's time.
  await stripe.holdEvents(false);
  await expect(status).toContainText('Paid');
  const window = page.getByRole('region', { name: 'Anything to change?' });
  await expect(window).toContainText('Your book goes to the printer on');
  await expect(window.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expectNoSevereAxeViolations(page, 'main');
  await shoot(page, 'order-paid-change-window');

  // A new address within the window: the order form's fields, filled with the current one.
  await window.getByRole('button', { name: 'Change the address' }).click();
  await expect(window.getByLabel('Full name')).toHaveValue('Ada Reader');
  await window.getByLabel('Address line 1').fill('1600 Pennsylvania Ave NW');
  await window.getByLabel('Postcode').fill('2050');
  await window.getByRole('button', { name: 'Save the new address' }).click();
  await expect(window.getByLabel('Postcode')).toBeFocused();
  await expect(window.getByLabel('Postcode')).toHaveAccessibleDescription(ADDRESS_MESSAGES.zip);
  await window.getByLabel('Postcode').fill('20500');
  await expect(window.getByLabel('Postcode')).not.toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'order-change-address');
  await window.getByRole('button', { name: 'Save the new address' }).click();
  await expect(page.getByRole('region', { name: 'Your Order' })).toContainText('1600 Pennsylvania Ave NW');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('You changed the shipping address.');
  expect(lulu.jobs.filter((j) => j.external_id === orderId)).toHaveLength(0);
  // The book as it is now: nothing was corrected since paying, and the page says so.
  await expect(window.getByRole('link', { name: 'your book' })).toHaveAttribute('href', `/comics/${comicId}/read`);
  await window.getByRole('button', { name: 'Use my book as it is now' }).click();
  await expect(page.getByText('This order already has your book as it is now.')).toBeVisible();

  // "Send to the printer now", asked first, while the printer is down: the page says the order is safe.
  lulu.setDown(true);
  await window.getByRole('button', { name: 'Send to the printer now' }).click();
  const send = page.getByRole('alertdialog', { name: 'Send it to the printer now?' });
  await expect(send).toContainText('can no longer be changed');
  await send.getByRole('button', { name: 'Send it now' }).click();
  await expect(window).toBeHidden();
  await expect(status).toContainText('The printer is not answering right now.', { timeout: 15_000 });
  await shoot(page, 'order-paid');
  lulu.setDown(false);

  await expect(status).toContainText('Sent to the printer', { timeout: 30_000 });
  const job = lulu.jobs.find((j) => j.external_id === orderId)!;
  expect(lulu.jobs.filter((j) => j.external_id === orderId)).toHaveLength(1);
  expect(job.shipping_address.street1).toBe('1600 Pennsylvania Ave NW');
  // "Cancel order" asks first; keeping the order changes nothing.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(ask).toContainText('refunded in full');
  await ask.getByRole('button', { name: 'Keep the order' }).click();
  await expect(ask).toBeHidden();
  await expect(status).toContainText('Sent to the printer');
  await expectNoSevereAxeViolations(page, 'main');
  await shoot(page, 'order-sent_to_printer');

  await lulu.advance(job.id, 'IN_PRODUCTION');
  await expect(status).toContainText('In production', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await shoot(page, 'order-in_production');

  await lulu.advance(job.id, 'SHIPPED');
  await expect(status).toContainText('Shipped', { timeout: 15_000 });
  const track = page.getByRole('link', { name: /Track your parcel/ });
  await expect(track).toHaveAttribute('href', /^https?:\/\//);
  await expect(track).toHaveAttribute('target', '_blank');
  await shoot(page, 'order-shipped');

  await lulu.advance(job.id, 'DELIVERED');
  await expect(status).toContainText('Delivered', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Paid');
  await shoot(page, 'order-delivered');

  // A second order, canceled before paying: asked first, then canceled.
  const second = await callTrpc<{ orderId: string }>(page, 'orders.create', {
    comicId,
    format: 'comic',
    quantity: 1,
    shipping: 'standard',
    address: {
      fullName: 'Ada Reader',
      line1: '101 Independence Ave SE',
      line2: '',
      city: 'Washington',
      state: 'DC',
      postcode: '20540',
      country: 'US',
      phone: '+1 202 555 0100',
      email,
    },
  });
  await page.goto(`/orders/${second.orderId}`);
  await expect(status).toContainText('Waiting for payment');
  await expect(page.getByRole('link', { name: 'Go to payment' })).toHaveAttribute(
    'href',
    new RegExp(`^${stripe.url}/pay/`),
  );
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(status).toContainText('Canceled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await shoot(page, 'order-canceled');

  // My Comics keeps its heading and lists both orders, each leading to its page.
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Comics' })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Printed Copies' }).getByRole('link');
  await expect(orders).toHaveCount(2);
  await expect(orders.nth(0)).toContainText('Canceled');
  await expect(orders.nth(1)).toContainText('Delivered');
  await shoot(page, 'my-orders-with-orders');
  await orders.nth(1).click();
  await expect(page).toHaveURL(`${ORDERS_URL}/orders/${orderId}`);

  // Someone else's order: the not-found message, then their library.
  const strangerContext = await browser.newContext({ baseURL: ORDERS_URL });
  const stranger = await strangerContext.newPage();
  await signIn(stranger, uniqueEmail('orders-stranger'));
  await stranger.goto(`/orders/${orderId}`);
  await expect(stranger.getByText('Not Found: This order was not found.')).toBeVisible();
  await expect(stranger).toHaveURL(`${ORDERS_URL}/my-orders`);
  await strangerContext.close();

  await context.close();
}
