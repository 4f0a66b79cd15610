// More than one real person, on the comic detail page against the real server: the owner adds a person
// from the story with a photo (picked and uploaded like the hero's), sees them on the Characters card with
// what their photo is used for (the story's Tadhg), or that the name is not in the story yet, and removes a
// person after confirming. Screenshots at 375 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSevereAxeViolations } from './support/axe';
import { uploadPhoto } from './support/draft';
import { photoFile } from './support/images';
import { callTrpc, createComic, signIn, uniqueEmail } from './support/session';

const draft = {
  type: 'black-and-white-manga',
  author: 'Siobhán Kelly',
  answers: [
    { id: 'job', question: "What is Siobhán Kelly's job?", hint: '', answer: 'Lighthouse keeper on Inis Mór' },
    {
      id: 'friends',
      question: "Who are Siobhán Kelly's best friends?",
      hint: 'Nicknames welcome',
      answer: 'Tadhg and Niamh',
    },
  ],
  characters: [],
  idea: {
    id: 'idea-lighthouse',
    title: 'The Lighthouse Club',
    description: 'Siobhán and her friends keep the light burning through the storm.',
  },
};

const charactersCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: /^Characters/, level: 2 }) });

/** Adds a person through the Characters card's form. */
async function addPerson(page: Page, fullName: string, nickname: string, photo: string, aids: string[] = []) {
  const card = charactersCard(page);
  await card.getByRole('button', { name: 'Add a person from the story' }).click();
  const form = card.getByRole('form', { name: 'Add a person from the story' });
  await form.getByLabel('Full name').fill(fullName);
  if (nickname) await form.getByLabel('Nickname').fill(nickname);
  const drawnWith = form.getByRole('group', { name: 'Anything we should draw with them?' });
  for (const aid of aids) await drawnWith.getByRole('checkbox', { name: aid }).check();
  await form.getByLabel('Upload a photo of the person').setInputFiles(photo);
  await expect(form.getByText('Choose another photo')).toBeVisible({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Add this person' }).click();
  await expect(form).toHaveCount(0);
}

test('add a person with a photo, see what it is used for, remove one after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, uniqueEmail('characters'));
  const id = await createComic(page, { ...draft, mainCharacterPhoto: await uploadPhoto(page.request) });
  await callTrpc(page, 'scripts.start', { comicId: id, pages: 8 });

  await page.goto(`/comics-edit/${id}`);
  await expect(page.getByRole('button', { name: 'Read the script' })).toBeVisible({ timeout: 30_000 });
  const card = charactersCard(page);
  const items = card.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('Siobhán Kelly');
  await expect(items.nth(0)).toContainText('Their photo is used for Siobhán, the hero.');
  // The hero stays: no Remove for them.
  await expect(items.nth(0).getByRole('button', { name: /Remove/ })).toHaveCount(0);

  // A name is needed, and a photo: the form says so before sending anything.
  await card.getByRole('button', { name: 'Add a person from the story' }).click();
  const form = card.getByRole('form', { name: 'Add a person from the story' });
  await form.getByRole('button', { name: 'Add this person' }).click();
  await expect(form.getByText('Please enter the full name of the person.')).toBeVisible();
  await expect(form.getByText('Please choose a photo of the person.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addPerson(page, 'Tadhg Murphy', 'Taigie', await photoFile('tadhg.jpg'), ['A wheelchair', 'Hearing aids']);
  await expect(page.getByText('Tadhg Murphy was added to the characters.')).toBeVisible();
  await addPerson(page, 'Róisín Byrne', '', await photoFile('roisin.png'));
  await expect(items).toHaveCount(3);
  await expect(card.getByText('3', { exact: true })).toBeVisible();

  const tadhg = items.filter({ hasText: 'Tadhg Murphy' });
  await expect(tadhg).toContainText('“Taigie”');
  await expect(tadhg).toContainText('Their photo is used for Tadhg (their friend) in the story.');
  await expect(tadhg).toContainText('Drawn with them: A wheelchair · Hearing aids');
  await expect(tadhg.getByRole('img', { name: 'Portrait of Tadhg Murphy' })).toHaveAttribute(
    'src',
    /^\/storage\/characters\//,
  );
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[alt="Portrait of Tadhg Murphy"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  const roisin = items.filter({ hasText: 'Róisín Byrne' });
  await expect(roisin).toContainText(
    'Not in the story yet: use this name in your answers, then write the story again.',
  );

  // The card as saved (a reload clears the toasts), at a desktop's width and a phone's, with the form open too.
  await page.reload();
  await expect(items).toHaveCount(3);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await card.screenshot({ path: `test-results/screenshots/characters-${width}.png` });
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await card.getByRole('button', { name: 'Add a person from the story' }).click();
    await card.getByRole('button', { name: 'Add this person' }).click();
    await card.screenshot({ path: `test-results/screenshots/characters-form-${width}.png` });
    // The card with its form open (field errors shown).
    await expectNoSevereAxeViolations(page, 'main');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await card.getByRole('button', { name: 'Cancel' }).click();
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Removing asks first; keeping changes nothing.
  await roisin.getByRole('button', { name: 'Remove Róisín Byrne' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this person?' });
  await expect(dialog).toContainText('Róisín Byrne and their photo will be removed from this comic.');
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(items).toHaveCount(3);

  await roisin.getByRole('button', { name: 'Remove Róisín Byrne' }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Róisín Byrne was removed from the characters.')).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(roisin).toHaveCount(0);
  await expect(tadhg).toBeVisible();

  // What the page shows is what was saved.
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('Their photo is used for Tadhg (their friend) in the story.');
});
