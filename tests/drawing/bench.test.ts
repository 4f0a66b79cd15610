// `npm run bench` at its tiny setting: every part runs end to end and lands in the one table. Budgets are not
// judged here (a tiny run on a busy test machine measures nothing); that the table is whole is.
// @module-tag long
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

/** Runs a bench script at its tiny size; its output, once it exited 0. */
async function runTiny(script: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--tiny'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = await once(child, 'exit');
  expect(code, output).toBe(0);
  return output;
}

describe('npm run bench -- --tiny', () => {
  it('prints one table with every figure, its reference and its budget', { timeout: 600_000 }, async () => {
    const output = await runTiny('bench/run.ts');

    const table = output.slice(output.indexOf('measure'));
    for (const measure of [
      /bare Fastify route/,
      /bare tRPC query/,
      /\/healthz/,
      /auth\.session/,
      /comics\.list/,
      /RSS.*idle/i,
      /RSS.*after/i,
      /initial JS/i,
      /LCP/,
      /Lighthouse/i,
      /local cover, manga/,
      /local cover, vintage/,
      /photo upload/,
      /event-loop delay/,
      /page render/i,
      /comic interior \+ cover, manga/,
      /6 × 9 in pages/,
      /screen PDF and CBZ/,
      /peak RSS while making files/,
    ]) {
      expect(table, `${measure} is missing from:\n${table}`).toMatch(measure);
    }
    // Every row with a budget says whether it was met, and the summary counts them.
    expect(table).toMatch(/\d+ of \d+ budgets met/);
    expect(table).not.toMatch(/NaN|undefined/);
  });

  it('measures the job machinery per job and per page on SQLite and PostgreSQL (bench/queue.ts)', {
    timeout: 120_000,
  }, async () => {
    const output = await runTiny('bench/queue.ts');
    for (const engine of ['SQLite', 'PostgreSQL']) {
      expect(output).toMatch(new RegExp(`job machinery, ${engine} +job [\\d.]+ ms alone .* per page [\\d.]+ ms`));
    }
    expect(output).not.toMatch(/NaN|undefined/);
  });
});
