// Types of scripts/buildTargets.mjs for the TypeScript that imports it (tests/helpers/appProgram.ts).
export interface BuildTarget {
  name: 'client' | 'server';
  built: string;
  sources: string[];
  tool: string;
  command: [string, string[]];
}
export const ROOT: string;
export const TARGETS: BuildTarget[];
export function isStale(target: BuildTarget): boolean;
