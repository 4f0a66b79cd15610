// The painted-cover path (Replicate, answered by a local fake) on the second app: a cover that takes 20 s
// arrives, also across a reload in the middle (the page follows the same job, no second painting), and a
// cover the service keeps refusing ends in the spec's error with a retry button. The same app has an
// Anthropic key and the default model, answered by the strict fake of the Messages API: ideas and a whole
// script come from Claude, and the comic page says so. Then a painted book: its owner sees each person's
// likeness, the cover's, the panel kept with a mark (the fake paints one panel with no face) and the cost,
// and paints that panel again after saying yes.
import { expect, test } from '@playwright/test';
import { AUTHOR, draftWithAnswers, draftWithIdea, draftWithPhoto, loadedCoverSrc, seedDraft } from './support/draft';
import { FAKE_REPLICATE_PORT, PAINTED_URL as PAINTED } from './support/ports';
import { callTrpc, createComic, generateCover, queryTrpc, signIn, uniqueEmail } from './support/session';
import { shootPart } from './support/shots';
import { portrait } from '../fixtures/portraits';

const FAKE = `http://127.0.0.1:${FAKE_REPLICATE_PORT}`;
const predictions = async () =>
  ((await (await fetch(`${FAKE}/control/predictions`)).json()) as { created: number }).created;
const facelessPanels = (on: boolean) => fetch(`${FAKE}/control/faceless?on=${on ? 1 : 0}`);

test.use({ baseURL: PAINTED });

test('a painted cover that takes 20 seconds arrives, and a reload while it paints keeps following it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const draft = {
    ...(await draftWithPhoto(page.request)),
    idea: { id: 'slow-1', title: 'The Slow Painter', description: 'A masterpiece takes its time.' },
  };
  await seedDraft(page, draft);
  const before = await predictions();
  await page.goto('/generate');
  await expect(page.getByText('Generating your comic front page...')).toBeVisible();
  // The reload comes while the painting is under way.
  await expect.poll(predictions, { timeout: 20_000 }).toBeGreaterThan(before);
  await page.reload();
  await expect(page.getByText('Generating your comic front page...')).toBeVisible();
  const src = await loadedCoverSrc(page, 45_000);
  expect(src).toMatch(/^\/storage\/covers\//);
  await expect(page.getByText('Comic front page generated!')).toBeVisible();
  // One painting for the whole visit: the reload followed the job instead of starting another.
  expect((await predictions()) - before).toBe(1);
});

test('a live stream refused by a stopping server (503) is not the cover’s end: the page asks, and shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A server that is stopping answers every new request 503 (server/http/draining.ts); to the browser an
  // event stream answered so is over for good. Here every stream is answered so for the whole painting.
  let refused = 0;
  await page.route('**/trpc/jobs.watch**', (route) => {
    refused += 1;
    // Its body does not matter: an event stream reads none from an answer that is not 200.
    return route.fulfill({ status: 503, headers: { 'retry-after': '5' } });
  });
  const draft = {
    ...(await draftWithPhoto(page.request)),
    idea: { id: 'slow-3', title: 'The Slow Stream', description: 'Heard by asking.' },
  };
  await seedDraft(page, draft);
  await page.goto('/generate');
  await expect(page.getByText('Generating your comic front page...')).toBeVisible();
  expect(await loadedCoverSrc(page, 60_000)).toMatch(/^\/storage\/covers\//);
  await expect(page.getByText('Comic front page generated!')).toBeVisible();
  await expect(page.getByText('Comic front page generation failed.')).toHaveCount(0);
  // The stream was tried again while the painting ran (once per ask, every 4 s), not once and given up.
  expect(refused).toBeGreaterThan(1);
  expect(refused).toBeLessThan(20);
});

test('a page that cannot reach the server says so while it paints, keeps asking, and shows the cover after', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The server out of reach (refused connections) for the job's asks and its stream, until the page says so.
  let down = true;
  let refused = 0;
  await page.route(/\/trpc\/[^?]*jobs\.(?:get|watch)/, (route) => {
    if (!down) return route.continue();
    refused += 1;
    return route.abort('connectionrefused');
  });
  const draft = {
    ...(await draftWithPhoto(page.request)),
    idea: { id: 'slow-4', title: 'The Slow Connection', description: 'Waited for.' },
  };
  await seedDraft(page, draft);
  await page.goto('/generate');
  const outOfTouch = page.getByText('We can’t reach Comics by Anyone right now.', { exact: false });
  await expect(outOfTouch).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Generating your comic front page...')).toBeVisible();
  expect(refused).toBeGreaterThanOrEqual(3);
  down = false;
  await expect(outOfTouch).toHaveCount(0, { timeout: 15_000 });
  expect(await loadedCoverSrc(page, 60_000)).toMatch(/^\/storage\/covers\//);
  await expect(page.getByText('Comic front page generation failed.')).toHaveCount(0);
});

test('a cover job the server does not know ends in the spec’s error, with a retry', async ({ page }) => {
  const draft = { ...(await draftWithPhoto(page.request)), coverJobId: 'no-such-job' };
  await seedDraft(page, draft);
  await page.goto('/generate');
  await expect(page.getByText('Failed to generate comic front page: This job was not found.')).toBeVisible();
  await expect(page.getByText('Comic front page generation failed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Generation' })).toBeVisible();
});

test('a cover the image service refuses ends in the spec’s error on screen, with a retry', async ({ page }) => {
  test.setTimeout(60_000);
  const draft = {
    ...(await draftWithPhoto(page.request)),
    idea: { id: 'refused-1', title: 'The Refused Portrait', description: 'No.' },
  };
  await seedDraft(page, draft);
  await page.goto('/generate');
  await expect(
    page.getByText(
      'Failed to generate comic front page: The image service refused this photo or note. Please try ' +
        'another photo or a different note.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Comic front page generation failed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Generation' })).toBeVisible();
});

