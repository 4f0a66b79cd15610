// Real test images made with sharp and written to temp files for setInputFiles.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const dir = mkdtempSync(path.join(os.tmpdir(), 'comics-e2e-files-'));

/** A portrait-like photo: gradient background, a face and shoulders. */
export async function makePhoto(format: 'jpeg' | 'png' = 'jpeg', width = 600, height = 750): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7ec8e3"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width / 2}" cy="${height * 0.42}" rx="${width * 0.22}" ry="${height * 0.2}" fill="#e9c4a0"/>
    <circle cx="${width * 0.42}" cy="${height * 0.38}" r="${width * 0.025}" fill="#222"/>
    <circle cx="${width * 0.58}" cy="${height * 0.38}" r="${width * 0.025}" fill="#222"/>
    <path d="M ${width * 0.42} ${height * 0.5} Q ${width / 2} ${height * 0.55} ${width * 0.58} ${height * 0.5}" stroke="#822" stroke-width="6" fill="none"/>
    <rect x="${width * 0.2}" y="${height * 0.65}" width="${width * 0.6}" height="${height * 0.35}" rx="40" fill="#2a4d8f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** Writes bytes to a temp file with the given name and returns its path. */
export function tempFile(name: string, bytes: Buffer | string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

export async function photoFile(name = 'hero.jpg'): Promise<string> {
  return tempFile(name, await makePhoto(name.endsWith('.png') ? 'png' : 'jpeg'));
}

/** A real PNG over 5 MB: random noise does not compress. */
export async function hugePngFile(): Promise<string> {
  const width = 1400;
  const height = 1400;
  const noise = randomBytes(width * height * 3);
  const png = await sharp(noise, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  return tempFile('huge.png', png);
}

export async function gifFile(): Promise<string> {
  return tempFile('animation.gif', await sharp(await makePhoto('png', 64, 64)).gif().toBuffer());
}
