// Renders sample pages to look at the lettering: grey panels with black outlines, a red box where the hero's
// face must stay clear, blue dots at speakers' heads, the lettering SVG on top. Writes PNGs (full size and
// an 800 px preview) to /tmp/lettering-samples/.
//   npx tsx server/engines/lettering/printLetteringSamples.ts
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { PAGE_PX } from '../../../shared/printGeometry';
import { layoutById, PANEL_BORDER_PX } from '../layout/pageLayouts';
import { HERO_KEY, type LetteringPanel, type PrintLook } from '../pageModel';
import { letterPage } from './letterPage';

const OUT = '/tmp/lettering-samples';

interface SamplePanel {
  caption?: string;
  balloons: LetteringPanel['balloons'];
  sfx?: string;
  /** The hero's face, as fractions of the panel's rectangle [x, y, w, h]; the head is its centre. */
  face?: [number, number, number, number];
  /** Other speakers' heads as fractions of the panel. */
  others?: Record<string, [number, number]>;
}

const SAMPLES: { name: string; layout: string; look: PrintLook; panels: SamplePanel[] }[] = [
  {
    name: 'three-tiers-color',
    layout: 'three-tiers',
    look: 'color',
    panels: [
      {
        caption: 'Monday morning. The harbour was still asleep, but Maria had been up since five.',
        balloons: [
          { speaker: 'Maria', kind: 'speech', text: 'Today is the day. I can feel it in my bones!' },
          { speaker: 'Leo', kind: 'speech', text: 'You said that last week, Mum.' },
        ],
        face: [0.2, 0.35, 0.16, 0.3],
        others: { Leo: [0.78, 0.6] },
      },
      {
        balloons: [
          { speaker: 'Maria', kind: 'thought', text: 'If the wind holds, we reach the island before lunch.' },
          {
            speaker: 'Dispatcher',
            kind: 'speech',
            text: 'Harbour control to Sea Wren: storm warning for the afternoon. Please confirm.',
          },
        ],
        sfx: 'Krrrk',
        face: [0.55, 0.3, 0.14, 0.3],
      },
      {
        caption: 'Later.',
        balloons: [
          { speaker: 'Maria', kind: 'shout', text: 'Hold on to something!' },
          { speaker: 'Leo', kind: 'whisper', text: 'I knew we should have stayed home...' },
        ],
        sfx: 'Whoosh!',
        face: [0.12, 0.4, 0.15, 0.33],
        others: { Leo: [0.45, 0.55] },
      },
    ],
  },
  {
    name: 'grid-manga',
    layout: 'grid-2x2',
    look: 'grayscale',
    panels: [
      {
        caption: 'Tokyo, 2 a.m. The lab lights were the only ones still on in the whole district.',
        balloons: [{ speaker: 'Kenji', kind: 'speech', text: 'Another all-nighter. Coffee?' }],
        face: [0.5, 0.45, 0.25, 0.18],
      },
      {
        balloons: [
          {
            speaker: 'Aiko',
            kind: 'speech',
            text: 'Not now. The numbers finally make sense, and I want to see them through before they run away.',
          },
          { speaker: 'Kenji', kind: 'speech', text: 'They always do.' },
        ],
        face: [0.3, 0.55, 0.28, 0.2],
        others: { Kenji: [0.8, 0.75] },
      },
      {
        balloons: [{ speaker: 'Aiko', kind: 'shout', text: 'It works!' }],
        sfx: 'Beep beep',
        face: [0.35, 0.5, 0.3, 0.2],
      },
      {
        caption:
          'And that was how the smallest engine in the world was born: in a cup of cold coffee, at a quarter past two.',
        balloons: [
          { speaker: 'Kenji', kind: 'thought', text: 'She did it. She actually did it.' },
          { speaker: 'Aiko', kind: 'whisper', text: 'We did.' },
        ],
        face: [0.55, 0.2, 0.26, 0.2],
        others: { Kenji: [0.2, 0.7] },
      },
    ],
  },
  {
    name: 'diagonal-three-color',
    layout: 'diagonal-three',
    look: 'color',
    panels: [
      {
        caption: 'Meanwhile, high above the city...',
        balloons: [
          { speaker: 'Sam', kind: 'speech', text: 'Is this the roof you meant? It is taller than I remember.' },
        ],
        face: [0.6, 0.4, 0.12, 0.25],
      },
      {
        balloons: [
          { speaker: 'Sam', kind: 'speech', text: 'Careful!' },
          { speaker: 'Voice', kind: 'speech', text: 'Who goes there?' },
        ],
        face: [0.4, 0.45, 0.3, 0.18],
      },
      {
        balloons: [{ speaker: 'Sam', kind: 'thought', text: 'Nobody ever looks up.' }],
        sfx: 'Thud',
        face: [0.45, 0.6, 0.3, 0.17],
      },
    ],
  },
  {
    name: 'inset-color',
    layout: 'inset',
    look: 'color',
    panels: [
      {
        caption:
          'The finals. Forty thousand people, one ball, and a goalkeeper who had promised her daughter a miracle.',
        balloons: [
          { speaker: 'Coach', kind: 'shout', text: 'Eyes on the ball, Rosa!' },
          { speaker: 'Rosa', kind: 'speech', text: 'Always, coach. Always.' },
        ],
        sfx: 'Roar',
        face: [0.4, 0.3, 0.14, 0.1],
        others: { Coach: [0.15, 0.6] },
      },
      { balloons: [{ speaker: 'Lucia', kind: 'whisper', text: 'Go, Mum.' }], face: [0.3, 0.25, 0.35, 0.4] },
    ],
  },
  {
    name: 'three-three-manga-long',
    layout: 'three-three',
    look: 'grayscale',
    panels: Array.from({ length: 6 }, (_, i) => ({
      caption:
        i % 2 === 0
          ? 'This is a very long caption that goes on and on about the weather, the sea and the old lighthouse ' +
            'keeper who never slept, as captions of this kind often do in books.'
          : undefined,
      balloons: [
        {
          speaker: 'Hero',
          kind: 'speech',
          text:
            'One hundred and twenty characters of speech is a lot of words for a narrow panel, ' +
            'but we will make it fit somehow.',
        },
        { speaker: 'Friend', kind: i % 3 === 0 ? 'shout' : 'speech', text: 'Short reply!' },
        { speaker: 'Other', kind: 'thought', text: 'I wonder whether anyone will ever read all of this text.' },
      ] as LetteringPanel['balloons'],
      sfx: i % 2 ? 'Bam' : undefined,
      face: [0.3, 0.45, 0.35, 0.14] as [number, number, number, number],
      others: { Friend: [0.75, 0.8] as [number, number] },
    })),
  },
  {
    name: 'two-one-two-color',
    layout: 'two-one-two',
    look: 'color',
    panels: [
      {
        caption: 'Saturday. The bakery opened at six, as it had for thirty years.',
        balloons: [{ speaker: 'Ana', kind: 'speech', text: 'Morning, Mr. Pereira! The usual?' }],
        face: [0.45, 0.5, 0.3, 0.2],
      },
      {
        balloons: [
          {
            speaker: 'Pereira',
            kind: 'speech',
            text: 'Two croissants, and whatever you are hiding behind that counter.',
          },
          { speaker: 'Ana', kind: 'whisper', text: 'A secret recipe.' },
        ],
        face: [0.2, 0.55, 0.3, 0.2],
        others: { Pereira: [0.8, 0.45] },
      },
      {
        caption:
          'Nobody in the village knew that Ana had been practising for the national ' +
          'championship every night for a year.',
        balloons: [{ speaker: 'Ana', kind: 'thought', text: 'Three weeks left. The dough has to be perfect.' }],
        sfx: 'Ding!',
        face: [0.62, 0.35, 0.12, 0.35],
      },
      {
        balloons: [{ speaker: 'Tomas', kind: 'shout', text: 'Ana! The oven is on fire!' }],
        sfx: 'Fwoosh',
        face: [0.5, 0.55, 0.3, 0.2],
        others: { Tomas: [0.15, 0.7] },
      },
      {
        balloons: [
          { speaker: 'Ana', kind: 'speech', text: 'Not again...' },
          { speaker: 'Tomas', kind: 'speech', text: 'I will get the extinguisher!' },
        ],
        face: [0.3, 0.3, 0.3, 0.2],
        others: { Tomas: [0.85, 0.75] },
      },
    ],
  },
  {
    name: 'diagonal-two-manga',
    layout: 'diagonal-two',
    look: 'grayscale',
    panels: [
      {
        caption: 'The last train out of the city.',
        balloons: [
          { speaker: 'Ren', kind: 'speech', text: 'If we miss this one, we walk home.' },
          { speaker: 'Mei', kind: 'speech', text: 'Then run!' },
        ],
        sfx: 'Clack clack',
        face: [0.3, 0.5, 0.12, 0.22],
        others: { Mei: [0.75, 0.55] },
      },
      {
        balloons: [
          { speaker: 'Ren', kind: 'shout', text: 'Hold the door!' },
          { speaker: 'Conductor', kind: 'speech', text: 'Doors are closing. Please stand clear.' },
        ],
        face: [0.55, 0.45, 0.14, 0.2],
      },
    ],
  },
  {
    name: 'splash-bleed-color',
    layout: 'splash-bleed',
    look: 'color',
    panels: [
      {
        caption: 'The Climax.',
        balloons: [
          { speaker: 'Maria', kind: 'shout', text: 'Nobody takes my boat!' },
          { speaker: 'Pirate', kind: 'speech', text: 'We will see about that, captain.' },
          { speaker: 'Maria', kind: 'speech', text: 'Leo, the rope! Now!' },
        ],
        sfx: 'Kaboom!',
        face: [0.42, 0.4, 0.14, 0.1],
        others: { Pirate: [0.8, 0.3] },
      },
    ],
  },
];

