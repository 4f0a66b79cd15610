// The layering of the server, checked on the source. Layers only point down (docs/architecture.md):
//   root (main.ts, worker.ts, app.ts, deps.ts, ops/: the composition roots and command-line entries)
//   -> transport (server/trpc, server/http: tRPC, Fastify plugins, sign-in routes)
//   -> domain (server/domains: handlers, jobs, data modules; no transport)
//   -> providers (server/providers: ports, and adapters to outside services or to a built-in engine)
//   -> engines (server/engines: the built-in engines, pure and seeded; the art kit; the CPU tasks)
//   -> platform (server/db, queue, storage, workers, lib, uploads, types, config.ts)
//   -> shared/
// Nothing imports a composition root. Type-only imports count: they are dependencies too. Also: only the
// transport speaks tRPC, no import cycle anywhere in server/, the engines touch no database, file store or
// network service, the art kit is shared by the cover and the panels (neither reaches into the other), and the
// browser takes nothing from the server but the router's type.
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
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
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
  { name: 'root', rank: 7, files: /^(main|worker|app|deps)\.ts$|^ops\// },
  { name: 'transport', rank: 6, files: /^(trpc|http)\// },
  { name: 'domain', rank: 5, files: /^domains\// },
  { name: 'providers', rank: 4, files: /^providers\// },
  { name: 'engines', rank: 3, files: /^engines\// },
  { name: 'platform', rank: 2, files: /^(db|queue|storage|workers|lib|uploads|types)\/|^config\.ts$/ },
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
    graph.set(
      file,
      imports(file)
        .map((spec) => resolveImport(file, spec))
        .filter((f): f is string => f !== null),
    );
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

  it('no file outside server/trpc and server/http imports tRPC', () => {
    const offenders = sources(SERVER)
      .filter((file) => !/^(trpc|http)\//.test(relative(file)))
      .filter((file) => imports(file).some((spec) => spec.startsWith('@trpc/')));
    expect(offenders.map(relative)).toEqual([]);
  });

  it('no domain file imports the transport (tRPC, Fastify, server/trpc, server/http, server/http/signIn)', () => {
    const offenders = sources(path.join(SERVER, 'domains')).flatMap((file) =>
      imports(file)
        .filter(
          (spec) =>
            /^@trpc\/|^fastify|^@fastify\//.test(spec) ||
            (spec.startsWith('.') &&
              /^(trpc|http)\//.test(path.relative(SERVER, path.resolve(path.dirname(file), spec)))),
        )
        .map((spec) => `${relative(file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it(
    'every import points down the layers (engines never import a provider, providers never the domain), and ' +
      'nothing imports a composition root',
    () => {
      const upward = edges
        .filter(({ from, to }) => {
          const [a, b] = [layerOf(from), layerOf(to)];
          return a.name !== 'root' && b.rank > a.rank;
        })
        .map(({ from, to }) => `${layerOf(from).name}: ${relative(from)} -> ${layerOf(to).name}: ${relative(to)}`);
      expect(upward).toEqual([]);
    },
  );

  it('has no import cycle in server/', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('the engines are pure: no database, file store, queue or outside service', () => {
    const offenders = sources(path.join(SERVER, 'engines')).flatMap((file) =>
      imports(file)
        .filter((spec) => /^(@anthropic-ai\/|replicate$|stripe$|nodemailer$|better-sqlite3$|drizzle-orm)/.test(spec))
        .map((spec) => `${relative(file)} -> ${spec}`),
    );
    const reaching = edges
      .filter(({ from, to }) => relative(from).startsWith('engines/') && /^(db|queue|storage)\//.test(relative(to)))
      .map(({ from, to }) => `${relative(from)} -> ${relative(to)}`);
    expect([...offenders, ...reaching]).toEqual([]);
  });

  // pageModel.ts is the page's contracts (sizes, looks, boxes) that every drawing engine speaks, not an engine.
  it('the art kit is shared: it imports no other engine, and the panels never reach into the cover', () => {
    const offenders = edges
      .filter(({ from, to }) => {
        const [a, b] = [relative(from), relative(to)];
        return (
          (a.startsWith('engines/artKit/') &&
            b.startsWith('engines/') &&
            !b.startsWith('engines/artKit/') &&
            b !== 'engines/pageModel.ts') ||
          (a.startsWith('engines/panels/') && b.startsWith('engines/cover/'))
        );
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

  it(
    'has no import cycle in client/ (a lazily loaded part takes what it shares ' + 'with its page from a third file)',
    () => {
      // (cycles() names files from server/, so a client file reads ../client/...)
      expect(cycles(importGraph(path.join(ROOT, 'client'), /\.(ts|tsx)$/))).toEqual([]);
    },
  );
});
