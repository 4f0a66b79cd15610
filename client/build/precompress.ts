// Vite plugin (build only): writes a gzip (.gz) and a brotli (.br) copy beside every built file worth
// compressing, at the highest levels, once per build instead of once per request. The server sends them
// (@fastify/static's preCompressed) to browsers that accept them. Runs last, after the prerendered HTML.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * `joining`: the folder this build's files will join (scripts/buildClient.mjs builds each language but
 * English beside dist/client): a file it holds already, the same by name, is not compressed again.
 */
export function precompress(joining?: string): Plugin {
  let outDir = '';
  let nested = false;
  return {
    name: 'comics:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      nested = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (nested) return;
        const joined = joining
          ? (file: string) => existsSync(path.join(joining, path.relative(outDir, file)))
          : undefined;
        compressTree(outDir, joined);
      },
    },
  };
}

export function compressTree(dir: string, skip?: (file: string) => boolean): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) compressTree(file, skip);
    else if (COMPRESSIBLE.test(name) && !skip?.(file)) compressFile(file);
  }
}

function compressFile(file: string): void {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) return;
  const copies = {
    '.gz': gzipSync(data, { level: 9 }),
    '.br': brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    // A copy that is hardly smaller is not worth a decompression on the other end.
    if (copy.length < data.length * 0.9) writeFileSync(file + extension, copy);
  }
}
