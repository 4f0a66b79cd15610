// Every screen in a ready state, for the accessibility scan and the screenshots.
import { expect, type Page } from '@playwright/test';
import {
  AUTHOR,
  draftWithAnswers,
  draftWithAuthor,
  draftWithIdea,
  draftWithPhoto,
  IDEA,
  loadedCoverSrc,
  seedDraft,
  uploadPhoto,
} from './draft';
import { photoFile } from './images';
import { createComic, generateCover, signIn, uniqueEmail } from './session';

// Library screens use a real session and real comics (a fresh user each time), never answers made up in the browser.
const manga = {
  type: 'black-and-white-manga',
  author: 'Sam Lee',
  answers: [],
  characters: [],
  idea: {
    id: 'idea-ninja-1',
    title: 'Ninja Accountant Strikes Back',
    description: 'Sam Lee balances the books by night.',
  },
};

/** A comic with an uploaded photo as its star's portrait and a real generated cover. */
async function illustratedDraft(page: Page) {
  const draft = {
    ...draftWithIdea,
    mainCharacterPhoto: await uploadPhoto(page.request),
    characters: [{ id: 'char-1', fullName: AUTHOR, nickname: 'The Ledger' }],
  };
  return { ...draft, comicFrontPageUrl: await generateCover(page, draft) };
}

export interface Screen {
  name: string;
  open(page: Page): Promise<void>;
}

export const SCREENS: Screen[] = [
  {
    name: 'landing',
    async open(page) {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    },
  },
  {
    name: 'create',
    async open(page) {
      await seedDraft(page, {});
      await page.goto('/create');
      await expect(page.getByRole('heading', { name: 'Pick a book type' })).toBeVisible();
    },
  },
  {
    name: 'author',
    async open(page) {
      await seedDraft(page, { type: 'black-and-white-manga', answers: [], characters: [] });
      await page.goto('/author');
      await expect(page.getByRole('heading', { name: 'Who will be the author of the book?' })).toBeVisible();
    },
  },
  {
    name: 'questions',
    async open(page) {
      await seedDraft(page, draftWithAnswers);
      await page.goto('/questions');
      await expect(page.getByRole('list', { name: 'Your answers' }).getByRole('listitem')).toHaveCount(2);
    },
  },
  {
    name: 'questions-picker',
    async open(page) {
      await seedDraft(page, draftWithAnswers);
      await page.goto('/questions');
      await page.getByRole('button', { name: 'Add answer' }).click();
      await expect(page.getByRole('dialog', { name: 'Pick a question' })).toBeVisible();
    },
  },
  {
    name: 'questions-empty',
    async open(page) {
      await seedDraft(page, draftWithAuthor);
      await page.goto('/questions');
      await expect(page.getByText('No answers yet')).toBeVisible();
    },
  },
  {
    name: 'ideas',
    async open(page) {
      await seedDraft(page, draftWithAnswers);
      await page.goto('/ideas');
      await expect(page.getByText('3 suggestions')).toBeVisible({ timeout: 15_000 });
      await page.getByRole('group', { name: 'Comic ideas' }).getByRole('button').first().click();
    },
  },
  {
    name: 'character-upload',
    async open(page) {
      await seedDraft(page, draftWithIdea);
      await page.goto('/character-upload');
      await expect(page.getByText('Max 5MB')).toBeVisible();
    },
  },
  {
    name: 'character-upload-preview',
    async open(page) {
      await seedDraft(page, draftWithIdea);
      await page.goto('/character-upload');
      await page.locator('input[type="file"]').setInputFiles(await photoFile());
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
      // The upload's toast first comes, then goes: scanned while it fades in, its text is half transparent.
      await expect(page.getByText('Character photo uploaded successfully!')).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    },
  },
  {
    name: 'generate-signed-in',
    async open(page) {
      await signIn(page, uniqueEmail('screen-generate'));
      await seedDraft(page, await draftWithPhoto(page.request));
      await page.goto('/generate');
      await loadedCoverSrc(page);
      await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    },
  },
  {
    name: 'generate',
    async open(page) {
      await seedDraft(page, await draftWithPhoto(page.request));
      await page.goto('/generate');
      await loadedCoverSrc(page);
      // Let the success toasts go, so the screenshot shows the page itself.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    },
  },
  {
    name: 'my-orders',
    async open(page) {
      await signIn(page, uniqueEmail('screen-library'));
      await createComic(page, manga);
      await createComic(page, await illustratedDraft(page));
      await page.goto('/my-orders');
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByRole('img', { name: `Cover of ${IDEA.title}` })).toBeVisible();
    },
  },
  {
    name: 'my-orders-empty',
    async open(page) {
      await signIn(page, uniqueEmail('screen-empty'), '/my-orders');
      await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
    },
  },
  {
    name: 'comic-detail',
    async open(page) {
      await signIn(page, uniqueEmail('screen-detail'));
      const id = await createComic(page, await illustratedDraft(page));
      await page.goto(`/comics-edit/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(IDEA.title);
      await expect(page.getByText(/Editing the details and the characters is coming soon/)).toBeVisible();
    },
  },
  {
    name: 'not-found',
    async open(page) {
      await page.goto('/this-page-does-not-exist');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    },
  },
];
