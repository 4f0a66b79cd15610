// Compiles the site's messages (messages/<area>/<locale>.json, settings in project.inlang) into typed
// functions under shared/i18n/paraglide, which git does not keep: Paraglide JS. `npm run messages`; the
// build, the type check, the tests and the dev server run it before they start (and the dev server again when
// a catalogue changes). It compiles only when a catalogue or the settings are newer than the last compilation:
// with nothing changed it costs a Node start.
// Run as its own process, never imported: the compiler's project store leaves timers behind that hold a
// process open for 30 s after the work is done, so this exits when it is.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUTDIR = path.join(ROOT, 'shared/i18n/paraglide');
const STAMP = path.join(OUTDIR, '.compiled');

const options = {
  project: path.join(ROOT, 'project.inlang'),
  outdir: OUTDIR,
  // The visitor's choice (the header's language menu sets the cookie), else the browser's languages, else
  // English. The server picks a page's HTML by the same rules (server/http/siteLocale.ts).
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: 'cba_locale',
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
  // One server process renders for every visitor: a request's language is passed to each message.
  disableAsyncLocalStorage: true,
  outputStructure: 'locale-modules',
};

function newestSource() {
  const files = [path.join(ROOT, 'project.inlang/settings.json'), fileURLToPath(import.meta.url)];
  for (const area of readdirSync(path.join(ROOT, 'messages'))) {
    for (const file of readdirSync(path.join(ROOT, 'messages', area))) {
      files.push(path.join(ROOT, 'messages', area, file));
    }
  }
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}

const force = process.argv.includes('--force');
if (!force && existsSync(STAMP) && statSync(STAMP).mtimeMs >= newestSource()) process.exit(0);
let compile;
try {
  ({ compile } = await import('@inlang/paraglide-js'));
} catch {
  // A production install (`npm ci --omit=dev`) lacks the compiler; the build it runs from has the messages.
  if (existsSync(STAMP)) process.exit(0);
  console.error('The message compiler is missing: run `npm ci` (with the dev dependencies) first.');
  process.exit(1);
}
await compile(options);
writeFileSync(STAMP, '');
process.exit(0);
