// The panel art's third stage, the layers, as SVG: the back (the scene for the setting, or an effect in its
// place, with the bodies of everyone drawn from a photo) and the front (frontLayer.ts, with the emanata by
// the hero's face over it). The hero's and the photographed cast's heads are not here: they are painted
// between the two from their photos (panelRaster.ts).
import type { DrawnItem, Rect } from '../pageModel';
import { roundRect } from '../layout/geometry';
import { n, rect } from '../artKit/svg';
import { dice } from '../../lib/seededRandom';
import { focusLines, speedLines, sunburst, type EffectFrame } from './effects';
import { FigureRegistry } from './figureRegistry';
import { frontLayer } from './frontLayer';
import { glassesSvg, hearingAids } from './heroAidArt';
import { figureSvg, heroIsSubject, heroMarks } from './heroFigure';
import { painter } from './palette';
import type { PanelCast } from './panelCast';
import type { PanelArtPlan } from './panelPlan';
import type { SceneContext } from './sceneContext';
import { background } from './scenes/scene';

/** A face's eyes apart, centre to centre, against its width cheek to cheek. */
const EYES_APART_PER_FACE = 0.42;

export interface PanelLayers {
  /** Everything behind the people painted from photos: the scene, then the drawn bodies. */
  back: string;
  /** Everything in front of them, and the row it starts at; null when nothing is. */
  front: { svg: string; top: number } | null;
  /** What is worn over a photo's face (glasses), laid over the people, face and all; null when nothing is. */
  worn: { svg: string; top: number } | null;
  /** Every drawing of the vector library in the panel, in the order drawn. */
  drawn: DrawnItem[];
  /** Each character's figure by name (the hero's is added by the report). */
  figures: Record<string, Rect>;
}

export function drawLayers(plan: PanelArtPlan, cast: PanelCast): PanelLayers {
  const { req, width, height, look, seed, reading, shot, u } = plan;
  const paint = painter(look);
  // The scene and the effects draw from seeds of their own, so a change to one never moves the other.
  const c: SceneContext = {
    W: width,
    H: height,
    look,
    paint,
    d: dice(seed ^ 0x5ce7e),
    reading,
    horizon: shot.horizon,
    focusX: shot.focusX,
    u,
    lights: [],
    ground: shot.ground,
  };
  const fx: EffectFrame = { W: width, H: height, d: dice(seed ^ 0xeffec7), paint };
  const pen = { look, u };
  const photographed = cast.photographed.map((p) => ({
    name: p.name,
    ...figureSvg(p.figure, pen, { colours: p.colours, aided: p.aided, panelHeight: height }),
  }));
  const bodies = photographed.map((p) => p.svg).join('');
  const scene = backLayer(c, plan, fx);
  const hero = cast.hero
    ? figureSvg(cast.hero.figure, pen, {
        colours: cast.hero.colours,
        held: cast.held,
        aided: cast.hero.aided,
        panelHeight: height,
      })
    : null;
  const back = scene + bodies + (hero?.svg ?? '');
  const registry = new FigureRegistry(height, [
    ...(hero?.held ? [hero.held] : []),
    ...(hero?.aids ?? []),
    // What the photographed cast live with, by their name (a drawn body's crutches, a leg).
    ...photographed.flatMap((p) => (p.aids ?? []).map((aid) => ({ ...aid, name: p.name }))),
  ]);
  const front = frontLayer(
    { c, fx, shot, size: req.shot, cast, animals: req.animals ?? {}, star: req.heroAnimal },
    registry,
  );
  const marks =
    shot.heroFace && heroIsSubject(req.action, req.others)
      ? heroMarks({ action: req.action, face: shot.heroFace, figure: cast.hero?.figure, panel: { width, height } }, pen)
      : null;
  for (const m of marks?.marks ?? [])
    registry.drawn.push({ name: '', icon: m.icon, box: roundRect(m.box), kind: 'mark' });
  // Hearing aids go over the photo's head, in every shot the face is in.
  const aids =
    shot.heroFace && shot.heroEyes && req.heroAids?.includes('hearing aids')
      ? hearingAids({ face: shot.heroFace, eyes: shot.heroEyes, zoomed: req.shot === 'extreme close-up' }, pen)
      : null;
  registry.drawn.push(...(aids?.drawn ?? []));
  // Glasses over the photo's eyes (the photo's own are in it: these are only when chosen, bookContext.ts).
  const glasses =
    shot.heroFace && shot.heroEyes && req.heroAids?.includes('glasses')
      ? glassesSvg(
          {
            eyes: shot.heroEyes,
            // An extreme close-up's face box holds only the middle of the face (as for the hearing aids).
            apart: (shot.heroFace.width * EYES_APART_PER_FACE) / (req.shot === 'extreme close-up' ? 0.72 : 1),
          },
          pen,
        )
      : null;
  registry.drawn.push(...(glasses?.drawn ?? []));
  // The photographed cast's hearing aids, over their photos' heads like the hero's.
  const theirs = cast.photographed
    .filter((p) => p.hearingAids)
    .map((p) => ({
      name: p.name,
      ...hearingAids(
        { face: p.face, eyes: { x: p.face.x + p.face.width / 2, y: p.face.y + p.face.height * 0.45 }, zoomed: false },
        pen,
      ),
    }));
  for (const worn of theirs) registry.drawn.push(...worn.drawn.map((aid) => ({ ...aid, name: worn.name })));
  // The photographed cast's glasses, over their photos' eyes like the hero's.
  const theirGlasses = cast.photographed
    .filter((p) => p.glasses)
    .map((p) => {
      const eyes = { x: p.face.x + p.face.width / 2, y: p.face.y + p.face.height * 0.45 };
      return { name: p.name, ...glassesSvg({ eyes, apart: p.face.width * EYES_APART_PER_FACE }, pen) };
    });
  for (const worn of theirGlasses) registry.drawn.push(...worn.drawn.map((aid) => ({ ...aid, name: worn.name })));
  const onFaces = [glasses, ...theirGlasses].filter((o) => o !== null);
  const worn = onFaces.length
    ? { svg: onFaces.map((o) => o.svg).join(''), top: Math.min(...onFaces.map((o) => o.top)) }
    : null;
  const over = [marks, aids, ...theirs].filter((o) => o !== null);
  const inFront = over.length
    ? {
        svg: (front?.svg ?? '') + over.map((o) => o.svg).join(''),
        top: Math.min(front?.top ?? height, ...over.map((o) => o.top)),
      }
    : front;
  return { back, front: inFront, worn, drawn: registry.drawn, figures: registry.figures };
}

