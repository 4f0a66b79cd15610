// comics.addCharacter and comics.removeCharacter through the harness, on a fresh real database each time:
// the owner adds up to three people besides the hero, each with their own uploaded photo; names are checked
// and trimmed; anyone else gets NOT_FOUND; a refused change writes nothing; a removed person's photo file
// goes once nothing refers to it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { comicCharacters, storedImages } from '../../server/db/schema';
import { HERO_STAYS_MESSAGE, TOO_MANY_PEOPLE_MESSAGE } from '../../server/domains/comics/characters.handler';
import { PHOTO_NOT_FOUND_MESSAGE } from '../../server/domains/ownImages';
import { readBookContext } from '../../server/domains/book/bookContext';
import { makeCaller, makeHarness, type Harness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';

async function failure(promise: Promise<unknown>, code: TRPCError['code']): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  return error as TRPCError;
}

/** The zod messages of a BAD_REQUEST for bad input. */
const issues = (error: TRPCError) =>
  ((error.cause as { issues?: { message: string }[] }).issues ?? []).map((i) => i.message);

async function savedComic(h: Harness) {
  const photo = await h.saveImage('characters', await makePhoto('jpeg'), 'jpg');
  const draft = {
    type: 'black-and-white-manga',
    author: 'Siobhán Kelly',
    answers: [{ id: 'friends', question: 'Who are her friends?', hint: '', answer: 'Tadhg and Niamh' }],
    idea: { id: 'i1', title: 'The Lighthouse Club', description: 'Siobhán and her friends keep the light burning.' },
    characters: [],
    mainCharacterPhoto: photo,
  };
  const { id } = await h.caller.comics.save({ draft });
  return { id, heroPhoto: photo };
}

const upload = async (h: Harness) => h.saveImage('characters', await makePhoto('png', 300, 400), 'png');
const fileOf = (h: Harness, url: string) => path.join(h.deps.store.bucketDir('characters'), path.basename(url));
const characterRows = (h: Harness) => h.deps.db.select().from(comicCharacters);

