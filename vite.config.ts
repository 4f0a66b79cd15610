import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileMessages } from './client/build/compileMessages.js';
import { precompress } from './client/build/precompress.js';
import { preloadFonts } from './client/build/preloadFonts.js';
import { prerenderPages } from './client/build/prerender.js';

// scripts/buildClient.mjs builds the client once per language the site speaks, naming it in SITE_LOCALE.
const siteLocale = process.env.SITE_LOCALE;
/** Set for every language but English, which is built into dist/client itself. */
const joining = process.env.CLIENT_OUT_DIR ? 'dist/client' : undefined;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    compileMessages(siteLocale),
    react(),
    tailwindcss(),
    // The faces the first screen draws with: Bangers (lettering) and Comic Neue, regular and bold.
    preloadFonts(/^(bangers-latin-400|comic-neue-latin-(400|700))-normal-/),
    prerenderPages(siteLocale),
    precompress(joining && path.resolve(joining)),
  ],
  build: {
    // scripts/buildClient.mjs builds each language but English into a folder of its own first.
    outDir: process.env.CLIENT_OUT_DIR ?? '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // zod's builders (z.object(), z.string().max()...) only make schema objects. Saying so lets the
      // client bundle drop the procedure-input schemas of shared/ that only the server uses, instead of
      // building them (tens of milliseconds on a phone) on every page that reads the draft. Checked
      // when added: the only code it removed was unused zod schemas. Do not name a function `z` that
      // has side effects.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