/** How the action moves: falling is downwards, leaping and flying rise, everything else runs across. */
function travel(action: string, d: EffectFrame['d']): number {
  if (/\b(fall|fell|drop|dive|diving|plung|tumbl)/i.test(action)) return Math.PI / 2 + d.range(-0.1, 0.1);
  if (/\b(jump|leap|fly|flies|flew|flying|soar|launch|rocket)/i.test(action)) return -0.6 + d.range(-0.1, 0.1);
  return d.range(-0.12, 0.12);
}

/** The scene behind everyone: the setting drawn (closer shots see a detail of it), or an effect in its place. */
function backLayer(c: SceneContext, { req, shot: plan }: PanelArtPlan, fx: EffectFrame): string {
  const { W, H, look, paint, reading } = c;
  const { shot, action } = req;
  if (shot === 'extreme close-up' && plan.hero) return rect(0, 0, W, H, paint('paper'));
  const eyes = plan.heroEyes ?? { x: plan.focusX, y: plan.horizon };
  const head = plan.faceWidth;
  const manga = look === 'grayscale';
  // Close-ups: manga draws focus lines on the face; vintage a burst for drama, else the scene up close.
  if (shot === 'close-up' && plan.hero) {
    if (manga) {
      const tone =
        rect(0, 0, W, H, paint('paper')) + (reading.dramatic ? '' : rect(0, H * 0.62, W, H, paint('hillFar')));
      // The lines run behind the figure, so they may aim right at the face.
      return (
        tone +
        focusLines(fx, { at: eyes, clear: { rx: head * 0.75, ry: head * 0.95 }, count: reading.dramatic ? 190 : 110 })
      );
    }
    if (reading.dramatic)
      return sunburst(fx, {
        at: eyes,
        base: paint(reading.night ? 'night' : 'yellow'),
        ray: paint(reading.night ? 'nightLow' : 'rays'),
        count: 30,
      });
  }
  if (manga && reading.motion && shot !== 'establishing') {
    return (
      rect(0, 0, W, H, paint('paper')) +
      speedLines(fx, { angle: travel(action, fx.d), clearY: eyes.y, clearHalf: head * 1.6, density: 1.3 })
    );
  }
  let svg = background(c);
  if (plan.zoom !== 1)
    svg =
      `<g transform="translate(${n(plan.focusX)} ${n(plan.horizon)}) scale(${n(plan.zoom)}) translate(` +
      `${n(-plan.focusX)} ${n(-plan.horizon)})">${svg}</g>`;
  if (reading.motion && !manga)
    svg += speedLines(fx, { angle: travel(action, fx.d), clearY: eyes.y, clearHalf: head * 2, density: 0.35 });
  if (reading.motion && manga)
    svg += speedLines(fx, { angle: travel(action, fx.d), clearY: eyes.y, clearHalf: head * 2, density: 0.3 });
  if (reading.dramatic && manga && shot !== 'establishing') {
    svg += focusLines(fx, {
      at: eyes,
      clear: { rx: Math.max(head * 2.2, W * 0.28), ry: Math.max(head * 2.4, H * 0.38) },
      count: 90,
    });
  }
  return svg;
}
