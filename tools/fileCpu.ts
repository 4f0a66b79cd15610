// Sums a TEST_CPU_LOG written by vitest (tests/helpers/fileCpu.ts): the files that took the most CPU, and the
// totals by project. Run: npx tsx tools/fileCpu.ts /tmp/cpu.jsonl [how many files, 25]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [log, top = '25'] = process.argv.slice(2);
if (!log) throw new Error('usage: npx tsx tools/fileCpu.ts <TEST_CPU_LOG file> [how many files]');
interface FileCpu {
  file: string;
  wall: number;
  cpu: number;
  children: number;
}

const lines: FileCpu[] = readFileSync(log, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
const name = (file: string) => path.relative(process.cwd(), file);
const fmt = (seconds: number) => seconds.toFixed(1).padStart(7);
const byProject = new Map<string, { wall: number; cpu: number; children: number; files: number }>();
for (const line of lines) {
  const project = name(line.file).split('/')[1];
  const sum = byProject.get(project) ?? { wall: 0, cpu: 0, children: 0, files: 0 };
  byProject.set(project, {
    wall: sum.wall + line.wall,
    cpu: sum.cpu + line.cpu,
    children: sum.children + line.children,
    files: sum.files + 1,
  });
}
console.log('    wall     cpu children  file');
for (const line of lines.sort((a, b) => b.cpu + b.children - (a.cpu + a.children)).slice(0, Number(top))) {
  console.log(`${fmt(line.wall)} ${fmt(line.cpu)} ${fmt(line.children)}  ${name(line.file)}`);
}
console.log('\n    wall     cpu children  project');
for (const [project, sum] of byProject) {
  console.log(`${fmt(sum.wall)} ${fmt(sum.cpu)} ${fmt(sum.children)}  ${project} (${sum.files} files)`);
}
