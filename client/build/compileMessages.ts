// Vite plugin: the site's messages compiled before a build starts (scripts/messages.mjs, a no-op when they
// are up to date), and again whenever a catalogue changes while the dev server runs; the dev server then
// reloads the page, which imports the new functions.
// A production build is made for one language (SITE_LOCALE, scripts/buildClient.mjs): its imports of the
// messages are pointed at their build compilation, where that language is a constant (Vite's define), so
// the minifier keeps its words and drops the other languages'.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

export function compileMessages(siteLocale: string | undefined): Plugin {
  let repo = '';
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(repo, 'scripts/messages.mjs'), ...args], { stdio: 'inherit' });
  const shared = () => path.join(repo, 'shared/i18n/paraglide') + path.sep;
  const forBuild = () => path.join(repo, 'node_modules/.cache/paraglide-build') + path.sep;
  return {
    name: 'comics:messages',
    enforce: 'pre',
    configResolved(config) {
      repo = path.resolve(config.root, '..');
    },
    config() {
      return siteLocale ? { define: { __PARAGLIDE_STATIC_LOCALE__: JSON.stringify(siteLocale) } } : undefined;
    },
    buildStart() {
      if (siteLocale) run('--for-build');
      else run();
    },
    async resolveId(source, importer, options) {
      if (!siteLocale || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(shared())) return resolved;
      return { ...resolved, id: forBuild() + resolved.id.slice(shared().length) };
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
