// The people of the cast without a photo, drawn as whole figures like the hero: a body from the pose library
// in their skin tone and their shirt (castLooks.ts), a head of their kind (a grandma, a boy, a man with a
// beard) where the body's own head was, children shorter; standing on the floor in a wide shot, from the
// waist up in a medium one, acting when the action is theirs ("Kunle runs…").
import type { DrawnItem, Rect } from '../pageModel';
import { clipRect, roundRect } from '../layout/geometry';
import { castLook } from './castLooks';
import { aidedPose, glassesSvg, hearingAids } from './heroAidArt';
import { figureSvg, turnedBox, WHOLE_POSES } from './heroFigure';
import { CHAIR_POSES, headPathsOf, poseBox, poseColours, shirtOf, wholeFigure } from './heroPoses';
import { poseOf } from './poseWords';
import { iconSvg } from './iconLibrary';
import type { PanelArtPlan } from './panelPlan';

export interface CastFigure {
  name: string;
  /** The body and the head, in panel pixels. */
  svg: string;
  /** The head drawing and where it is (balloons keep off it, tails aim at it). */
  head: { icon: string; box: Rect };
  figure: Rect;
  /** What they live with, as drawn: the chair (their body's drawing), crutches, a leg, hearing aids. */
  aids: Omit<DrawnItem, 'name'>[];
}

/** The drawn people of a panel: those with a role in the cast, no photo and not animals. */
export async function castFigures(
  panel: Pick<PanelArtPlan, 'req' | 'shot' | 'width' | 'height' | 'u'>,
): Promise<CastFigure[]> {
  const { req, shot: plan, width, height, u } = panel;
  const pen = { look: req.print, u };
  const out: CastFigure[] = [];
  const towardX = plan.heroFace ? plan.heroFace.x + plan.heroFace.width / 2 : width / 2;
  const floor = Math.min(height * 0.97, plan.ground ?? height * 0.95);
  for (const { name, spec } of plan.figures) {
    const role = req.people?.[name];
    if (role === undefined || req.animals?.[name] || req.castPhotos?.[name]) continue;
    const look = castLook(name, role, req.heroStage);
    // What they live with is drawn with them, as the hero's is (a wheelchair in every pose).
    const aids = req.castAids?.[name] ?? [];
    const { kind, ...aided } = aidedPose(poseOf(req.action, name), aids);
    const whole = req.shot !== 'medium' || WHOLE_POSES.has(kind);
    const wanted = spec.faceWidth * (look.child ? 0.8 : 1);
    const at = whole
      ? wholeFigure(kind, { floor, panelHeight: height, faceWidth: wanted * (look.child ? 0.85 : 1), aspect: 1.2 })
      : { faceWidth: wanted * 0.8, faceCy: spec.eyeY + spec.faceWidth * 0.1 };
    const fw = at.faceWidth;
    const faceBox = { x: spec.x - fw / 2, y: at.faceCy - fw * 0.6, width: fw, height: fw * 1.2 };
    const figure = poseBox(kind, look.tone, faceBox, towardX);
    figure.headPaths = await headPathsOf(figure);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(look.shirt.slice(i, i + 2), 16));
    const body = figureSvg(figure, pen, { colours: poseColours(kind, shirtOf(r, g, b)), aided, panelHeight: height });
    // The head drawing is a little larger than the face: hair and ears around it.
    const w = fw * 1.45;
    const head = { x: spec.x - w / 2, y: at.faceCy - w * 0.55, width: w, height: w };
    let headSvg = iconSvg(look.head, head, pen, { facing: figure.facesRight ? -1 : 1 });
    const drawnAids = [...(body.aids ?? [])];
    // The chair is their body's drawing itself.
    if (CHAIR_POSES.has(kind))
      drawnAids.push({ name, icon: figure.icon, box: roundRect(turnedBox(figure)), kind: 'aid' });
    // Hearing aids behind the drawn head's ears (its face a little narrower than the drawing).
    if (aids.includes('hearing aids')) {
      const worn = hearingAids({ face: faceBox, eyes: { x: spec.x, y: at.faceCy }, zoomed: false }, pen);
      headSvg += worn.svg;
      drawnAids.push(...worn.drawn);
    }
    // Glasses over the drawn head's eyes (the set's heads have them a little above the box's middle, 0.26 of
    // its width apart).
    if (aids.includes('glasses')) {
      const worn = glassesSvg({ eyes: { x: head.x + w / 2, y: head.y + w * 0.518 }, apart: w * 0.2625 }, pen);
      headSvg += worn.svg;
      drawnAids.push(...worn.drawn);
    }
    out.push({
      name,
      svg: body.svg + headSvg,
      head: { icon: look.head, box: roundRect(head) },
      figure: roundRect(clipRect(turnedBox(figure), width, height)),
      aids: drawnAids.map(({ name: _, ...aid }) => aid),
    });
  }
  return out;
}
