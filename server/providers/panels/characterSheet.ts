// The character sheet of one person, painted once per book before its panels and sent with every panel the
// person is in: the same face from the front, at three-quarter and in profile, in the book's style, so the
// model keeps them on model from panel to panel. The words come from the person's name, role and the style.
import { findStyle } from '../../../shared/styles';
import { quoteSafe } from '../cover/coverPrompt';
import { panelStyleWords } from './panelPrompt';
import type { SheetRequest } from './panelPainter';

/** A sheet is landscape: three heads side by side, about two megapixels of the model's output. */
export const SHEET_SIZE = { width: 1800, height: 1000 } as const;

export function buildSheetPrompt(req: Pick<SheetRequest, 'name' | 'role' | 'style' | 'species'>): string {
  const name = quoteSafe(req.name, 60) || 'the person';
  const role = quoteSafe(req.role, 60);
  // An animal hero (answers/animalHero.ts) is drawn as that animal, never given a person's shape.
  const species = quoteSafe(req.species, 40);
  if (species)
    return [
      `A character model sheet of ${name}, a ${species}, from the photo, drawn as ` +
        `${panelStyleWords(findStyle(req.style))}.`,
      `The same ${species} three times side by side on a plain light background: from the front, at ` +
        'three-quarter view, and in profile, as the animal it is.',
      'Keep its colours, markings and likeness exactly; no clothes, no person.',
      'No text, no labels, no lettering, no signatures, no watermarks.',
    ].join(' ');
  return [
    `A character model sheet of ${name}${role ? ` (${role})` : ''} from the photo, drawn as ` +
      `${panelStyleWords(findStyle(req.style))}.`,
    'The same person three times side by side on a plain light background: head and shoulders from the ' +
      'front, at three-quarter view, and in profile.',
    'Keep their face, hairstyle, skin tone and likeness exactly; the same clothes in each view.',
    'No text, no labels, no lettering, no signatures, no watermarks.',
  ].join(' ');
}
