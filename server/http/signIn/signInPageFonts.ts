// The app's own typefaces for the server-rendered local sign-in page: Comic Neue for text and Bangers for
// the heading, read from the same @fontsource packages the client bundles and inlined as data URIs (the
// page has no other assets and the CSP allows data: fonts), so it looks like the rest of the app.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const FACES = [
  { family: 'Comic Neue', weight: 400, file: '@fontsource/comic-neue/files/comic-neue-latin-400-normal.woff2' },
  { family: 'Comic Neue', weight: 700, file: '@fontsource/comic-neue/files/comic-neue-latin-700-normal.woff2' },
  { family: 'Bangers', weight: 400, file: '@fontsource/bangers/files/bangers-latin-400-normal.woff2' },
];

let css: string | undefined;

/** @font-face rules for the page's <style>, built once per process. */
export function signInPageFontFaces(): string {
  css ??= FACES.map(({ family, weight, file }) => {
    const data = readFileSync(require.resolve(file)).toString('base64');
    return (
      `@font-face{font-family:'${family}';font-weight:${weight};font-display:swap;src:url(data:font/woff2;` +
      `base64,${data}) format('woff2')}`
    );
  }).join('\n');
  return css;
}
