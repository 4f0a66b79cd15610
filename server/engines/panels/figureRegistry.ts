// The one place a panel's figures are placed and recorded. Whatever stands in the picture (an animal, a
// person drawn from a photo or from the answers, a silhouette, a thing on the floor, a pet in the corner)
// is drawn into the front layer and written down once, the same way: its box by name (a balloon's tail
// ends in its speaker's figure), what was drawn there (balloons keep off faces) and how high the front
// reaches (behind it the hero is painted).
import type { DrawnItem, Rect } from '../pageModel';

/** One figure or thing put in the picture. */
export interface Placement {
  /** The cast name ('' for a thing). */
  name: string;
  /** Its drawing in the front layer; none for someone whose body is drawn in the back layer. */
  svg?: string;
  /** The box a balloon's tail ends in, by name. */
  figure?: Rect;
  /** The drawing of the vector library it is, and where (recorded under the name). */
  drawn?: Omit<DrawnItem, 'name'>;
  /** The highest row the drawing reaches: the front layer starts no lower. */
  top?: number;
  /** What they live with, drawn with them (a wheelchair, crutches, hearing aids), recorded under the name. */
  aids?: Omit<DrawnItem, 'name'>[];
}

export class FigureRegistry {
  /** The front layer so far: figures, things and scenery in front of the scene. */
  svg = '';
  /** The front layer's top row so far (the panel's height while nothing is in front). */
  top: number;
  /** Each character's figure, by name. */
  readonly figures: Record<string, Rect> = {};

  /** `drawn` may already hold what the back layer drew (a thing in the hero's hand). */
  constructor(
    height: number,
    readonly drawn: DrawnItem[],
  ) {
    this.top = height;
  }

  place(p: Placement): void {
    if (p.svg) this.svg += p.svg;
    if (p.drawn) this.drawn.push({ name: p.name, ...p.drawn });
    for (const aid of p.aids ?? []) this.drawn.push({ name: p.name, ...aid });
    if (p.figure) this.figures[p.name] = p.figure;
    if (p.top !== undefined) this.top = Math.min(this.top, p.top);
  }

  /** Scenery in front of everyone (the foreground, rain, focus lines): drawn, reaching up to `top`. */
  paint(svg: string, top: number): void {
    this.svg += svg;
    this.top = Math.min(this.top, top);
  }

  /** Boxes recorded as drawn so far (faces, animals, things): what a thing on the floor must not cover. */
  drawnBoxes(): Rect[] {
    return this.drawn.map((d) => d.box);
  }

  /** How many named figures (people and animals, not things or marks) have been recorded as drawn. */
  namedCount(): number {
    return this.drawn.filter((d) => d.name).length;
  }
}
