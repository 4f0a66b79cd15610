// Seeds the 'bookBuilder' draft straight into localStorage, for tests that only need a later page.
import type { APIRequestContext, Page } from '@playwright/test';
import { makePhoto } from './images';

export const AUTHOR = 'Alex Johnson';

export const IDEA = {
  id: 'idea-seeded-1',
  title: 'The Great Office Heist',
  description: 'Alex Johnson must rescue the last coffee machine in town before the Monday meeting begins.',
};

export const ANSWERS = [
  {
    id: 'job',
    question: "What is Alex Johnson's job?",
    hint: 'Be specific and include funny details',
    answer: 'Accountant who loves spreadsheets',
  },
  {
    id: 'hobbies',
    question: "What are Alex Johnson's hobbies?",
    hint: 'What do they love doing?',
    answer: 'Rock climbing and baking',
  },
];

export type SeedDraft = Record<string, unknown>;

export const draftWithAuthor: SeedDraft = { type: '30s-50s-style', author: AUTHOR, answers: [], characters: [] };
export const draftWithAnswers: SeedDraft = { ...draftWithAuthor, answers: ANSWERS };
export const draftWithIdea: SeedDraft = { ...draftWithAnswers, idea: IDEA };

/** Writes the draft on this origin (via a cheap same-origin page), then the next goto reads it. */
export async function seedDraft(page: Page, draft: SeedDraft): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((value) => {
    localStorage.setItem('bookBuilder', JSON.stringify(value));
    sessionStorage.clear();
  }, draft);
}

/** Uploads a real photo through the API and returns its stored URL. */
export async function uploadPhoto(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/uploads/characters', {
    multipart: { file: { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: await makePhoto('jpeg') } },
  });
  if (response.status() !== 201) throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/** A draft with an uploaded photo: /generate will generate its cover on entry. */
export async function draftWithPhoto(request: APIRequestContext): Promise<SeedDraft> {
  return { ...draftWithIdea, mainCharacterPhoto: await uploadPhoto(request) };
}

/** Waits for the cover image to be shown and actually decoded; returns its src. */
export async function loadedCoverSrc(page: Page, timeout = 25_000): Promise<string> {
  const cover = page.getByRole('img', { name: 'Generated comic front page cover' });
  await cover.waitFor({ state: 'visible', timeout });
  await page.waitForFunction(
    () => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Generated comic front page cover"]');
      return Boolean(img?.complete && img.naturalWidth > 0);
    },
    undefined,
    { timeout },
  );
  return (await cover.getAttribute('src')) ?? '';
}
