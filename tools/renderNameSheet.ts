// Letters people's names in 46 languages (tests/fixtures/worldNames.ts) the way a book does: each name in a
// caption, their words in a balloon, the name again as a shout in the display face, four people a page, in
// both looks (colour and manga's grayscale). Writes the pages and one contact sheet per look, and prints any
// character no face could draw. Run: npx tsx tools/renderNameSheet.ts → /tmp/name-sheet/
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { PAGE_PX } from '../shared/printGeometry';
import { layoutById, PANEL_BORDER_PX } from '../server/engines/layout/pageLayouts';
import { letterPage } from '../server/engines/lettering/letterPage';
import type { LetteringPanel, PrintLook } from '../server/engines/pageModel';
import { WORLD_NAMES } from '../tests/fixtures/worldNames';

const OUT = '/tmp/name-sheet';
mkdirSync(OUT, { recursive: true });
const layout = layoutById('grid-2x2');

for (const look of ['color', 'grayscale'] as PrintLook[]) {
  const thumbs: Buffer[] = [];
  for (let first = 0; first < WORLD_NAMES.length; first += layout.frames.length) {
    const people = WORLD_NAMES.slice(first, first + layout.frames.length);
    const panels: LetteringPanel[] = layout.frames.map((frame, i) => ({
      frame,
      keepClear: [],
      heads: {},
      caption: people[i] && `${people[i].language}: ${people[i].name}`,
      balloons: people[i]
        ? [
            { speaker: people[i].name, kind: 'speech', text: people[i].line },
            { speaker: people[i].name, kind: 'shout', text: `${people[i].name}!` },
          ]
        : [],
    }));
    const lettered = letterPage(panels, look);
    for (const item of lettered.undrawable)
      console.log(`page ${first / 4 + 1} ${item.id}: cannot draw`, item.characters);
    for (const item of lettered.shortened) console.log(`page ${first / 4 + 1} ${item.id}: shortened "${item.text}"`);
    const frames = panels
      .map((p) => `<polygon points="${p.frame.outline.map((q) => `${q.x},${q.y}`).join(' ')}"`)
      .map((poly) => `${poly} fill="#dfe7ef" stroke="#000" stroke-width="${PANEL_BORDER_PX}"/>`)
      .join('');
    const size = `width="${PAGE_PX.width}" height="${PAGE_PX.height}"`;
    const base = `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${frames}</svg>`;
    const page = await sharp(Buffer.from(base))
      .composite([{ input: Buffer.from(lettered.svg) }])
      .png()
      .toBuffer();
    await sharp(page).toFile(`${OUT}/${look}-${String(first / 4 + 1).padStart(2, '0')}.png`);
    thumbs.push(await sharp(page).resize({ width: 660 }).png().toBuffer());
  }
  const cols = 4;
  const { height = 0 } = await sharp(thumbs[0]).metadata();
  const sheet = sharp({
    create: {
      width: cols * 670,
      height: Math.ceil(thumbs.length / cols) * (height + 10),
      channels: 3,
      background: '#777',
    },
  }).composite(
    thumbs.map((input, i) => ({ input, left: (i % cols) * 670 + 5, top: Math.floor(i / cols) * (height + 10) + 5 })),
  );
  await sheet.png().toFile(`${OUT}/${look}-sheet.png`);
}
console.log(`pages in ${OUT}`);
