// For each route of client/routeTable.ts: the chunks its page needs beyond the app's own (the entry and
// what it imports), found in the finished bundle. The prerender plugin turns them into modulepreload
// links in that route's HTML.
import path from 'node:path';
import type { Rolldown } from 'vite';
import { NOT_FOUND_PAGE, PAGE_ROUTES } from '../routeTable.js';

export interface RouteChunks {
  /** The route pattern, or null for the not-found page (every path no route claims). */
  path: string | null;
  page: string;
  /** URLs of the chunks to preload, the page's own first. */
  chunks: string[];
  prerenderUnlessCookie?: string;
}

export function routeChunks(bundle: Rolldown.OutputBundle, root: string): RouteChunks[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rolldown.OutputChunk, into = new Set<string>()) => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const name of chunk.imports) closure(byName.get(name)!, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client bundle has no entry chunk');
  const loadedWithApp = closure(entry);
  const chunkOf = (file: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, file));
    if (!chunk) throw new Error(`no chunk of its own for client/${file}`);
    return chunk;
  };
  const needs = (files: string[]) => {
    const all = new Set<string>();
    for (const file of files) closure(chunkOf(file), all);
    return [...all].filter((name) => !loadedWithApp.has(name)).map((name) => `/${name}`);
  };
  const pages = PAGE_ROUTES.map((route) => ({
    path: route.path,
    page: route.page,
    chunks: needs([`pages/${route.page}.tsx`, ...(route.data ? ['lib/dataProviders.tsx'] : [])]),
    prerenderUnlessCookie: route.prerenderUnlessCookie,
  }));
  return [...pages, { path: null, page: NOT_FOUND_PAGE, chunks: needs([`pages/${NOT_FOUND_PAGE}.tsx`]) }];
}
