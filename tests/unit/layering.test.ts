// The layering of the server, checked on the source: only the transport (server/trpc, the HTTP plugins)
// speaks tRPC, and the domain core (server/domains) knows nothing of HTTP, tRPC or the transport's files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve('server');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.(ts|mjs)$/.test(name) ? [file] : [];
  });
}

const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'|import\('([^']+)'\)/g)].map((m) => m[1] ?? m[2]);
const relative = (file: string) => path.relative(SERVER, file);

describe('server layering', () => {
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
});
