// The layering of the server, checked on the source. Layers only point down:
//   transport (server/trpc, server/plugins, server/auth)
//   -> domain (server/domains)
//   -> providers and renderers (server/providers, server/book, server/writing, server/rendering, the art kit server/art)
//   -> platform (server/db, jobs, storage, workers, lib, uploads, config.ts)
//   -> shared/
// The composition roots (main.ts, app.ts, deps.ts and the ops entries) may import anything and nothing
// imports them but each other. Type-only imports count: they are dependencies too. Also: only the
// transport speaks tRPC, no import cycle anywhere in server/, the art kit is shared by the cover and the book
// (neither reaches into the other), and the browser takes nothing from the server but the router's type.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve('.');
const SERVER = path.join(ROOT, 'server');

function sources(dir: string, pattern = /\.(ts|mjs)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file, pattern) : pattern.test(name) ? [file] : [];
  });
}

/** Every module a file names: static imports and re-exports (type-only too) and dynamic import() calls. */
const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
const relative = (file: string) => path.relative(SERVER, file);

/** The file a relative import names, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const LAYERS: { name: string; rank: number; files: RegExp }[] = [
  { name: 'root', rank: 6, files: /^(main|app|deps)\.ts$|^ops\// },
  { name: 'transport', rank: 5, files: /^(trpc|plugins|auth)\// },
  { name: 'domain', rank: 4, files: /^domains\// },
  { name: 'providers and renderers', rank: 3, files: /^(providers|book|writing|rendering|art)\// },
  { name: 'platform', rank: 2, files: /^(db|jobs|storage|workers|lib|uploads|types)\/|^config\.ts$/ },
];

function layerOf(file: string): { name: string; rank: number } {
  if (!file.startsWith(SERVER + path.sep)) return { name: 'shared', rank: 1 };
  const found = LAYERS.find((layer) => layer.files.test(relative(file)));
  if (!found) throw new Error(`server/${relative(file)} is in no layer: add its folder to LAYERS`);
  return found;
}

/** Each file under `dir` with the files it imports (the server's: server and shared files). */
function importGraph(dir = SERVER, pattern?: RegExp): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(dir, pattern)) {
    graph.set(file, imports(file).map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null));
  }
  return graph;
}

/** The import cycles of a graph (its strongly connected parts with more than one file, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(relative(member));
    } while (member !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(part);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('server layering', () => {
  const graph = importGraph();
  const edges = [...graph].flatMap(([from, tos]) => tos.map((to) => ({ from, to })));

  it('no file outside server/trpc and server/plugins imports tRPC', () => {
    const offenders = sources(SERVER)
      .filter((file) => !/^(trpc|plugins)\//.test(relative(file)))
      .filter((file) => imports(file).some((spec) => spec.startsWith('@trpc/')));
    expect(offenders.map(relative)).toEqual([]);
  });

  it('no domain file imports the transport (tRPC, Fastify, server/trpc, server/plugins, server/auth)', () => {
    const offenders = sources(path.join(SERVER, 'domains')).flatMap((file) =>
      imports(file)
        .filter((spec) => /^@trpc\/|^fastify|^@fastify\//.test(spec) || (spec.startsWith('.') && /^(trpc|plugins|auth)\//.test(path.relative(SERVER, path.resolve(path.dirname(file), spec)))))
        .map((spec) => `${relative(file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('every import points down the layers (platform and providers never import the domain), and nothing imports a composition root', () => {
    const upward = edges
      .filter(({ from, to }) => {
        const [a, b] = [layerOf(from), layerOf(to)];
        return a.name !== 'root' && b.rank > a.rank;
      })
      .map(({ from, to }) => `${layerOf(from).name}: ${relative(from)} -> ${layerOf(to).name}: ${relative(to)}`);
    expect(upward).toEqual([]);
  });

  it('has no import cycle in server/', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('the art kit is shared: it imports no renderer, provider or domain, and the book never reaches into the cover provider', () => {
    const offenders = edges
      .filter(({ from, to }) => {
        const [a, b] = [relative(from), relative(to)];
        return (a.startsWith('art/') && /^(book|providers|writing|rendering|domains)\//.test(b)) || (a.startsWith('book/') && b.startsWith('providers/cover/'));
      })
      .map(({ from, to }) => `${relative(from)} -> ${relative(to)}`);
    expect(offenders).toEqual([]);
  });
});

describe('client boundary', () => {
  it('no client file imports from server/ except the AppRouter type', () => {
    const offenders = sources(path.join(ROOT, 'client'), /\.(ts|tsx)$/).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)]
        .filter((m) => m[3].startsWith('.') && path.resolve(path.dirname(file), m[3]).startsWith(SERVER + path.sep))
        .filter((m) => !(m[1] && m[2].trim() === 'AppRouter'))
        .map((m) => `${path.relative(ROOT, file)} -> ${m[3]}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no import cycle in client/ (a lazily loaded part takes what it shares with its page from a third file)', () => {
    // (cycles() names files from server/, so a client file reads ../client/...)
    expect(cycles(importGraph(path.join(ROOT, 'client'), /\.(ts|tsx)$/))).toEqual([]);
  });
});
