// "What we used" through the procedures: each answer's details with the story pages that show them, the
// owner's musts kept (only details of the comic's own answers), passed to the writer on the next rewrite,
// and nobody else's business.
import { describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../helpers/harness';
import type { ScriptRequest } from '../../server/providers/script/scriptWriter';

const winifred = {
  job: 'Retired bus driver, 38 years on the number 12 route',
  family: 'her son Kunle and a grey parrot called Admiral Nelson',
  friends: 'Father Okafor and her best friend Bernie',
  hobbies: 'keeping bees, lawn bowls',
  dream: 'to ride a camel across the desert in Morocco',
};
const draft = {
  type: 'black-and-white-manga',
  author: 'Winifred Adebayo',
  answers: Object.entries(winifred).map(([id, answer]) => ({
    id,
    question: id === 'job' ? "What is Winifred's job?" : 'q',
    hint: '',
    answer,
  })),
  characters: [],
  idea: {
    id: 'i1',
    title: 'Admiral Nelson to the Rescue!',
    description: 'Admiral Nelson the parrot joins Winifred as a crime-fighting sidekick!',
  },
};

async function written(h: Harness, comicId: string) {
  const job = await h.caller.scripts.start({ comicId });
  return h.deps.jobs.waitFor(job.id);
}

describe('what we used', () => {
  it('lists every detail of the answers with the pages that show it, all used by the built-in writer', async () => {
    const h = await makeHarness({ user: 'winifred@example.com' });
    const { id } = await h.caller.comics.save({ draft });
    await written(h, id);
    const usage = await h.caller.scripts.usage({ comicId: id });
    const details = usage.answers.flatMap((a) => a.details);
    for (const word of [
      'bus driver',
      'son Kunle',
      'parrot',
      'Admiral Nelson',
      'Father Okafor',
      'Bernie',
      'keeping bees',
      'camel',
      'Morocco',
    ]) {
      const found = details.find((d) => d.text.toLowerCase() === word.toLowerCase());
      expect(found, word).toBeDefined();
      expect(found!.pages.length, `${word} is on a page`).toBeGreaterThan(0);
    }
    expect(usage.unused).toBe(0);
    expect(usage.answers.find((a) => a.id === 'job')?.question).toBe("What is Winifred's job?");
  });

  it('keeps the owner’s musts (only details of the answers) and hands them to the writer on a rewrite', async () => {
    const h = await makeHarness({ user: 'winifred@example.com' });
    const { id } = await h.caller.comics.save({ draft });
    await written(h, id);
    const usage = await h.caller.scripts.setMustUse({
      comicId: id,
      details: ['camel', 'MOROCCO', 'a pony I never mentioned'],
    });
    expect(
      usage.answers
        .flatMap((a) => a.details)
        .filter((d) => d.must)
        .map((d) => d.text)
        .sort(),
    ).toEqual(['Morocco', 'camel']);
    let seen: ScriptRequest | undefined;
    const write = h.deps.scriptWriter.write.bind(h.deps.scriptWriter);
    (h.deps as { scriptWriter: typeof h.deps.scriptWriter }).scriptWriter = {
      ...h.deps.scriptWriter,
      write: (request, context) => {
        seen = request;
        return write(request, context);
      },
    };
    await written(h, id);
    expect(seen?.mustUse?.sort()).toEqual(['Morocco', 'camel']);
    await expect(h.caller.scripts.setMustUse({ comicId: id, details: ['x'.repeat(61)] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('is only for the comic’s owner', async () => {
    const h = await makeHarness({ user: 'winifred@example.com' });
    const { id } = await h.caller.comics.save({ draft });
    const other = h.callerFor({ user: await h.createUser('bo@example.com') });
    await expect(other.scripts.usage({ comicId: id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.scripts.setMustUse({ comicId: id, details: ['camel'] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
