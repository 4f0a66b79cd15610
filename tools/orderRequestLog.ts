// The requests the local Stripe and the local printer receive for one order, from the quote to delivered,
// as their logs print them (for the issue's note): npx tsx tools/orderRequestLog.ts
import { eventually, orderFor, startOrderWorld } from '../tests/helpers/orderWorld';
import { removeDataDirs } from '../tests/helpers/harness';

const world = await startOrderWorld();
try {
  const ada = world.user('ada@example.com');
  const caller = world.caller(ada);
  const comicId = await world.comic(ada);
  await caller.orders.quote(orderFor(comicId));
  const { orderId, checkoutUrl } = await caller.orders.create(orderFor(comicId));
  await world.stripe.pay(decodeURIComponent(checkoutUrl.split('/pay/')[1]), 'ada@example.com');
  await eventually(() => world.lulu.jobs[0]?.status.name === 'UNPAID', 'at the printer');
  await world.lulu.advance(world.lulu.jobs[0].id, 'DELIVERED');
  await eventually(async () => (await caller.orders.get({ orderId })).status === 'delivered', 'delivered');
  await world.lulu.idle();
  await world.smtp.waitFor((m) => /on its way/.test(m.subject));
  const order = await caller.orders.get({ orderId });
  console.log(
    `Order ${orderId}: ${order.history.map((h) => `${h.label}${h.note ? ` (${h.note})` : ''}`).join(' → ')}\n`,
  );
  console.log('Stripe received:');
  for (const line of world.stripe.log()) console.log(`  ${line}`);
  console.log('\nStripe sent (webhooks):');
  for (const d of world.stripe.deliveries) console.log(`  ${d.type} ${d.eventId} -> ${d.status}`);
  console.log('\nThe printer received:');
  for (const line of world.lulu.log()) console.log(`  ${line}`);
  console.log('\nThe printer sent (webhooks) and fetched:');
  for (const s of world.lulu.submissions) console.log(`  PRINT_JOB_STATUS_CHANGED ${s.status} -> ${s.responseCode}`);
  for (const f of world.lulu.fileFetches)
    console.log(`  GET ${new URL(f.url).pathname} -> ${f.status}, ${f.pages} pages, md5 ${f.md5}`);
  console.log('\nE-mails:');
  for (const m of world.smtp.messages) console.log(`  to ${m.to.join(', ')}: ${m.subject}`);
} finally {
  await world.close();
  removeDataDirs();
}
