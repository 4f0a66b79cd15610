// `npm start` runs this first: it builds the client and the server only when their build is missing or older
// than its sources, so a fresh clone starts with one command and a restart does not rebuild for nothing.
// A production install (`npm ci --omit=dev`) has no build tools: it starts the build it was shipped with,
// and says so if the sources look newer.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isStale, ROOT as root, TARGETS } from './buildTargets.mjs';

for (const target of TARGETS) {
  if (!isStale(target)) continue;
  const built = existsSync(path.join(root, target.built));
  if (!existsSync(path.join(root, target.tool))) {
    if (built) {
      console.warn(
        `The ${target.name} sources are newer than dist/, but the build tools are not ` +
          `installed: starting the existing build.`,
      );
      continue;
    }
    console.error(
      `dist/ has no ${target.name} build and the build tools are not installed: run "npm ci" (with ` +
        `devDependencies), then "npm run build".`,
    );
    process.exit(1);
  }
  console.log(`Building the ${target.name} (${built ? 'older than its sources' : 'not built yet'})...`);
  const [command, args] = target.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
