// What a hero lives with that the book draws with them (issue 46): chosen on the hero's card when the photo
// is uploaded, or read from the answers (server/engines/answers/heroAids.ts). The art draws each (a wheelchair
// in every pose, crutches, a white cane, a walking stick, a walking frame, hearing aids, glasses, a prosthetic
// leg, a guide dog at their side), a painter is told of each.
import { z } from 'zod';

export const HERO_AIDS = [
  'wheelchair',
  'hearing aids',
  'white cane',
  'crutches',
  'prosthetic leg',
  'guide dog',
  'walking stick',
  'walker',
  'glasses',
] as const;
export type HeroAid = (typeof HERO_AIDS)[number];

/** What someone walks with: a run or a leap is a walk with it, in the art and the built-in writer's words. */
export const WALKING_AIDS: readonly HeroAid[] = ['crutches', 'walker', 'walking stick'];

/** The aids the hero's card offers: the ones the built-in art draws. */
export const CHOSEN_AIDS = [
  'wheelchair',
  'crutches',
  'white cane',
  'hearing aids',
  'prosthetic leg',
  'guide dog',
  'walking stick',
  'walker',
  'glasses',
] as const satisfies HeroAid[];
export type ChosenAid = (typeof CHOSEN_AIDS)[number];

/** The card's choice as the draft carries it: each aid once. */
export const heroAidsSchema = z
  .array(z.enum(CHOSEN_AIDS))
  .max(CHOSEN_AIDS.length)
  .refine((aids) => new Set(aids).size === aids.length, 'Each aid can be chosen once.');
