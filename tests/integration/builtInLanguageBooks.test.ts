// Spanish, French, German and Portuguese books with no key (docs/book.md, "The built-in writer of Spanish,
// French, German and Portuguese"): ideas, the saved comic and its whole script are in the book's language
// through the procedures and the real script job; with Claude (the real SDK against the fake Messages API),
// a failure falls back to the built-in writer of the same language, never to English.
import { describe, expect, it } from 'vitest';
import type { Script } from '../../shared/script';
import { useFakeAnthropic } from '../helpers/claudeFixtures';
import { makeHarness } from '../helpers/harness';

const theFake = useFakeAnthropic();
const withClaude = () => ({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: theFake().url });

const CARMEN = {
  author: 'Carmen Ruiz',
  type: '30s-50s-style' as const,
  answers: [
    { id: 'job', answer: 'Es enfermera jubilada' },
    { id: 'family', answer: 'Su nieta Lucía y su perro Chispa' },
    { id: 'hobbies', answer: 'Jugar al dominó y bailar salsa' },
    { id: 'dream', answer: 'Volver a La Habana' },
    { id: 'genre', answer: 'misterio' },
  ],
};

const draftOf = (idea: { id: string; title: string; description: string }, language: 'es' | 'de' = 'es') => ({
  ...CARMEN,
  answers: CARMEN.answers.map((a) => ({ ...a, question: 'q', hint: '' })),
  language,
  characters: [],
  idea,
});

/** Every word a reader sees, less the names and the answers as written. */
function writersWords(script: Script): string[] {
  const text = [
    script.dedication,
    ...script.cast.map((c) => c.role),
    ...script.pages.flatMap((p) => [
      p.title,
      p.summary,
      ...p.panels.flatMap((x) => [x.caption ?? '', x.sfx ?? '', ...x.balloons.map((b) => b.text)]),
    ]),
  ].join('\n');
  const told = [...CARMEN.answers.map((a) => a.answer), ...script.cast.map((c) => c.name), 'Carmen'];
  const rest = told.reduce((t, piece) => t.split(piece).join(' ').split(piece.toLowerCase()).join(' '), text);
  return rest
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

const ENGLISH = ['the', 'and', 'you', 'with', 'what', 'your', 'her', 'his', 'hero', 'story', 'morning', 'friend'];

describe('a Spanish book with no key', () => {
  it('has Spanish ideas, a comic saved as Spanish and a Spanish script written by the built-in writer', async () => {
    const h = await makeHarness({ user: 'carmen@example.com' });
    const ideas = await h.caller.ideas.generate({ ...CARMEN, language: 'es' });
    expect(ideas.source).toBe('local');
    expect(ideas.ideas).toHaveLength(3);
    for (const idea of ideas.ideas) expect(`${idea.title} ${idea.description}`).toContain('Carmen');
    const { id } = await h.caller.comics.save({ draft: draftOf(ideas.ideas[0]) });
    expect((await h.caller.comics.byId({ id })).language).toBe('es');
    const job = await h.caller.scripts.start({ comicId: id, pages: 20 });
    expect(await h.deps.jobs.waitFor(job.id)).toMatchObject({ status: 'succeeded', result: { writer: 'local' } });
    const { script } = (await h.caller.scripts.get({ comicId: id })).script!;
    expect(script.title).toBe(ideas.ideas[0].title);
    expect(script.pages).toHaveLength(20);
    expect(writersWords(script).filter((w) => ENGLISH.includes(w))).toEqual([]);
    // The granddaughter calls her "abuela"; the dog only barks; the art reads English roles.
    const balloons = script.pages.flatMap((p) => p.panels.flatMap((x) => x.balloons));
    expect(balloons.filter((b) => b.speaker === 'Lucía').some((b) => b.text.includes('abuela'))).toBe(true);
    for (const b of balloons.filter((x) => x.speaker === 'Chispa')) expect(b.text).toBe('¡Guau!');
    expect(script.cast.find((c) => c.name === 'Lucía')).toMatchObject({
      role: 'nieta de Carmen',
      drawnAs: 'her granddaughter',
    });
    expect(script.cast[0]).toMatchObject({ role: 'la protagonista', lifeStage: 'senior' });
  });
});

describe('a book in a built-in language when Claude fails', () => {
  it('writes the whole book with the built-in writer of its language', async () => {
    const h = await makeHarness({ user: 'carmen@example.com', env: withClaude() });
    const { id } = await h.caller.comics.save({
      draft: draftOf({ id: 'i1', title: 'Carmen y el Reloj de Oro', description: 'Una aventura.' }),
    });
    theFake().enqueue({ kind: 'refusal' });
    const job = await h.caller.scripts.start({ comicId: id, pages: 8 });
    expect(await h.deps.jobs.waitFor(job.id)).toMatchObject({ status: 'succeeded', result: { writer: 'local' } });
    const { script } = (await h.caller.scripts.get({ comicId: id })).script!;
    expect(script.pages).toHaveLength(8);
    expect(writersWords(script).filter((w) => ENGLISH.includes(w))).toEqual([]);
    expect(script.cast.at(-1)).toMatchObject({ role: 'quien lo complica todo', drawnAs: 'the villain' });
  });

  it('gives German ideas from the built-in writer when Claude cannot write them', async () => {
    const h = await makeHarness({ user: 'carmen@example.com', env: withClaude() });
    theFake().enqueue(
      { kind: 'error', status: 529, type: 'overloaded_error' },
      { kind: 'error', status: 529, type: 'overloaded_error' },
      { kind: 'error', status: 529, type: 'overloaded_error' },
    );
    const ideas = await h.caller.ideas.generate({ ...CARMEN, language: 'de' });
    expect(ideas.source).toBe('local');
    const words = ideas.ideas.flatMap((i) => `${i.title} ${i.description}`.toLowerCase().split(/[^\p{L}]+/u));
    expect(words.filter((w) => ENGLISH.includes(w))).toEqual([]);
    expect(words).toEqual(expect.arrayContaining(['carmen']));
  });
});
