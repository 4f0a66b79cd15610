// `npm start` runs this first: it builds the client only when dist/client is missing or older than its
// sources, so a fresh clone starts with one command and a restart does not rebuild for nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist/client/index.html');
const SOURCES = ['client', 'shared', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

const sourcesChanged = Math.max(...SOURCES.map((s) => path.join(root, s)).filter(existsSync).map(newestChange));
if (existsSync(built) && statSync(built).mtimeMs >= sourcesChanged) process.exit(0);

console.log('Building the client (dist/client is missing or older than its sources)...');
const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
