// Real images made in the test with sharp, and multipart bodies built with the platform's FormData.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A colourful portrait-ish test photo (gradient background and a "face"), in the given format. */
export async function makePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 640, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7ec8e3"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width / 2}" cy="${height * 0.42}" rx="${width * 0.22}" ry="${height * 0.2}" fill="#e9c4a0"/>
    <circle cx="${width * 0.42}" cy="${height * 0.38}" r="${width * 0.025}" fill="#222"/>
    <circle cx="${width * 0.58}" cy="${height * 0.38}" r="${width * 0.025}" fill="#222"/>
    <path d="M ${width * 0.42} ${height * 0.5} Q ${width / 2} ${height * 0.55} ${width * 0.58} ${height * 0.5}"
      stroke="#822" stroke-width="6" fill="none"/>
    <rect x="${width * 0.2}" y="${height * 0.65}" width="${width * 0.6}" height="${height * 0.35}"
      rx="40" fill="#2a4d8f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** Encodes files as multipart/form-data exactly as a browser would. */
export async function multipart(
  files: { field?: string; name: string; type: string; bytes: Buffer }[],
  fields: Record<string, string> = {},
): Promise<MultipartBody> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** A tiny real PNG whose header is rewritten to claim other dimensions (a "pixel flood" bomb). */
export async function pngClaimingSize(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // Bytes 16..23 are IHDR's width and height; the chunk's CRC covers type + data (bytes 12..28).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
