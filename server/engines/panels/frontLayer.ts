// What stands in front of the drawn scene, in the order it is drawn: the others where the shot stands them
// (an animal as its species, someone drawn from the answers, a silhouette), things on the floor away from
// the action, the foreground, a pet with no room beside the hero, the person seen over the shoulder, and
// the weather. Each figure is placed and recorded once, through the panel's FigureRegistry.
import type { PanelArtRequest, Rect } from '../pageModel';
import { clipRect, rectsOverlap, roundRect } from '../layout/geometry';
import { focusLines, type EffectFrame } from './effects';
import type { FigureRegistry, Placement } from './figureRegistry';
import { animalHeight, animalIcon, iconSvg, propHeight } from './iconLibrary';
import type { PanelCast } from './panelCast';
import type { SceneContext } from './sceneContext';
import { foreground } from './scenes/foreground';
import { weather } from './scenes/scene';
import type { ShotPlan } from './shots';
import { overShoulder, silhouette, type FigureSpec } from './silhouettes';

/** What the front layer draws from: the scene's tools, the effects', the shot, the cast, and the animals by name. */
export interface FrontScene {
  c: SceneContext;
  fx: EffectFrame;
  shot: ShotPlan;
  /** The request's shot size (an extreme close-up has no weather). */
  size: PanelArtRequest['shot'];
  cast: PanelCast;
  animals: Record<string, string>;
  /** The animal who is the book's hero, drawn the size the shot gives a hero. */
  star?: string;
}

/** How much of the panel an animal hero may fill, by shot: its height and its width at most. */
const STAR_SIZE: Record<PanelArtRequest['shot'], { h: number; w: number }> = {
  'extreme close-up': { h: 0.95, w: 0.95 },
  'close-up': { h: 0.82, w: 0.78 },
  medium: { h: 0.6, w: 0.45 },
  wide: { h: 0.5, w: 0.42 },
  establishing: { h: 0.3, w: 0.3 },
};

/** Draws the front into the registry; returns the front layer, or null when nothing stands in front. */
export function frontLayer(scene: FrontScene, registry: FigureRegistry): { svg: string; top: number } | null {
  const { c, fx, shot, size, animals } = scene;
  const { H, look, reading } = c;
  for (const { name, spec } of shot.figures) registry.place(standing(scene, name, spec));
  // Things may stand in front of a body, never over a face or an animal.
  const taken = [
    ...registry.drawnBoxes(),
    ...(shot.heroFace ? [shot.heroFace] : []),
    ...shot.figures.map(({ spec }) => faceOf(spec)),
  ];
  for (const icon of scene.cast.props) {
    const thing = onTheFloor(c, shot, icon, taken);
    if (!thing) continue;
    registry.place(thing.placement);
    taken.push(thing.box);
  }
  if (shot.ground !== null) registry.paint(foreground(c, shot.ground, reading.kind), shot.ground - H * 0.12);
  for (const { name } of shot.offPanel) {
    const species = animals[name];
    if (species) registry.place(petInTheCorner(c, shot, name, species, registry.namedCount()));
  }
  if (shot.overShoulder) registry.place(seenOverTheShoulder(c, shot.overShoulder, animals[shot.overShoulder.name]));
  const rainOrSnow = size === 'extreme close-up' ? '' : weather(c);
  if (rainOrSnow) registry.paint(rainOrSnow, 0);
  if (size === 'extreme close-up' && look === 'grayscale' && reading.dramatic && shot.heroFace) {
    const f = shot.heroFace;
    registry.paint(
      focusLines(fx, {
        at: { x: f.x + f.width / 2, y: f.y + f.height / 2 },
        clear: { rx: f.width * 0.62, ry: f.height * 0.66 },
        count: 120,
      }),
      0,
    );
  }
  if (!registry.svg) return null;
  return { svg: registry.svg, top: Math.max(0, Math.floor(registry.top)) };
}

/** Where a figure's face is: no thing on the floor may cover it. */
const faceOf = (spec: FigureSpec): Rect => ({
  x: spec.x - spec.faceWidth * 0.6,
  y: spec.eyeY - spec.faceWidth * 0.8,
  width: spec.faceWidth * 1.2,
  height: spec.faceWidth * 1.6,
});

