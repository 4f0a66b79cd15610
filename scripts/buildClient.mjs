// `npm run build` (client part): the client built once per language the site speaks (project.inlang's
// locales), each with that language's words only (client/build/compileMessages.ts), its pages rendered in it
// (client/build/prerender.ts: index.es.html, routes/CreatePage.page.es.html, ...). English is built first,
// into dist/client; each other language into a folder of its own, whose pages and new chunks then join
// dist/client (a chunk with no words in it is the same file, by name and content, in every build). The server
// sends each visitor the pages of their language (server/http/spa.ts), and those load that language's code.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/client');
const { baseLocale, locales } = JSON.parse(readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8'));
const extra = process.argv.slice(2);

const viteBuild = (locale, outDir) => [
  'npx',
  ['vite', 'build', ...extra],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SITE_LOCALE: locale, ...(outDir ? { CLIENT_OUT_DIR: outDir } : {}) },
  },
];

function build(locale) {
  const result = spawnSync(...viteBuild(locale));
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The other languages' builds, as many at a time as there are cores (each is mostly one thread's work). */
async function buildEach(builds) {
  const queue = [...builds];
  const next = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [code] = await once(spawn(...viteBuild(job.locale, job.outDir)), 'exit');
      if (code !== 0) process.exit(code ?? 1);
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, next));
}

/** The language's pages (name.<locale>.html and their compressed copies) and every chunk dist lacks. */
function join(from, locale) {
  const page = new RegExp(`\\.${locale}\\.html(\\.br|\\.gz)?$`);
  cpSync(from, dist, {
    recursive: true,
    force: false,
    filter: (source) => {
      const relative = path.relative(from, source);
      if (relative === '' || relative === 'assets' || relative === 'routes') return true;
      if (relative.startsWith(`assets${path.sep}`)) return !existsSync(path.join(dist, relative));
      return page.test(relative);
    },
  });
}

build(baseLocale);
const others = locales
  .filter((l) => l !== baseLocale)
  .map((locale) => ({ locale, outDir: path.join(root, `node_modules/.cache/client-${locale}`) }));
await buildEach(others);
// One after another, in the languages' order: which build's copy of a shared chunk joins first never varies.
for (const { locale, outDir } of others) {
  join(outDir, locale);
  rmSync(outDir, { recursive: true, force: true });
}
const pages = readdirSync(dist).filter((name) => name.endsWith('.html')).length;
console.log(`client built in ${locales.length} languages (${pages} pages at the top of dist/client)`);
