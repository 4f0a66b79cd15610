// The rule every handler applies to image URLs in its input: only the caller's own images are accepted,
// and anything else reads as "not found", so nobody learns whether another visitor's file exists.
import type { AppDatabase } from '../db/client';
import { ownsImage, type ImageOwner } from '../storage/ownedImages';
import { Invalid } from '../lib/errors';
import { said } from '../lib/said';

export const PHOTO_NOT_FOUND = said('error_photo_not_found');
export const PHOTO_NOT_FOUND_MESSAGE = PHOTO_NOT_FOUND.text;
const COVER_NOT_FOUND = said('error_cover_not_found');

export async function assertOwnImage(
  db: Pick<AppDatabase, 'select'>,
  url: string,
  owner: ImageOwner,
  what: 'photo' | 'cover',
): Promise<void> {
  if (!(await ownsImage(db, url, owner))) throw new Invalid(what === 'photo' ? PHOTO_NOT_FOUND : COVER_NOT_FOUND);
}
