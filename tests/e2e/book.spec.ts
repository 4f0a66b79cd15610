// The drawn book, as its owner meets it: "Make my comic" on the detail page, pages appearing as they are
// drawn, then the reader — spreads with the keyboard at 1280 px, one page with swipes at 375 px, zoom —
// and changing a balloon's words, which re-letters the page and stays after a reload.
import { expect, test, type Page } from '@playwright/test';
import type { BookPageView } from '../../shared/book';
import { expectNoSevereAxeViolations } from './support/axe';
import { AUTHOR, IDEA, draftWithIdea, seedDraft, uploadPhoto } from './support/draft';
import { callTrpc, createComic, generateCover, signIn, uniqueEmail } from './support/session';

/**
 * An eight-page story (12 interior pages: the reader's spreads, its phone view and a balloon to edit need no
 * more) is drawn in about 15 s on a quiet machine; the 20-page story it once was took 200 s of the run beside
 * another spec drawing. A whole 20-page book is drawn in tests/drawing/book.test.ts.
 */
const BOOK_TIMEOUT = 240_000;

async function readBook(page: Page, comicId: string): Promise<{ pages: BookPageView[] }> {
  const input = encodeURIComponent(JSON.stringify({ comicId }));
  const response = await page.request.get(`/trpc/book.get?input=${input}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: { pages: BookPageView[] } } }).result.data;
}

/** A touch swipe over the pages, as pointer events (what the reader listens to). */
async function swipe(page: Page, dx: number): Promise<void> {
  const stage = page.getByTestId('reader-stage');
  const box = (await stage.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const touch = { pointerType: 'touch', pointerId: 11, isPrimary: true, clientY: y };
  await stage.dispatchEvent('pointerdown', { ...touch, clientX: x });
  await stage.dispatchEvent('pointerup', { ...touch, clientX: x + dx });
}

async function expectLoaded(page: Page, alt: string): Promise<void> {
  await expect(page.getByRole('img', { name: alt, exact: true })).toBeVisible();
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('img')].some((img) => img.alt === name && img.complete && img.naturalWidth > 0),
    alt,
  );
}

test('make the comic, read it with keys and swipes, zoom, and change a balloon’s words', async ({ page }) => {
  test.setTimeout(BOOK_TIMEOUT + 120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, uniqueEmail('reader'));
  const draft = {
    ...draftWithIdea,
    mainCharacterPhoto: await uploadPhoto(page.request),
    characters: [{ id: 'char-1', fullName: AUTHOR, nickname: 'The Ledger' }],
  };
  const id = await createComic(page, { ...draft, comicFrontPageUrl: await generateCover(page, draft) });
  await callTrpc(page, 'scripts.start', { comicId: id, pages: 8 });

  // Make it from the detail page and watch the pages arrive.
  await page.goto(`/comics-edit/${id}`);
  await page.getByRole('button', { name: 'Make my comic' }).click();
  const panel = page.getByRole('region', { name: 'The Drawn Comic' });
  await expect(panel.getByRole('status')).toContainText(/Writing the story…|Drawing pages…|Getting started…/);
  const thumbnails = page.getByRole('list', { name: 'Drawn pages' });
  await expect(thumbnails.getByRole('img').first()).toBeVisible({ timeout: BOOK_TIMEOUT });
  await expect(panel.getByText(/^(\d+) of \1 pages drawn and lettered\.$/)).toBeVisible({ timeout: BOOK_TIMEOUT });
  await expect(panel.getByRole('status')).toHaveCount(0);
  const { pages } = await readBook(page, id);
  const total = pages.length;
  expect(total).toBe(12);
  expect(pages.every((p) => p.status === 'done' && p.readerUrl)).toBe(true);
  await expect(thumbnails.getByRole('img')).toHaveCount(total);
  // Real thumbnails: each a few dozen kilobytes at most, not the reader's copy.
  const sources = await thumbnails
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')!));
  expect(sources).toEqual(pages.map((p) => p.thumbUrl));
  for (const src of sources) expect((await (await page.request.get(src)).body()).length, src).toBeLessThan(60_000);
  await expect(page.getByRole('heading', { name: new RegExp(`Pages\\s*${total}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Pages' })).toHaveAttribute('href', `/comics/${id}/read?edit=1`);
  // From the top: a full-page shot taken while scrolled shows the sticky header halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/book-detail-1280.png', fullPage: true });

  // The reader at 1280 px: the cover alone, then spreads, turned with the arrow keys.
  await panel.getByRole('link', { name: 'Read the comic' }).click();
  await expect(page).toHaveURL(new RegExp(`/comics/${id}/read$`));
  const indicator = page.getByTestId('page-indicator');
  await expect(indicator).toHaveText('Cover');
  await expectLoaded(page, `Cover of ${IDEA.title}`);
  await page.keyboard.press('ArrowRight');
  await expect(indicator).toHaveText(`Pages 1–2 of ${total}`);
  await expectLoaded(page, pages[0].label);
  await expectLoaded(page, pages[1].label);
  await page.keyboard.press('ArrowRight');
  await expect(indicator).toHaveText(`Pages 3–4 of ${total}`);
  await expect(page).toHaveURL(/\?page=3$/);
  await page.keyboard.press('ArrowLeft');
  await expect(indicator).toHaveText(`Pages 1–2 of ${total}`);
  await page.keyboard.press('ArrowRight');
  // The position survives a reload.
  await page.reload();
  await expect(indicator).toHaveText(`Pages 3–4 of ${total}`);
  await expectLoaded(page, pages[2].label);
  await page.getByLabel('Go to').selectOption(String(5));
  await expect(indicator).toHaveText(`Pages 5–6 of ${total}`);
  await page.getByRole('button', { name: 'Next' }).focus();
  await expectNoSevereAxeViolations(page);
  await page.screenshot({ path: 'test-results/screenshots/book-reader-1280.png' });

  // Zoom opens a larger, scrollable view; Escape leaves it.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const zoom = page.getByRole('dialog', { name: /Zoom: Pages 5–6/ });
  await expect(zoom).toBeVisible();
  const zoomed = zoom.getByRole('img', { name: pages[4].label, exact: true });
  await expect(zoomed).toBeVisible();
  await expect.poll(() => zoomed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/book-zoom-1280.png' });
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveCount(0);
  await expect(indicator).toHaveText(`Pages 5–6 of ${total}`);

  // At 375 px: one page at a time, turned by swipes and the Next button.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(indicator).toHaveText(`Page 5 of ${total}`);
  await swipe(page, -160);
  await expect(indicator).toHaveText(`Page 6 of ${total}`);
  await swipe(page, 160);
  await expect(indicator).toHaveText(`Page 5 of ${total}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(indicator).toHaveText(`Page 6 of ${total}`);
  await expectLoaded(page, pages[5].label);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByText('Swipe to turn the page · tap it to zoom in and read')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/book-reader-375.png' });
  // A tap opens the zoom, where the smallest lettering (8 pt on a 6.875 in page) is at least 12 CSS px.
  await swipe(page, 0);
  const phoneZoom = page.getByRole('dialog', { name: `Zoom: Page 6 of ${total}` });
  await expect(phoneZoom).toBeVisible();
  const zoomedWidth = (await phoneZoom.getByRole('img', { name: pages[5].label, exact: true }).boundingBox())!.width;
  expect((zoomedWidth * 8) / 72 / 6.875).toBeGreaterThanOrEqual(12);
  await page.screenshot({ path: 'test-results/screenshots/book-zoom-375.png' });
  await page.keyboard.press('Escape');
  await expect(phoneZoom).toHaveCount(0);

  // Edit a balloon's words on the first story page that has one.
  // (one whose label is its own on the page: two alike get numbered labels)
  const alike = (a: BookPageView['words'][number], b: BookPageView['words'][number]) =>
    a.panel === b.panel && a.kind === b.kind && a.speaker === b.speaker;
  const isLoneBalloon = (w: BookPageView['words'][number], all: BookPageView['words']) =>
    w.kind !== 'caption' && all.filter((o) => alike(o, w)).length === 1;
  const target = pages.find((p) => p.words.some((w) => isLoneBalloon(w, p.words)))!;
  expect(target).toBeTruthy();
  const balloon = target.words.find((w) => isLoneBalloon(w, target.words))!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/comics/${id}/read?page=${target.number}&edit=1`);
  await expect(page.getByRole('button', { name: 'Edit words', pressed: true })).toBeVisible();
  const image = page.getByRole('img', { name: target.label, exact: true });
  await expectLoaded(page, target.label);
  const before = await image.getAttribute('src');
  const label =
    `Panel ${balloon.panel + 1} · ` +
    `${balloon.kind[0].toUpperCase()}${balloon.kind.slice(1)}${balloon.speaker ? ` — ${balloon.speaker}` : ''}`;
  // Two pages are in view: the fields are found within this page's words.
  const editor = page.getByRole('region', { name: `Words of ${target.label}`, exact: true });
  const field = editor.getByLabel(label, { exact: true });
  await expect(field).toHaveValue(balloon.text);
  await expect(field).toHaveAttribute('maxlength', '120');
  const words = 'Coffee for everyone, the spreadsheets can wait!';
  await field.fill(words);
  // This field's own counter (the one it is described by): another balloon on the page may hold as many.
  const counter = page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
  await expect(counter).toContainText(`${words.length}/120`);
  await editor.getByRole('button', { name: `Save ${label}` }).click();
  await expect(page.getByText('Page re-lettered')).toBeVisible({ timeout: 20_000 });
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expectLoaded(page, target.label);
  await expectNoSevereAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/book-edit-1280.png', fullPage: true });

  await page.reload();
  await expect(editor.getByLabel(label, { exact: true })).toHaveValue(words);
  await expect(page.getByRole('img', { name: target.label, exact: true })).not.toHaveAttribute('src', before ?? '');
});

test('the reader of a comic with no pages yet offers to make it', async ({ page }) => {
  await signIn(page, uniqueEmail('reader-empty'));
  const id = await createComic(page, draftWithIdea);
  await page.goto(`/comics/${id}/read`);
  await expect(page.getByRole('button', { name: 'Make my comic' })).toBeVisible();
  await expectNoSevereAxeViolations(page);
});

test('someone else’s comic is not found in the reader', async ({ page }) => {
  await signIn(page, uniqueEmail('reader-stranger'));
  await page.goto(`/comics/no-such-comic-${Date.now()}/read`);
  await expect(page.getByText("Not Found: Comic not found or you don't have access to it.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-orders$/);
});

test('the result page offers to make the comic once it is saved', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('result-book'));
  await seedDraft(page, draftWithIdea);
  await page.goto('/generate');
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible({ timeout: 15_000 });
  const panel = page.getByRole('region', { name: 'The Drawn Comic' });
  await expect(panel.getByRole('button', { name: 'Make my comic' })).toBeVisible();
});