test('a script written by Claude (a local fake that takes its time) survives a reload mid-way', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, uniqueEmail('claude-story'), '/healthz');
  const id = await createComic(page, {
    ...draftWithIdea,
    idea: { id: 'c1', title: 'The Long Book', description: 'A story told slowly.' },
  });
  await page.goto(`/comics-edit/${id}`);
  await page.getByRole('button', { name: 'Write the whole story' }).click();
  await expect(page.getByText(/Writing page \d+ of 20\.\.\./)).toBeVisible({ timeout: 15_000 });
  await page.reload();
  // After the reload the page finds the running job and follows it to the end.
  await expect(page.getByText(/Writing page \d+ of 20\.\.\.|Writing the story\.\.\./)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Your story is written!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Act 5: Resolution' })).toBeVisible();
  await expect(page.getByText("Claude's act 1, page 1").first()).toBeVisible();
  // Every act came from Claude, so the page says who wrote it, with no reason to give.
  await expect(page.getByTestId('script-authorship')).toHaveText('Written with Claude');
  await shootPart(page, page.getByRole('region', { name: 'The Whole Story' }), 'story-written-with-claude');
  await page.getByRole('button', { name: 'Read the script' }).click();
  await expect(page.getByTestId('script-authorship')).toHaveCount(2);
});

test('the three ideas come from Claude (the default model, through structured outputs)', async ({ page }) => {
  await seedDraft(page, draftWithAnswers);
  await page.goto('/ideas');
  // The fake answers a structured-output request with these pitches; the built-in generator never writes them.
  await expect(page.getByText('Dr. Maria and the Singing Drill')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The Moon Needs Flossing')).toBeVisible();
});

test(
  "a painted book shows its owner each likeness, the cover's, a marked panel and " + 'the cost, and repaints the panel',
  async ({ page }) => {
    test.setTimeout(420_000);
    await facelessPanels(true);
    await signIn(page, uniqueEmail('painted-book'), '/healthz');
    // A photo with a face the face model finds (a fixture portrait), a painted cover, and an eight-page story.
    const upload = await page.request.post('/api/uploads/characters', {
      multipart: {
        file: { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: (await portrait('medium-dark-white')).photo },
      },
    });
    expect(upload.status()).toBe(201);
    const draft = { ...draftWithIdea, mainCharacterPhoto: ((await upload.json()) as { url: string }).url };
    const cover = await generateCover(page, draft);
    const id = await createComic(page, { ...draft, comicFrontPageUrl: cover });
    const script = await callTrpc<{ id: string }>(page, 'scripts.start', { comicId: id, pages: 8 });
    await expect
      .poll(async () => (await queryTrpc<{ status: string }>(page, 'jobs.get', { id: script.id })).status, {
        timeout: 60_000,
      })
      .toBe('succeeded');

    await page.goto(`/comics-edit/${id}`);
    await page.getByRole('button', { name: 'Make my comic' }).click();
    await expect(page.getByText('Your comic is drawn!')).toBeVisible({ timeout: 300_000 });
    const likeness = page.getByRole('region', { name: 'Painted Likeness' });
    await expect(likeness).toBeVisible();
    // The hero is the author's first name in the story.
    const hero = AUTHOR.split(' ')[0];
    const scores = likeness.getByRole('list', { name: 'Likeness scores' });
    await expect(scores.getByText(new RegExp(`^Cover: looks like ${hero}: \\d+%$`))).toBeVisible();
    await expect(scores.getByText(new RegExp(`^Looks like ${hero}: \\d+%$`))).toBeVisible();
    // The fake paints one panel's prompt with no face: one panel, or two when the story has two alike.
    const markedText = likeness.getByText(/^\d+ panels? kept with a mark$/);
    await expect(markedText).toBeVisible();
    const marked = Number.parseInt((await markedText.textContent())!, 10);
    expect(marked).toBeGreaterThanOrEqual(1);
    await expect(likeness.getByText(`No face of ${hero} found`).first()).toBeVisible();
    await expect(likeness.getByText(/Painting this book cost \$\d+\.\d\d \(\d+ paintings\)\./)).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await likeness.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/painted-likeness-${width}.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        'page scrolls horizontally',
      ).toBeLessThanOrEqual(0);
    }

    // Repainting asks first; saying no paints nothing.
    const before = await predictions();
    const repaint = likeness.getByRole('button', { name: /^Repaint this panel: Page \d+/ }).first();
    await repaint.click();
    const dialog = page.getByRole('alertdialog', { name: 'Paint this panel again?' });
    await expect(dialog).toContainText("counts toward today's painted books");
    await page.screenshot({ path: 'test-results/screenshots/painted-repaint-ask-1280.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await predictions()).toBe(before);

    await facelessPanels(false);
    await repaint.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Repaint this panel' }).click();
    await expect(likeness.getByText(/Painting page \d+, panel \d again/)).toBeVisible();
    await expect(page.getByText('The panel is painted again.')).toBeVisible({ timeout: 120_000 });
    // The repainted panel shows the person: its mark is gone, and any other one is left as it was.
    if (marked === 1) {
      await expect(markedText).toBeHidden();
      await expect(likeness.getByText(`No face of ${hero} found`)).toBeHidden();
    } else {
      await expect(markedText).toHaveText(`${marked - 1} panel${marked - 1 === 1 ? '' : 's'} kept with a mark`);
      await expect(likeness.getByText(`No face of ${hero} found`)).toHaveCount(marked - 1);
    }
    expect(await predictions()).toBe(before + 1);
    await page.screenshot({ path: 'test-results/screenshots/painted-likeness-after-1280.png', fullPage: true });
  },
);
