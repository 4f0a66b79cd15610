// Every screen in a ready state, for the accessibility scan and the screenshots.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { draftWithAnswers, draftWithAuthor, draftWithIdea, draftWithPhoto, loadedCoverSrc, seedDraft, uploadPhoto } from './draft';
import { photoFile } from './images';
import { mockTrpc, sampleComics, sampleDetail, signedInAs } from './mockTrpc';

export interface Screen {
  name: string;
  open(page: Page, request: APIRequestContext): Promise<void>;
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
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    },
  },
  {
    name: 'generate-signed-in',
    async open(page, request) {
      await mockTrpc(page, { 'auth.session': signedInAs('alex@example.com'), 'comics.save': () => ({ data: { id: 'saved-1' } }) });
      await seedDraft(page, await draftWithPhoto(request));
      await page.goto('/generate');
      await loadedCoverSrc(page);
      await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    },
  },
  {
    name: 'generate',
    async open(page, request) {
      await seedDraft(page, await draftWithPhoto(request));
      await page.goto('/generate');
      await loadedCoverSrc(page);
      // Let the success toasts go, so the screenshot shows the page itself.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    },
  },
  {
    name: 'my-orders',
    async open(page, request) {
      const cover = await uploadPhoto(request);
      await mockTrpc(page, { 'auth.session': signedInAs('alex@example.com'), 'comics.list': () => ({ data: sampleComics(cover) }) });
      await page.goto('/my-orders');
      await expect(page.getByRole('article')).toHaveCount(2);
    },
  },
  {
    name: 'my-orders-empty',
    async open(page) {
      await mockTrpc(page, { 'auth.session': signedInAs('alex@example.com'), 'comics.list': () => ({ data: [] }) });
      await page.goto('/my-orders');
      await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
    },
  },
  {
    name: 'comic-detail',
    async open(page, request) {
      const photo = await uploadPhoto(request);
      await mockTrpc(page, { 'auth.session': signedInAs('alex@example.com'), 'comics.byId': () => ({ data: sampleDetail(photo, photo) }) });
      await page.goto('/comics-edit/comic-1');
      await expect(page.getByText('Editing functionality coming soon')).toBeVisible();
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
