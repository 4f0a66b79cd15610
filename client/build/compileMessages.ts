// Vite plugin: the site's messages compiled before a build starts (scripts/messages.mjs, a no-op when they
// are up to date), and again whenever a catalogue changes while the dev server runs; the dev server then
// reloads the page, which imports the new functions.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

export function compileMessages(): Plugin {
  let repo = '';
  const run = () => execFileSync(process.execPath, [path.join(repo, 'scripts/messages.mjs')], { stdio: 'inherit' });
  return {
    name: 'comics:messages',
    configResolved(config) {
      repo = path.resolve(config.root, '..');
    },
    buildStart() {
      run();
    },
    configureServer(server) {
      const catalogues = path.join(repo, 'messages');
      server.watcher.add(catalogues);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(catalogues)) return;
        run();
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
