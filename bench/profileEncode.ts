// Profiling aid: the cost of each way of encoding a print page and its reader copy, on pages drawn before.
// Run: npx tsx bench/profileEncode.ts page.png [...]   (sharp on one libvips thread, so times read as CPU)
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

sharp.concurrency(Number(process.env.VIPS_THREADS ?? 1));
const W = 2063;
const H = 3150;
async function time(label: string, fn: () => Promise<Buffer>) {
  const runs: number[] = [];
  let size = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    size = (await fn()).length;
    runs.push(performance.now() - t);
  }
  console.log(
    `${label.padEnd(44)} ${Math.min(...runs)
      .toFixed(0)
      .padStart(5)} ms  ${(size / 1024).toFixed(0).padStart(6)} KB`,
  );
}
for (const file of process.argv.slice(2)) {
  const rgb = await sharp(file).removeAlpha().toColourspace('srgb').raw().toBuffer();
  const grey = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const raw3 = () => sharp(rgb, { raw: { width: W, height: H, channels: 3 } });
  const raw1 = () => sharp(grey, { raw: { width: W, height: H, channels: 1 } });
  console.log(file);
  await time('png rgb level 2 no filter', () =>
    raw3().png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer(),
  );
  await time('png rgb level 1 no filter', () =>
    raw3().png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer(),
  );
  await time('png grey (from rgb) level 2', () =>
    raw3().extractChannel(0).toColourspace('b-w').png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer(),
  );
  await time('png grey (from grey) level 2', () =>
    raw1().toColourspace('b-w').png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer(),
  );
  await time('png grey level 1', () =>
    raw1().toColourspace('b-w').png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer(),
  );
  await time('webp reader (rgb, lanczos3, q80 effort 4)', () =>
    raw3().resize({ width: 1100 }).webp({ quality: 80 }).toBuffer(),
  );
  await time('resize only rgb lanczos3', () => raw3().resize({ width: 1100 }).raw().toBuffer());
  await time('resize only grey lanczos3', () => raw1().resize({ width: 1100 }).raw().toBuffer());
  await time('resize only rgb linear', () => raw3().resize({ width: 1100, kernel: 'linear' }).raw().toBuffer());
  await time('webp reader (grey src)', () => raw1().resize({ width: 1100 }).webp({ quality: 80 }).toBuffer());
  for (const effort of [0, 1, 2, 3])
    await time(`webp reader effort ${effort}`, () =>
      raw3().resize({ width: 1100 }).webp({ quality: 80, effort }).toBuffer(),
    );
  await time('webp reader (grey src) effort 2', () =>
    raw1().resize({ width: 1100 }).webp({ quality: 80, effort: 2 }).toBuffer(),
  );
}
