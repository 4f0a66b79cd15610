// People of the cast the owner added photos of (PanelArtRequest.castPhotos) are drawn like the hero: their
// photo's head on a drawn body in their skin tone and clothes colour, standing where the shot puts them,
// turned towards the hero, and acting when the panel's action is theirs ("Tadhg runs…").
import type { Point, Rect } from '../pageModel';
import { roundRect } from '../layout/geometry';
import { heroLayer, type HeroLayer } from './heroLayer';
import { aidedPose, type FigureAids } from './heroAidArt';
import { heroPhoto } from './heroPhoto';
import { turnedBox, WHOLE_POSES } from './heroFigure';
import {
  headPathsOf,
  poseAtFace,
  poseBox,
  poseColours,
  posePlacement,
  shirtColours,
  toneFor,
  type PoseFigure,
} from './heroPoses';
import { poseOf } from './poseWords';
import type { PanelArtPlan } from './panelPlan';

export interface PhotoPerson {
  name: string;
  figure: PoseFigure;
  colours: Record<string, string>;
  /** What they live with that sits on the figure (heroAidArt.ts), and what on their head. */
  aided: FigureAids;
  hearingAids?: boolean;
  glasses?: boolean;
  face: Rect;
  head: Point;
  /** The drawn body's box, turned if the pose turns it. */
  box: Rect;
  layer: () => Promise<HeroLayer | null>;
}

/** The photographed people the shot stands in the picture (an over-the-shoulder figure stays a shape). */
export async function photoCast(
  panel: Pick<PanelArtPlan, 'req' | 'shot' | 'width' | 'height' | 'reading'>,
): Promise<PhotoPerson[]> {
  const { req, shot: plan, width, height } = panel;
  const { night } = panel.reading;
  const photos = req.castPhotos ?? {};
  const people: PhotoPerson[] = [];
  const towardX = plan.heroFace ? plan.heroFace.x + plan.heroFace.width / 2 : width / 2;
  for (const { name, spec } of plan.figures) {
    const bytes = photos[name];
    if (!bytes || req.animals?.[name]) continue;
    const photo = await heroPhoto(bytes);
    const aids = req.castAids?.[name] ?? [];
    const { kind, ...aided } = aidedPose(poseOf(req.action, name), aids);
    const whole = req.shot !== 'medium' || WHOLE_POSES.has(kind);
    const floor = Math.min(height * 0.97, plan.ground ?? height * 0.95);
    const placed = whole
      ? posePlacement(kind, photo.face, {
          centreX: spec.x,
          floor,
          panelHeight: height,
          faceWidth: spec.faceWidth,
          headTop: photo.head.top / photo.maskScale,
        })
      : poseAtFace(photo.face, {
          centreX: spec.x,
          faceCy: spec.eyeY + spec.faceWidth * 0.1,
          faceWidth: spec.faceWidth * 0.8,
        });
    const figure = poseBox(kind, toneFor(photo.face), placed.box, towardX);
    figure.headPaths = await headPathsOf(figure);
    const face = roundRect(placed.box);
    const ground = plan.ground;
    people.push({
      name,
      figure,
      colours: poseColours(kind, shirtColours(photo)),
      aided,
      ...(aids.includes('hearing aids') ? { hearingAids: true } : {}),
      ...(aids.includes('glasses') ? { glasses: true } : {}),
      face,
      head: placed.head,
      box: turnedBox(figure),
      layer: () =>
        heroLayer({
          photo,
          placement: placed.placement,
          panel: { width, height, ground },
          look: req.print,
          night,
          part: 'head',
        }),
    });
  }
  return people;
}
