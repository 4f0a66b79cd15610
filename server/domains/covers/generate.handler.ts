// cover.generate: paints a front cover from the stored character photo and the chosen idea, stores it in
// covers/ and returns our own URL. Only the caller's own stored photo is read; a client URL is never fetched.
import type { GenerateCoverInput } from '../../../shared/schemas';
import type { AppDeps } from '../../deps';
import { CoverGenerationError } from '../../providers/cover/coverProvider';
import { StoredImageNotFound } from '../../storage/imageStore';
import { saveOwnedImage } from '../../storage/ownedImages';
import { imageOwnerOf, type Actor } from '../actor';
import { Invalid, Upstream } from '../errors';
import { assertOwnImage, PHOTO_NOT_FOUND_MESSAGE } from '../ownImages';
import { runPaidGeneration } from '../paidGeneration';

export async function generateCover(deps: AppDeps, actor: Actor, input: GenerateCoverInput): Promise<{ imageUrl: string }> {
  const { draft, userComment } = input;
  const photoUrl = draft.mainCharacterPhoto;
  if (!photoUrl) throw new Invalid('Upload a photo of the main character first.');
  if (!draft.idea) throw new Invalid('Pick a comic idea first.');
  const idea = draft.idea;
  const owner = imageOwnerOf(actor);
  assertOwnImage(deps.db, photoUrl, owner, 'photo');

  const photo = await deps.store.read(photoUrl).catch((error: unknown) => {
    throw error instanceof StoredImageNotFound ? new Invalid(PHOTO_NOT_FOUND_MESSAGE) : error;
  });

  const queue = deps.cover.paid ? deps.work.paid : deps.work.render;
  const key = { photoUrl, idea, type: draft.type, author: draft.author, userComment };
  return runPaidGeneration(
    deps,
    actor,
    'covers',
    key,
    async () => {
      try {
        const cover = await deps.cover.generate({
          photo,
          photoUrl,
          title: idea.title,
          description: idea.description,
          author: draft.author ?? '',
          type: draft.type ?? '',
          note: userComment,
          seed: Math.floor(deps.random() * 2 ** 32),
        });
        return { imageUrl: await saveOwnedImage(deps, 'covers', cover.bytes, cover.ext, owner) };
      } catch (error) {
        if (error instanceof CoverGenerationError) {
          deps.log.warn({ err: error.message }, 'cover generation failed');
          throw new Upstream(error.message);
        }
        throw error;
      }
    },
    queue,
  );
}
