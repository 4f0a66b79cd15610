// The photos of the people of the story besides the hero, for the book's panels: which cast member each
// of the owner's photos draws (shared/castPhotos.ts), each photo read once per book, and for one panel
// only the photos of the people in it.
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import type { CastMember } from '../../../shared/script';
import { matchCastPhotos, supportingCharacters } from '../../../shared/castPhotos';
import { comicCharacters } from '../../db/schema';
import { HERO_AIDS, type HeroAid } from '../../../shared/heroAids';
import { aidsFromJson, characterColumns } from '../comics/comicRows';
import { onPhoto } from '../../engines/answers/heroAids';
import type { PanelCast } from './panelCast';
import { photoAnalyses } from '../../engines/pool/photoAnalyses';
import { secondPersonPhoto } from '../../engines/panels/heroPhoto';

/**
 * The people the owner added, matched to the cast once (shared/castPhotos.ts): their photos by cast name (a photo
 * whose file is gone is left out) and what each one's card says they live with, joined with the answers'.
 */
export async function readCastPeople(
  deps: Pick<AppDeps, 'db' | 'store' | 'log'>,
  comic: { comicId: string; userId: string },
  cast: CastMember[],
  aidsFromAnswers: Record<string, HeroAid[]>,
): Promise<{ photos: Record<string, Buffer>; aids: Record<string, HeroAid[]> }> {
  const matches = matchCastPhotos(cast, supportingCharacters(await readCharacters(deps, comic)));
  return { photos: await photosOf(deps, comic, matches), aids: withTicked(aidsFromAnswers, matches) };
}

/** The photos of the matched people, by cast name, each file read once. */
async function photosOf(
  deps: Pick<AppDeps, 'store' | 'log'>,
  comic: { comicId: string },
  matches: { member: CastMember; character: { portraitImageUrl: string } }[],
): Promise<Record<string, Buffer>> {
  const files = new Map<string, Promise<Buffer | null>>();
  const read = (url: string) => {
    if (!files.has(url)) {
      files.set(
        url,
        deps.store.read(url).catch((error: unknown) => {
          // The person is then drawn as the built-in art draws anyone without a photo.
          deps.log.warn(
            { err: error, comicId: comic.comicId, url },
            'a photo of a person in the story could not be read',
          );
          return null;
        }),
      );
    }
    return files.get(url)!;
  };
  const photos: Record<string, Buffer> = {};
  for (const { member, character } of matches) {
    const bytes = await read(character.portraitImageUrl);
    if (bytes) photos[member.name] = bytes;
  }
  return photos;
}

/** The people the owner added to the comic (the hero first), with what each one's card says they live with. */
function readCharacters(deps: Pick<AppDeps, 'db'>, comic: { comicId: string; userId: string }) {
  return deps.db
    .select(characterColumns)
    .from(comicCharacters)
    .where(and(eq(comicCharacters.comicId, comic.comicId), eq(comicCharacters.userId, comic.userId)))
    .orderBy(asc(comicCharacters.position));
}

/** What each matched person's card ticks, joined with what the answers say of that cast member (castAids.ts). */
function withTicked(
  fromAnswers: Record<string, HeroAid[]>,
  matches: { member: CastMember; character: { aids: string } }[],
): Record<string, HeroAid[]> {
  const out: Record<string, HeroAid[]> = { ...fromAnswers };
  for (const { member, character } of matches) {
    const ticked = aidsFromJson(character.aids);
    const said = out[member.name] ?? [];
    // A person the owner added is drawn from their photo: glasses the answers name are the photo's own.
    out[member.name] = onPhoto(
      HERO_AIDS.filter((aid) => said.includes(aid) || ticked.includes(aid)),
      ticked,
    );
  }
  return out;
}

/**
 * Two heroes ('Anna and Ben') from the hero's own photo when it shows them both and no photo of the second was
 * added: read left to right as they are named, as people name the people in a photo. The first named is the face
 * on the left, the second the one on the right, each drawn from the photo around their face (the first keeps the
 * whole photo when the face the model is surest of is already theirs). Returns the cast's photos and the hero's.
 */
export async function withSecondHeroPhoto(
  photos: Record<string, Buffer>,
  heroPhoto: Buffer,
  cast: CastMember[],
): Promise<{ castPhotos: Record<string, Buffer>; heroPhoto: Buffer }> {
  const hero = cast.find((member) => member.isHero);
  const second = cast.find((member) => member.isHero && member !== hero && member.kind !== 'animal');
  const asItWas = { castPhotos: photos, heroPhoto };
  if (!second || photos[second.name]) return asItWas;
  const [analysis] = Object.values(await photoAnalyses([heroPhoto]));
  const other = analysis?.others?.[0];
  if (!analysis || !other) return asItWas;
  const main = analysis.face.box;
  const mainIsLeft = main.x + main.width / 2 <= other.x + other.width / 2;
  const secondCrop = await secondPersonPhoto(heroPhoto, analysis, mainIsLeft ? other : main);
  if (!secondCrop) return asItWas;
  const firstCrop = mainIsLeft ? heroPhoto : await secondPersonPhoto(heroPhoto, analysis, other);
  if (!firstCrop) return asItWas;
  return { castPhotos: { ...photos, [second.name]: secondCrop }, heroPhoto: firstCrop };
}

/**
 * The photos of the people in one panel, in the order the panel names them; none: undefined (the request has no field).
 */
export function panelCastPhotos(
  photos: Record<string, Buffer>,
  cast: Pick<PanelCast, 'others' | 'animals'>,
): Record<string, Buffer> | undefined {
  const inPanel = cast.others.filter((name) => Object.hasOwn(photos, name) && !Object.hasOwn(cast.animals, name));
  return inPanel.length ? Object.fromEntries(inPanel.map((name) => [name, photos[name]])) : undefined;
}
