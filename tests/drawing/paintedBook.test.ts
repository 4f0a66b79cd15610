// A book painted by an image model: with REPLICATE_API_TOKEN the real replicate SDK paints each panel
// against a local fake of the Replicate API; the one panel the fake refuses is drawn by the built-in art
// and the page says so ('mixed'), every other page is 'ai'; a painted book counts against the daily limit.
// @module-tag long
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScriptRows } from '../../server/domains/scripts/scriptRows';
import { readBookPages } from '../../server/domains/book/bookRows';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { portrait } from '../fixtures/portraits';
import { FAIL_MARKER, startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { makeHarness } from '../helpers/harness';

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(() => fake.close());

describe('a painted book', { timeout: 240_000 }, () => {
  it('paints every panel, draws the one that failed with the built-in art, and keeps to the daily limit', async () => {
    const h = await makeHarness({
      user: 'ada@example.com',
      env: { REPLICATE_API_TOKEN: 'test-token', REPLICATE_BASE_URL: fake.url, BOOKS_PER_USER_PER_DAY: '1' },
    });
    const photo = await h.saveImage('characters', (await portrait('tan-brown-hair-grey')).photo, 'jpg');
    const draft = {
      type: '30s-50s-style',
      author: 'Ada Osei',
      answers: [{ id: 'job', question: 'q', hint: '', answer: 'Harbour pilot who knows every rock' }],
      characters: [],
      idea: { id: 'i1', title: 'Storm Pilot', description: 'Ada guides the last ship home through the storm.' },
      mainCharacterPhoto: photo,
    };
    const { id: comicId } = await h.caller.comics.save({ draft });
    // An 8-page story whose third page has one panel the fake image service refuses.
    const script = writeLocalScript({
      author: draft.author,
      type: draft.type,
      answers: draft.answers,
      idea: draft.idea,
      pages: 8,
      seed: 5,
    });
    const target = script.pages[2];
    target.panels[0] = { ...target.panels[0], action: `${target.panels[0].action} ${FAIL_MARKER}!`.slice(0, 300) };
    await writeScriptRows(h.deps.db, comicId, h.user!.id, script, 'local');

    const job = await h.deps.jobs.waitFor((await h.caller.book.start({ comicId })).id);
    expect(job).toMatchObject({ status: 'succeeded', result: { pages: 12, failed: 0 } });
    const rows = await readBookPages(h.deps.db, comicId, h.user!.id);
    const story = rows.filter((r) => r.kind === 'story');
    expect(story.map((r) => r.artSource)).toEqual(story.map((r) => (r.storyPage === 3 ? 'mixed' : 'ai')));
    const panels = script.pages.reduce((n, p) => n + p.panels.length, 0);
    // One painting per panel (the hero's face found in each), after the hero's character sheet.
    const sheets = fake.predictions.filter((p) => String(p.input.prompt).startsWith('A character model sheet'));
    expect(sheets).toHaveLength(1);
    expect(fake.predictions.length - sheets.length).toBe(panels);
    expect((await h.caller.book.get({ comicId })).pages.find((p) => p.storyPage === 3)?.art).toBe('mixed');

    // The daily limit: a second painted book is refused, a retry of the same
    // (running or finished) is not charged twice.
    const { id: second } = await h.caller.comics.save({ draft });
    await expect(h.caller.book.start({ comicId: second })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
