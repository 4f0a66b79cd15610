// The book's language through the procedures (docs/book.md, "The book's language"): with Claude (the real SDK
// against the fake Messages API, which answers in the language a prompt names), a Japanese comic's ideas, its
// saved row and its whole script are Japanese; an act Claude cannot write fails the story instead of leaving
// it half in English; ideas it cannot write are an error to try again, never English ideas. Without a key, a
// language the built-in writer lacks is refused before anything is made or saved in it.
import { describe, expect, it } from 'vitest';
import type { Script } from '../../shared/script';
import { needsClaudeMessage } from '../../server/domains/bookLanguage';
import { ideasFailedMessage } from '../../server/providers/ideas/anthropicIdeasProvider';
import { scriptFailedMessage } from '../../server/providers/script/anthropicScriptWriter';
import { useFakeAnthropic } from '../helpers/claudeFixtures';
import { makeHarness, makeTestApp } from '../helpers/harness';
import { eq } from 'drizzle-orm';
import { comics } from '../../server/db/schema';

const theFake = useFakeAnthropic();
const withClaude = () => ({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: theFake().url });

const MARIA = {
  author: 'Maria Lopez',
  type: 'black-and-white-manga' as const,
  answers: [
    { id: 'job', answer: 'Dentist who sings to her patients' },
    { id: 'family', answer: 'Her sister Rosa' },
  ],
};

const draftOf = (language: 'ja' | 'ar' | 'en', idea = { id: 'i1', title: 'Maria', description: 'A story.' }) => ({
  ...MARIA,
  answers: MARIA.answers.map((a) => ({ ...a, question: 'q', hint: '' })),
  language,
  characters: [],
  idea,
});

/** Every word of the script a reader sees, less the cast's names (written as the visitor wrote them). */
function shownWords(script: Script): string {
  const names = script.cast.map((c) => c.name);
  const text = [
    script.dedication,
    ...script.cast.map((c) => c.role),
    ...script.pages.flatMap((p) => [
      p.title,
      p.summary,
      ...p.panels.flatMap((x) => [x.caption ?? '', x.sfx ?? '', ...x.balloons.map((b) => b.text)]),
    ]),
  ].join('\n');
  return names.reduce((rest, name) => rest.split(name).join(''), text);
}

describe('a book in Japanese, written by Claude', () => {
  it('has Japanese ideas, a comic saved as Japanese, and a script with no English outside names', async () => {
    const h = await makeHarness({ user: 'maria@example.com', env: withClaude() });
    const ideas = await h.caller.ideas.generate({ ...MARIA, language: 'ja' });
    expect(ideas.source).toBe('ai');
    for (const idea of ideas.ideas) expect(`${idea.title}${idea.description}`).not.toMatch(/[A-Za-z]/);
    const asked = JSON.stringify(theFake().messageCalls()[0].body);
    expect(asked).toContain('Write every title and description in Japanese (ja).');

    const { id } = await h.caller.comics.save({ draft: draftOf('ja', ideas.ideas[0]) });
    expect((await h.caller.comics.list()).find((c) => c.id === id)?.language).toBe('ja');
    expect((await h.caller.comics.byId({ id })).language).toBe('ja');

    const job = await h.caller.scripts.start({ comicId: id, pages: 8 });
    expect(await h.deps.jobs.waitFor(job.id)).toMatchObject({ status: 'succeeded', result: { writer: 'ai' } });
    const { script } = (await h.caller.scripts.get({ comicId: id })).script!;
    expect(script.title).toBe(ideas.ideas[0].title);
    // The dedication and the roles come with act 1 (the built-in writer's would be English).
    expect(script.dedication).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(script.cast.find((c) => c.isHero)?.role).toBe('主人公');
    // Names the visitor wrote stay as written; a character the story invented is named in Japanese, and
    // every balloon is spoken by a cast member.
    const told = JSON.stringify(MARIA);
    for (const { name } of script.cast) expect(told.includes(name) || !/[A-Za-z]/.test(name), name).toBe(true);
    expect(script.cast.map((c) => c.name)).toEqual(expect.arrayContaining(['Maria', 'Rosa']));
    const speakers = new Set(script.pages.flatMap((p) => p.panels.flatMap((x) => x.balloons.map((b) => b.speaker))));
    for (const speaker of speakers) expect(script.cast.map((c) => c.name)).toContain(speaker);
    expect(shownWords(script)).not.toMatch(/[A-Za-z]/);
    // The artist's directions stay in English, as the prompt asks.
    expect(script.pages[0].panels[0].setting).toBe('the town square at noon');
    const acts = theFake().messageCalls().slice(1);
    expect(acts).toHaveLength(5);
    const schemaOf = (call: (typeof acts)[number]) =>
      Object.keys(
        (call.body as { output_config: { format: { schema: { properties: object } } } }).output_config.format.schema
          .properties,
      );
    expect(schemaOf(acts[0])).toEqual(['pages', 'dedication', 'cast']);
    expect(acts.slice(1).map(schemaOf)).toEqual(Array(4).fill(['pages']));
    expect(JSON.stringify(acts[2].body)).toContain('balloons and sound effects in Japanese (ja)');
    expect(theFake().refusals).toEqual([]);
  });

  it('fails the story when Claude cannot write an act, with nothing English in its place', async () => {
    const h = await makeHarness({ user: 'maria@example.com', env: withClaude() });
    const { id } = await h.caller.comics.save({ draft: draftOf('ja') });
    theFake().enqueue({ kind: 'refusal' });
    const job = await h.caller.scripts.start({ comicId: id, pages: 8 });
    expect(await h.deps.jobs.waitFor(job.id)).toMatchObject({
      status: 'failed',
      error: scriptFailedMessage('Japanese'),
    });
    expect((await h.caller.scripts.get({ comicId: id })).script).toBeNull();
    // Given up after act 1: the built-in writer was not asked to finish the book.
    expect(theFake().messageCalls()).toHaveLength(1);
  });

  it('answers ideas Claude cannot write in Arabic with an error to try again, not English ideas', async () => {
    const h = await makeHarness({ user: 'maria@example.com', env: withClaude() });
    theFake().enqueue({ kind: 'refusal' });
    await expect(h.caller.ideas.generate({ ...MARIA, language: 'ar' })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: ideasFailedMessage('Arabic'),
    });
    // The next try is answered, in Arabic.
    const again = await h.caller.ideas.generate({ ...MARIA, language: 'ar' });
    expect(again.ideas[0].title).toMatch(/[\u0600-\u06ff]/);
  });

  it('tells the browser every language is written', async () => {
    const t = await makeTestApp({ env: withClaude() });
    const info = (await t.app.inject({ method: 'GET', url: '/api/app-info' })).json();
    expect(info.bookLanguages).toHaveLength(23);
    expect(info.bookLanguages).toEqual(expect.arrayContaining(['en', 'es', 'ja', 'ar', 'he', 'hi']));
  });
});

