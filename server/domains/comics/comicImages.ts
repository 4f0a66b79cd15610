// Removing a comic's images once nothing refers to them: shared by deleting a comic and replacing its cover.
import type { AppDeps } from '../appDeps';
import { isReferenced } from '../../storage/fileReferences';
import { forgetImages, ownsImage } from '../../storage/ownedImages';

/**
 * Removes the user's own stored images that no comic (of anyone) refers to any more. Someone else's image
 * is never removed, whatever a comic named. A failure is logged, not thrown.
 */
export async function removeUnusedImages(deps: Pick<AppDeps, 'db' | 'store' | 'log'>, urls: string[], userId: string) {
  for (const url of new Set(urls)) {
    if ((await isReferenced(deps.db, url)) || !(await ownsImage(deps.db, url, { userId, visitorId: null }))) continue;
    try {
      await deps.store.remove(url);
      await forgetImages(deps.db, [url]);
    } catch (error) {
      deps.log.warn({ err: error, url }, 'could not remove image');
    }
  }
}
