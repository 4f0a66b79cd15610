// The two roles text is drawn in, each a stack of faces shipped in npm packages (never system fonts), so pages
// and covers look the same on every machine and every name is drawn whatever its script (fontStack.ts):
// - lettering (balloons, captions, matter pages): Comic Neue Bold, the family the web app uses, so the reader
//   and the page agree; then Comic Relief (its regular is as heavy as Comic Neue Bold), a comic hand with the
//   Latin letters Comic Neue lacks (ł, ş, ő, ă...), Greek and Cyrillic; then Patrick Hand, a hand with
//   Vietnamese;
// - display (mastheads, titles, shouts, sound effects): Bangers, which has Latin with Vietnamese;
// then, for both, Noto Sans (Vietnamese and the rest of Latin, Greek and Cyrillic) and the Noto Sans faces of
// Arabic, Hebrew, Devanagari, Thai, Chinese (simplified and traditional), Japanese and Korean, semi-bold for
// lettering and black for display, and Noto Emoji. All are under the SIL Open Font License (README, "Credits";
// docs/product.md).
import { fontsourceSubsets, wholeFile } from './fontFiles';
import { type FaceGroup, type FontStack, fontStack } from './fontStack';
import { shapedFace } from './shapedFace';

/** Every subset file of an @fontsource package as faces of one group. */
const family = (pkg: string, name: (subset: string) => string, weight?: number, han?: FaceGroup['han']) => ({
  faces: fontsourceSubsets(pkg, name).map((file) => shapedFace(file, weight)),
  han,
});

/** The Noto Sans faces every role falls back to, at a weight. */
function notoFallbacks(weight: number): FaceGroup[] {
  const noto = (script: string, han?: FaceGroup['han']) =>
    family(
      `@fontsource-variable/noto-sans${script ? `-${script}` : ''}`,
      (subset) => `noto-sans${script ? `-${script}` : ''}-${subset}-wght-normal.woff2`,
      weight,
      han,
    );
  return [
    noto(''),
    noto('arabic'),
    noto('hebrew'),
    noto('devanagari'),
    noto('thai'),
    noto('sc', 'sc'),
    noto('tc', 'tc'),
    noto('jp', 'jp'),
    noto('kr', 'kr'),
    // Emoji in outline (one ink, like the lettering around them): a dedication's 🎂 is drawn, not left out.
    family('@fontsource-variable/noto-emoji', (subset) => `noto-emoji-${subset}-wght-normal.woff2`, weight),
  ];
}

const comicRelief = () => family('@fontsource/comic-relief', (subset) => `comic-relief-${subset}-400-normal.woff2`);

export const letteringFont: FontStack = fontStack([
  family('@fontsource/comic-neue', (subset) => `comic-neue-${subset}-700-normal.woff2`),
  comicRelief(),
  family('@fontsource/patrick-hand', (subset) => `patrick-hand-${subset}-400-normal.woff2`),
  ...notoFallbacks(600),
]);

export const bangers: FontStack = fontStack([
  { faces: wholeFile('@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf').map((f) => shapedFace(f)) },
  ...notoFallbacks(900),
]);

/**
 * The characters of any of the texts that the roles' fonts cannot draw, each once: what a page drawn from
 * these words left out (a matter page's title, names and answers go through both faces).
 */
export function undrawableIn(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const character of [...letteringFont.undrawable(text), ...bangers.undrawable(text)]) found.add(character);
  }
  return [...found];
}
