// Code and documents cite only files that are in the repository: a comment or a page that points a reader at
// notes on someone's machine (an absolute path, a folder beside the checkout) points at nothing for anyone
// else. Every path to a document a file names (a .md, .yml or .yaml path with a folder in it, outside a web
// address) must be a file here, read from the repository's root or from the citing file's folder. A bare
// name is left alone: the fakes' README names a published file of another public repository so.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['server', 'client', 'shared', 'tests', 'scripts', 'tools', 'docs', 'bench', '.ci'];
const ROOT_FILES = ['README.md', 'SECURITY.md', 'package.json', 'biome.json', 'knip.jsonc'];

/** A path to a document: optional ./, ../ or / start, segments, a document's extension. */
const CITATION = /(?<![\w/.:-])(?:\.{1,2}\/|\/)?(?:[\w.-]+\/)*[\w.-]+\.(?:md|ya?ml)\b/g;
/** Addresses on the web name their own files. */
const WEB_ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

const tracked = execFileSync('git', ['ls-files', '--', ...FOLDERS, ...ROOT_FILES], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

function resolves(citation: string, citingFile: string): boolean {
  if (citation.startsWith('/')) return false;
  if (!citation.includes('/')) return true;
  const candidates = [path.join(ROOT, citation), path.join(ROOT, path.dirname(citingFile), citation)];
  return candidates.some((candidate) => candidate.startsWith(`${ROOT}/`) && existsSync(candidate));
}

describe('citations', () => {
  it('name only files in the repository', () => {
    const outside: string[] = [];
    for (const file of tracked) {
      if (!/\.(?:ts|tsx|mjs|js|md|sh|json|jsonc|css|html)$/.test(file) && !file.startsWith('.ci/')) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8').replace(WEB_ADDRESS, '');
      for (const [citation] of text.matchAll(CITATION)) {
        if (!resolves(citation, file)) outside.push(`${file}: ${citation}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
