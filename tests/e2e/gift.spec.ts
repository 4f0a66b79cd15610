// A gift link, from the owner making it to the person it is about opening it on a phone: the reveal, the
// read-only reader, the PDF only when allowed; the preview tags in the HTML before any JavaScript; a revoked
// or guessed link 404 for the page and every image; guessing slowed to 429 after 30 unknown links a minute.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSevereAxeViolations } from './support/axe';
import { draftWithIdea, uploadPhoto } from './support/draft';
import { FAKE_SMTP_CONTROL_PORT } from './support/ports';
import { callTrpc, createComic, generateCover, signIn, uniqueEmail } from './support/session';
import { shootPart } from './support/shots';

async function query<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const response = await page.request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** The head's preview tags as a chat app reads them: from the HTML, no JavaScript run. */
function previewTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    tags[match[1]] = match[2]
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
  return tags;
}

async function makeLink(owner: Page, message: string, allowDownload: boolean): Promise<string> {
  const panel = owner.getByRole('region', { name: 'Give It' });
  await panel.getByRole('button', { name: 'Create a gift link' }).click();
  // Who it is from: the account's name to start with, the giver's own words once they write them.
  const from = panel.getByRole('textbox', { name: 'From' });
  await expect(from).not.toHaveValue('');
  await from.fill('Oisín');
  await panel.getByLabel('Message').fill(message);
  if (allowDownload) await panel.getByLabel('Allow downloading the PDF').check();
  await panel.getByRole('button', { name: 'Create link' }).click();
  const field = panel.getByLabel('Gift link');
  await expect(field).toHaveValue(/\/gift\/[A-Za-z0-9_-]{32}$/);
  return field.inputValue();
}

