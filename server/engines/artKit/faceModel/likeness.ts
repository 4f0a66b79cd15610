// Likeness, measured by the kept face model (./index.ts): a person's face descriptor from their photo, and
// how like each person the faces in a painting are. A painting is searched for faces (the detector finds
// up to four, each described in the same pass), and each person's score is their best match among them, on
// the model's 0–1 similarity. A painting in which the model finds no face at all gives no score (null): the
// check cannot say the person is there, so it is not a pass. These run in the CPU pool's worker threads
// (server/engines/pool/cpuTasks.ts): the model takes seconds to load and about a second a picture.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../../uploads/sanitizeImage';
import { describeFaces, descriptorSimilarity, faceDescriptor, type FaceDescriptor, type RgbImage } from './index';

/** Photos are measured at this longest side: the test portraits' faces match across 400–900 px. */
const PHOTO_SIDE = 640;
/**
 * Paintings are searched at this longest side: a panel painted at 2–4K holds faces a tenth of its width or
 * more, which the detector still finds here (four of four in a 2400 px four-person panel), at a quarter of
 * the memory and time of a 2K search.
 */
const PAINTING_SIDE = 1024;

async function rgbOf(bytes: Buffer, side: number): Promise<RgbImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The descriptor of the face in a person's photo (the surest one), or null when the model finds none. */
export async function personDescriptor(photo: Buffer): Promise<FaceDescriptor | null> {
  return faceDescriptor(await rgbOf(photo, PHOTO_SIDE));
}

export interface PaintingLikeness {
  /** Faces the model found in the painting. */
  faces: number;
  /** Each person's best match among them, 0–1; null when no face was found. */
  scores: Record<string, number | null>;
}

/** How like each person (by their photo's descriptor) the faces in a painting are. */
export async function likenessIn(painting: Buffer, people: Record<string, FaceDescriptor>): Promise<PaintingLikeness> {
  const found = await describeFaces(await rgbOf(painting, PAINTING_SIDE));
  const scores: Record<string, number | null> = {};
  for (const [name, descriptor] of Object.entries(people)) {
    if (!found.length) {
      scores[name] = null;
      continue;
    }
    const matches = await Promise.all(found.map((face) => descriptorSimilarity(face.descriptor, descriptor)));
    scores[name] = Math.max(...matches);
  }
  return { faces: found.length, scores };
}