describe('comics.addCharacter', () => {
  it("adds a person with the owner's photo, names trimmed, listed after the hero", async () => {
    const h = await makeHarness({ user: 'siobhan@example.com' });
    const { id } = await savedComic(h);
    const portrait = await upload(h);
    const added = await h.caller.comics.addCharacter({
      comicId: id,
      fullName: '  Tadhg  Murphy ',
      nickname: ' Taigie ',
      portraitImageUrl: portrait,
    });
    expect(added).toMatchObject({ fullName: 'Tadhg  Murphy', nickname: 'Taigie', portraitImageUrl: portrait });
    expect(added.id).toEqual(expect.any(String));

    const { characters } = await h.caller.comics.byId({ id });
    expect(characters.map((c) => c.fullName)).toEqual(['Siobhán Kelly', 'Tadhg  Murphy']);
    expect(characters[1]).toEqual(added);
    // The nickname may be left out.
    const second = await h.caller.comics.addCharacter({
      comicId: id,
      fullName: 'Niamh',
      portraitImageUrl: await upload(h),
    });
    expect(second.nickname).toBe('');
    expect(second.aids).toEqual([]);
  });

  it('keeps what the card says a person lives with, and the book draws it with the cast member they are', async () => {
    const h = await makeHarness({ user: 'siobhan@example.com' });
    const { id } = await savedComic(h);
    const added = await h.caller.comics.addCharacter({
      comicId: id,
      fullName: 'Tadhg Murphy',
      portraitImageUrl: await upload(h),
      aids: ['wheelchair', 'hearing aids'],
    });
    expect(added.aids).toEqual(['wheelchair', 'hearing aids']);
    expect((await h.caller.comics.byId({ id })).characters[1].aids).toEqual(['wheelchair', 'hearing aids']);
    // An aid the card does not offer is refused, and nothing is added.
    await failure(
      h.caller.comics.addCharacter({
        comicId: id,
        fullName: 'Niamh',
        portraitImageUrl: await upload(h),
        aids: ['jetpack' as 'wheelchair'],
      }),
      'BAD_REQUEST',
    );
    expect((await h.caller.comics.byId({ id })).characters).toHaveLength(2);

    // The story's Tadhg (from the answers) is the person on that card: the book draws him with both.
    const job = await h.caller.scripts.start({ comicId: id, pages: 8 });
    expect((await h.deps.jobs.waitFor(job.id)).status).toBe('succeeded');
    const script = (await h.caller.scripts.get({ comicId: id })).script!.script;
    const tadhg = script.cast.find((c) => c.name.startsWith('Tadhg'))!;
    const book = await readBookContext(h.deps, { comicId: id, userId: h.user!.id, seed: 1 }, script);
    expect(book.castAids).toEqual({ [tadhg.name]: ['wheelchair', 'hearing aids'] });
  });

  it('takes at most three people with photos besides the hero, and the fourth writes nothing', async () => {
    const h = await makeHarness({ user: 'siobhan@example.com' });
    const { id } = await savedComic(h);
    for (const name of ['Tadhg', 'Niamh', 'Mam']) {
      await h.caller.comics.addCharacter({
        comicId: id,
        fullName: name,
        nickname: '',
        portraitImageUrl: await upload(h),
      });
    }
    const before = (await characterRows(h)).length;
    const error = await failure(
      h.caller.comics.addCharacter({ comicId: id, fullName: 'Dad', nickname: '', portraitImageUrl: await upload(h) }),
      'BAD_REQUEST',
    );
    expect(error.message).toBe(TOO_MANY_PEOPLE_MESSAGE);
    expect(error.message).toContain('A comic can have photos of up to three people besides the hero.');
    expect(await characterRows(h)).toHaveLength(before);
    expect(before).toBe(4); // the hero and three

    // Another comic has room of its own.
    const other = await savedComic(h);
    await h.caller.comics.addCharacter({
      comicId: other.id,
      fullName: 'Dad',
      nickname: '',
      portraitImageUrl: await upload(h),
    });
  });

  it("refuses a photo not the caller's own upload, and names that are empty, too long or not plain", async () => {
    const h = await makeHarness({ user: 'siobhan@example.com' });
    const { id } = await savedComic(h);
    const someone = await h.createUser('other@example.com');
    const theirs = await h.saveImage('characters', await makePhoto('png', 300, 400), 'png', {
      user: someone,
      visitorId: 'someone-elses-browser-1',
    });
    const refused = await failure(
      h.caller.comics.addCharacter({ comicId: id, fullName: 'Tadhg', nickname: '', portraitImageUrl: theirs }),
      'BAD_REQUEST',
    );
    expect(refused.message).toBe(PHOTO_NOT_FOUND_MESSAGE);
    // A URL that is not one of our uploads never reaches the handler.
    const notOurs = await failure(
      h.caller.comics.addCharacter({
        comicId: id,
        fullName: 'Tadhg',
        nickname: '',
        portraitImageUrl: 'https://evil.example/t.jpg',
      }),
      'BAD_REQUEST',
    );
    expect(issues(notOurs)).toEqual(['Please choose a photo of the person.']);

    const portrait = await upload(h);
    const empty = await failure(
      h.caller.comics.addCharacter({ comicId: id, fullName: '   ', nickname: '', portraitImageUrl: portrait }),
      'BAD_REQUEST',
    );
    expect(issues(empty)).toEqual(['Please enter the full name of the person.']);
    const long = await failure(
      h.caller.comics.addCharacter({
        comicId: id,
        fullName: 'T'.repeat(61),
        nickname: 'N'.repeat(41),
        portraitImageUrl: portrait,
      }),
      'BAD_REQUEST',
    );
    expect(issues(long)).toEqual([
      'The full name can be at most 60 characters long.',
      'The nickname can be at most 40 characters long.',
    ]);
    const markup = await failure(
      h.caller.comics.addCharacter({ comicId: id, fullName: '<b>Tadhg</b>', nickname: '', portraitImageUrl: portrait }),
      'BAD_REQUEST',
    );
    expect(issues(markup)).toEqual(['Please write the full name without < > { } or special characters.']);
    // Exactly at the caps is fine.
    await h.caller.comics.addCharacter({
      comicId: id,
      fullName: 'T'.repeat(60),
      nickname: 'N'.repeat(40),
      portraitImageUrl: portrait,
    });
    expect(await characterRows(h)).toHaveLength(2);
  });

  it("gives NOT_FOUND for someone else's comic or a missing one, and UNAUTHORIZED when signed out", async () => {
    const h = await makeHarness({ user: 'siobhan@example.com' });
    const { id } = await savedComic(h);
    const intruderUser = await h.createUser('intruder@example.com');
    const intruder = h.callerFor({ user: intruderUser, visitorId: 'intruder-browser-0001' });
    const theirPhoto = await h.saveImage('characters', await makePhoto('png', 300, 400), 'png', {
      user: intruderUser,
      visitorId: 'intruder-browser-0001',
    });
    await failure(
      intruder.comics.addCharacter({ comicId: id, fullName: 'Mallory', nickname: '', portraitImageUrl: theirPhoto }),
      'NOT_FOUND',
    );
    await failure(
      h.caller.comics.addCharacter({
        comicId: 'no-such-comic',
        fullName: 'Tadhg',
        nickname: '',
        portraitImageUrl: await upload(h),
      }),
      'NOT_FOUND',
    );
    const visitor = await makeCaller();
    await failure(
      visitor.comics.addCharacter({ comicId: id, fullName: 'Tadhg', nickname: '', portraitImageUrl: theirPhoto }),
      'UNAUTHORIZED',
    );
    expect(await characterRows(h)).toHaveLength(1);
  });
});

