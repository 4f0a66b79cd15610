// A PNG's image data as a PDF can take it, without decoding a pixel: PDF's FlateDecode with the PNG
// predictors reads a PNG's IDAT stream as it is. pdfkit would do the same, but its PNG reader (png-js)
// copies the data a byte at a time into a JavaScript array, which for a 3 MB print page costs ~30 MB of heap
// and a second of CPU; a book's interior went through 400 MB that way. This reads the chunks with Buffer
// slices instead. Only what our pages are: 8-bit gray or RGB, not interlaced, no palette or alpha.
export interface PngData {
  width: number;
  height: number;
  colors: 1 | 3;
  /** The concatenated IDAT chunks: a zlib stream of filtered scanlines. */
  data: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG's IDAT data and size, or null for anything but an 8-bit, non-interlaced gray or RGB PNG. */
export function pngData(bytes: Buffer): PngData | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(SIGNATURE)) return null;
  let width = 0;
  let height = 0;
  let colors: 1 | 3 | null = null;
  const idat: Buffer[] = [];
  for (let pos = 8; pos + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const body = bytes.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || interlace !== 0 || (colourType !== 0 && colourType !== 2)) return null;
      colors = colourType === 0 ? 1 : 3;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'tRNS' || type === 'PLTE') return null;
    else if (type === 'IEND') break;
    pos += 12 + length;
  }
  return colors && idat.length ? { width, height, colors, data: Buffer.concat(idat) } : null;
}