describe('without a key', () => {
  it('writes English, and refuses Japanese before ideas are made or a comic is saved', async () => {
    const h = await makeHarness({ user: 'maria@example.com' });
    await expect(h.caller.ideas.generate({ ...MARIA, language: 'ja' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: needsClaudeMessage('ja'),
    });
    expect(needsClaudeMessage('ja')).toBe(
      'Books in Japanese (日本語) are written by Claude, which this site is not set up to use. ' +
        'Please choose another language.',
    );
    await expect(h.caller.comics.save({ draft: draftOf('ja') })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await h.caller.comics.list()).toEqual([]);
    const english = await h.caller.ideas.generate({ ...MARIA, language: 'en' });
    expect(english.source).toBe('local');
    const { id } = await h.caller.comics.save({ draft: draftOf('en', english.ideas[0]) });
    expect(await h.caller.comics.byId({ id })).toMatchObject({ language: 'en', rightToLeft: false });
    // A manga set to read right to left keeps the choice.
    const manga = await h.caller.comics.save({ draft: { ...draftOf('en', english.ideas[1]), rightToLeft: true } });
    expect(await h.caller.comics.byId({ id: manga.id })).toMatchObject({ language: 'en', rightToLeft: true });
  });

  it('writes no story for a comic saved in Japanese once the site has no Claude, not an English one', async () => {
    const h = await makeHarness({ user: 'maria@example.com' });
    const { id } = await h.caller.comics.save({ draft: draftOf('en') });
    // As if saved while the site had a key, which was then removed.
    await h.deps.db.update(comics).set({ language: 'ja' }).where(eq(comics.id, id));
    const job = await h.caller.scripts.start({ comicId: id, pages: 8 });
    expect(await h.deps.jobs.waitFor(job.id)).toMatchObject({ status: 'failed', error: needsClaudeMessage('ja') });
    expect((await h.caller.scripts.get({ comicId: id })).script).toBeNull();
    // The stored failure keeps its message's key and values, for the browser to say in the visitor's language.
    expect(await h.caller.jobs.get({ id: job.id })).toMatchObject({
      messageKey: 'error_needs_claude',
      messageParams: { language: 'Japanese (日本語)', languageCode: 'ja' },
    });
  });

  it('refuses a language it does not know, in people’s words', async () => {
    const h = await makeHarness({ user: 'maria@example.com' });
    await expect(h.caller.ideas.generate({ ...MARIA, language: 'xx' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please choose one of the listed languages.'),
    });
  });
});
