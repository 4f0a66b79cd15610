// The photos of the people of the story besides the hero, for the book's panels: which cast member each
// of the owner's photos draws (shared/castPhotos.ts), each photo read once per book, and for one panel
// only the photos of the people in it.
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import type { CastMember } from '../../../shared/script';
import { matchCastPhotos, supportingCharacters } from '../../../shared/castPhotos';
import { comicCharacters } from '../../db/schema';
import type { PanelCast } from './panelCast';
import { photoAnalyses } from '../../engines/pool/photoAnalyses';
import { secondPersonPhoto } from '../../engines/panels/heroPhoto';

/**
 * The owner's photos by cast name, for every supporting cast member one
 * matches; a photo whose file is gone is left out.
 */
export async function readCastPhotos(
  deps: Pick<AppDeps, 'db' | 'store' | 'log'>,
  comic: { comicId: string; userId: string },
  cast: CastMember[],
): Promise<Record<string, Buffer>> {
  const characters = await deps.db
    .select({
      id: comicCharacters.id,
      fullName: comicCharacters.fullName,
      nickname: comicCharacters.nickname,
      portraitImageUrl: comicCharacters.portraitImageUrl,
    })
    .from(comicCharacters)
    .where(and(eq(comicCharacters.comicId, comic.comicId), eq(comicCharacters.userId, comic.userId)))
    .orderBy(asc(comicCharacters.position));
  const matches = matchCastPhotos(cast, supportingCharacters(characters));
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

/**
 * The second of two heroes ('Anna and Ben') drawn from the hero's own photo when it shows them both and no photo
 * of theirs was added: the photo around its second face (the first is the hero's).
 */
export async function withSecondHeroPhoto(
  photos: Record<string, Buffer>,
  heroPhoto: Buffer,
  cast: CastMember[],
): Promise<Record<string, Buffer>> {
  const hero = cast.find((member) => member.isHero);
  const second = cast.find((member) => member.isHero && member !== hero && member.kind !== 'animal');
  if (!second || photos[second.name]) return photos;
  const [analysis] = Object.values(await photoAnalyses([heroPhoto]));
  const crop = analysis ? await secondPersonPhoto(heroPhoto, analysis) : null;
  return crop ? { ...photos, [second.name]: crop } : photos;
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
