// The built-in panel art and the matter pages (docs/book.md "Page geometry" and "Art"): sizes, the two print looks
// (manga is pure black and white, vintage is in colour), determinism, where the hero's face is reported (checked
// against where the test portraits' eyes really land) and where the others' heads are.
import { describe, expect, it } from 'vitest';
import { drawMatterPage, layoutMatterPage, type MatterPageRequest } from '../../server/engines/panels/matterPages';
import { fitLines } from '../../server/engines/artKit/text/fitLines';
import { drawPanelArt, heroPlacement } from '../../server/engines/panels/panelArt';
import { readScene } from '../../server/engines/panels/keywords';
import { letteringFont } from '../../server/engines/artKit/text/fonts';
import { HERO_KEY, type PanelArt, type PanelArtRequest, type Rect } from '../../server/engines/pageModel';
import { boxPx, COMIC_PAGE, MIN_LETTERING_PX, PAGE_PX, pageGeometry } from '../../shared/printGeometry';
import { SHOTS } from '../../shared/script';
import { portrait } from '../fixtures/portraits';

const LOOKS = ['grayscale', 'color'] as const;

async function request(overrides: Partial<PanelArtRequest> = {}, who = 'medium-dark-white'): Promise<PanelArtRequest> {
  const p = await portrait(who);
  return {
    photo: p.photo,
    print: 'grayscale',
    shot: 'medium',
    setting: 'a city street',
    action: 'walks to work',
    heroPresent: true,
    others: [],
    width: 517,
    height: 389,
    seed: 1,
    ...overrides,
  };
}

function greyStats(art: PanelArt) {
  let tinted = 0;
  let between = 0;
  let ink = 0;
  for (let p = 0; p < art.pixels.length; p += 3) {
    const [r, g, b] = [art.pixels[p], art.pixels[p + 1], art.pixels[p + 2]];
    if (r !== g || g !== b) tinted++;
    if (r !== 0 && r !== 255) between++;
    if (r === 0) ink++;
  }
  return { tinted, between, inkShare: ink / (art.width * art.height) };
}

/** Share of pixels whose channels differ clearly (a real colour, not a grey). */
function colourShare(pixels: Buffer): number {
  let coloured = 0;
  for (let p = 0; p < pixels.length; p += 3) {
    const max = Math.max(pixels[p], pixels[p + 1], pixels[p + 2]);
    const min = Math.min(pixels[p], pixels[p + 1], pixels[p + 2]);
    if (max - min > 40) coloured++;
  }
  return coloured / (pixels.length / 3);
}

const inside = (p: { x: number; y: number }, r: Rect) =>
  p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

