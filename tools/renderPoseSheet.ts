// The pose sheet: every pose the built-in art gives the hero (a wide and a medium panel each, the action that asks for
// it printed under it) and every kind of face the cast is drawn with, for a portrait and a style, to look at.
// Run: npx tsx tools/renderPoseSheet.ts [manga|vintage] [portrait name] [aid]
//   -> /tmp/pose-sheet/<style>-<portrait>[-<aid>].png (an aid of shared/heroAids.ts, 'wheelchair',
//   'white cane', 'crutches', 'hearing aids', 'prosthetic leg', 'walking stick', 'walker' or 'glasses': the
//   hero uses it, and every pose is drawn as they do it)
import { mkdirSync } from 'node:fs';
import sharp, { type OverlayOptions } from 'sharp';
import { drawPanelArt } from '../server/engines/panels/panelArt';
import { HERO_AIDS } from '../shared/heroAids';
import { HERO_POSES } from '../server/engines/panels/heroPoses';
import { POSE_ACTIONS } from '../tests/fixtures/poseActions';
import { portrait } from '../tests/fixtures/portraits';

const print = process.argv[2] === 'manga' ? 'grayscale' : 'color';
const who = process.argv[3] ?? 'medium-dark-white';
const aid = HERO_AIDS.find((a) => a === process.argv[4]);
const photo = (await portrait(who)).photo;
const W = 600;
const H = 420;
const tiles: OverlayOptions[] = [];
// Every pose wide and medium, then the close shots (the photo itself: hearing aids are drawn on it).
const sheet = [
  ...HERO_POSES.flatMap((pose) => (['wide', 'medium'] as const).map((shot) => ({ pose, shot }))),
  ...(['close-up', 'extreme close-up'] as const).map((shot) => ({ pose: 'standing' as const, shot })),
];
for (const [i, { pose, shot }] of sheet.entries()) {
  const art = await drawPanelArt({
    photo,
    print,
    shot,
    setting: 'a quiet park',
    action: POSE_ACTIONS[pose],
    heroPresent: true,
    others: [],
    ...(aid ? { heroAids: [aid] } : {}),
    width: W,
    height: H,
    seed: 5,
  });
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="28"><rect width="${W}" height="28" ` +
      `fill="#fff"/><text x="8" y="20" font-size="16" font-family="sans-serif">${shot} ${pose}: ` +
      `${POSE_ACTIONS[pose]} (${art.heroPose ?? 'bust'})</text></svg>`,
  );
  const tile = await sharp(art.pixels, { raw: { width: art.width, height: art.height, channels: 3 } })
    .png()
    .toBuffer();
  const x = (i % 4) * (W + 10);
  const y = Math.floor(i / 4) * (H + 38);
  tiles.push({ input: tile, left: x, top: y }, { input: label, left: x, top: y + H });
}
const rows = Math.ceil(sheet.length / 4);
mkdirSync('/tmp/pose-sheet', { recursive: true });
const file = `/tmp/pose-sheet/${process.argv[2] ?? 'vintage'}-${who}${aid ? `-${aid.replace(' ', '-')}` : ''}.png`;
await sharp({ create: { width: 4 * (W + 10), height: rows * (H + 38), channels: 3, background: '#ddd' } })
  .composite(tiles)
  .png()
  .toFile(file);
console.log(file);

// The cast sheet: the people of a story by role (each a face of their kind, tone and clothes from the name)
// and pets as their species, a wide panel of three each.
const CAST: Array<{
  people?: Record<string, string>;
  animals?: Record<string, string>;
  stage?: 'child' | 'adult' | 'senior';
}> = [
  { people: { Halina: 'her grandmother', Pádraig: 'her grandpa', Kunle: 'her son' }, stage: 'senior' },
  { people: { Tadhg: 'her brother', Aoife: 'her sister', Mammy: 'her mum' }, stage: 'child' },
  { people: { Tom: 'her husband', Rosa: 'her best friend', 'Father Okafor': 'her friend, a priest' }, stage: 'adult' },
  { people: { Amara: 'her granddaughter', Reg: 'his rival', Bernie: 'his friend' }, stage: 'senior' },
  { animals: { Nelson: 'parrot', Captain: 'beagle', Mittens: 'cat' } },
  { animals: { Gus: 'goose', Ferdie: 'ferret', Bees: 'bees' } },
];
const castTiles: OverlayOptions[] = [];
for (const [i, c] of CAST.entries()) {
  const others = Object.keys({ ...c.people, ...c.animals });
  const art = await drawPanelArt({
    photo,
    print,
    shot: 'wide',
    setting: 'a quiet park',
    action: `Ada waits with ${others.join(', ')}.`,
    heroPresent: true,
    others,
    people: c.people,
    animals: c.animals,
    heroStage: c.stage,
    width: W,
    height: H,
    seed: 7,
  });
  const names = others
    .map(
      (name) =>
        `${name} (${c.people?.[name] ?? c.animals?.[name]}: ` +
        `${art.drawn?.find((d) => d.name === name)?.icon ?? 'shape'})`,
    )
    .join(', ');
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="28"><rect width="${W}" height="28" ` +
      `fill="#fff"/><text x="8" y="20" font-size="12" ` +
      `font-family="sans-serif">${names.replace(/&/g, '&amp;')}</text></svg>`,
  );
  const x = (i % 3) * (W + 10);
  const y = Math.floor(i / 3) * (H + 38);
  castTiles.push(
    {
      input: await sharp(art.pixels, { raw: { width: art.width, height: art.height, channels: 3 } })
        .png()
        .toBuffer(),
      left: x,
      top: y,
    },
    { input: label, left: x, top: y + H },
  );
}
const castFile = `/tmp/pose-sheet/cast-${process.argv[2] ?? 'vintage'}-${who}.png`;
await sharp({ create: { width: 3 * (W + 10), height: 2 * (H + 38), channels: 3, background: '#ddd' } })
  .composite(castTiles)
  .png()
  .toFile(castFile);
console.log(castFile);
