// The site in the visitor's language (docs/product.md, "The site's languages"): a Spanish browser gets the
// Spanish site from the first byte (the server sends the Spanish pages; no English flashes, no hydration
// repair), makes a comic end to end in Spanish at phone and desktop widths with no serious accessibility
// problem, and the header's language menu switches any page, keeping the draft.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSevereAxeViolations } from './support/axe';
import { photoFile } from './support/images';
import { shoot } from './support/shots';

/** Console errors and page errors while the test runs (a hydration mismatch is one). */
/**
 * Opens the header's language menu (its button shows the current code: 'EN', 'DE'). The page has just been
 * loaded again in another language: a click that lands before its header is hydrated opens nothing (one CI-like
 * run timed out waiting for the menu), so the click is made again until the menu is what the page shows.
 */
async function openLanguageMenu(page: Page, code: string) {
  const menu = page.getByRole('menu', { name: /./ });
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: new RegExp(`^${code}`) }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('gets the site in Spanish and makes a comic in it, at 375 and 1280 px', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Comics by Anyone | Cómics personalizados');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('cómic divertidísimo');
    await expect(page.getByRole('navigation', { name: 'Principal' }).first()).toContainText('Crea tu libro');
    await expect(page.getByText('Create Your Book')).toHaveCount(0);
    await shoot(page, 'site-es-landing');
    await expectNoSevereAxeViolations(page, undefined, 'landing in Spanish');

    await page.getByRole('link', { name: 'Crea tu cómic', exact: true }).first().click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { name: 'Elige un tipo de libro' })).toBeVisible();
    // The book is in the site's language unless its maker picks another.
    await expect(page.getByLabel('Idioma del libro')).toHaveValue('es');
    await shoot(page, 'site-es-create');
    await expectNoSevereAxeViolations(page, undefined, '/create in Spanish');
    await page.getByRole('button', { name: 'Crear Vintage años 30-50' }).click();

    await expect(page.getByRole('heading', { name: '¿Quién será el autor del libro?' })).toBeVisible();
    await page.getByLabel('Nombre completo del autor').fill('Carmen Ruiz');
    await shoot(page, 'site-es-author');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Conozcamos al autor' })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir respuesta' }).click();
    const picker = page.getByRole('dialog', { name: 'Elige una pregunta' });
    await expect(picker).toBeVisible();
    await expectNoSevereAxeViolations(page, '[role="dialog"]', 'the question picker in Spanish');
    await picker.getByRole('button', { name: /¿A qué se dedica Carmen Ruiz\?/ }).click();
    const editor = page.getByRole('dialog', { name: '¿A qué se dedica Carmen Ruiz?' });
    await editor.getByRole('textbox').fill('Es enfermera jubilada');
    await editor.getByRole('button', { name: 'Guardar respuesta' }).click();
    await expect(page.getByRole('list', { name: 'Tus respuestas' }).getByRole('listitem')).toHaveCount(1);
    await shoot(page, 'site-es-questions');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Elijamos una idea para el cómic' })).toBeVisible();
    await expect(page.getByText('3 sugerencias')).toBeVisible({ timeout: 15_000 });
    // Written by the built-in Spanish writer: about Carmen, in Spanish.
    const ideas = page.getByRole('group', { name: 'Ideas para el cómic' }).getByRole('button');
    await expect(ideas.first()).toContainText('Carmen');
    await expect(ideas.first()).not.toContainText(/\b(?:the|and|with|her)\b/);
    await ideas.first().click();
    await shoot(page, 'site-es-ideas');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Sube a tu protagonista' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(await photoFile());
    await expect(page.getByRole('img', { name: 'Vista previa del protagonista' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByText('¡Tu cómic está listo!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Desglose de páginas' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Portada generada del cómic' })).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'site-es-result');
    await expectNoSevereAxeViolations(page, undefined, 'the result page in Spanish');
    expect(errors).toEqual([]);
  });
});

test('the language menu switches the page and keeps the draft', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/create');
  await page.getByRole('button', { name: 'Create 1930s-1950s Vintage' }).click();
  await page.getByLabel("Author's full name").fill('Jürgen Weiß');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: "Let's get to know the author" })).toBeVisible();
  const menuButton = page.getByRole('button', { name: /^EN/ });
  await menuButton.click();
  const menu = page.getByRole('menu', { name: 'Language' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['English', 'Español', 'Français', 'Deutsch', 'Português']);
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  // The page loads again in German, the draft kept: its author is there a step back.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: /^DE/ })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('heading', { name: 'Wer wird der Autor des Buchs?' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveValue('Jürgen Weiß');
  // A name typed but not saved yet is there after the page loads again in another language.
  await page.getByRole('textbox').fill('Jürgen Weiß-Öztürk');
  await (await openLanguageMenu(page, 'DE')).getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('textbox')).toHaveValue('Jürgen Weiß-Öztürk');
  await (await openLanguageMenu(page, 'ES')).getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Kept for the next visit: the landing page comes in German.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(errors).toEqual([]);
});
