// Vite plugin (build only): preload links for the web fonts the first screen uses, so their download starts
// with the HTML instead of after the stylesheet has been parsed. The hashed names are known only once the
// bundle is written, hence a plugin rather than tags in index.html.
import type { Plugin } from 'vite';

export function preloadFonts(families: RegExp): Plugin {
  return {
    name: 'comics:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter(
          (file) => file.endsWith('.woff2') && families.test(baseName(file)),
        );
        return fonts.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);
