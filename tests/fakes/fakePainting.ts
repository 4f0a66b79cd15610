// What the fake Replicate paints: a picture of the size the model would paint, in which the reference
// pictures it was sent stand in a grid on a flat ground, so the face of each person sent is in it (the
// likeness check finds them) — or, for a "stranger" prediction, another person's face
// (tests/fixtures/portraits.ts) stands in for every reference, so the check must find it is not them; or,
// for a "faceless" one, no face at all (the ground alone, as a stylised painting the face model cannot
// read). Made cheaply, at the requested size: the references are shrunk once per cell size, the ground is
// flat, and a PNG is written at the fastest compression (a 4K painting in well under a second).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { portrait } from '../fixtures/portraits';

/** The portrait that paints a stranger: nobody in the tests' books has this face. */
export const STRANGER = 'elderly-wrinkles';

function decodeDataUri(uri: string): Buffer | null {
  const match = /^data:image\/[a-z]+;base64,(.+)$/s.exec(uri);
  return match ? Buffer.from(match[1], 'base64') : null;
}

/** The pictures a prediction's input carries, in order, whatever the model calls them. */
export function referencesOf(input: Record<string, unknown>): Buffer[] {
  const uris = [input.input_image, ...((input.image_input ?? input.input_images ?? []) as unknown[])];
  return uris
    .filter((u): u is string => typeof u === 'string')
    .map(decodeDataUri)
    .filter((b): b is Buffer => b !== null);
}

/** Shrunk references by content and cell size: a book sends the same photos and sheets with every panel. */
const tiles = new Map<string, Promise<Buffer>>();
function tile(picture: Buffer, width: number, height: number): Promise<Buffer> {
  const key = `${createHash('sha1').update(picture).digest('hex')}:${width}x${height}`;
  if (!tiles.has(key))
    tiles.set(
      key,
      sharp(picture)
        .resize({ width, height, fit: 'inside' })
        .modulate({ saturation: 1.15, brightness: 1.03 })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
  return tiles.get(key)!;
}

export interface PaintOptions {
  stranger?: boolean;
  faceless?: boolean;
  format?: 'png' | 'jpeg';
}

/** A painting of `width` × `height` with `references` in a grid on a coloured ground. */
export async function paintWith(
  references: Buffer[],
  width: number,
  height: number,
  options: PaintOptions = {},
): Promise<Buffer> {
  const pictures = options.faceless
    ? []
    : options.stranger
      ? await Promise.all(references.map(async () => (await portrait(STRANGER)).photo))
      : references;
  const n = pictures.length;
  const cols = Math.max(1, Math.ceil(Math.sqrt(n)));
  const rows = Math.max(1, Math.ceil(n / cols));
  const cellW = Math.floor(width / cols);
  const cellH = Math.floor(height / rows);
  const placed = await Promise.all(
    pictures.map(async (picture, i) => ({
      input: await tile(picture, cellW, cellH),
      left: (i % cols) * cellW,
      top: Math.floor(i / cols) * cellH,
    })),
  );
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 70, g: 110, b: 160 } } }).composite(
    placed,
  );
  return options.format === 'jpeg'
    ? canvas.jpeg({ quality: 85 }).toBuffer()
    : canvas.png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}
