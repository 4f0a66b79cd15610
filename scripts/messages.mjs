// Compiles the site's messages (messages/<area>/<locale>.json, settings in project.inlang) into typed
// functions under shared/i18n/paraglide, which git does not keep: Paraglide JS. `npm run messages`; the
// build, the type check, the tests and the dev server run it before they start (and the dev server again when
// a catalogue changes). It compiles only when a catalogue or the settings are newer than the last compilation:
// with nothing changed it costs a Node start.
// Run as its own process, never imported: the compiler's project store leaves timers behind that hold a
// process open for 30 s after the work is done, so this exits when it is.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Two compilations. `shared/i18n/paraglide`: every language in each message, the language chosen per call
 * (the server, the tests, the dev server, the type check). `--for-build`, also node_modules/.cache/paraglide-build:
 * the same messages with the language a constant the production build sets (Vite's define, one build per
 * language: scripts/buildClient.mjs), so each build's code holds that language's words only.
 */
const OUTPUTS = [
  // A module per language: the server, the tests and the CPU pool's threads import every message, and ~900
  // modules of one message each took 2.5 s to load where these take a few milliseconds.
  { outdir: path.join(ROOT, 'shared/i18n/paraglide'), staticLocale: undefined, outputStructure: 'locale-modules' },
  // A module per message: the bundler keeps only the messages a page's code calls.
  {
    outdir: path.join(ROOT, 'node_modules/.cache/paraglide-build'),
    staticLocale: '__PARAGLIDE_STATIC_LOCALE__',
    outputStructure: 'message-modules',
    forBuild: true,
  },
];

const options = {
  project: path.join(ROOT, 'project.inlang'),
  // The visitor's choice (the header's language menu sets the cookie), else the browser's languages, else
  // English. The server picks a page's HTML by the same rules (server/http/siteLocale.ts).
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: 'cba_locale',
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
  // One server process renders for every visitor: a request's language is passed to each message.
  disableAsyncLocalStorage: true,
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

/**
 * Paraglide checks a static locale at run time (`assertIsLocale(...)`), a call the bundler cannot fold into
 * the messages, so every language stays in the build. The build defines the constant as one of the site's
 * languages (scripts/buildClient.mjs takes them from the settings), so the check is left out here.
 */
function foldableStaticLocale(runtimeFile, constant) {
  const runtime = readFileSync(runtimeFile, 'utf8');
  const checked = `assertIsLocale(${constant})`;
  if (!runtime.includes(checked)) throw new Error(`${runtimeFile} no longer has ${checked}: see scripts/messages.mjs`);
  writeFileSync(runtimeFile, runtime.replace(checked, constant));
}

const force = process.argv.includes('--force');
const wanted = OUTPUTS.filter((output) => !output.forBuild || process.argv.includes('--for-build'));
const stampOf = (output) => path.join(output.outdir, '.compiled');
const stale = wanted.filter(
  (output) => force || !existsSync(stampOf(output)) || statSync(stampOf(output)).mtimeMs < newestSource(),
);
if (stale.length === 0) process.exit(0);
let compile;
try {
  ({ compile } = await import('@inlang/paraglide-js'));
} catch {
  // A production install (`npm ci --omit=dev`) lacks the compiler; the build it runs from has the messages.
  if (existsSync(stampOf(OUTPUTS[0]))) process.exit(0);
  console.error('The message compiler is missing: run `npm ci` (with the dev dependencies) first.');
  process.exit(1);
}
for (const output of stale) {
  const { outdir, staticLocale, outputStructure } = output;
  await compile({ ...options, outdir, outputStructure, experimentalStaticLocale: staticLocale });
  if (output.staticLocale) foldableStaticLocale(path.join(output.outdir, 'runtime.js'), output.staticLocale);
  writeFileSync(stampOf(output), '');
}
process.exit(0);