describe('comics.removeCharacter', () => {
  it('removes the person and their photo file; a photo another comic still shows stays', async () => {
    const h = await makeHarness({ user: 'siobhan@example.com' });
    const { id } = await savedComic(h);
    const portrait = await upload(h);
    const tadhg = await h.caller.comics.addCharacter({
      comicId: id,
      fullName: 'Tadhg',
      nickname: '',
      portraitImageUrl: portrait,
    });
    expect(existsSync(fileOf(h, portrait))).toBe(true);

    expect(await h.caller.comics.removeCharacter({ comicId: id, characterId: tadhg.id })).toEqual({ id: tadhg.id });
    expect((await h.caller.comics.byId({ id })).characters.map((c) => c.fullName)).toEqual(['Siobhán Kelly']);
    expect(existsSync(fileOf(h, portrait))).toBe(false);
    expect((await h.deps.db.select().from(storedImages)).map((i) => i.url)).not.toContain(portrait);

    // The same photo in two comics: removing it from one keeps the file for the other.
    const shared = await upload(h);
    const other = await savedComic(h);
    const inFirst = await h.caller.comics.addCharacter({
      comicId: id,
      fullName: 'Niamh',
      nickname: '',
      portraitImageUrl: shared,
    });
    await h.caller.comics.addCharacter({
      comicId: other.id,
      fullName: 'Niamh',
      nickname: '',
      portraitImageUrl: shared,
    });
    await h.caller.comics.removeCharacter({ comicId: id, characterId: inFirst.id });
    expect(existsSync(fileOf(h, shared))).toBe(true);
  });

  it("keeps the hero, and gives NOT_FOUND for someone else's comic or a person not in it", async () => {
    const h = await makeHarness({ user: 'siobhan@example.com' });
    const { id, heroPhoto } = await savedComic(h);
    const [hero] = (await h.caller.comics.byId({ id })).characters;
    const error = await failure(h.caller.comics.removeCharacter({ comicId: id, characterId: hero.id }), 'BAD_REQUEST');
    expect(error.message).toBe(HERO_STAYS_MESSAGE);
    expect(existsSync(fileOf(h, heroPhoto))).toBe(true);

    const tadhg = await h.caller.comics.addCharacter({
      comicId: id,
      fullName: 'Tadhg',
      nickname: '',
      portraitImageUrl: await upload(h),
    });
    const intruder = h.callerFor({ user: await h.createUser('intruder@example.com') });
    await failure(intruder.comics.removeCharacter({ comicId: id, characterId: tadhg.id }), 'NOT_FOUND');
    // A person of another comic, named with this comic's id, is not found either.
    const other = await savedComic(h);
    await failure(h.caller.comics.removeCharacter({ comicId: other.id, characterId: tadhg.id }), 'NOT_FOUND');
    await failure(h.caller.comics.removeCharacter({ comicId: id, characterId: 'nobody' }), 'NOT_FOUND');
    expect((await h.caller.comics.byId({ id })).characters).toHaveLength(2);

    // After a removal there is room for another.
    await h.caller.comics.removeCharacter({ comicId: id, characterId: tadhg.id });
    await failure(h.caller.comics.removeCharacter({ comicId: id, characterId: tadhg.id }), 'NOT_FOUND');
  });
});
