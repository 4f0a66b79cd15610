// The domain core without tRPC: handlers called directly with the services (deps) and an actor, as a
// background job, a script or another transport would call them. Their errors are our own domain errors.
import { describe, expect, it } from 'vitest';
import type { SignedInActor } from '../../server/domains/actor';
import { deleteComic } from '../../server/domains/comics/delete.handler';
import { getComic, listComics } from '../../server/domains/comics/read.handler';
import { saveComic } from '../../server/domains/comics/save.handler';
import { startCoverJob } from '../../server/domains/covers/start.handler';
import { Invalid, NotFound } from '../../server/lib/errors';
import { generateIdeas } from '../../server/domains/ideas/generate.handler';
import { makeHarness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';

describe('domain handlers, called directly', () => {
  it('ideas, a cover job, saving, reading and deleting a comic with deps and an actor', async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    const actor: SignedInActor = { user: h.user!, visitorId: 'ada-browser', clientIp: '192.0.2.10' };

    const { ideas } = await generateIdeas(h.deps, actor, {
      author: 'Ada',
      type: '30s-50s-style',
      answers: [{ id: 'job', answer: 'engineer' }],
    });
    expect(ideas).toHaveLength(3);

    const photo = await h.saveImage('characters', await makePhoto('jpeg', 400, 500), 'jpg', {
      user: actor.user,
      visitorId: actor.visitorId!,
    });
    const draft = {
      type: '30s-50s-style',
      author: 'Ada',
      answers: [],
      characters: [],
      idea: ideas[0],
      mainCharacterPhoto: photo,
    };
    const job = await startCoverJob(h.deps, actor, { draft });
    const ended = await h.deps.jobs.waitFor(job.id);
    expect(ended.status).toBe('succeeded');

    const { id } = await saveComic(h.deps, actor, {
      draft: { ...draft, comicFrontPageUrl: (ended.result as { imageUrl: string }).imageUrl },
    });
    expect((await listComics(h.deps, actor)).map((comic) => comic.id)).toEqual([id]);
    expect((await getComic(h.deps, actor, { id })).pages).toHaveLength(5);

    const stranger: SignedInActor = {
      user: await h.createUser('bo@example.com'),
      visitorId: null,
      clientIp: '192.0.2.11',
    };
    await expect(getComic(h.deps, stranger, { id })).rejects.toThrow(NotFound);
    await expect(saveComic(h.deps, stranger, { draft })).rejects.toBeInstanceOf(Invalid);
    await expect(startCoverJob(h.deps, { ...stranger, user: null }, { draft })).rejects.toThrow(Invalid);

    await deleteComic(h.deps, actor, { id });
    expect(await listComics(h.deps, actor)).toEqual([]);
  });
});