/** Someone the shot stands in the picture: an animal, a person drawn from a photo or the answers, or a silhouette. */
function standing({ c, shot, cast, animals, size, star }: FrontScene, name: string, spec: FigureSpec): Placement {
  const { W, H, u } = c;
  const species = animals[name];
  if (species) {
    // An animal is drawn as its species, standing on the ground where a person would stand.
    const icon = animalIcon(species);
    // Whole in the picture: no taller than half the panel, never off its sides; the hero as big as a hero.
    const tall =
      name === star
        ? Math.min(H * STAR_SIZE[size].h, W * STAR_SIZE[size].w)
        : Math.min(animalHeight(icon, spec.faceWidth), H * 0.5, W * 0.32);
    const floor = Math.min(H, shot.ground ?? H);
    const box = { x: Math.max(0, Math.min(W - tall, spec.x - tall / 2)), y: floor - tall, width: tall, height: tall };
    return {
      name,
      svg: iconSvg(icon, box, c, { facing: spec.facing }),
      drawn: { icon, box: roundRect(box), kind: 'animal' },
      figure: roundRect(box),
      top: box.y - u * 4,
    };
  }
  const own = cast.photographed.find((p) => p.name === name);
  if (own)
    return {
      name,
      figure: roundRect(clipRect(own.box, W, H)),
      drawn: { icon: own.figure.icon, box: own.face, kind: 'face' },
    };
  const drawnPerson = cast.drawn.find((p) => p.name === name);
  if (drawnPerson) {
    // Someone from the answers: a whole figure in their own tone and shirt, a head of their own kind.
    const top = Math.min(drawnPerson.figure.y - u * 4, drawnPerson.head.box.y - u * 4);
    return {
      name,
      svg: drawnPerson.svg,
      figure: drawnPerson.figure,
      drawn: { icon: drawnPerson.head.icon, box: drawnPerson.head.box, kind: 'face' },
      top,
      ...(drawnPerson.aids.length ? { aids: drawnPerson.aids } : {}),
    };
  }
  // A person stands from the top of the head down to the floor (or the panel's bottom).
  const bottom = shot.ground !== null ? shot.ground + shot.faceWidth * 0.6 : H + 20;
  const figure = roundRect(
    clipRect(
      {
        x: spec.x - spec.faceWidth * 1.1,
        y: spec.eyeY - spec.faceWidth * 0.8,
        width: spec.faceWidth * 2.2,
        height: bottom - spec.eyeY + spec.faceWidth * 0.8,
      },
      W,
      H,
    ),
  );
  return { name, svg: silhouette(spec, bottom, c.paint, c), figure, top: spec.eyeY - spec.faceWidth * 1.3 };
}

/**
 * A thing from the answers on the floor: on the side away from the action first, then the other, smaller
 * if need be; left out when it would cover someone. Returns the placement and the box it takes.
 */
function onTheFloor(
  c: SceneContext,
  shot: ShotPlan,
  icon: string,
  taken: Rect[],
): { placement: Placement; box: Rect } | null {
  const { W, H, u } = c;
  const size = Math.min(propHeight(icon, shot.faceWidth), H * 0.4, W * 0.3);
  const floor = Math.min(H, shot.ground!);
  const away = shot.focusX < W / 2 ? 1 : -1;
  const spots = [1, 0.7, 0.5].flatMap((k) =>
    [away, -away].map((side) => ({
      side,
      box: {
        x: side > 0 ? W - size * k * 1.04 : size * k * 0.04,
        y: floor - size * k,
        width: size * k,
        height: size * k,
      },
    })),
  );
  const spot = spots.find(({ box }) => !taken.some((t) => rectsOverlap(t, box)));
  if (!spot) return null;
  const svg = iconSvg(icon, spot.box, c, { facing: spot.side > 0 ? -1 : 1 });
  return {
    placement: { name: '', svg, drawn: { icon, box: roundRect(spot.box), kind: 'thing' }, top: spot.box.y - u * 4 },
    box: spot.box,
  };
}

/**
 * A pet with no room beside the hero sits small in the near corner away from the hero's face (in front of
 * the foreground), never off the panel; `besides` named figures already drawn push it along.
 */
function petInTheCorner(c: SceneContext, shot: ShotPlan, name: string, species: string, besides: number): Placement {
  const { W, H, u } = c;
  const icon = animalIcon(species);
  const size = Math.min(animalHeight(icon, shot.faceWidth) * 0.8, H * 0.42, W * 0.3);
  const side = (shot.heroFace ? shot.heroFace.x + shot.heroFace.width / 2 : shot.focusX) < W / 2 ? 1 : -1;
  const box = {
    x: side > 0 ? W - size * (1.05 + besides) : size * (0.05 + besides),
    y: H - size * 1.02,
    width: size,
    height: size,
  };
  return {
    name,
    svg: iconSvg(icon, box, c, { facing: side > 0 ? -1 : 1 }),
    drawn: { icon, box: roundRect(box), kind: 'animal' },
    figure: roundRect(box),
    top: box.y - u * 4,
  };
}

/** The one the hero faces in a close-up, in the near corner: an animal looking into the picture, or a person's back. */
function seenOverTheShoulder(
  c: SceneContext,
  o: NonNullable<ShotPlan['overShoulder']>,
  species: string | undefined,
): Placement {
  const { W, H, u } = c;
  if (species) {
    const icon = animalIcon(species);
    const size = Math.min(o.size * 0.9, H * 0.45);
    const box = { x: o.side < 0 ? -size * 0.1 : W - size * 0.9, y: H - size * 0.95, width: size, height: size };
    return {
      name: o.name,
      svg: iconSvg(icon, box, c, { facing: o.side < 0 ? 1 : -1 }),
      drawn: { icon, box: roundRect(box), kind: 'animal' },
      figure: roundRect(clipRect(box, W, H)),
      top: box.y - u * 4,
    };
  }
  const hair = c.d.pick(['short', 'bun', 'long', 'cap', 'hat'] as const);
  const shape = overShoulder(
    { panel: { width: W, height: H }, side: o.side, size: o.size, colour: 'figure0', hair },
    c.paint,
    c,
  );
  return { name: o.name, svg: shape.svg, figure: roundRect(clipRect(shape.box, W, H)), top: shape.box.y - u * 6 };
}
