// Answers chosen tRPC procedures in the browser (page.route), for library screens that need a signed-in
// user. Handles batched calls: '/trpc/a,b?batch=1' gets one result per procedure, in order.
import type { Page, Route } from '@playwright/test';

type Handler = (input: unknown) => { data: unknown } | { error: { message: string; code: string; httpStatus: number } };

export async function mockTrpc(page: Page, handlers: Record<string, Handler>): Promise<void> {
  await page.route(/\/trpc\//, async (route: Route) => {
    const url = new URL(route.request().url());
    const names = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    if (!names.every((name) => handlers[name])) return route.fallback();
    const inputs = readInputs(url, route.request().postData());
    const results = names.map((name, index) => {
      const outcome = handlers[name](inputs[index]);
      if ('data' in outcome) return { result: { data: outcome.data } };
      const { message, code, httpStatus } = outcome.error;
      return { error: { message, code: -32000, data: { code, httpStatus, path: name } } };
    });
    const status = results.some((r) => 'error' in r) ? 207 : 200;
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(results) });
  });
}

function readInputs(url: URL, body: string | null): unknown[] {
  const raw = body ?? url.searchParams.get('input');
  if (!raw) return [];
  const parsed = JSON.parse(raw) as Record<string, unknown>;
  return Object.keys(parsed)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => parsed[key]);
}

export const signedInAs = (email: string): Handler => () => ({
  data: { user: { id: 'user-1', email, name: 'Alex', avatarUrl: null } },
});

export function sampleComics(coverUrl: string | null) {
  const now = Date.now();
  return [
    {
      id: 'comic-1',
      title: 'The Great Office Heist',
      author: 'Alex Johnson',
      type: '30s-50s-style',
      comicFrontPageUrl: coverUrl,
      mainCharacterPhoto: null,
      createdAt: new Date(now - 65 * 60 * 1000).toISOString(),
    },
    {
      id: 'comic-2',
      title: 'Ninja Accountant Strikes Back',
      author: 'Sam Lee',
      type: 'black-and-white-manga',
      comicFrontPageUrl: null,
      mainCharacterPhoto: null,
      createdAt: new Date(now - 3 * 24 * 60 * 60 * 1000).toISOString(),
    },
  ];
}

export function sampleDetail(coverUrl: string | null, portraitUrl: string | null) {
  const [comic] = sampleComics(coverUrl);
  return {
    ...comic,
    mainCharacterPhoto: portraitUrl,
    ideas: [{ id: 'idea-1', title: comic.title, description: 'Alex must rescue the last coffee machine in town.' }],
    characters: [{ id: 'char-1', fullName: 'Alex Johnson', nickname: 'The Ledger', portraitImageUrl: portraitUrl }],
    pages: [
      { id: 'p1', pageNumber: 1, title: 'Opening Scene', description: 'Introduction to the main character and setting' },
      { id: 'p2', pageNumber: 2, title: 'The Inciting Incident', description: 'Something unexpected kicks off the adventure' },
      { id: 'p3', pageNumber: 3, title: 'Rising Action', description: 'Challenges and obstacles' },
      { id: 'p4', pageNumber: 4, title: 'The Climax', description: 'Most exciting moment' },
      { id: 'p5', pageNumber: 5, title: 'Resolution', description: 'How the story concludes and what the character learned' },
    ],
    answers: [],
  };
}
