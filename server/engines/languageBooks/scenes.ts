// How each beat of the book is staged, the same in every language: the panels' shots, places and who is drawn
// in what pose. Settings and actions are English on purpose: they are never lettered, and the built-in art
// reads them (as it reads Claude's, which writes them in English for every language). The words lettered on
// each panel come from the language's copy (copy/<language>.ts), one PanelCopy per staged panel.
import type { Beat } from '../script/plan';
import { CLOSING_SCENES } from './scenes/closing';
import { OPENING_SCENES } from './scenes/opening';
import type { Staging } from './scenes/staging';

export type { Names, Place, Staging } from './scenes/staging';

/** Every beat of the act plan, staged: a beat missing from both halves is a type error. */
export const SCENES: Record<Beat, Staging[]> = { ...OPENING_SCENES, ...CLOSING_SCENES };
