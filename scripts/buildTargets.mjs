// What `npm run build` makes and what it is made from, and whether a build is older than its sources. Read by
// scripts/build-if-stale.mjs (npm start builds only what is stale) and by the tests that start the app's own
// programs as child processes (tests/helpers/appProgram.ts: the build when it is fresh, else the sources).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const TARGETS = [
  {
    name: 'client',
    built: 'dist/client/index.html',
    sources: ['client', 'shared', 'messages', 'project.inlang/settings.json', 'vite.config.ts', 'package-lock.json'],
    tool: 'node_modules/vite',
    command: [process.execPath, ['scripts/buildClient.mjs', '--logLevel', 'warn']],
  },
  {
    name: 'server',
    built: 'dist/server/main.js',
    sources: ['server', 'shared', 'messages', 'scripts/build-server.mjs', 'package-lock.json'],
    tool: 'node_modules/esbuild',
    command: [process.execPath, ['scripts/build-server.mjs']],
  },
];

function newestChange(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** Whether the target's build is missing or older than any of its sources (by modification time). */
export function isStale(target) {
  const built = path.join(ROOT, target.built);
  if (!existsSync(built)) return true;
  const sources = target.sources.map((s) => path.join(ROOT, s)).filter(existsSync);
  return statSync(built).mtimeMs < Math.max(...sources.map(newestChange));
}
