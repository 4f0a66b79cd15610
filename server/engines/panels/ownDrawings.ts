// Drawings the vector sets lack, drawn in their manner (flat shapes on a 32-unit square, outlined like the rest
// by iconSvg) and looked up by name like theirs. The set we draw from (Fluent Emoji) was looked through for each
// on 2026-12-01: it has no walking frame, and its one cane (the white cane) is drawn held out at arm's length and
// too thin to read at a figure's size as a stick leaned on.

/**
 * A walking frame seen from the side, facing left in its 32 units: two legs splayed a little, a wheel at the
 * front foot and a rubber tip at the back, the handle bar with its grip at the top and a bar lower down.
 */
const WALKING_FRAME_BODY = [
  '<path fill="#aeb6bf" d="M9.4 9h1.6L8.2 30H6.6zM22.6 9h1.6l1.8 21h-1.6zM8.8 8.2h16v1.6h-16zM8.2 19h17.2v1.4H8.2z"/>',
  '<path fill="#3d3d45" d="M19.4 7.4h5.6v3h-5.6zM24 29.8h2.4v1.8H24z"/>',
  '<circle fill="#3d3d45" cx="7.2" cy="29.6" r="2"/>',
  '<circle fill="#aeb6bf" cx="7.2" cy="29.6" r=".7"/>',
].join('');
/**
 * A walking stick standing upright in its 32 units: a round crook at the top (its open end to the left), a
 * shaft as thick as a thumb at a figure's size, a rubber tip. The shaft's middle is at 16.
 */
const WALKING_STICK_BODY = [
  '<path fill="#9a6a3c" d="M15.05 4.5A1.55 1.55 0 0 0 11.95 4.5V6.2H10V4.5A3.5 3.5 0 0 1 17 4.5V31H15.05Z"/>',
  '<path fill="#3d3d45" d="M14.85 29.4h2.35V31.4h-2.35z"/>',
].join('');
/**
 * A drawing that stands on the floor and is held at the top: its name, its top and foot in its 32 units, and
 * where across its square (facing left, as drawn) the hand holds it.
 */
export interface HeldUpright {
  name: string;
  top: number;
  foot: number;
  held: number;
}

/** The stick, held at its shaft. */
export const WALKING_STICK: HeldUpright = { name: 'walking-stick', top: 1, foot: 31.4, held: 16 / 32 };
/** The frame, its handle bar at the hands, held at its back legs (where the person stands). */
export const WALKING_FRAME: HeldUpright = { name: 'walking-frame', top: 8.2, foot: 31.6, held: 24.6 / 32 };

/** Our drawings by name, as the sets give theirs (an Iconify icon: its body on a 32-unit square). */
export const OWN_DRAWINGS: Record<string, { body: string; width: number; height: number }> = {
  [WALKING_FRAME.name]: { body: WALKING_FRAME_BODY, width: 32, height: 32 },
  [WALKING_STICK.name]: { body: WALKING_STICK_BODY, width: 32, height: 32 },
};
