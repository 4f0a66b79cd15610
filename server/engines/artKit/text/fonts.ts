// The two faces we draw text with, shipped in npm packages (never system fonts) and read as outlines
// (outlineFont.ts), so pages and covers look the same on every machine:
// - Comic Neue Bold (SIL Open Font License, @fontsource/comic-neue): balloons, captions, matter pages —
//   the same family the web app uses, so the reader and the page agree;
// - Bangers (SIL Open Font License, @expo-google-fonts/bangers): the display face of mastheads, shouts and
//   sound effects.
import { createRequire } from 'node:module';
import { outlineFont } from './outlineFont';

const require = createRequire(import.meta.url);

export const letteringFont = outlineFont(
  require.resolve('@fontsource/comic-neue/files/comic-neue-latin-700-normal.woff'),
);
export const bangers = outlineFont(require.resolve('@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf'));
