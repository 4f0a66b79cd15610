// The lettering face: Comic Neue Bold (SIL Open Font License), shipped by @fontsource/comic-neue — the
// same family the web app uses, so the reader and the page agree. Display words (shouts, sound effects)
// use Bangers from coverFont.ts.
import { createRequire } from 'node:module';
import { outlineFont } from '../../lib/outlineFont';

const require = createRequire(import.meta.url);

export const letteringFont = outlineFont(require.resolve('@fontsource/comic-neue/files/comic-neue-latin-700-normal.woff'));
