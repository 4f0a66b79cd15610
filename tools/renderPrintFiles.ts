// Draws Tasha's book in a style, makes its files through the real jobs and copies them to look at:
// /tmp/print-files/<style>/, printing the preflight of every format and each file's size.
// Run: npx tsx tools/renderPrintFiles.ts [manga|vintage] [--pages=8]
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { filesRoot } from '../server/domains/files/filesSource';
import { makeHarness } from '../tests/helpers/harness';
import { closeSharedCpu } from '../tests/helpers/sharedCpu';
import { drawnSampleBook, makeFiles, type SampleStyle } from '../tests/fixtures/bookWithFiles';

const style = (process.argv[2] ?? 'manga') as SampleStyle;
const pages = Number(process.argv.find((a) => a.startsWith('--pages='))?.slice(8) ?? 20);
const out = `/tmp/print-files/${style}`;
mkdirSync(out, { recursive: true });

const h = await makeHarness({ user: 'sample@example.com', seed: 11 });
const comicId = await drawnSampleBook(h, style, pages);
const started = performance.now();
const view = await makeFiles(h, comicId);
console.log(`files made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const latest = path.join(filesRoot(h.deps, comicId));
for (const file of view.files) {
  const dir = path.join(latest, (await import('node:fs')).readdirSync(latest)[0]);
  copyFileSync(path.join(dir, file.fileName), path.join(out, file.fileName));
  console.log(
    `${file.label.padEnd(30)} ${(file.bytes / 1e6).toFixed(1).padStart(6)} MB  ${path.join(out, file.fileName)}`,
  );
}
for (const report of view.preflight) {
  console.log(`\n${report.formatName} [${report.productCode}]: ${report.summary}`);
  for (const check of report.checks)
    console.log(`  ${check.ok ? 'ok ' : 'NO '} ${check.label.padEnd(7)} ${check.detail}`);
}
await h.deps.jobs.close();
await closeSharedCpu();
