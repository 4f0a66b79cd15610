// The built-in panel art (no network): the hero's photo framed for the shot, in a procedurally drawn
// scene for the setting, with the others as silhouettes, printed in the style's treatment (manga
// screentone, or vintage Ben-Day and four-colour halftone on aged paper). See BOOK.md, "Pages".
//   shots.ts       where everyone goes for the shot
//   heroPhoto.ts   the photo, prepared once per book: face measured, figure cut out
//   heroLayer.ts   the hero's toned, inked cut-out at panel size
//   scenes/        backgrounds and foregrounds by setting; effects.ts speed and focus lines
//   treatment.ts   composing and screening
import sharp from 'sharp';
import { HERO_KEY, type PanelArt, type PanelArtRequest, type Point, type Rect } from '../pageModel';
import { focusLines, speedLines, sunburst, type EffectFrame } from './effects';
import { heroLayer } from './heroLayer';
import { heroPhoto } from './heroPhoto';
import { readScene } from './keywords';
import { painter } from './palette';
import type { SceneContext } from './sceneContext';
import { foreground } from './scenes/foreground';
import { background, weather } from './scenes/scene';
import { dice, mixSeed } from '../../lib/seededRandom';
import { planShot, type ShotPlan } from './shots';
import { figure, overShoulder } from './silhouettes';
import { animalHeight, animalIcon, iconSvg, propHeight, propIcons } from './iconLibrary';
import { castFigures, type CastFigure } from './castFigures';
import { clipRect, rectsOverlap, roundRect } from '../layout/geometry';
import { faceInFront, figureSvg, heroBust, heroIsSubject, heroMarks, posedHero, turnedBox } from './heroFigure';
import { n, rasterize, rect } from '../../art/svg';
import { printManga, printVintage } from './treatment';
import { headPathsOf } from './heroPoses';
import { photoCast, type PhotoPerson } from './photoCast';

/** The panel in RGB (grayscale art has r = g = b). */
export async function drawPanelArt(req: PanelArtRequest): Promise<PanelArt> {
  const art = await drawPanelPicture(req);
  return art.channels === 3 ? art : { ...art, pixels: greyToRgb(art.pixels), channels: 3 };
}

