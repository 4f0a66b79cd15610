// An order's e-mails are written in the site's language the customer ordered in (messages/emails): a German
// page's order gets German e-mails, with the amount as Germans write it, and an English page's order the
// English words the product has always sent. The order page's words follow the page's language too.
// Through the real app, Stripe's fake and the SMTP fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFor, startOrderWorld, type OrderWorld } from '../helpers/orderWorld';

let w: OrderWorld;
beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(() => w.close());

/** What Stripe's checkout page lists for a session (its line items, through the API). */
async function checkoutLines(sessionId: string): Promise<string[]> {
  const answer = await fetch(`${w.stripe.url}/v1/checkout/sessions/${sessionId}/line_items`, {
    headers: { authorization: `Bearer ${w.stripe.secretKey}` },
  });
  return ((await answer.json()) as { data: { description: string }[] }).data.map((line) => line.description);
}

async function orderAndPay(email: string, locale?: 'de' | 'es') {
  const user = await w.user(email);
  const comicId = await w.comic(user, 'Die Nachtschicht');
  const address = { ...orderFor(comicId).address, email };
  const { orderId, checkoutUrl } = await w.caller(user, locale).orders.create(orderFor(comicId, { address }));
  const sessionId = decodeURIComponent(checkoutUrl.split('/pay/')[1]);
  const checkout = { locale: w.stripe.sessions.get(sessionId)?.locale, lines: await checkoutLines(sessionId) };
  await w.stripe.pay(sessionId, email);
  return { orderId, checkout };
}

describe('order e-mails', () => {
  it('are in German for an order placed from the German site', async () => {
    const { orderId, checkout } = await orderAndPay('greta@example.com', 'de');
    // Stripe's checkout page speaks German too, the shipping line included.
    expect(checkout.locale).toBe('de');
    expect(checkout.lines).toContain('Versand (beschleunigt, 6–7 Werktage)');
    const paid = await w.smtp.waitFor((m) => m.to.includes('greta@example.com'));
    expect(paid.subject).toBe('Danke! Deine Bestellung von „Die Nachtschicht“ ist bezahlt');
    const text = paid.text.replace(/\r\n/g, '\n');
    expect(text).toContain('Hallo Ada Reader,');
    // 49.97 US dollars as German writes it: comma decimals, the currency after the amount.
    expect(text).toMatch(/Wir haben deine Zahlung von 49,97\s\$ für 2 Exemplare von „Die Nachtschicht“ erhalten\./);
    expect(text).toContain('Mit beschleunigtem Versand sollte sie in 6–7 Werktagen ankommen.');
    expect(text).toContain(`Deine Bestellung: ${w.publicUrl}/orders/${orderId}`);
    expect(text).toContain('Fragen? Schreib an help@example.com.');
    expect(text).not.toMatch(/\b(Hello|Your order|Thank you|business days)\b/);
    // The order page speaks the language of the page asking: German here, English for an English page.
    const greta = await w.user('greta@example.com');
    const german = await w.caller(greta, 'de').orders.get({ orderId });
    expect(german.message).toMatch(/^(Zahlung erhalten\. Danke!|Dein Comic ist in der Druckerei.*)$/);
    expect(german.nextStep).not.toMatch(/\b(the|your|printer)\b/i);
    // Its history too: the log keeps English (the shop reads it), the page shows each of our notes in German.
    const notes = german.history.map((entry) => entry.note);
    expect(notes.slice(0, 2)).toEqual(['Bestellung aufgegeben.', 'Zahlung erhalten.']);
    expect(notes.join(' ')).not.toMatch(/\b(the|your|order|payment)\b/i);
    const english = await w.caller(greta).orders.get({ orderId });
    expect(english.message).toMatch(
      /^(Payment received\. Thank you!|Your comic is at the printer, waiting its turn\.)$/,
    );
    expect(english.history.slice(0, 2).map((entry) => entry.note)).toEqual(['Order placed.', 'Payment received.']);
  });

  it('keep the English words for an order placed from the English site', async () => {
    const { orderId, checkout } = await orderAndPay('ada-en@example.com');
    expect(checkout.locale).toBe('en');
    expect(checkout.lines).toContain('Shipping (Expedited, 6–7 business days)');
    const paid = await w.smtp.waitFor((m) => m.to.includes('ada-en@example.com'));
    expect(paid.subject).toBe('Thank you! Your order of “Die Nachtschicht” is paid');
    const text = paid.text.replace(/\r\n/g, '\n');
    expect(text).toContain('Hello Ada Reader,');
    expect(text).toContain('We received your payment of $49.97 for 2 copies of “Die Nachtschicht”.');
    expect(text).toContain(
      'We are sending it to the printer now. With expedited shipping it should arrive in 6–7 business days.',
    );
    expect(text).toContain(`Your order: ${w.publicUrl}/orders/${orderId}`);
    expect(text).toContain('Questions? Write to help@example.com.');
  });
});