describe('panel art', { timeout: 240_000 }, () => {
  for (const print of LOOKS) {
    it(`draws every shot at the requested size in ${print}`, async () => {
      for (const shot of SHOTS) {
        const art = await drawPanelArt(await request({ print, shot, others: ['Mom'] }));
        expect([art.width, art.height, art.pixels.length], shot).toEqual([517, 389, 517 * 389 * 3]);
        const stats = greyStats(art);
        if (print === 'grayscale') {
          // Pure black and white: no tint, no grey, and a real picture (neither blank nor solid).
          expect(stats.tinted, shot).toBe(0);
          expect(stats.between, shot).toBe(0);
          expect(stats.inkShare, shot).toBeGreaterThan(0.04);
          expect(stats.inkShare, shot).toBeLessThan(0.85);
        } else {
          expect(colourShare(art.pixels), shot).toBeGreaterThan(0.15);
        }
      }
    });
  }

  it('keeps pure black and white in manga for every kind of setting, tall and wide', async () => {
    const settings = [
      'the kitchen',
      'the beach at sunset',
      'a forest',
      'outer space',
      'the theatre stage',
      'the stadium',
      'a city street at night',
      'the big day',
    ];
    for (const [i, setting] of settings.entries()) {
      const art = await drawPanelArt(
        await request({
          setting,
          shot: i % 2 ? 'wide' : 'establishing',
          width: i % 2 ? 300 : 611,
          height: i % 2 ? 433 : 250,
          others: ['Ana'],
        }),
      );
      const stats = greyStats(art);
      expect(stats.tinted + stats.between, setting).toBe(0);
    }
  });

  it('draws the same pixels for the same request and seed, and another picture for another seed', async () => {
    for (const print of LOOKS) {
      const req = await request({ print, shot: 'wide', others: ['Sam'] });
      const a = await drawPanelArt(req);
      const b = await drawPanelArt({ ...req });
      const c = await drawPanelArt({ ...req, seed: 2 });
      expect(a.pixels.equals(b.pixels), print).toBe(true);
      expect(a.heroFace).toEqual(b.heroFace);
      expect(a.pixels.equals(c.pixels), print).toBe(false);
    }
  });

  it('shows nobody and reports no face when the hero is not in the picture', async () => {
    for (const print of LOOKS) {
      const art = await drawPanelArt(
        await request({ print, shot: 'establishing', heroPresent: false, setting: 'the harbour' }),
      );
      expect(art.heroFace).toBeNull();
      expect(art.heads[HERO_KEY]).toBeUndefined();
      expect(Object.keys(art.heads)).toEqual([]);
    }
  });

  it('frames close-ups on the face: a large share of the panel, where the portrait\u2019s eyes land', async () => {
    for (const who of ['very-dark-backlit', 'elderly-wrinkles', 'child-small-face', 'tan-brown-hair-grey']) {
      const p = await portrait(who);
      for (const shot of ['close-up', 'extreme close-up'] as const) {
        for (const [width, height] of [
          [640, 420],
          [420, 560],
        ]) {
          const req = await request({ shot, width, height }, who);
          const art = await drawPanelArt(req);
          const face = art.heroFace;
          expect(face, `${who} ${shot}`).not.toBeNull();
          const share = (face!.width * face!.height) / (width * height);
          expect(share, `${who} ${shot} ${width}x${height}`).toBeGreaterThan(shot === 'extreme close-up' ? 0.4 : 0.12);
          const place = (await heroPlacement(req))!;
          const land = (pt: { x: number; y: number }) => ({
            x: pt.x * place.scale + place.offsetX,
            y: pt.y * place.scale + place.offsetY,
          });
          for (const eye of p.eyes) expect(inside(land(eye), face!), `${who} ${shot} eye`).toBe(true);
          expect(inside(land(p.mouth), face!), `${who} ${shot} mouth`).toBe(true);
          // The face really is drawn there: the eyes print darker than the cheeks below them.
          const dark = (pt: { x: number; y: number }, half: number) => {
            const c = land(pt);
            let sum = 0;
            let count = 0;
            for (let y = Math.round(c.y - half); y <= c.y + half; y++) {
              for (let x = Math.round(c.x - half); x <= c.x + half; x++) {
                if (x < 0 || y < 0 || x >= width || y >= height) continue;
                sum += 255 - art.pixels[(y * width + x) * 3];
                count++;
              }
            }
            return sum / Math.max(1, count) / 255;
          };
          const half = Math.max(2, 0.08 * p.face.rx * place.scale);
          const eyes = (dark(p.eyes[0], half) + dark(p.eyes[1], half)) / 2;
          const cheeks = (dark(p.cheeks[0], half) + dark(p.cheeks[1], half)) / 2;
          expect(eyes, `${who} ${shot} eyes darker than cheeks`).toBeGreaterThan(cheeks + 0.08);
        }
      }
    }
  });

  it('puts the others\u2019 heads inside the panel and never on the hero\u2019s face', async () => {
    for (const shot of SHOTS) {
      for (const [width, height] of [
        [900, 480],
        [380, 560],
      ]) {
        const art = await drawPanelArt(await request({ shot, width, height, others: ['Mom', 'Dad', 'Lily'] }));
        expect(Object.keys(art.heads).sort(), shot).toEqual([HERO_KEY, 'Dad', 'Lily', 'Mom'].sort());
        for (const [name, head] of Object.entries(art.heads)) {
          expect(head.x >= 0 && head.x < width && head.y >= 0 && head.y < height, `${shot} ${name} inside`).toBe(true);
          if (name !== HERO_KEY && art.heroFace)
            expect(inside(head, art.heroFace), `${shot} ${name} off the face`).toBe(false);
        }
        if (art.heroFace) expect(inside(art.heads[HERO_KEY], art.heroFace), `${shot} hero head on face`).toBe(true);
      }
    }
  });

  it('reads the setting and the action', () => {
    expect(readScene('a busy city street', 'walks').kind).toBe('city');
    expect(readScene('the kitchen at home', 'cooks')).toMatchObject({ kind: 'room', room: 'kitchen' });
    expect(readScene('the hospital ward', 'waits')).toMatchObject({ kind: 'room', room: 'hospital' });
    expect(readScene('the harbour', 'boats come in')).toMatchObject({ kind: 'sea', variant: 'harbour' });
    expect(readScene('on the beach', 'builds a sandcastle')).toMatchObject({ kind: 'sea', variant: 'beach' });
    expect(readScene('a snowy mountain', 'hikes')).toMatchObject({ kind: 'nature', variant: 'mountain', snow: true });
    expect(readScene('aboard the rocket', 'floats')).toMatchObject({ kind: 'space' });
    expect(readScene('the theatre stage', 'sings the final song')).toMatchObject({ kind: 'stage', variant: 'theatre' });
    expect(readScene('the stadium', 'scores')).toMatchObject({ kind: 'stage', variant: 'stadium' });
    expect(readScene('the city at night', 'walks home')).toMatchObject({ kind: 'city', night: true });
    expect(readScene('at night', 'sleeps')).toMatchObject({ kind: 'night', night: true });
    expect(readScene('the big day', 'gets ready')).toMatchObject({ kind: 'abstract', motion: false });
    expect(readScene('the market street', 'runs after the thief').motion).toBe(true);
    expect(readScene('the office', 'gasps in shock').dramatic).toBe(true);
  });
});