/** The panel as pages are composed from it: one grey byte a pixel for the grayscale look, else RGB. */
export async function drawPanelPicture(req: PanelArtRequest): Promise<PanelArt> {
  const width = Math.max(8, Math.round(req.width));
  const height = Math.max(8, Math.round(req.height));
  const look = req.print;
  const reading = readScene(req.setting, req.action, req.timeOfDay);
  const seed = panelSeed(req, width, height);
  const photo = req.heroPresent ? await heroPhoto(req.photo) : null;
  const plan = planShot({ shot: req.shot, width, height, heroPresent: req.heroPresent, others: req.others, framing: framingOf(req.seed) }, photo, dice(seed));
  const paint = painter(look);
  const context: SceneContext = {
    W: width,
    H: height,
    look,
    paint,
    d: dice(seed ^ 0x5ce7e),
    reading,
    horizon: plan.horizon,
    focusX: plan.focusX,
    u: Math.max(1.5, Math.min(width, height) / 720),
    lights: [],
    ground: plan.ground,
  };
  const effects: EffectFrame = { W: width, H: height, d: dice(seed ^ 0xeffec7), paint };

  const pose = photo ? posedHero(req, plan, photo, width, height) : null;
  if (pose) pose.figure.headPaths = await headPathsOf(pose.figure);
  const drawn: NonNullable<PanelArt['drawn']> = [];
  const props = propsFor(req, plan);
  // A figure that holds something holds the thing the action names (not a bus from the setting), in the
  // hand instead of on the floor.
  const held = pose?.figure.pose === 'holding' ? heldThing(props, req.action) : undefined;
  const cast = await photoCast(req, plan, width, height, reading.night);
  const castBodies = cast.map((p) => figureSvg(p.figure, look, context.u, p.colours, undefined, drawn)).join('');
  const back = backLayer(context, plan, effects, req.shot, req.action) + castBodies + (pose ? figureSvg(pose.figure, look, context.u, pose.colours, held, drawn) : '');
  const figures: Record<string, Rect> = {};
  const drawnCast = await castFigures(req, plan, width, height, context.u);
  const front = frontLayer(context, plan, effects, req.shot, { figures, photographed: cast, castFigures: drawnCast, animals: req.animals ?? {}, props, drawn });
  const marks = plan.heroFace && heroIsSubject(req.action, req.others) ? heroMarks(req.action, plan.heroFace, pose?.figure, look, context.u, width, height) : null;
  for (const m of marks?.marks ?? []) drawn.push({ name: '', icon: m.icon, box: roundRect(m.box), kind: 'mark' });
  const frontWithMarks = marks ? { svg: (front?.svg ?? '') + marks.svg, top: Math.min(front?.top ?? height, marks.top) } : front;
  const [{ scene, front: frontCover }, hero, ...castLayers] = await Promise.all([
    drawScene(back, frontWithMarks, width, height, look),
    photo && plan.hero ? heroLayer(photo, plan.hero, { width, height, ground: plan.ground }, look, reading.night, pose ? 'head' : 'bust') : Promise.resolve(null),
    ...cast.map((p) => p.layer()),
  ]);
  if (hero && frontCover && plan.heroFace) faceInFront(frontCover, plan.heroFace);
  if (frontCover) for (const p of cast) faceInFront(frontCover, p.face);
  const people = [...castLayers, hero].filter((l): l is NonNullable<typeof l> => l !== null);
  const layers = { width, height, scene, front: frontCover, people };
  const pixels = look === 'grayscale' ? printManga(layers) : printVintage(layers, seed);
  const heads = headsOf(plan, width, height);
  for (const p of cast) heads[p.name] = { x: Math.round(p.head.x), y: Math.round(p.head.y) };
  // An animal's balloon points at the animal's head, not where a person's would be.
  for (const d of drawn) if (d.name) heads[d.name] = { x: Math.round(d.box.x + d.box.width / 2), y: Math.round(d.box.y + d.box.height * (d.kind === 'animal' ? 0.3 : 0.5)) };
  const heroFigure = pose ? roundRect(clipRect(turnedBox(pose.figure), width, height)) : plan.heroFace ? heroBust(plan.heroFace, width, height) : undefined;
  if (heroFigure) figures[HERO_KEY] = heroFigure;
  return { pixels, channels: look === 'grayscale' ? 1 : 3, width, height, heroFace: plan.heroFace, heads, drawn, figures, ...(pose ? { heroPose: pose.figure.icon, heroStature: Math.round(pose.figure.stature) } : {}), ...(heroFigure ? { heroFigure } : {}) };
}

/** One grey byte a pixel as RGB. */
export function greyToRgb(grey: Uint8Array): Buffer {
  const rgb = Buffer.allocUnsafe(grey.length * 3);
  for (let i = 0, p = 0; i < grey.length; i++, p += 3) rgb[p] = rgb[p + 1] = rgb[p + 2] = grey[i];
  return rgb;
}

/**
 * Where the hero's photo lands in the panel a request draws: panel = photo × scale + offset, in pixels of
 * the upright photo as uploaded; null when the hero is not in the picture. (For tests and tools: the
 * drawing itself uses the same plan.)
 */
export async function heroPlacement(req: PanelArtRequest): Promise<{ scale: number; offsetX: number; offsetY: number } | null> {
  if (!req.heroPresent) return null;
  const width = Math.max(8, Math.round(req.width));
  const height = Math.max(8, Math.round(req.height));
  const photo = await heroPhoto(req.photo);
  const plan = planShot({ shot: req.shot, width, height, heroPresent: true, others: req.others, framing: framingOf(req.seed) }, photo, dice(panelSeed(req, width, height)));
  posedHero(req, plan, photo, width, height);
  if (!plan.hero) return null;
  const k = photo.width / photo.originalWidth;
  return { scale: plan.hero.scale * k, offsetX: plan.hero.offsetX, offsetY: plan.hero.offsetY };
}

