// The background a panel's setting calls for, and the weather over it.
import { focusLines, rain, snow, sunburst } from '../effects';
import type { SceneContext } from '../sceneContext';
import { rect } from '../../artKit/svg';
import { city } from './city';
import { nature, nightScene, skyScene, space } from './outdoors';
import { sea } from './seaside';
import { room } from './room';
import { stage } from './stage';

/**
 * The scene behind the figures, drawn for the panel's whole area. Outdoors at night everything is darkened
 * (a colourist's blue-black wash) except what shines.
 */
export function background(c: SceneContext): string {
  c.lights.length = 0;
  const scene = sceneOf(c);
  const outdoors = c.reading.kind !== 'room' && c.reading.kind !== 'space' && c.reading.kind !== 'stage';
  const wash =
    c.reading.night && outdoors ? rect(0, 0, c.W, c.H, c.paint('night'), undefined, undefined, ' opacity="0.38"') : '';
  return scene + wash + c.lights.join('');
}

function sceneOf(c: SceneContext): string {
  switch (c.reading.kind) {
    case 'space':
      return space(c);
    case 'sea':
      return sea(c);
    case 'stage':
      return stage(c);
    case 'room':
      return room(c);
    case 'city':
      return city(c);
    case 'nature':
      return nature(c);
    case 'sky':
      return skyScene(c);
    case 'night':
      return nightScene(c);
    case 'abstract':
      return abstractBackdrop(c);
  }
}

/** Nothing said about where: focus lines on the action (manga) or a sunburst (vintage). */
function abstractBackdrop(c: SceneContext): string {
  const { W, H, paint, d } = c;
  if (c.look === 'grayscale') {
    const frame = { W, H, d, paint };
    return (
      rect(0, 0, W, H, paint('paper')) +
      rect(0, H * d.range(0.62, 0.72), W, H, paint('hillFar')) +
      focusLines(frame, { at: { x: c.focusX, y: c.horizon }, clear: { rx: H * 0.3, ry: H * 0.36 }, count: 130 })
    );
  }
  const palettes = [
    ['yellow', 'rays'],
    ['sky', 'skyHigh'],
    ['sunset', 'red'],
  ] as const;
  const [base, ray] = c.reading.night ? (['night', 'nightLow'] as const) : d.pick(palettes);
  return sunburst({ W, H, d, paint }, { at: { x: c.focusX, y: c.horizon }, base: paint(base), ray: paint(ray) });
}

/** Rain or snow over everything outdoors. */
export function weather(c: SceneContext): string {
  const { W, H, d, paint, reading } = c;
  if (
    reading.kind === 'room' ||
    reading.kind === 'space' ||
    (reading.kind === 'stage' && reading.variant === 'theatre')
  )
    return '';
  if (reading.rain) return rain({ W, H, d, paint }, c.look === 'grayscale' ? paint('ink') : paint('paper'));
  if (reading.snow) return snow({ W, H, d, paint }, paint('paper'), paint('ink'));
  return '';
}
