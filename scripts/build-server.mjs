// `npm run build` (after the client): compiles the server into plain JavaScript in dist/server, so
// production runs with `node` alone — no TypeScript loader, no devDependencies.
//
// Every entry is bundled flat into dist/server (main.js, worker.js, workerTask.js, backup.js, restore.js, orders.js,
// doctor.js) with the packages left as imports. A module the sources load with import() at first use (the files
// job's PDF and zip writers, Stripe, Google sign-in, the mailer) becomes a chunk of its own beside them
// (splitting), so the web process loads it, and the packages it imports, only when it is needed. Flat on purpose
// (chunks too): the sources find their neighbours through import.meta.url
// (`../../drizzle`, `../../dist/client`, `./cpuWorker.mjs`), and those paths were written from files two
// folders deep (server/<area>/file.ts), which dist/server/<entry>.js also is. cpuWorker.mjs, the worker
// threads' plain-JavaScript entry, is copied beside them; it loads the compiled workerTask.js it finds there.
// The face model's own weights (server/engines/artKit/faceModel/models) are copied to dist/server/models, which is
// where `./models/` beside the bundle points.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/server');

// The server's e-mails and pages speak the site's languages: their messages are compiled first (a no-op when
// they are up to date).
execFileSync(process.execPath, [path.join(root, 'scripts/messages.mjs')], { stdio: 'inherit' });

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    worker: 'server/worker.ts',
    workerTask: 'server/engines/pool/workerTask.ts',
    backup: 'server/ops/backup.ts',
    restore: 'server/ops/restore.ts',
    orders: 'server/ops/orders.ts',
    doctor: 'server/ops/doctor.ts',
  },
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20.19',
  sourcemap: 'linked',
  // Source maps point at server/*.ts, so stack traces (node --enable-source-maps) name the real files.
  sourcesContent: false,
  logLevel: 'warning',
  legalComments: 'none',
});
copyFileSync(path.join(root, 'server/engines/pool/cpuWorker.mjs'), path.join(outdir, 'cpuWorker.mjs'));
// The person-matting model the face model reads beside itself (server/engines/artKit/faceModel/models).
cpSync(path.join(root, 'server/engines/artKit/faceModel/models'), path.join(outdir, 'models'), { recursive: true });