/**
 * A page's panels have consecutive seeds: neighbours differ in the seed's last bit (the hero's side), every
 * other panel in the bit before it (how close the shot comes), so no two of four in a row share a framing.
 */
const framingOf = (seed: number) => ({ side: (Math.trunc(seed) & 1) === 0 ? (-1 as const) : (1 as const), closer: (Math.trunc(seed) & 2) !== 0 });

function panelSeed(req: PanelArtRequest, width: number, height: number): number {
  return mixSeed(req.seed, req.shot, req.setting, req.action, width, height, req.print, req.heroPresent ? 1 : 0, req.others.join('\u0000'));
}

/**
 * The scene with the foreground over it, as the screen wants it (grey for manga, RGB for vintage), and
 * where the foreground covers it (its alpha from its top row), behind which the hero is painted. Both
 * layers are rasterized a band of rows at a time (each band an SVG showing those rows of the panel, the
 * same pixels as the whole): librsvg draws into an RGBA canvas of all it is asked for, which for a
 * full-page panel would be 26 MB beside the scene itself.
 */
async function drawScene(back: string, front: { svg: string; top: number } | null, width: number, height: number, look: PanelArtRequest['print']) {
  const manga = look === 'grayscale';
  const channels = manga ? 1 : 3;
  const scene = Buffer.allocUnsafe(width * height * channels);
  const bandRows = Math.max(16, Math.floor(BAND_BYTES / (width * 4)));
  for (let top = 0; top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    const band = sharp(Buffer.from(bandOf(back, width, top, rows)));
    // Manga greys have r = g = b, so one channel is the grey.
    const pixels = await (manga ? band.extractChannel(0) : band.removeAlpha()).raw().toBuffer();
    pixels.copy(scene, top * width * channels);
  }
  if (!front) return { scene, front: null };
  const frontHeight = height - front.top;
  // Only the front's alpha is kept: a quarter of its RGBA raster.
  const alpha = new Uint8Array(width * frontHeight);
  for (let band = 0; band < frontHeight; band += bandRows) {
    const rows = Math.min(bandRows, frontHeight - band);
    const top = front.top + band;
    const pixels = await rasterize(bandOf(front.svg, width, top, rows));
    for (let y = 0; y < rows; y++) {
      for (let x = 0, i = (band + y) * width, p = y * width * 4, q = (top + y) * width * channels; x < width; x++, i++, p += 4, q += channels) {
        const a = pixels[p + 3];
        if (!a) continue;
        alpha[i] = a;
        if (manga) scene[q] = a === 255 ? pixels[p] : (pixels[p] * a + scene[q] * (255 - a)) / 255;
        else if (a === 255) {
          scene[q] = pixels[p];
          scene[q + 1] = pixels[p + 1];
          scene[q + 2] = pixels[p + 2];
        } else {
          scene[q] = (pixels[p] * a + scene[q] * (255 - a)) / 255;
          scene[q + 1] = (pixels[p + 1] * a + scene[q + 1] * (255 - a)) / 255;
          scene[q + 2] = (pixels[p + 2] * a + scene[q + 2] * (255 - a)) / 255;
        }
      }
    }
  }
  return { scene, front: { alpha, width, top: front.top } };
}

/** The most bytes of RGBA raster made at once. */
const BAND_BYTES = 8 << 20;

