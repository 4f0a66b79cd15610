// Writes sample panels and matter pages of the built-in art to /tmp/panel-art-samples/, to look at them as
// a customer would: every shot, many settings, both looks, several of the test portraits (the very dark
// backlit face and the elderly one among them), plus the four matter pages in each look, and contact
// sheets (downscaled) of each group.
//   npx tsx server/engines/panels/printArtSamples.ts            everything
//   npx tsx server/engines/panels/printArtSamples.ts panels     only panels (or: matter)
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { portrait } from '../../../tests/fixtures/portraits';
import type { PrintLook } from '../pageModel';
import { drawMatterPage, type MatterPageRequest } from './matterPages';
import { drawPanelArt } from './panelArt';
import type { Shot } from '../../../shared/script';

const OUT = '/tmp/panel-art-samples';

interface Sample {
  name: string;
  portrait: string;
  shot: Shot;
  setting: string;
  action: string;
  others?: string[];
  heroPresent?: boolean;
  size: [number, number];
}

const SAMPLES: Sample[] = [
  {
    name: 'ecu-dark-shock',
    portrait: 'very-dark-backlit',
    shot: 'extreme close-up',
    setting: 'the office',
    action: 'gasps in shock!',
    size: [1900, 1000],
  },
  {
    name: 'ecu-elderly',
    portrait: 'elderly-wrinkles',
    shot: 'extreme close-up',
    setting: 'the kitchen',
    action: 'smiles warmly',
    size: [900, 1200],
  },
  {
    name: 'closeup-dark-kitchen',
    portrait: 'very-dark-backlit',
    shot: 'close-up',
    setting: 'the kitchen at home',
    action: 'smiles at the cake',
    others: ['Maria'],
    size: [1900, 1000],
  },
  {
    name: 'closeup-elderly-park',
    portrait: 'elderly-wrinkles',
    shot: 'close-up',
    setting: 'the park',
    action: 'looks up, amazed',
    size: [900, 1200],
  },
  {
    name: 'closeup-red-hospital',
    portrait: 'light-red-hair',
    shot: 'close-up',
    setting: 'the hospital ward',
    action: 'listens to the doctor',
    size: [1200, 1000],
  },
  {
    name: 'medium-curly-office',
    portrait: 'medium-dark-white',
    shot: 'medium',
    setting: 'a busy office',
    action: 'points at the screen',
    others: ['Boss'],
    size: [1900, 1000],
  },
  {
    name: 'medium-pale-school',
    portrait: 'pale-grey-hair-white',
    shot: 'medium',
    setting: 'the school classroom',
    action: 'explains the lesson',
    size: [900, 1200],
  },
  {
    name: 'medium-tan-library',
    portrait: 'tan-brown-hair-grey',
    shot: 'medium',
    setting: 'the old library',
    action: 'reads a book',
    size: [1000, 1000],
  },
  {
    name: 'wide-dark-city-night',
    portrait: 'very-dark-backlit',
    shot: 'wide',
    setting: 'a city street at night',
    action: 'walks home',
    others: ['Sam'],
    size: [1900, 1000],
  },
  {
    name: 'wide-elderly-beach',
    portrait: 'elderly-wrinkles',
    shot: 'wide',
    setting: 'the beach',
    action: 'watches the waves',
    others: ['Grandpa Joe', 'Lily'],
    size: [1900, 1000],
  },
  {
    name: 'wide-child-forest',
    portrait: 'child-small-face',
    shot: 'wide',
    setting: 'a deep forest',
    action: 'explores',
    size: [900, 1200],
  },
  {
    name: 'wide-brown-boat',
    portrait: 'medium-brown-dark-bg',
    shot: 'wide',
    setting: 'on the sailing boat',
    action: 'steers through the storm',
    size: [1900, 1000],
  },
  {
    name: 'wide-platinum-stage',
    portrait: 'very-pale-platinum',
    shot: 'wide',
    setting: 'the theatre stage',
    action: 'sings the final song',
    others: ['Ana'],
    size: [1900, 1000],
  },
  {
    name: 'wide-red-chase',
    portrait: 'light-red-hair',
    shot: 'wide',
    setting: 'the market street',
    action: 'runs after the thief',
    others: ['Thief'],
    size: [1900, 1000],
  },
  {
    name: 'wide-tan-space',
    portrait: 'tan-brown-hair-grey',
    shot: 'wide',
    setting: 'aboard the rocket in outer space',
    action: 'floats past the window',
    size: [1900, 1000],
  },
  {
    name: 'wide-curly-stadium',
    portrait: 'medium-dark-white',
    shot: 'wide',
    setting: 'the stadium',
    action: 'wins the match!',
    size: [1900, 1000],
  },
  {
    name: 'wide-pale-mountain',
    portrait: 'pale-grey-hair-white',
    shot: 'wide',
    setting: 'a snowy mountain',
    action: 'hikes to the summit',
    size: [1900, 1000],
  },
  {
    name: 'wide-elderly-shop',
    portrait: 'elderly-wrinkles',
    shot: 'wide',
    setting: 'the corner shop',
    action: 'buys bread',
    others: ['Shopkeeper'],
    size: [900, 1200],
  },
  {
    name: 'establishing-harbour',
    portrait: 'medium-brown-dark-bg',
    shot: 'establishing',
    setting: 'the harbour at dawn',
    action: 'boats come in',
    size: [1900, 1000],
  },
  {
    name: 'establishing-city-empty',
    portrait: 'medium-brown-dark-bg',
    shot: 'establishing',
    setting: 'the city skyline',
    action: 'the sun rises',
    heroPresent: false,
    size: [1900, 1000],
  },
  {
    name: 'establishing-garden',
    portrait: 'light-red-hair',
    shot: 'establishing',
    setting: 'grandma\u2019s garden',
    action: 'a sunny afternoon',
    size: [900, 1200],
  },
  {
    name: 'establishing-night-nobody',
    portrait: 'light-red-hair',
    shot: 'establishing',
    setting: 'at night',
    action: 'everyone sleeps',
    heroPresent: false,
    size: [1900, 1000],
  },
  {
    name: 'medium-dark-fallback',
    portrait: 'very-dark-backlit',
    shot: 'medium',
    setting: 'the big day',
    action: 'gets ready',
    size: [1900, 1000],
  },
  {
    name: 'closeup-child-sky',
    portrait: 'child-small-face',
    shot: 'close-up',
    setting: 'outside on a sunny day',
    action: 'laughs',
    others: ['Dad'],
    size: [900, 1200],
  },
];

