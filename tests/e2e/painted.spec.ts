// The painted-cover path (Replicate, answered by a local fake) on the second app: a cover that takes 20 s
// arrives, also across a reload in the middle (the page follows the same job, no second painting), and a
// cover the service keeps refusing ends in the spec's error with a retry button. The same app has an
// Anthropic key and the default model, answered by the strict fake of the Messages API: ideas and a whole
// script come from Claude, and the comic page says so.
import { expect, test } from '@playwright/test';
import { draftWithAnswers, draftWithIdea, draftWithPhoto, loadedCoverSrc, seedDraft } from './support/draft';
import { FAKE_REPLICATE_PORT, PAINTED_URL as PAINTED } from './support/ports';
import { createComic, signIn, uniqueEmail } from './support/session';
import { shootPart } from './support/shots';

const predictions = async () => ((await (await fetch(`http://127.0.0.1:${FAKE_REPLICATE_PORT}/control/predictions`)).json()) as { created: number }).created;

test.use({ baseURL: PAINTED });

test('a painted cover that takes 20 seconds arrives, and a reload while it paints keeps following it', async ({ page }) => {
  test.setTimeout(90_000);
  const draft = { ...(await draftWithPhoto(page.request)), idea: { id: 'slow-1', title: 'The Slow Painter', description: 'A masterpiece takes its time.' } };
  await seedDraft(page, draft);
  const before = await predictions();
  await page.goto('/generate');
  await expect(page.getByText('Generating your comic front page...')).toBeVisible();
  await page.waitForTimeout(3000);
  await page.reload();
  await expect(page.getByText('Generating your comic front page...')).toBeVisible();
  const src = await loadedCoverSrc(page, 45_000);
  expect(src).toMatch(/^\/storage\/covers\//);
  await expect(page.getByText('Comic front page generated!')).toBeVisible();
  // One painting for the whole visit: the reload followed the job instead of starting another.
  expect((await predictions()) - before).toBe(1);
});

test('a cover the image service refuses ends in the spec’s error on screen, with a retry', async ({ page }) => {
  test.setTimeout(60_000);
  const draft = { ...(await draftWithPhoto(page.request)), idea: { id: 'refused-1', title: 'The Refused Portrait', description: 'No.' } };
  await seedDraft(page, draft);
  await page.goto('/generate');
  await expect(
    page.getByText('Failed to generate comic front page: The image service refused this photo or note. Please try another photo or a different note.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Comic front page generation failed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Generation' })).toBeVisible();
});

test('a script written by Claude (a local fake that takes its time) survives a reload mid-way', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, uniqueEmail('claude-story'), '/healthz');
  const id = await createComic(page, { ...draftWithIdea, idea: { id: 'c1', title: 'The Long Book', description: 'A story told slowly.' } });
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
