// The inked outlines of the hero: a difference-of-Gaussians edge filter marks the dark side of every clear
// edge (eyelids, brows, nostrils, lips, jaw, hair against skin). Manga is line art and Golden Age comics
// printed an inked key plate, so these lines are what keeps a face a face once it is screened into dots.
import sharp from 'sharp';

/**
 * A mask (255 = ink) of dark lines in a grey image. `scale` is the face width in pixels: the blur radii
 * follow it so a small face gets fine lines and a big one bolder lines.
 */
export async function inkLines(gray: Uint8Array, width: number, height: number, scale: number): Promise<Uint8Array> {
  const fine = Math.max(0.8, Math.min(2, scale / 260));
  const raw = { width, height, channels: 1 } as const;
  // libvips hands back sRGB unless told otherwise; one channel keeps the buffers aligned with the input.
  const blur = (sigma: number) => sharp(gray, { raw }).blur(sigma).extractChannel(0).raw().toBuffer();
  // The photo arrives already softened by about 0.8 px, which serves as the narrow blur for small faces.
  const [narrow, wide] = await Promise.all([fine > 1 ? blur(fine) : gray, blur(fine * 2.6)]);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    // A line is where the pixel is darker than its surroundings by a clear step; the darker the
    // neighbourhood the smaller the step needed, since shadows hold less contrast after toning.
    const step = wide[i] - narrow[i];
    out[i] = step > 9 + wide[i] * 0.04 ? 255 : 0;
  }
  return out;
}