async function render(sample: (typeof SAMPLES)[number]) {
  const layout = layoutById(sample.layout);
  const panels: LetteringPanel[] = layout.frames.map((frame, i) => {
    const s = sample.panels[i] ?? { balloons: [] };
    const r = frame.rect;
    const keepClear = s.face
      ? [
          {
            x: r.x + s.face[0] * r.width,
            y: r.y + s.face[1] * r.height,
            width: s.face[2] * r.width,
            height: s.face[3] * r.height,
          },
        ]
      : [];
    const heads: LetteringPanel['heads'] = {};
    if (keepClear[0]) {
      const k = keepClear[0];
      heads[HERO_KEY] = { x: k.x + k.width / 2, y: k.y + k.height / 2 };
      for (const b of s.balloons)
        if (!s.others?.[b.speaker] && !['Voice', 'Dispatcher', 'Conductor'].includes(b.speaker))
          heads[b.speaker] = heads[HERO_KEY];
    }
    for (const [name, [fx, fy]] of Object.entries(s.others ?? {}))
      heads[name] = { x: r.x + fx * r.width, y: r.y + fy * r.height };
    return { frame, keepClear, heads, caption: s.caption, balloons: s.balloons, sfx: s.sfx };
  });
  const started = performance.now();
  const lettered = letterPage(panels, sample.look);
  const ms = performance.now() - started;
  const art = panels
    .map((p, i) => {
      const grey = ['#b9b9b9', '#a8a8a8', '#c4c4c4'][i % 3];
      const poly = p.frame.outline.map((q) => `${q.x},${q.y}`).join(' ');
      const face = p.keepClear
        .map(
          (k) =>
            `<rect x="${k.x}" y="${k.y}" width="${k.width}" height="${k.height}" fill="none" ` +
            `stroke="#e00" stroke-width="6"/>`,
        )
        .join('');
      const heads = Object.values(p.heads)
        .map((h) => `<circle cx="${h.x}" cy="${h.y}" r="14" fill="#06f"/>`)
        .join('');
      const lb = p.frame.letterBox;
      return (
        `<polygon points="${poly}" fill="${grey}"/><rect x="${lb.x}" y="${lb.y}" width="${lb.width}" ` +
        `height="${lb.height}" fill="none" stroke="#8a8" stroke-width="2" ` +
        `stroke-dasharray="12 8"/>${face}${heads}`
      );
    })
    .join('');
  const borders = panels
    .map(
      (p) =>
        `<polygon points="${p.frame.outline.map((q) => `${q.x},${q.y}`).join(' ')}" fill="none" ` +
        `stroke="#000" stroke-width="${PANEL_BORDER_PX}"/>`,
    )
    .join('');
  const base =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_PX.width}" height="${PAGE_PX.height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>${art}${borders}</svg>`;
  const png = await sharp(Buffer.from(base))
    .composite([{ input: Buffer.from(lettered.svg), top: 0, left: 0 }])
    .png()
    .toBuffer();
  await sharp(png).toFile(`${OUT}/${sample.name}.png`);
  await sharp(png).resize({ width: 800 }).toFile(`${OUT}/${sample.name}-800.png`);
  const notes = [
    ...lettered.shortened.map((i) => `shortened ${i.id}: "${i.text}"`),
    ...lettered.dropped.map((d) => `dropped ${d.id}: "${d.text}"`),
  ];
  console.log(
    `${sample.name}: ${lettered.items.length} items in ${ms.toFixed(1)} ` +
      `ms${notes.length ? `\n  ${notes.join('\n  ')}` : ''}`,
  );
}

mkdirSync(OUT, { recursive: true });
// Load the fonts and warm up once, so the times below are those of a worker that has lettered a page.
letterPage(
  [
    {
      frame: layoutById('splash-framed').frames[0],
      keepClear: [],
      heads: {},
      caption: 'Warm up.',
      balloons: [{ speaker: 'A', kind: 'shout', text: 'Go!' }],
      sfx: 'Bam',
    },
  ],
  'color',
);
for (const sample of SAMPLES) await render(sample);
console.log(`written to ${OUT}`);