/** An SVG of the rows top..top+rows of a drawing in panel coordinates. */
const bandOf = (body: string, width: number, top: number, rows: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" viewBox="0 ${top} ${width} ${rows}">${body}</svg>`;

/** How the action moves: falling is downwards, leaping and flying rise, everything else runs across. */
function travel(action: string, d: EffectFrame['d']): number {
  if (/\b(fall|fell|drop|dive|diving|plung|tumbl)/i.test(action)) return Math.PI / 2 + d.range(-0.1, 0.1);
  if (/\b(jump|leap|fly|flies|flew|flying|soar|launch|rocket)/i.test(action)) return -0.6 + d.range(-0.1, 0.1);
  return d.range(-0.12, 0.12);
}

function backLayer(c: SceneContext, plan: ShotPlan, fx: EffectFrame, shot: PanelArtRequest['shot'], action: string): string {
  const { W, H, look, paint, reading } = c;
  if (shot === 'extreme close-up' && plan.hero) return rect(0, 0, W, H, paint('paper'));
  const eyes = plan.heroEyes ?? { x: plan.focusX, y: plan.horizon };
  const head = plan.faceWidth;
  const manga = look === 'grayscale';
  // Close-ups: manga draws focus lines on the face; vintage a burst for drama, else the scene up close.
  if (shot === 'close-up' && plan.hero) {
    if (manga) {
      const tone = rect(0, 0, W, H, paint('paper')) + (reading.dramatic ? '' : rect(0, H * 0.62, W, H, paint('hillFar')));
      // The lines run behind the figure, so they may aim right at the face.
      return tone + focusLines(fx, eyes.x, eyes.y, head * 0.75, head * 0.95, reading.dramatic ? 190 : 110);
    }
    if (reading.dramatic) return sunburst(fx, eyes.x, eyes.y, paint(reading.night ? 'night' : 'yellow'), paint(reading.night ? 'nightLow' : 'rays'), 30);
  }
  if (manga && reading.motion && shot !== 'establishing') {
    return rect(0, 0, W, H, paint('paper')) + speedLines(fx, travel(action, fx.d), eyes.y, head * 1.6, 1.3);
  }
  let svg = background(c);
  if (plan.zoom !== 1) svg = `<g transform="translate(${n(plan.focusX)} ${n(plan.horizon)}) scale(${n(plan.zoom)}) translate(${n(-plan.focusX)} ${n(-plan.horizon)})">${svg}</g>`;
  if (reading.motion && !manga) svg += speedLines(fx, travel(action, fx.d), eyes.y, head * 2, 0.35);
  if (reading.motion && manga) svg += speedLines(fx, travel(action, fx.d), eyes.y, head * 2, 0.3);
  if (reading.dramatic && manga && shot !== 'establishing') svg += focusLines(fx, eyes.x, eyes.y, Math.max(head * 2.2, W * 0.28), Math.max(head * 2.4, H * 0.38), 90);
  return svg;
}

/** Takes out of `props` the first thing the action itself names, to be held in the hand. */
function heldThing(props: string[], action: string): string | undefined {
  const named = propIcons(action, 3);
  const i = props.findIndex((icon) => named.includes(icon));
  return i < 0 ? undefined : props.splice(i, 1)[0];
}

/** The things to draw in a panel with a floor to stand them on: the script's props first, then what the words name. */
function propsFor(req: PanelArtRequest, plan: ShotPlan): string[] {
  if (plan.ground === null || req.shot === 'close-up' || req.shot === 'extreme close-up') return [];
  return propIcons([...(req.props ?? []), req.setting, req.action].join(' \n '), req.shot === 'medium' ? 1 : 2);
}

interface Library {
  /** Filled in: each character's figure, by name. */
  figures: Record<string, Rect>;
  /** The cast drawn from their own photos (their bodies are in the back layer, their heads painted later). */
  photographed: PhotoPerson[];
  /** The rest of the cast from the answers, drawn whole with a head of their kind. */
  castFigures: CastFigure[];
  animals: Record<string, string>;
  props: string[];
  drawn: NonNullable<PanelArt['drawn']>;
}

function frontLayer(c: SceneContext, plan: ShotPlan, fx: EffectFrame, shot: PanelArtRequest['shot'], lib: Library): { svg: string; top: number } | null {
  const { W, H, look, paint, reading, u } = c;
  let svg = '';
  let top = H;
  const bottom = plan.ground !== null ? plan.ground + plan.faceWidth * 0.6 : H + 20;
  for (const { name, spec } of plan.figures) {
    const species = lib.animals[name];
    if (species) {
      // An animal is drawn as its species, standing on the ground where a person would stand.
      const icon = animalIcon(species);
      // Whole in the picture: no taller than half the panel, never off its sides.
      const tall = Math.min(animalHeight(icon, spec.faceWidth), H * 0.5, W * 0.32);
      const floor = Math.min(H, plan.ground ?? H);
      const box = { x: Math.max(0, Math.min(W - tall, spec.x - tall / 2)), y: floor - tall, width: tall, height: tall };
      svg += iconSvg(icon, box, look, spec.facing, u);
      lib.drawn.push({ name, icon, box: roundRect(box), kind: 'animal' });
      lib.figures[name] = roundRect(box);
      top = Math.min(top, box.y - u * 4);
      continue;
    }
    const own = lib.photographed.find((p) => p.name === name);
    if (own) {
      lib.figures[name] = roundRect(clipRect(own.box, W, H));
      lib.drawn.push({ name, icon: own.figure.icon, box: own.face, kind: 'face' });
      continue;
    }
    // A person stands from the top of the head down to the floor (or the panel's bottom).
    lib.figures[name] = roundRect(clipRect({ x: spec.x - spec.faceWidth * 1.1, y: spec.eyeY - spec.faceWidth * 0.8, width: spec.faceWidth * 2.2, height: bottom - spec.eyeY + spec.faceWidth * 0.8 }, W, H));
    const drawnPerson = lib.castFigures.find((p) => p.name === name);
    if (!drawnPerson) {
      svg += figure(spec, bottom, paint, look, u);
      top = Math.min(top, spec.eyeY - spec.faceWidth * 1.3);
      continue;
    }
    // Someone from the answers: a whole figure in their own tone and shirt, a head of their own kind.
    svg += drawnPerson.svg;
    lib.figures[name] = drawnPerson.figure;
    lib.drawn.push({ name, icon: drawnPerson.head.icon, box: drawnPerson.head.box, kind: 'face' });
    top = Math.min(top, drawnPerson.figure.y - u * 4, drawnPerson.head.box.y - u * 4);
  }
  // Things from the answers stand on the floor on the side away from the action.
  // Things may stand in front of a body, never over a face or an animal.
  const taken = [...lib.drawn.map((d) => d.box), ...(plan.heroFace ? [plan.heroFace] : []), ...plan.figures.map(({ spec }) => ({ x: spec.x - spec.faceWidth * 0.6, y: spec.eyeY - spec.faceWidth * 0.8, width: spec.faceWidth * 1.2, height: spec.faceWidth * 1.6 }))];
  for (const icon of lib.props) {
    const size = Math.min(propHeight(icon, plan.faceWidth), H * 0.4, W * 0.3);
    const floor = Math.min(H, plan.ground!);
    // The side away from the action first, then the other; a thing that would cover someone is left out.
    const away = plan.focusX < W / 2 ? 1 : -1;
    const spots = [1, 0.7, 0.5].flatMap((k) => [away, -away].map((side) => ({ side, box: { x: side > 0 ? W - size * k * 1.04 : size * k * 0.04, y: floor - size * k, width: size * k, height: size * k } })));
    const spot = spots.find(({ box }) => !taken.some((t) => rectsOverlap(t, box)));
    if (!spot) continue;
    svg += iconSvg(icon, spot.box, look, spot.side > 0 ? -1 : 1, u);
    lib.drawn.push({ name: '', icon, box: roundRect(spot.box), kind: 'thing' });
    taken.push(spot.box);
    top = Math.min(top, spot.box.y - u * 4);
  }
  if (plan.ground !== null) {
    svg += foreground(c, plan.ground, reading.kind);
    top = Math.min(top, plan.ground - H * 0.12);
  }
  // A pet with no room beside the hero sits small in the near corner away from the hero's face (in front of
  // the foreground), never off the panel.
  for (const { name } of plan.offPanel) {
    const species = lib.animals[name];
    if (!species) continue;
    const icon = animalIcon(species);
    const size = Math.min(animalHeight(icon, plan.faceWidth) * 0.8, H * 0.42, W * 0.3);
    const side = (plan.heroFace ? plan.heroFace.x + plan.heroFace.width / 2 : plan.focusX) < W / 2 ? 1 : -1;
    const used = lib.drawn.filter((d) => d.name).length;
    const box = { x: side > 0 ? W - size * (1.05 + used) : size * (0.05 + used), y: H - size * 1.02, width: size, height: size };
    svg += iconSvg(icon, box, look, side > 0 ? -1 : 1, u);
    lib.drawn.push({ name, icon, box: roundRect(box), kind: 'animal' });
    lib.figures[name] = roundRect(box);
    top = Math.min(top, box.y - u * 4);
  }
  if (plan.overShoulder && lib.animals[plan.overShoulder.name]) {
    // An animal in the near corner, looking into the picture.
    const o = plan.overShoulder;
    const icon = animalIcon(lib.animals[o.name]);
    const size = Math.min(o.size * 0.9, H * 0.45);
    const box = { x: o.side < 0 ? -size * 0.1 : W - size * 0.9, y: H - size * 0.95, width: size, height: size };
    svg += iconSvg(icon, box, look, o.side < 0 ? 1 : -1, u);
    lib.drawn.push({ name: o.name, icon, box: roundRect(box), kind: 'animal' });
    lib.figures[o.name] = roundRect(clipRect(box, W, H));
    top = Math.min(top, box.y - u * 4);
  } else if (plan.overShoulder) {
    const o = plan.overShoulder;
    const shape = overShoulder(W, H, o.side, o.size, paint, look, 'figure0', c.d.pick(['short', 'bun', 'long', 'cap', 'hat'] as const), u);
    lib.figures[o.name] = roundRect(clipRect(shape.box, W, H));
    svg += shape.svg;
    top = Math.min(top, shape.box.y - u * 6);
  }
  const rainOrSnow = shot === 'extreme close-up' ? '' : weather(c);
  if (rainOrSnow) {
    svg += rainOrSnow;
    top = 0;
  }
  if (shot === 'extreme close-up' && look === 'grayscale' && reading.dramatic && plan.heroFace) {
    const f = plan.heroFace;
    svg += focusLines(fx, f.x + f.width / 2, f.y + f.height / 2, f.width * 0.62, f.height * 0.66, 120);
    top = 0;
  }
  if (!svg) return null;
  return { svg, top: Math.max(0, Math.floor(top)) };
}

function headsOf(plan: ShotPlan, W: number, H: number): Record<string, Point> {
  const heads: Record<string, Point> = {};
  const inside = (p: Point): Point => ({ x: Math.round(Math.max(0, Math.min(W - 1, p.x))), y: Math.round(Math.max(0, Math.min(H - 1, p.y))) });
  if (plan.heroHead) heads[HERO_KEY] = inside(plan.heroHead);
  for (const { name, spec } of plan.figures) heads[name] ??= inside({ x: spec.x, y: spec.eyeY + spec.faceWidth * 0.15 });
  if (plan.overShoulder) {
    const o = plan.overShoulder;
    heads[o.name] ??= inside({ x: o.side < 0 ? o.size * 0.35 : W - o.size * 0.35, y: H - o.size * 0.55 });
  }
  for (const { name, head } of plan.offPanel) heads[name] ??= inside(head);
  return heads;
}
