// The whole creation flow as a new visitor, from the landing page to a generated cover.
import { expect, test } from '@playwright/test';
import { loadedCoverSrc } from './support/draft';
import { photoFile } from './support/images';

test('a new visitor creates a comic from landing to cover, and a reload keeps it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page).toHaveTitle('Comics by Anyone | Personalized Comics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create & print a hilarious comic in 2 minutes');
  await page.getByRole('link', { name: 'Create Your Comic', exact: true }).click();

  // Type
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { name: 'Pick a book type' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await page.getByRole('button', { name: 'Create 1930s-1950s Vintage' }).click();

  // Author
  await expect(page).toHaveURL(/\/author$/);
  await expect(page.getByRole('heading', { name: 'Who will be the author of the book?' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel("Author's full name").fill('   ');
  await expect(continueButton).toBeDisabled();
  await page.getByLabel("Author's full name").fill('  Alex Johnson  ');
  await continueButton.click();

  // Questions: add two answers
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByRole('heading', { name: "Let's get to know the author" })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
  await addAnswer(page, "What is Alex Johnson's job?", 'Accountant who juggles spreadsheets');
  await addAnswer(page, "What are Alex Johnson's hobbies?", 'Rock climbing and baking sourdough');
  const answers = page.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
  await expect(answers).toHaveCount(2);

  // The picker badges answered questions; choosing one opens it for editing with its text.
  await page.getByRole('button', { name: 'Add answer' }).click();
  const picker = page.getByRole('dialog', { name: 'Pick a question' });
  await expect(picker.getByRole('button', { name: /What is Alex Johnson's job\?.*Answered/ })).toBeVisible();
  await picker.getByRole('button', { name: /What is Alex Johnson's job\?/ }).click();
  const editor = page.getByRole('dialog', { name: "What is Alex Johnson's job?" });
  await expect(editor.getByRole('textbox')).toHaveValue('Accountant who juggles spreadsheets');
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();

  // Edit one answer from the list
  await answers.nth(0).getByRole('button', { name: 'Edit answer' }).click();
  const edit = page.getByRole('dialog', { name: "What is Alex Johnson's job?" });
  await edit.getByRole('textbox').fill('   ');
  await expect(edit.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await edit.getByRole('textbox').fill('Chief spreadsheet wizard at a llama farm');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(answers.nth(0)).toContainText('Chief spreadsheet wizard at a llama farm');

  // Remove one through the alert dialog, which ignores clicks outside
  await answers.nth(1).getByRole('button', { name: 'Remove answer' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to remove this answer? This action cannot be undone.');
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(answers).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Ideas: three suggestions, regenerate, select
  await expect(page).toHaveURL(/\/ideas$/);
  await expect(page).toHaveTitle('Pick a comics idea | Comics by Anyone');
  await expect(page.getByRole('heading', { name: "Let's pick a comics idea" })).toBeVisible();
  await expect(page.getByText('We crafted 3 ideas for the author. Choose one or regenerate.')).toBeVisible();
  await expect(page.getByText('3 suggestions')).toBeVisible({ timeout: 15_000 });
  const ideaCards = page.getByRole('group', { name: 'Comic ideas' }).getByRole('button');
  await expect(ideaCards).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  const regenerated = page.waitForResponse((r) => r.url().includes('/trpc/ideas.generate') && r.ok());
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await regenerated;
  await expect(page.getByText('3 suggestions')).toBeVisible({ timeout: 15_000 });
  await expect(ideaCards).toHaveCount(3);
  await ideaCards.nth(1).click();
  await expect(ideaCards.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(ideaCards.nth(1)).toContainText('Selected');
  const ideaTitle = (await ideaCards.nth(1).getByTestId('idea-title').textContent())?.trim() ?? '';
  expect(ideaTitle.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Character upload
  await expect(page).toHaveURL(/\/character-upload$/);
  await expect(page.getByRole('heading', { name: 'Upload your main character' })).toBeVisible();
  await expect(page.getByText(ideaTitle, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Max 5MB')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.locator('input[type="file"]').setInputFiles(await photoFile());
  await expect(page.getByText('Character photo uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Main character preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Result
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page).toHaveTitle('Your comic is ready | Comics by Anyone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ideaTitle);
  await expect(page.getByText('Created by Alex Johnson')).toBeVisible();
  await expect(page.getByText('Vintage 30s–50s', { exact: true })).toBeVisible();
  const coverSrc = await loadedCoverSrc(page);
  expect(coverSrc).toMatch(/^\/storage\/covers\//);
  await expect(page.getByText('Comics by Alex Johnson')).toBeVisible();
  await expect(page.getByText('Comic front page generated!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comic Pages Breakdown' })).toBeVisible();
  for (const title of ['Opening Scene', 'The Inciting Incident', 'Rising Action', 'The Climax', 'Resolution']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const context = page.getByLabel('Comic context summary');
  await expect(context).toContainText('Author: Alex Johnson');
  await expect(context).toContainText(`Title: ${ideaTitle}`);
  await expect(context).toContainText('Chief spreadsheet wizard at a llama farm');
  await expect(page.getByRole('heading', { name: 'Ready to Continue?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  // A reload restores the draft: same comic, same cover, no new generation.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ideaTitle);
  expect(await loadedCoverSrc(page)).toBe(coverSrc);
  await expect(page.getByLabel('Comic context summary')).toContainText('Chief spreadsheet wizard at a llama farm');
});

async function addAnswer(page: import('@playwright/test').Page, question: string, text: string) {
  await page.getByRole('button', { name: 'Add answer' }).click();
  await page
    .getByRole('dialog', { name: 'Pick a question' })
    .getByRole('button', { name: new RegExp(escapeRegExp(question)) })
    .click();
  const editor = page.getByRole('dialog', { name: question });
  const save = editor.getByRole('button', { name: 'Save answer' });
  await expect(save).toBeDisabled();
  await editor.getByRole('textbox').fill(text);
  await save.click();
  await expect(editor).toBeHidden();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