async function save(file: string, pixels: Buffer, width: number, height: number): Promise<void> {
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 3 })
    .toFile(`${OUT}/${file}.png`);
}

/** A contact sheet of PNG files, each fitted into a cell. */
async function sheet(file: string, images: string[], cellW: number, cellH: number, columns: number) {
  const rows = Math.ceil(images.length / columns);
  const tiles = await Promise.all(
    images.map(async (name, i) => ({
      input: await sharp(`${OUT}/${name}.png`)
        .resize(cellW - 8, cellH - 8, { fit: 'contain', background: '#777' })
        .png()
        .toBuffer(),
      left: (i % columns) * cellW + 4,
      top: Math.floor(i / columns) * cellH + 4,
    })),
  );
  await sharp({ create: { width: cellW * columns, height: cellH * rows, channels: 3, background: '#444' } })
    .composite(tiles)
    .png()
    .toFile(`${OUT}/${file}.png`);
}

async function panels() {
  for (const print of ['grayscale', 'color'] as PrintLook[]) {
    const names: string[] = [];
    for (const [i, s] of SAMPLES.entries()) {
      const p = await portrait(s.portrait);
      const t = performance.now();
      const art = await drawPanelArt({
        photo: p.photo,
        print,
        shot: s.shot,
        setting: s.setting,
        action: s.action,
        heroPresent: s.heroPresent ?? true,
        others: s.others ?? [],
        width: s.size[0],
        height: s.size[1],
        seed: 100 + i,
      });
      const ms = performance.now() - t;
      const name = `panel-${print === 'grayscale' ? 'manga' : 'vintage'}-${String(i).padStart(2, '0')}-${s.name}`;
      await save(name, art.pixels, art.width, art.height);
      names.push(name);
      console.log(
        `${name}  ${s.size.join('×')}  ${ms.toFixed(0)} ms  face ${JSON.stringify(art.heroFace)}  ` +
          `heads ${JSON.stringify(art.heads)}`,
      );
    }
    await sheet(`sheet-${print === 'grayscale' ? 'manga' : 'vintage'}`, names, 475, 300, 4);
  }
}

async function matter() {
  const hero = await portrait('elderly-wrinkles');
  const dark = await portrait('very-dark-backlit');
  for (const print of ['grayscale', 'color'] as PrintLook[]) {
    const names: string[] = [];
    for (const kind of ['title', 'dedication', 'end', 'about'] as const) {
      const req: MatterPageRequest = {
        kind,
        print,
        photo: kind === 'about' ? dark.photo : hero.photo,
        title: 'Grandma Rosa and the Great Lighthouse Mystery of Harbour Street',
        author: 'Her loving grandchildren Tom, Lily and little Ben',
        heroName: 'Rosa Martinez',
        dedication: 'For Grandma Rosa, who taught us that every storm ends and every lighthouse keeps its promise',
        about: [
          'Rosa was born by the sea and never wanted to live anywhere else.',
          'She ran the bakery on Harbour Street for forty years.',
          'Her cinnamon buns are famous in three towns.',
          'She swims in the sea every morning, even in winter.',
          'She has five grandchildren and a very loud parrot called Pepe.',
          'Her dream is to sail around the world.',
        ],
        seed: 42,
      };
      const t = performance.now();
      const page = await drawMatterPage(req);
      const ms = performance.now() - t;
      const name = `matter-${print === 'grayscale' ? 'manga' : 'vintage'}-${kind}`;
      await save(name, page.pixels, page.width, page.height);
      names.push(name);
      console.log(`${name}  ${page.width}×${page.height}  ${ms.toFixed(0)} ms`);
    }
    await sheet(`sheet-matter-${print === 'grayscale' ? 'manga' : 'vintage'}`, names, 450, 687, 4);
  }
}

mkdirSync(OUT, { recursive: true });
const only = process.argv[2];
if (!only || only === 'panels') await panels();
if (!only || only === 'matter') await matter();
console.log(`written to ${OUT}`);
