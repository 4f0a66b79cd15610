// Real test images made with sharp and written to temp files for setInputFiles.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makePhoto } from '../../helpers/images';

// Inside the run's data directory, so the global teardown removes them with it.
const base = process.env.COMICS_E2E_DATA_DIR ?? os.tmpdir();
mkdirSync(base, { recursive: true });
const dir = mkdtempSync(path.join(base, 'upload-files-'));

export { makePhoto };

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
  const png = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return tempFile('huge.png', png);
}

export async function gifFile(): Promise<string> {
  return tempFile(
    'animation.gif',
    await sharp(await makePhoto('png', 64, 64))
      .gif()
      .toBuffer(),
  );
}
