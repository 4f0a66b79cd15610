// What every page of a comic's book needs, read once per job: the book job, each process's page jobs, the
// repaint job and the files job read it the same way. A painted book's character sheets are painted once per
// book (by its book job) and kept; the other jobs read the kept ones.
import { namesOf } from './panelCast';
import { castAidsOf } from '../../engines/answers/castAids';
import { heroAidsWith, onPhoto } from '../../engines/answers/heroAids';
import { inMemory } from '../../engines/answers/memorial';
import type { JobStop } from '../../queue/jobQueue';
import type { AppDeps } from '../appDeps';
import { styleOrDefault } from '../../../shared/styles';
import { StoredImageNotFound } from '../../storage/imageStore';
import { Invalid } from '../../lib/errors';
import { ownComicRow, readComicStory, readGiverDedication } from '../comics/comicRows';
import { roleForArt, type Script } from '../../../shared/script';
import { aboutHeroLines } from './aboutHero';
import { bookReadsRightToLeft } from '../../../shared/languages';
import { readCastPeople, withSecondHeroPhoto } from './castPhotos';
import type { BookContext } from './renderBookPage';
import { characterSheets } from './paintedArt';
import { said } from '../../lib/said';

const NO_PHOTO = said('error_no_photo');

/**
 * The character sheets of the book's people, painted first (once per book) so every panel can send them.
 * `keptOnly`: read only the sheets already kept, painting none (a page job: its book job painted them).
 */
export async function paintSheets(deps: AppDeps, book: BookContext, job: JobStop, keptOnly = false): Promise<void> {
  const hero = book.script.cast.find((c) => c.isHero);
  const roles = Object.fromEntries(book.script.cast.map((c) => [c.name, roleForArt(c)]));
  book.painted = { comicId: book.comicId, userId: book.userId, photo: book.photo, castPhotos: book.castPhotos };
  Object.assign(
    book.painted,
    await characterSheets(
      deps,
      book.painted,
      // An animal hero's sheet is of the animal (characterSheet.ts).
      { hero: hero?.name, roles, ...(hero?.kind === 'animal' && hero.species ? { species: hero.species } : {}) },
      book.style,
      book.seed,
      job,
      keptOnly,
    ),
  );
}

/** What every page of a comic's book needs, for its script (the files job draws pages again with it). */
export async function readBookContext(
  deps: AppDeps,
  input: { comicId: string; userId: string; seed: number },
  script: Script,
): Promise<BookContext> {
  const comic = await ownComicRow(deps.db, input.comicId, input.userId);
  if (!comic.mainCharacterPhoto) throw new Invalid(NO_PHOTO);
  const photo = await deps.store.read(comic.mainCharacterPhoto).catch((error: unknown) => {
    throw error instanceof StoredImageNotFound ? new Invalid(NO_PHOTO) : error;
  });
  const style = styleOrDefault(comic.type);
  const { answers, heroAids } = await readComicStory(deps.db, input.comicId);
  const giver = await readGiverDedication(deps.db, input.comicId);
  const heroNames = namesOf(script.cast.find((c) => c.isHero)?.name ?? '');
  const people = await readCastPeople(deps, input, script.cast, castAidsOf(answers, script.cast, heroNames));
  // Two heroes in one photo: each drawn from the part of it around their own face (left to right as named).
  const heroes = await withSecondHeroPhoto(people.photos, photo, script.cast);
  // The second hero drawn from that photo has no card: glasses the answers name are the photo's own.
  const castAids = Object.fromEntries(
    Object.entries(people.aids).map(([name, aids]) => [
      name,
      heroes.castPhotos[name] && !people.photos[name] ? onPhoto(aids, []) : aids,
    ]),
  );
  return {
    comicId: input.comicId,
    userId: input.userId,
    style: style.id,
    print: style.print,
    photo: heroes.heroPhoto,
    castPhotos: heroes.castPhotos,
    // The hero is drawn from their photo: glasses the answers name are the photo's own.
    heroAids: onPhoto(heroAidsWith(heroAids, answers, heroNames, script.cast), heroAids),
    castAids,
    ...(inMemory({ answers }) ? { inMemory: true } : {}),
    title: comic.title,
    author: comic.author,
    language: comic.language,
    rightToLeft: bookReadsRightToLeft(comic),
    // The giver's dedication outlives the script: a story written again keeps the words they chose.
    script: giver.text ? { ...script, dedication: giver.text } : script,
    signature: giver.text ? giver.signature : '',
    about: aboutHeroLines({ author: comic.author, type: style.id, answers }, script.cast, comic.language),
    seed: input.seed,
  };
}
