// The whole story: a signed-in owner writes the script of a saved comic, watches it written, and sees the
// real pages under their acts on the detail and result screens, then reads the script itself.
import { expect, test } from '@playwright/test';
import { expectNoSevereAxeViolations } from './support/axe';
import { draftWithIdea, seedDraft } from './support/draft';
import { callTrpc, createComic, queryTrpc, signIn, uniqueEmail } from './support/session';

const STORY_DRAFT = {
  ...draftWithIdea,
  answers: [
    ...(draftWithIdea.answers as object[]),
    {
      id: 'friends',
      question: "Who are Alex Johnson's best friends?",
      hint: '',
      answer: 'Doris from the bridge club and Jake',
    },
  ],
};

test('write the whole story from the comic detail page, read it, and find it again after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('storyteller'));
  const id = await createComic(page, STORY_DRAFT);
  await page.goto(`/comics-edit/${id}`);
  await expect(page.getByText('Opening Scene')).toBeVisible();

  await page.getByRole('button', { name: 'Write the whole story' }).click();
  await expect(page.getByText('Your story is written!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Act 1: Opening Scene' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Act 4: Climax' })).toBeVisible();
  await expect(page.getByText('Page 20', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rewrite the story' })).toBeVisible();
  // No Anthropic key on this app: the built-in writer wrote it, and Claude was never asked, so no reason.
  await expect(page.getByTestId('script-authorship')).toHaveText('Written by the built-in writer');

  await page.getByRole('button', { name: 'Read the script' }).click();
  const script = page.getByRole('article', { name: 'Comic script' });
  await expect(script).toBeVisible();
  await expect(script.getByText('Panel 1 ·').first()).toBeVisible();
  await expect(script).toContainText('Doris');
  await expect(script).toContainText('Jake');

  await expectNoSevereAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Act 5: Resolution' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/story-detail-375.png', fullPage: false });
});

test('a story still loading offers no new one: a click then would write over it without asking', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('story-loading'));
  const id = await createComic(page, STORY_DRAFT);
  await callTrpc(page, 'scripts.start', { comicId: id, pages: 8 });
  await expect
    .poll(async () => Boolean((await queryTrpc<{ script: unknown }>(page, 'scripts.get', { comicId: id })).script))
    .toBe(true);
  // The page's first ask for the story is held until the button has been read.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*scripts\.get/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/comics-edit/${id}`);
  const panel = page.getByRole('region', { name: 'The Whole Story' });
  await expect(panel.getByRole('button')).toBeDisabled();
  release();
  await expect(panel.getByRole('button', { name: 'Rewrite the story' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Rewrite the story' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Rewrite the story?' })).toBeVisible();
});

test('the result page offers the whole story once the comic is saved, and its breakdown shows the real pages', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('result-story'));
  await seedDraft(page, STORY_DRAFT);
  await page.goto('/generate');
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Write the whole story' }).click();
  await expect(page.getByText('Your story is written!')).toBeVisible({ timeout: 20_000 });
  const breakdown = page.getByRole('region', { name: 'Comic Pages Breakdown' });
  await expect(breakdown.getByRole('heading', { name: 'Act 3: Rising Action' })).toBeVisible();
  await expect(page.getByLabel('Comic context summary')).toContainText('Panel 1 [');
});

test('what we used: every detail of the answers with its pages, and a tick that keeps a must', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('what-we-used'));
  const id = await createComic(page, STORY_DRAFT);
  await page.goto(`/comics-edit/${id}`);
  await page.getByRole('button', { name: 'Write the whole story' }).click();
  await expect(page.getByText('Your story is written!')).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('region', { name: 'What We Used' });
  await expect(card).toContainText('Every detail from your answers is in the story.');
  await card.getByRole('button', { name: 'Show every detail and where it is' }).click();
  const doris = card.getByRole('checkbox', { name: 'Doris must be in the story' });
  await expect(doris).not.toBeChecked();
  await expect(card.getByText(/Doris\s*· pages? \d+/)).toBeVisible();
  await doris.check();
  await expect(doris).toBeChecked();
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.screenshot({ path: 'test-results/screenshots/what-we-used-1280.png' });
  await page.reload();
  await page
    .getByRole('region', { name: 'What We Used' })
    .getByRole('button', { name: 'Show every detail and where it is' })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Doris must be in the story' })).toBeChecked();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page
    .getByRole('region', { name: 'What We Used' })
    .screenshot({ path: 'test-results/screenshots/what-we-used-375.png' });
});
