// What every scene drawer gets: the panel's size, the look's colours, the seeded dice, what the setting
// says, and the camera (the horizon at the hero's eye level, and where the hero stands).
import type { PrintLook } from '../pageModel';
import type { SceneReading } from './keywords';
import type { Paint } from './palette';
import type { Dice } from '../../lib/seededRandom';

export interface SceneContext {
  W: number;
  H: number;
  look: PrintLook;
  paint: Paint;
  d: Dice;
  reading: SceneReading;
  /** Eye level: the horizon, and the vanishing point's height. */
  horizon: number;
  /** Where the hero (or the middle of the action) is across the panel: vanishing point, spotlight. */
  focusX: number;
  /** Line weight of background ink, in pixels. */
  u: number;
  /** Where figures stand behind the foreground (its top), or null: the ground is off the panel. */
  ground: number | null;
  /**
   * What shines at night (lit windows, lamps, the moon and stars): collected while drawing so they can be
   * laid over the night's darkening of everything else.
   */
  lights: string[];
}

/** Draws a light: at night it is kept for after the darkening, by day it is drawn in place. */
export function light(c: SceneContext, svg: string): string {
  if (!c.reading.night) return svg;
  c.lights.push(svg);
  return '';
}

/** The sky's colours for the time of day: high, low (posterised bands, as colourists laid them). */
export function skyColours(c: SceneContext): { high: string; low: string; dark: boolean } {
  const { paint, reading } = c;
  if (reading.night) return { high: paint('night'), low: paint('nightLow'), dark: true };
  if (reading.rain) return { high: paint('shadow'), low: paint('stone'), dark: false };
  if (reading.sunset) return { high: paint('sunsetHigh'), low: paint('sunset'), dark: false };
  return { high: paint('skyHigh'), low: paint('sky'), dark: false };
}
