// The rule every handler applies to image URLs in its input: only the caller's own images are accepted,
// and anything else reads as "not found", so nobody learns whether another visitor's file exists.
import type { AppDatabase } from '../db/client';
import { ownsImage, type ImageOwner } from '../storage/ownedImages';
import { Invalid } from '../lib/errors';

export const PHOTO_NOT_FOUND_MESSAGE = 'The character photo was not found. Please upload it again.';
export const COVER_NOT_FOUND_MESSAGE = 'The cover was not found. Please generate it again.';

export async function assertOwnImage(
  db: Pick<AppDatabase, 'select'>,
  url: string,
  owner: ImageOwner,
  what: 'photo' | 'cover',
): Promise<void> {
  if (!(await ownsImage(db, url, owner)))
    throw new Invalid(what === 'photo' ? PHOTO_NOT_FOUND_MESSAGE : COVER_NOT_FOUND_MESSAGE);
}
