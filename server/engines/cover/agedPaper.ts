// The aged-paper layer multiplied over vintage covers: blotchy cream grain (low-resolution noise, enlarged,
// so it reads as fibre rather than static) darkening to browner edges, as on a comic that spent decades in
// a box. It is the same for every cover, so it is made once per process.
import sharp, { type OutputInfo } from 'sharp';
import { seededRandom } from '../../lib/seededRandom';
import { COVER_HEIGHT, COVER_WIDTH } from './coverArt';

let agedPaperLayer: Promise<{ data: Buffer; info: OutputInfo }> | undefined;

export function agedPaper() {
  agedPaperLayer ??= (async () => {
    const w = 150;
    const h = 234;
    const random = seededRandom(0x5eed);
    const pixels = Buffer.alloc(w * h * 3);
    for (let i = 0; i < w * h; i++) {
      const shade = 226 + random() * 29;
      pixels[i * 3] = shade;
      pixels[i * 3 + 1] = shade - 8;
      pixels[i * 3 + 2] = shade - 26;
    }
    const vignette = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
      <defs><radialGradient id="v" cx="50%" cy="50%" r="75%">
        <stop offset="60%" stop-color="#ffffff"/><stop offset="100%" stop-color="#b08a55"/></radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#v)"/></svg>`;
    return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .resize(COVER_WIDTH, COVER_HEIGHT, { kernel: 'cubic' })
      .composite([{ input: Buffer.from(vignette), blend: 'multiply' }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  })();
  return agedPaperLayer;
}
