import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileMessages } from './client/build/compileMessages.js';
import { precompress } from './client/build/precompress.js';
import { preloadFonts } from './client/build/preloadFonts.js';
import { prerenderPages } from './client/build/prerender.js';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    compileMessages(),
    react(),
    tailwindcss(),
    // The faces the first screen draws with: Bangers (lettering) and Comic Neue, regular and bold.
    preloadFonts(/^(bangers-latin-400|comic-neue-latin-(400|700))-normal-/),
    prerenderPages(),
    precompress(),
  ],
  build: {
    outDir: '../dist/client',
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
