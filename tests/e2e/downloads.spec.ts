// Downloads and print files as the owner meets them: a drawn comic's detail page offers "Make my files",
// shows the progress, then the PDF, the CBZ and the print files with the print check; the PDF downloads
// in the browser; nobody else can fetch it; on this server without payment and printer keys, ordering a printed copy
// says it is not set up and points here. An 8-page story (12 interior pages) keeps the drawing short.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSevereAxeViolations } from './support/axe';
import { draftWithIdea, uploadPhoto } from './support/draft';
import { callTrpc, createComic, generateCover, signIn, uniqueEmail } from './support/session';
import { shoot, shootPart } from './support/shots';
import { PRINTING_NOT_SET_UP_MESSAGE } from '../../shared/orders';

const BOOK_TIMEOUT = 180_000;

/**
 * Making the files of a 12-page book takes about 40 s on a quiet machine; on CI's two cores, beside another spec
 * drawing its book, it took more than 120 s (stuck-looking at 56 of 60 steps, the PDFs being written). The wait
 * tells finished from stuck, not fast from slow.
 */
const FILES_TIMEOUT = 240_000;

test('make the files of a drawn comic, download the PDF, read the print check; a stranger gets 404', async ({
  page,
  browser,
}) => {
  test.setTimeout(BOOK_TIMEOUT + FILES_TIMEOUT + 60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, uniqueEmail('downloads'));
  // Manga: the quickest style to draw, and nothing here depends on the style.
  const draft = {
    ...draftWithIdea,
    type: 'black-and-white-manga',
    mainCharacterPhoto: await uploadPhoto(page.request),
  };
  const id = await createComic(page, { ...draft, comicFrontPageUrl: await generateCover(page, draft) });
  await callTrpc(page, 'scripts.start', { comicId: id, pages: 8 });

  await page.goto(`/comics-edit/${id}`);
  const panel = page.getByRole('region', { name: 'Downloads and Print Files' });
  await page.getByRole('button', { name: 'Make my comic' }).click();
  await expect(page.getByText(/^(\d+) of \1 pages drawn and lettered\.$/)).toBeVisible({ timeout: BOOK_TIMEOUT });

  // This server has no payment or printer keys: where the order button would be, the plain words and the way
  // to these files; the order page opened directly says the same.
  const printed = page.getByRole('region', { name: 'A Printed Copy' });
  await expect(printed.getByText(PRINTING_NOT_SET_UP_MESSAGE)).toBeVisible();
  await expect(printed.getByRole('link', { name: 'Order a printed copy' })).toHaveCount(0);
  await shootPart(page, printed, 'order-button-not-set-up');
  await printed.getByRole('link', { name: 'Get the print files' }).click();
  await expect(page.getByRole('heading', { name: 'Downloads and Print Files' })).toBeInViewport();

  await expect(
    panel.getByText('A PDF to read anywhere, a CBZ for comic-reader apps, and the files a printer needs.'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Make my files' }).click();
  await expect(page.getByText('Your files are ready to download.')).toBeVisible({ timeout: FILES_TIMEOUT });
  const links = panel.getByRole('link');
  await expect(links).toHaveText([
    /PDF to read on screen/,
    /CBZ for comic-reader apps/,
    /Comic book: interior pages/,
    /Comic book: cover/,
    /Paperback: interior pages/,
    /Paperback: cover/,
    /Hardcover: interior pages/,
    /Hardcover: cover/,
  ]);
  await expect(panel.getByText('Ready to print')).toHaveCount(3);

  const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await panel.getByText('Comic book (6.625 × 10.25 in, stapled)', { exact: true }).click();
  await expect(panel.getByText(/Embedded: Bangers, Comic Neue Bold/).first()).toBeVisible();
  await expectNoSevereAxeViolations(page, 'section[aria-labelledby="downloads-heading"]');
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: 'test-results/screenshots/downloads-1280.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await panel.screenshot({ path: 'test-results/screenshots/downloads-375.png' });

  const href = (await links.first().getAttribute('href'))!;
  const stranger = await browser.newPage();
  await signIn(stranger, uniqueEmail('downloads-stranger'));
  expect((await stranger.request.get(href)).status()).toBe(404);
  await stranger.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/comics/${id}/order`);
  await expect(page.getByRole('heading', { name: PRINTING_NOT_SET_UP_MESSAGE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get the print files' })).toHaveAttribute('href', `/comics-edit/${id}`);
  await expect(page.getByRole('button', { name: 'Get a quote' })).toHaveCount(0);
  await shoot(page, 'order-not-set-up');
});
