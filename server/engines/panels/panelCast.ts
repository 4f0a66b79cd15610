// The panel art's second stage, the cast: who and what is drawn, and how — the hero's body (its own head
// left out for the photo's), the people drawn from their own photos, the rest of the cast drawn whole with
// a head of their kind, and the things the words name (one of them in the hero's hand when the pose holds).
import { headPathsOf } from './heroPoses';
import type { PosedHero } from './heroFigure';
import { propIcons } from './iconLibrary';
import type { PanelArtPlan } from './panelPlan';
import { castFigures, type CastFigure } from './castFigures';
import { photoCast, type PhotoPerson } from './photoCast';

export interface PanelCast {
  /** The hero's drawn figure, its head shapes found (null: the hero is the photo's bust, or absent). */
  hero: PosedHero | null;
  /** The thing in the hero's hand, when the pose holds one. */
  held?: string;
  /** Things standing on the floor (the held one taken out). */
  props: string[];
  /** The cast drawn from their own photos: their bodies in the back layer, their heads painted later. */
  photographed: PhotoPerson[];
  /** The rest of the cast from the answers, drawn whole with a head of their kind. */
  drawn: CastFigure[];
}

export async function castPanel(plan: PanelArtPlan): Promise<PanelCast> {
  const hero = plan.pose && {
    ...plan.pose,
    figure: { ...plan.pose.figure, headPaths: await headPathsOf(plan.pose.figure) },
  };
  const { held, rest } = heldThing(propsFor(plan), hero, plan.req.action);
  const photographed = await photoCast(plan);
  const drawn = await castFigures(plan);
  return { hero, ...(held ? { held } : {}), props: rest, photographed, drawn };
}

/**
 * A figure that holds something holds the thing the action names (not a bus from the setting), in the hand
 * instead of on the floor: the first prop the action itself names.
 */
function heldThing(props: string[], hero: PosedHero | null, action: string): { held?: string; rest: string[] } {
  if (hero?.figure.pose !== 'holding') return { rest: props };
  const named = propIcons(action, 3);
  const i = props.findIndex((icon) => named.includes(icon));
  return i < 0 ? { rest: props } : { held: props[i], rest: props.filter((_, j) => j !== i) };
}

/** The things to draw in a panel with a floor to stand them on: the script's props first, then what the words name. */
function propsFor({ req, shot }: PanelArtPlan): string[] {
  if (shot.ground === null || req.shot === 'close-up' || req.shot === 'extreme close-up') return [];
  return propIcons([...(req.props ?? []), req.setting, req.action].join(' \n '), req.shot === 'medium' ? 1 : 2);
}