test(
  'give a comic: reveal on a phone, read, download when allowed; revoke and ' + 'replace; guesses get 404 then 429',
  async ({ page: owner, browser }) => {
    test.setTimeout(300_000);
    await owner.setViewportSize({ width: 1280, height: 900 });
    await signIn(owner, uniqueEmail('giver'));
    const draft = {
      ...draftWithIdea,
      type: 'black-and-white-manga',
      mainCharacterPhoto: await uploadPhoto(owner.request),
    };
    const id = await createComic(owner, { ...draft, comicFrontPageUrl: await generateCover(owner, draft) });
    await callTrpc(owner, 'scripts.start', { comicId: id, pages: 8 });
    await expect
      .poll(async () => Boolean((await query<{ script: unknown }>(owner, 'scripts.get', { comicId: id })).script), {
        timeout: 60_000,
      })
      .toBe(true);
    await callTrpc(owner, 'book.start', { comicId: id });
    const drawn = async () =>
      (await query<{ pages: { status: string }[] }>(owner, 'book.get', { comicId: id })).pages.filter(
        (p) => p.status === 'done',
      ).length;
    await expect.poll(drawn, { timeout: 180_000, intervals: [2_000] }).toBe(12);

    // The dedication in the giver's words, before the files are made: a suggestion to start from, their own
    // words and signature, the dedication page drawn again with them.
    await owner.goto(`/comics-edit/${id}`);
    const dedication = owner.getByRole('region', { name: 'The Dedication' });
    const suggestions = dedication.getByRole('group', { name: 'Start from one of ours' }).getByRole('button');
    // The writer's line (pressed: it is the one on the page) and at least one more written from the answers.
    await expect(suggestions.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(suggestions.nth(1)).toBeVisible();
    const words = dedication.getByRole('textbox', { name: 'Your dedication' });
    const suggested = (await suggestions.nth(1).textContent())!;
    await suggestions.nth(1).click();
    await expect(words).toHaveValue(suggested);
    await expect(suggestions.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await words.fill('For Mum, who taught us all to dance in the rain');
    await dedication.getByRole('textbox', { name: 'Signed' }).fill('With love, Oisín');
    const dedicationPage = async () =>
      (await query<{ pages: { kind: string; thumbUrl: string }[] }>(owner, 'book.get', { comicId: id })).pages.find(
        (p) => p.kind === 'dedication',
      )!.thumbUrl;
    const pageBefore = await dedicationPage();
    await dedication.getByRole('button', { name: 'Save the dedication' }).click();
    await expect(owner.getByText('Dedication saved, and its page drawn again.')).toBeVisible({ timeout: 60_000 });
    expect(await dedicationPage()).not.toBe(pageBefore);
    await expect(dedication.getByRole('button', { name: 'Use ours again' })).toBeVisible();
    await expectNoSevereAxeViolations(owner);
    await shootPart(owner, dedication, 'dedication-panel');
    await callTrpc(owner, 'files.build', { comicId: id });
    await expect
      .poll(async () => (await query<{ status: string }>(owner, 'files.get', { comicId: id })).status, {
        timeout: 180_000,
        intervals: [2_000],
      })
      .toBe('ready');

    await owner.goto(`/comics-edit/${id}`);
    const url = await makeLink(owner, 'Happy 70th, Mum!', true);
    await owner.getByRole('region', { name: 'Give It' }).scrollIntoViewIfNeeded();
    await owner.screenshot({ path: 'test-results/screenshots/gift-owner-1280.png' });

    // The HTML a chat app fetches: title, description, image and card, and noindex, before any JavaScript.
    const html = await (await owner.request.get(url)).text();
    const tags = previewTags(html);
    expect(tags['og:description']).toBe('Happy 70th, Mum!');
    expect(tags['og:title']).toMatch(/: a comic about /);
    expect(tags['og:image']).toBe(`${url}/cover`);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags.robots).toBe('noindex, nofollow');
    const image = await owner.request.get(tags['og:image']);
    expect([image.status(), image.headers()['content-type']]).toEqual([200, expect.stringMatching(/^image\//)]);
    expect(image.headers()['cache-control']).toBe('private, no-store');
    // What a chat app would show, drawn from those tags alone (the app fetches the image on its server: here
    // its bytes are inlined, as our images are not for embedding on other sites).
    const imageData = `data:${image.headers()['content-type']};base64,${(await image.body()).toString('base64')}`;
    const card = await browser.newPage({ viewport: { width: 420, height: 520 } });
    await card.setContent(
      `<div style="font-family:sans-serif;width:360px;margin:20px;border-left:4px solid #5865f2;` +
        `background:#2b2d31;color:#dbdee1;padding:12px;border-radius:4px">` +
        `<div style="font-size:12px">Comics by Anyone</div><div style="color:#00a8fc;font-weight:bold;` +
        `margin:4px 0">${tags['og:title']}</div>` +
        `<div style="font-size:14px">${tags['og:description']}</div><img src="${imageData}" ` +
        `style="width:100%;margin-top:8px;border-radius:4px"></div>`,
    );
    await card.waitForFunction(() => document.querySelector('img')!.complete);
    await card.screenshot({ path: 'test-results/screenshots/gift-chat-preview.png' });
    await card.close();

    // The recipient: another browser, no account, a phone.
    const recipientContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const recipient = await recipientContext.newPage();
    await recipient.goto(url);
    await expect(recipient.getByRole('heading', { name: /^This comic is about you, .+!$/ })).toBeVisible();
    await expect(recipient.getByText(/^A comic book for .+, from Oisín$/)).toBeVisible();
    await expect(recipient.getByText('“Happy 70th, Mum!”')).toBeVisible();
    const cover = recipient.getByRole('img', { name: /^Cover of / });
    await expect(cover).toHaveAttribute('src', new RegExp(`${new URL(url).pathname}/cover$`));
    await recipient.waitForFunction(() =>
      [...document.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0),
    );
    await expectNoSevereAxeViolations(recipient);
    await recipient.screenshot({ path: 'test-results/screenshots/gift-reveal-375.png', fullPage: true });
    await recipient.setViewportSize({ width: 1280, height: 900 });
    await recipient.screenshot({ path: 'test-results/screenshots/gift-reveal-1280.png' });
    await recipient.setViewportSize({ width: 375, height: 812 });

    await recipient.getByRole('button', { name: 'Open your comic' }).click();
    const indicator = recipient.getByTestId('page-indicator');
    await expect(indicator).toHaveText('Cover');
    await recipient.getByRole('button', { name: 'Next' }).click();
    await expect(indicator).toHaveText('Page 1 of 12');
    await expect(recipient.getByRole('button', { name: 'Edit words' })).toHaveCount(0);
    const pageImage = recipient.getByRole('img', { name: 'Title page', exact: true });
    await expect(pageImage).toBeVisible();
    const pageSrc = (await pageImage.getAttribute('src'))!;
    expect(pageSrc).toMatch(/\/gift\/[A-Za-z0-9_-]{32}\/pages\/1$/);
    await recipient.screenshot({ path: 'test-results/screenshots/gift-reader-375.png' });
    const [download] = await Promise.all([
      recipient.waitForEvent('download'),
      recipient.getByRole('link', { name: 'Download the comic (PDF)' }).click(),
    ]);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // The owner sees it was opened.
    await owner.reload();
    await expect(owner.getByRole('region', { name: 'Give It' }).getByText(/opened (once|\d+ times)/)).toBeVisible();
    await expect(owner.getByRole('region', { name: 'Give It' }).getByText('opened 0 times')).toHaveCount(0);

    // Revoked: the page and every address the recipient had answer 404 at once.
    await owner.getByRole('button', { name: 'Revoke link' }).click();
    await expect(owner.getByText('Gift link revoked: it no longer opens the comic.')).toBeVisible();
    for (const gone of [url, `${url}/cover`, new URL(pageSrc, url).href, `${url}/comic.pdf`]) {
      expect((await recipient.request.get(gone)).status(), gone).toBe(404);
    }
    await recipient.reload();
    await expect(recipient.getByRole('heading', { name: 'This gift is not here' })).toBeVisible();
    await recipient.screenshot({ path: 'test-results/screenshots/gift-revoked-375.png' });

    // Replaced, without the PDF: the new link opens, the old stays gone, no download.
    const second = await makeLink(owner, '', false);
    await recipient.goto(second);
    await recipient.getByRole('button', { name: 'Open your comic' }).click();
    await expect(recipient.getByTestId('page-indicator')).toHaveText('Cover');
    await expect(recipient.getByRole('link', { name: 'Download the comic (PDF)' })).toHaveCount(0);
    expect((await recipient.request.get(`${second}/comic.pdf`)).status()).toBe(404);
    expect((await recipient.request.get(url)).status()).toBe(404);

    // Guessing: unknown links are not found, and after 30 in one minute from one address, too many.
    // (The revoked link's addresses above counted as unknown too.) The minutes are fixed windows
    // (server/lib/usageLimiter.ts), so guesses that straddle a minute's edge may get up to 60 answers before
    // the first refusal: guess until refused, at most 61 times, rather than a count that only fits one window
    // (a loaded run's 32 guesses crossed the edge and none was refused).
    const guess = async () => (await recipient.request.get(`/gift/${randomBytes(24).toString('base64url')}`)).status();
    const statuses: number[] = [];
    while (statuses.length < 61 && !statuses.includes(429)) statuses.push(await guess());
    const firstRefused = statuses.indexOf(429);
    expect(statuses[0]).toBe(404);
    expect(firstRefused).toBeGreaterThan(15);
    expect(firstRefused).toBeLessThanOrEqual(60);
    expect(statuses.slice(0, firstRefused).every((s) => s === 404)).toBe(true);
    // Refused, the next guess of the same minute is refused too.
    expect(await guess()).toBe(429);
    // A live link still opens for that address.
    expect((await recipient.request.get(second)).status()).toBe(200);
    await recipientContext.close();
  },
);

test('a gift that opens on a day: before it, only when and from whom; its giver opens it early', async ({
  page: owner,
  browser,
}) => {
  await owner.setViewportSize({ width: 1280, height: 900 });
  await signIn(owner, uniqueEmail('birthday'));
  const draft = { ...draftWithIdea, mainCharacterPhoto: await uploadPhoto(owner.request) };
  const id = await createComic(owner, { ...draft, comicFrontPageUrl: await generateCover(owner, draft) });
  await owner.goto(`/comics-edit/${id}`);
  const panel = owner.getByRole('region', { name: 'Give It' });
  await panel.getByRole('button', { name: 'Create a gift link' }).click();
  await panel.getByRole('textbox', { name: 'From' }).fill('Oisín');
  await panel.getByLabel('Message').fill('Happy birthday!');
  await panel.getByLabel('Open it on a day I choose').check();
  // Tomorrow at nine in the browser's zone to start with; the giver picks Dublin's.
  await expect(panel.getByLabel('Time', { exact: true })).toHaveValue('09:00');
  await panel.getByLabel('Time zone').selectOption('Europe/Dublin');
  // Sent to them by e-mail the moment it opens, not before.
  const to = uniqueEmail('maeve');
  await panel.getByLabel('Their e-mail (optional)').fill(to);
  await panel.getByRole('button', { name: 'Create link' }).click();
  const url = await panel.getByLabel('Gift link').inputValue();
  await expect(panel.getByText(/^Opens .+ GMT$/)).toBeVisible();
  await expect(panel.getByText(`We will e-mail it to ${to} when it opens.`)).toBeVisible();
  expect(await mailTo(to)).toEqual([]);
  await shootPart(owner, panel, 'gift-opens-on-a-day');

  // The recipient before the day: when and from whom, nothing of the comic.
  const recipientContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const recipient = await recipientContext.newPage();
  await recipient.goto(url);
  await expect(recipient.getByRole('heading', { name: 'A gift is waiting for you' })).toBeVisible();
  await expect(recipient.getByText('From Oisín')).toBeVisible();
  await expect(recipient.getByText(/^It opens on .+\.$/)).toBeVisible();
  await expect(recipient.getByRole('img', { name: /^Cover of / })).toHaveCount(0);
  await expect(recipient.getByText('Happy birthday!')).toHaveCount(0);
  await expect(recipient).toHaveTitle('A comic for you | Comics by Anyone');
  await expectNoSevereAxeViolations(recipient);
  await recipient.screenshot({ path: 'test-results/screenshots/gift-waiting-375.png', fullPage: true });
  await recipient.setViewportSize({ width: 1280, height: 900 });
  await recipient.screenshot({ path: 'test-results/screenshots/gift-waiting-1280.png', fullPage: true });

  // Its giver opens it now: the next visit is the reveal.
  await panel.getByRole('button', { name: 'Open it now' }).click();
  await expect(owner.getByText('The gift is open now.')).toBeVisible();
  await expect(panel.getByText(/^Opens /)).toHaveCount(0);
  await recipient.reload();
  await expect(recipient.getByRole('heading', { name: /^This comic is about you, .+!$/ })).toBeVisible();
  await expect(recipient.getByText(/^A comic book for .+, from Oisín$/)).toBeVisible();
  await expect(recipient.getByText('“Happy birthday!”')).toBeVisible();

  // Open now, its e-mail leaves at once: the giver's list says so without a reload, and the e-mailed link
  // (a token of its own) opens the same gift.
  await expect(panel.getByText(new RegExp(`^E-mailed to ${to.replace(/[.+]/g, '\\$&')} on `))).toBeVisible({
    timeout: 30_000,
  });
  const [mail] = await mailTo(to);
  expect(mail.subject).toBe('Oisín made a comic book for you');
  const emailed = /Open it here: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(emailed).toMatch(/\/gift\/[\w-]+$/);
  expect(emailed).not.toBe(url);
  await recipient.goto(emailed);
  await expect(recipient.getByText(/^A comic book for .+, from Oisín$/)).toBeVisible();
  await recipientContext.close();

  // An address the recipient's mail server does not know: the giver is told, on the page, to send it another way.
  const nobody = uniqueEmail('nobody');
  await fetch(`${SMTP_CONTROL}/unknown-mailbox`, { method: 'POST', body: JSON.stringify({ address: nobody }) });
  await panel.getByRole('button', { name: 'Create a gift link' }).click();
  await panel.getByLabel('Open it on a day I choose').uncheck();
  await panel.getByLabel('Their e-mail (optional)').fill(nobody);
  await panel.getByRole('button', { name: 'Create link' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    `The e-mail to ${nobody} could not be delivered: their mail server does not know the address. ` +
      'Please send them the link another way.',
    { timeout: 30_000 },
  );
  await shootPart(owner, panel, 'gift-email-refused');
});

const SMTP_CONTROL = `http://127.0.0.1:${FAKE_SMTP_CONTROL_PORT}`;

/** The e-mails the main app's mail server received for one address (tests/fakes/servers/fakeSmtpServer.ts). */
async function mailTo(address: string): Promise<{ subject: string; text: string }[]> {
  const all = (await (await fetch(`${SMTP_CONTROL}/messages`)).json()) as {
    to: string[];
    subject: string;
    text: string;
  }[];
  return all.filter((mail) => mail.to.includes(address));
}
