#!/usr/bin/env node
// Writes biome.json, the lint and format settings. The import rules repeat one idea per folder (a layer may import
// only the layers below it), so they are generated here from two short tables instead of kept by hand in 600 lines
// of JSON. `npm run lint` runs this with --check, so an edit made to biome.json alone fails the lint.
//   node scripts/biomeConfig.mjs           writes biome.json (then formats it the project's way)
//   node scripts/biomeConfig.mjs --check   exits 1 when biome.json is not what this file makes
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = path.join(root, 'biome.json');

// The server's ranks, from the top (docs/architecture.md): the composition root (app, deps, main), transport (trpc,
// http), ops tools, the domains, the adapters to outside services (providers), the built-in engines, then the
// platform (db, queue, storage, workers, lib, uploads, types). Each folder lists the folders it may not import: the
// ones above it, and for the engines also the platform parts with state (an engine is pure and seeded, so that the
// same request always draws or writes the same thing). tests/unit/layering.test.ts checks the same ranks.
const serverBans = {
  'server/trpc/**': ['ops'],
  'server/http/**': ['ops'],
  'server/domains/**': ['trpc', 'http', 'ops'],
  'server/providers/**': ['trpc', 'http', 'ops', 'domains'],
  'server/engines/**': ['trpc', 'http', 'ops', 'domains', 'providers', 'db', 'queue', 'storage'],
  'server/{db,queue,storage,workers,lib,uploads,types}/**': ['trpc', 'http', 'ops', 'domains', 'providers', 'engines'],
};
// Only the composition root wires the layers together, so nothing below it may import it.
const compositionRoot = ['**/app', '**/deps', '**/main'];
const folder = (name) => [`**/${name}`, `**/${name}/**`];

// The client's features. A feature imports only components/, lib/, hooks/, state/ (the comic in progress, which
// the landing page, the builder and the library all read), shared/ and its own folder: what two features share moves
// down to one of those, and pages compose features. This keeps a feature movable and its tests local (the same rule
// bulletproof-react enforces with import rules).
const features = ['book', 'builder', 'gift', 'landing', 'library', 'orders'];
const otherFeature = (name) => [
  ...folder(`features/${name}`),
  `../${name}`,
  `../${name}/**`,
  `../../${name}/**`,
  `../../../${name}/**`,
];

const restrict = (includes, group, message) => ({
  includes: [includes],
  linter: {
    rules: { style: { noRestrictedImports: { level: 'error', options: { patterns: [{ group, message }] } } } },
  },
});

const overrides = [
  ...Object.entries(serverBans).map(([includes, banned]) =>
    restrict(
      includes,
      banned.flatMap(folder).concat(compositionRoot),
      `Layers point down only (docs/architecture.md): ${includes.split('/')[1]} may not import this.`,
    ),
  ),
  // shared/ holds the zod schemas and types both sides agree on; importing either side would drag it into the other.
  restrict('shared/**', ['**/server/**', '**/client/**'], 'shared/ is used by both sides and imports neither.'),
  ...features.map((feature) =>
    restrict(
      `client/features/${feature}/**`,
      [...features.filter((other) => other !== feature).flatMap(otherFeature), '**/pages/**'],
      'A feature imports only components/, lib/, hooks/, state/, shared/ and its own folder; pages compose features.',
    ),
  ),
  restrict(
    'client/{components,lib,hooks,state}/**',
    ['**/features/**', '**/pages/**'],
    'components/, lib/, hooks/ and state/ are below the features and pages.',
  ),
  // A cycle makes an import undefined while its module is still loading, and hides which side is the lower layer.
  // Type-only imports vanish at run time, so they may still point both ways (the rule's default).
  {
    includes: ['server/**', 'client/**', 'shared/**'],
    linter: { rules: { suspicious: { noImportCycles: 'error' } } },
  },
  // Hooks are a React idea: outside client/ a function named use… is a test helper, and a field named `only` is
  // not a focused test.
  {
    includes: ['server/**', 'tests/**', 'tools/**', 'bench/**', 'scripts/**', 'shared/**'],
    linter: { rules: { correctness: { useHookAtTopLevel: 'off' } } },
  },
  {
    includes: ['server/**', 'shared/**', 'client/**'],
    linter: { rules: { suspicious: { noFocusedTests: 'off' } } },
  },
];

const config = {
  $schema: './node_modules/@biomejs/biome/configuration_schema.json',
  vcs: { enabled: true, clientKind: 'git', useIgnoreFile: true },
  files: {
    includes: [
      '**',
      '!dist',
      '!storage',
      '!drizzle/meta',
      '!drizzle-pg/meta',
      '!**/test-results',
      '!**/*.yml',
      '!**/*.md',
      '!server/engines/artKit/faceModel/models',
    ],
  },
  formatter: { indentStyle: 'space', indentWidth: 2, lineWidth: 120 },
  css: { parser: { tailwindDirectives: true } },
  javascript: {
    formatter: { quoteStyle: 'single', trailingCommas: 'all', semicolons: 'always', arrowParentheses: 'always' },
  },
  // Sorting imports would rewrite the top of some 400 files in a change about something else, and import order is
  // load order, which a side-effect import can depend on; so imports stay in the order their authors chose.
  assist: { actions: { source: { organizeImports: 'off' } } },
  linter: {
    enabled: true,
    rules: {
      preset: 'recommended',
      // Strict index access makes `!` the honest way to say "checked just above"; a rule against it only adds noise.
      style: { noNonNullAssertion: 'off' },
      // The sanitisers strip control characters from what people type: a regex that names them is the point.
      suspicious: { noControlCharactersInRegex: 'off' },
      // Unused code misleads the next reader about what matters, so it fails the lint instead of warning.
      correctness: {
        noUnusedImports: 'error',
        noUnusedVariables: 'error',
        noUnusedFunctionParameters: 'error',
      },
    },
  },
  overrides,
};

if (process.argv.includes('--check')) {
  const current = JSON.parse(readFileSync(target, 'utf8'));
  if (!isDeepStrictEqual(current, config)) {
    console.error('biome.json is not what scripts/biomeConfig.mjs makes: edit the script and run it, not the JSON.');
    process.exit(1);
  }
} else {
  writeFileSync(target, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync('npx', ['biome', 'format', '--write', target], { cwd: root, stdio: 'inherit' });
}