describe('matter pages', { timeout: 240_000 }, () => {
  const base = async (
    kind: MatterPageRequest['kind'],
    print: MatterPageRequest['print'],
  ): Promise<MatterPageRequest> => ({
    kind,
    print,
    photo: (await portrait('elderly-wrinkles')).photo,
    title: 'Grandma Rosa and the Great Lighthouse Mystery',
    author: 'Tom and Lily',
    heroName: 'Rosa',
    dedication: 'For Grandma Rosa, who never stops sailing',
    about: [
      'Rosa was born by the sea.',
      'She ran the bakery for forty years.',
      'Her dream is to sail around the world.',
    ],
    seed: 3,
  });

  for (const print of LOOKS) {
    it(`draws the four pages at print size in ${print}, not blank`, async () => {
      for (const kind of ['title', 'dedication', 'end', 'about'] as const) {
        const page = await drawMatterPage(await base(kind, print));
        expect([page.width, page.height, page.pixels.length], kind).toEqual([
          PAGE_PX.width,
          PAGE_PX.height,
          PAGE_PX.width * PAGE_PX.height * 3,
        ]);
        const paper = [page.pixels[0], page.pixels[1], page.pixels[2]];
        let marked = 0;
        let tinted = 0;
        for (let p = 0; p < page.pixels.length; p += 3 * 7) {
          const d =
            Math.abs(page.pixels[p] - paper[0]) +
            Math.abs(page.pixels[p + 1] - paper[1]) +
            Math.abs(page.pixels[p + 2] - paper[2]);
          if (d > 90) marked++;
          if (page.pixels[p] !== page.pixels[p + 1] || page.pixels[p + 1] !== page.pixels[p + 2]) tinted++;
        }
        const share = marked / (page.pixels.length / 3 / 7);
        expect(share, `${kind} has something printed`).toBeGreaterThan(kind === 'dedication' ? 0.004 : 0.05);
        if (print === 'grayscale') expect(tinted, kind).toBe(0);
        else expect(colourShare(page.pixels), kind).toBeGreaterThan(kind === 'dedication' ? 0 : 0.1);
      }
    });
  }

  it('keeps all text inside the safe box, fitted or shortened at a word, never below the minimum size', async () => {
    const safe = boxPx('safe');
    const long =
      'The Extraordinary and Completely Unbelievable Adventures of Maximilian Bartholomew ' +
      'Fitzgerald-Wellington the Third and His Remarkable Talking Dog Who Saved the Entire ' +
      'Neighbourhood Twice in One Summer';
    for (const kind of ['title', 'dedication', 'end', 'about'] as const) {
      for (const text of ['Hi', long]) {
        const req = {
          ...(await base(kind, 'color')),
          title: text,
          author: text,
          heroName: text.split(' ').slice(0, 12).join(' '),
          dedication: `${text} ${text}`,
          about: [text, text, text, text, text, text],
        };
        const layout = layoutMatterPage(req);
        expect(layout.texts.length, kind).toBeGreaterThan(0);
        for (const t of layout.texts) {
          const b = t.box;
          expect(
            b.x >= safe.x &&
              b.y >= safe.y &&
              b.x + b.width <= safe.x + safe.width &&
              b.y + b.height <= safe.y + safe.height,
            `${kind} ${t.id} ${JSON.stringify(b)}`,
          ).toBe(true);
          expect(t.size, `${kind} ${t.id}`).toBeGreaterThanOrEqual(34);
          if (t.shortened) expect(t.lines[t.lines.length - 1].endsWith('…'), `${kind} ${t.id}`).toBe(true);
        }
      }
    }
  });

  it('letters the giver’s dedication and signature, the longest allowed, in the safe box, signed below', async () => {
    const safe = boxPx('safe');
    const words = 'For Maeve, who grew the biggest pumpkin in Kilkenny and still kept the seeds for everyone. ';
    for (const dedication of ['For Nan', `${words}${words}`.slice(0, 160).trim()]) {
      for (const signature of ['Oisín', 'With all our love, from Oisín, Aoife, Cian and the whole gang']) {
        const layout = layoutMatterPage({ ...(await base('dedication', 'color')), dedication, signature });
        const text = layout.texts.find((t) => t.id === 'dedication')!;
        const signed = layout.texts.find((t) => t.id === 'signature')!;
        expect(signed.lines.join(' ').replace('…', ''), signature).not.toBe('');
        expect(signed.box.y, signature).toBeGreaterThanOrEqual(text.box.y + text.box.height);
        expect(signed.size, signature).toBeLessThanOrEqual(text.size);
        for (const t of [text, signed]) {
          const b = t.box;
          expect(b.x >= safe.x && b.y >= safe.y && b.y + b.height <= safe.y + safe.height, `${t.id} ${signature}`).toBe(
            true,
          );
          expect(t.size).toBeGreaterThanOrEqual(34);
        }
      }
    }
    // No signature, no block: the page is the writer's as before.
    const unsigned = layoutMatterPage(await base('dedication', 'color'));
    expect(unsigned.texts.map((t) => t.id)).toEqual(['dedication']);
  });

  it(
    'the pages that fill a print format keep their text inside the safe box ' + 'of either trim, never below 8 pt',
    async () => {
      const long =
        'Maximilian Bartholomew Fitzgerald-Wellington the Third, who once drove the night bus ' +
        'across three counties and back';
      for (const geometry of [COMIC_PAGE, pageGeometry({ width: 6, height: 9 })]) {
        for (const count of [1, 12]) {
          const extras = {
            // Rambling answers: more than the column holds at any size, so the fitting goes down to its smallest.
            cast: Array.from({ length: count }, (_, i) => ({
              name: `${long.split(',')[0]} ${i}`,
              role: `${long} ${long} ${long}`,
            })),
            answers: Array.from({ length: count }, () => ({
              question: 'What does he do all day?',
              answer: `${long} ${long} ${long}`,
            })),
            moment: {
              title: 'A long night',
              summary: long,
              setting: 'the bus depot at night',
              action: 'waves from the driver seat',
            },
          };
          for (const kind of ['cast', 'answers', 'moment'] as const) {
            const layout = layoutMatterPage({ ...(await base('title', 'color')), ...extras, kind, geometry });
            expect(layout.texts.length, kind).toBeGreaterThan(1);
            const safe = geometry.safe;
            for (const t of layout.texts) {
              const b = t.box;
              expect(
                b.x >= safe.x &&
                  b.y >= safe.y &&
                  b.x + b.width <= safe.x + safe.width &&
                  b.y + b.height <= safe.y + safe.height,
                `${kind} ${t.id} ${JSON.stringify(b)}`,
              ).toBe(true);
              expect(t.size, `${kind} ${t.id}`).toBeGreaterThanOrEqual(MIN_LETTERING_PX);
            }
          }
        }
      }
    },
  );

  it('wraps to the widest size that fits and cuts at a word boundary with an ellipsis', () => {
    const fitted = fitLines(letteringFont, 'one two three four five six seven eight nine ten', {
      maxWidth: 400,
      maxLines: 2,
      maxSize: 200,
    });
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    for (const line of fitted.lines) expect(letteringFont.measure(line, fitted.size)).toBeLessThanOrEqual(400);
    const cut = fitLines(letteringFont, 'one two three four five six seven eight nine ten eleven twelve', {
      maxWidth: 300,
      maxLines: 1,
      maxSize: 60,
    });
    expect(cut.shortened).toBe(true);
    expect(cut.size).toBe(34);
    expect(cut.lines).toHaveLength(1);
    expect(cut.lines[0]).toMatch(/^one( \w+)*…$/);
    expect(letteringFont.measure(cut.lines[0], 34)).toBeLessThanOrEqual(300);
  });
});
