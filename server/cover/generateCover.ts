// cover.generate: paints a front cover from the stored character photo and the chosen idea, stores it in
// covers/ and returns our own URL. Only our stored photo is read; a client URL is never fetched.
import { TRPCError } from '@trpc/server';
import type { GenerateCoverInput } from '../../shared/schemas';
import { runPaidGeneration } from '../lib/paidGeneration';
import { CoverGenerationError } from '../providers/cover/coverProvider';
import { StorageFullError, StoredImageNotFound } from '../storage/imageStore';
import { imageOwnerOf, type Context } from '../trpc/context';
import { ownsImage, saveOwnedImage } from '../storage/ownedImages';

export const PHOTO_NOT_FOUND_MESSAGE = 'The character photo was not found. Please upload it again.';

export async function generateCover(ctx: Context, input: GenerateCoverInput): Promise<{ imageUrl: string }> {
  const { draft, userComment } = input;
  const photoUrl = draft.mainCharacterPhoto;
  if (!photoUrl) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Upload a photo of the main character first.' });
  if (!draft.idea) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Pick a comic idea first.' });
  const idea = draft.idea;
  const owner = imageOwnerOf(ctx);
  // Only the caller's own photo: another visitor's upload is "not found", whoever guessed its name.
  if (!ownsImage(ctx.deps.db, photoUrl, owner)) throw new TRPCError({ code: 'BAD_REQUEST', message: PHOTO_NOT_FOUND_MESSAGE });

  const photo = await ctx.deps.store.read(photoUrl).catch((error: unknown) => {
    if (error instanceof StoredImageNotFound) throw new TRPCError({ code: 'BAD_REQUEST', message: PHOTO_NOT_FOUND_MESSAGE });
    throw error;
  });

  const queue = ctx.deps.cover.paid ? ctx.deps.work.paid : ctx.deps.work.render;
  const key = { photoUrl, idea, type: draft.type, author: draft.author, userComment };
  return runPaidGeneration(ctx, 'covers', key, async () => {
    try {
      const cover = await ctx.deps.cover.generate({
        photo,
        photoUrl,
        title: idea.title,
        description: idea.description,
        author: draft.author ?? '',
        type: draft.type ?? '',
        note: userComment,
        seed: Math.floor(ctx.deps.random() * 2 ** 32),
      });
      return { imageUrl: await saveOwnedImage(ctx.deps, 'covers', cover.bytes, cover.ext, owner) };
    } catch (error) {
      if (error instanceof StorageFullError) {
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: error.message, cause: error });
      }
      if (error instanceof CoverGenerationError) {
        ctx.deps.log.warn({ err: error.message }, 'cover generation failed');
        throw new TRPCError({ code: 'BAD_GATEWAY', message: error.message, cause: error });
      }
      throw error;
    }
  }, queue);
}
