// The panel art's first stage, the plan: the panel's size and seed, what its words say of the scene, the
// hero's photo (prepared once per book), where everyone stands for the shot, and the hero's pose when the
// hero is drawn whole. Everything after it (panelArt.ts) reads this plan and changes nothing in it.
import type { PanelArtRequest, PrintLook } from '../pageModel';
import { mixSeed, dice } from '../../lib/seededRandom';
import { poseHero, type PosedHero } from './heroFigure';
import { heroPhoto, type HeroPhoto } from './heroPhoto';
import { readScene, type SceneReading } from './keywords';
import { planShot, type ShotPlan } from './shots';

export interface PanelArtPlan {
  req: PanelArtRequest;
  /** The panel's size in whole pixels (at least 8 × 8). */
  width: number;
  height: number;
  look: PrintLook;
  /** The request's seed mixed with what the panel shows, so two different panels never share a drawing. */
  seed: number;
  reading: SceneReading;
  /** The hero's photo, measured and cut out; null when the hero is not in the picture. */
  photo: HeroPhoto | null;
  /** Where everyone stands (changed to fit the hero's whole figure when the hero is posed). */
  shot: ShotPlan;
  /** The hero as a drawn figure with the photo's head (wide and medium shots), or null: the photo's bust. */
  pose: PosedHero | null;
  /** Line weight of drawn ink, in pixels. */
  u: number;
}

export async function planPanel(req: PanelArtRequest): Promise<PanelArtPlan> {
  const { width, height } = panelSize(req);
  const seed = panelSeed(req, width, height);
  const photo = req.heroPresent ? await heroPhoto(req.photo) : null;
  const planned = planShot(
    {
      shot: req.shot,
      width,
      height,
      heroPresent: req.heroPresent,
      others: req.others,
      framing: framingOf(req.seed),
      star: req.heroAnimal !== undefined && req.others[0] === req.heroAnimal,
    },
    photo,
    dice(seed),
  );
  const { shot, pose } = photo ? poseHero({ req, shot: planned, photo, width, height }) : { shot: planned, pose: null };
  return {
    req,
    width,
    height,
    look: req.print,
    seed,
    reading: readScene(req.setting, req.action, req.timeOfDay),
    photo,
    shot,
    pose,
    u: Math.max(1.5, Math.min(width, height) / 720),
  };
}

/** The panel's size in whole pixels, never under 8 × 8. */
export function panelSize(req: Pick<PanelArtRequest, 'width' | 'height'>): { width: number; height: number } {
  return { width: Math.max(8, Math.round(req.width)), height: Math.max(8, Math.round(req.height)) };
}

/**
 * A page's panels have consecutive seeds: neighbours differ in the seed's last bit (the hero's side), every
 * other panel in the bit before it (how close the shot comes), so no two of four in a row share a framing.
 */
export const framingOf = (seed: number) => ({
  side: (Math.trunc(seed) & 1) === 0 ? (-1 as const) : (1 as const),
  closer: (Math.trunc(seed) & 2) !== 0,
});

export function panelSeed(req: PanelArtRequest, width: number, height: number): number {
  return mixSeed(
    req.seed,
    req.shot,
    req.setting,
    req.action,
    width,
    height,
    req.print,
    req.heroPresent ? 1 : 0,
    req.others.join('\u0000'),
  );
}
