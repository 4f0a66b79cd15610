// What the hero lives with, ticked on their card (shared/heroAids.ts) rather than written in an answer: kept with
// the saved comic, given to the writer (a wheelchair user races and rolls in the built-in story) and to the
// book's pages with what the answers name; anything else is refused at the edge.
import { describe, expect, it } from 'vitest';
import { readComicStory } from '../../server/domains/comics/comicRows';
import { readBookContext } from '../../server/domains/book/bookContext';
import type { DraftInput } from '../../shared/schemas';
import { makeHarness } from '../helpers/harness';
import { portrait } from '../fixtures/portraits';

const draft = (more: Partial<DraftInput>): DraftInput => ({
  type: 'classic-superhero',
  author: 'Maya',
  answers: [
    { id: 'job', question: 'q', hint: '', answer: 'She is in year five and loves racing her friends at break.' },
    { id: 'hobbies', question: 'q', hint: '', answer: 'Basketball and drawing dragons.' },
  ],
  characters: [],
  idea: { id: 'i1', title: 'Maya Saves the Day', description: 'Maya races to save the school fair.' },
  ...more,
});
/** "Maya runs…", "Maya and Dev sprint…": the hero's own clause moving on two feet. */
const ON_FOOT = /^\s*Maya(?:\s+and\s+[^;,.]+?)?\s+(?:sprints?|runs?|dashes|jogs?|walks?|leaps|kneels)\b/u;

describe('aids ticked on the hero’s card', () => {
  it('are kept with the comic, seat the hero in the built-in story, reach the book beside the answers’', async () => {
    const h = await makeHarness({ user: 'maya@example.com' });
    const photo = await h.saveImage('characters', (await portrait('dark-child-cap')).photo, 'jpg', { user: h.user });
    const withAids = draft({ heroAids: ['wheelchair', 'hearing aids'], mainCharacterPhoto: photo });
    // The answers say nothing of either: only the card does.
    const { id } = await h.caller.comics.save({ draft: withAids });
    expect((await readComicStory(h.deps.db, id)).heroAids).toEqual(['wheelchair', 'hearing aids']);

    const job = await h.caller.scripts.start({ comicId: id, pages: 8 });
    expect((await h.deps.jobs.waitFor(job.id)).status).toBe('succeeded');
    const script = (await h.caller.scripts.get({ comicId: id })).script!.script;
    let clauses = 0;
    for (const panel of script.pages.flatMap((p) => p.panels)) {
      for (const clause of `${panel.action} ${panel.caption ?? ''}`.split(/(?<=[;.!?])/)) {
        if (!clause.trim().startsWith('Maya')) continue;
        expect(clause).not.toMatch(ON_FOOT);
        clauses++;
      }
    }
    expect(clauses).toBeGreaterThan(5);
    const book = await readBookContext(h.deps, { comicId: id, userId: h.user!.id, seed: 1 }, script);
    expect(book.heroAids).toEqual(['wheelchair', 'hearing aids']);

    // Without a tick the answers still count: crutches named in one join nothing ticked.
    const named = draft({
      answers: [{ id: 'job', question: 'q', hint: '', answer: 'Broke her leg skiing, on crutches till June.' }],
      mainCharacterPhoto: photo,
    });
    const other = await h.caller.comics.save({ draft: named });
    expect((await readComicStory(h.deps.db, other.id)).heroAids).toEqual([]);
    const story = await h.caller.scripts.start({ comicId: other.id, pages: 8 });
    await h.deps.jobs.waitFor(story.id);
    const written = (await h.caller.scripts.get({ comicId: other.id })).script!.script;
    const second = await readBookContext(h.deps, { comicId: other.id, userId: h.user!.id, seed: 1 }, written);
    expect(second.heroAids).toEqual(['crutches']);
  });

  it('a family answer gives the person it names their aid, not the hero; it reaches the book by name', async () => {
    const h = await makeHarness({ user: 'maya@example.com' });
    const photo = await h.saveImage('characters', (await portrait('dark-child-cap')).photo, 'jpg', { user: h.user });
    const { id } = await h.caller.comics.save({
      draft: draft({
        answers: [
          { id: 'job', question: 'q', hint: '', answer: 'She is in year five and loves racing her friends at break.' },
          {
            id: 'family',
            question: 'q',
            hint: '',
            answer: 'She lives with her mum Priya and her grandma Rose, who uses a wheelchair and wears hearing aids.',
          },
        ],
        mainCharacterPhoto: photo,
      }),
    });
    const job = await h.caller.scripts.start({ comicId: id, pages: 8 });
    expect((await h.deps.jobs.waitFor(job.id)).status).toBe('succeeded');
    const script = (await h.caller.scripts.get({ comicId: id })).script!.script;
    const book = await readBookContext(h.deps, { comicId: id, userId: h.user!.id, seed: 1 }, script);
    expect(book.heroAids).toEqual([]);
    const rose = script.cast.find((c) => /Rose/.test(c.name))!;
    expect(rose.role).toMatch(/grandma/i);
    expect(book.castAids).toEqual({ [rose.name]: ['wheelchair', 'hearing aids'] });
  });

  it('refuses an aid the card does not offer, or one ticked twice, and saves nothing', async () => {
    const h = await makeHarness({ user: 'maya@example.com' });
    for (const heroAids of [['jetpack'], ['crutches', 'crutches'], ['zimmer frame']]) {
      await expect(
        h.caller.comics.save({ draft: draft({ heroAids: heroAids as DraftInput['heroAids'] }) }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await h.caller.comics.list()).toEqual([]);
  });
});
