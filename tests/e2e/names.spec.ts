// Names in every script on a phone: the builder, the library and the gift page show a Polish grandmother, her
// Turkish daughter-in-law, her Vietnamese granddaughter and friends writing in Arabic and Japanese letter for
// letter; the letters Comic Neue lacks are drawn by the site's second face (Comic Relief) and the other
// scripts by Noto Sans, each fetched only when a page shows such letters.
import { expect, test, type Page } from '@playwright/test';
import { seedDraft, type SeedDraft } from './support/draft';
import { callTrpc, createComic, signIn, uniqueEmail } from './support/session';

const AUTHOR = 'Małgorzata Żurowska';
const FAMILY = 'her son Staś, his wife Çağla Şahin, their daughter Nguyễn Thị Hà, and friends مريم and 山田はなこ';
const TITLE = 'Małgorzata i Łódź';
const MESSAGE = 'Wszystkiego najlepszego, Babciu! Ευχαριστώ, Мама!';

const draft: SeedDraft = {
  type: '30s-50s-style',
  author: AUTHOR,
  answers: [{ id: 'family', question: `Who is in ${AUTHOR}'s family?`, hint: '', answer: FAMILY }],
  characters: [],
  idea: { id: 'idea-names', title: TITLE, description: `${AUTHOR} sings in Łódź with ${FAMILY}.` },
};

/** Whether the browser loaded a web font of this family (it fetches one only for letters that need it). */
const loadedFamilies = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  });

test.use({ viewport: { width: 375, height: 812 } });

test('the builder, the library and the gift page show every letter of every name', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, uniqueEmail('names'));

  // The builder: the author's answers, as written.
  await seedDraft(page, draft);
  await page.goto('/questions');
  await expect(page.getByText(`Who is in ${AUTHOR}'s family?`)).toBeVisible();
  // Comic Relief for ł, ś, ş, ğ; Noto Sans for the Arabic and Japanese names, loaded because the page shows them.
  await expect
    .poll(() => loadedFamilies(page))
    .toEqual(expect.arrayContaining(['Comic Relief', 'Noto Sans Arabic Variable', 'Noto Sans SC Variable']));
  await page.screenshot({ path: 'test-results/screenshots/names-builder-375.png', fullPage: true });

  // The library: the comic's title and author on its card.
  const comicId = await createComic(page, draft);
  await page.goto('/my-orders');
  const card = page.getByRole('article');
  await expect(card).toContainText(TITLE);
  await expect(card).toContainText(AUTHOR);
  await page.screenshot({ path: 'test-results/screenshots/names-library-375.png', fullPage: true });

  // The gift page, opened by the grandmother on her phone: her name and the family's message.
  const gift = await callTrpc<{ url: string }>(page, 'gifts.create', {
    comicId,
    message: MESSAGE,
    allowDownload: false,
  });
  const recipient = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await recipient.goto(gift.url);
  await expect(recipient.getByRole('heading', { name: `This comic is about you, ${AUTHOR}!` })).toBeVisible();
  await expect(recipient.getByText(`“${MESSAGE}”`)).toBeVisible();
  expect(await recipient.title()).toContain(TITLE);
  await recipient.screenshot({ path: 'test-results/screenshots/names-gift-375.png', fullPage: true });
  await recipient.close();
});
