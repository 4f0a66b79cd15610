// The one table `npm run bench` prints: every figure beside the reference measured in the same run, and the
// budget it is held to. Each bench part returns rows; bench/run.ts prints them together at the end.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type BenchSection = 'API' | 'Client' | 'Generation' | 'Memory' | 'Book' | 'Files' | 'Workers' | 'Queue';

export interface BenchRow {
  section: BenchSection;
  /** What was measured, e.g. "auth.session (signed in)". */
  name: string;
  /** The figure itself, e.g. "7 950 req/s · p50 5 ms · p99 12 ms". */
  figure: string;
  /** The reference measured in the same run, e.g. "bare tRPC 9 800 req/s · p99 10 ms"; empty when none. */
  reference?: string;
  /** The figure against its reference or budget, e.g. "81%" or "0.62×". */
  ratio?: string;
  /** The budget in words, e.g. "≥ 80% req/s, p99 ≤ 1.5×". */
  budget?: string;
  /** Whether the budget is met; undefined when the row has no budget. */
  met?: boolean;
}

/** Bench parts read this: a tiny run (the test suite's) proves the bench works, not how fast anything is. */
export interface BenchOptions {
  tiny: boolean;
}

export const benchOptions = (argv = process.argv): BenchOptions => ({ tiny: argv.includes('--tiny') });

const COLUMNS = ['section', 'name', 'figure', 'reference', 'ratio', 'budget', 'met'] as const;
const HEADINGS: Record<(typeof COLUMNS)[number], string> = {
  section: '',
  name: 'measure',
  figure: 'figure',
  reference: 'reference (same run)',
  ratio: 'ratio',
  budget: 'budget',
  met: 'met',
};

function cell(row: BenchRow, column: (typeof COLUMNS)[number]): string {
  if (column === 'met') return row.met === undefined ? '' : row.met ? 'yes' : 'NO';
  return row[column] ?? '';
}

/** A plain-text table (fixed-width columns), sections in the order they were measured. */
export function formatTable(rows: BenchRow[]): string {
  const widths = COLUMNS.map((column) =>
    Math.max(HEADINGS[column].length, ...rows.map((row) => cell(row, column).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, i) => text.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const out = [line(COLUMNS.map((c) => HEADINGS[c])), line(widths.map((w) => '-'.repeat(w)))];
  let section = '';
  for (const row of rows) {
    const cells = COLUMNS.map((column) => cell(row, column));
    if (row.section === section) cells[0] = '';
    section = row.section;
    out.push(line(cells));
  }
  const missed = rows.filter((row) => row.met === false).length;
  const budgeted = rows.filter((row) => row.met !== undefined).length;
  out.push('', `${budgeted - missed} of ${budgeted} budgets met`);
  return out.join('\n');
}

/** Figures as people read them: thousands grouped, a sensible number of decimals. */
export const fmt = {
  count: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`,
  mb: (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  pct: (ratio: number) => `${Math.round(ratio * 100)}%`,
  times: (ratio: number) => `${ratio.toFixed(2)}×`,
};

export function median(samples: number[]): number {
  return percentile(samples, 0.5);
}

/** The nearest-rank percentile (q in 0..1) of unsorted samples. */
export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Whether this module was run directly (npx tsx bench/<part>.ts) rather than imported by bench/run.ts. */
export function isMain(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && fileURLToPath(moduleUrl) === path.resolve(process.argv[1]);
}

const ROWS_MARKER = 'BENCH_ROWS ';

/**
 * A part run alone prints its table; run by bench/run.ts in a child process (`--rows-json`: a part that
 * measures its own process, like peak RSS, needs a fresh one) it prints its rows as one JSON line.
 */
export function printRows(rows: BenchRow[], argv = process.argv): void {
  console.log(argv.includes('--rows-json') ? ROWS_MARKER + JSON.stringify(rows) : formatTable(rows));
}

/** The rows a child printed with printRows(--rows-json), found among whatever else it printed. */
export function rowsFromOutput(output: string): BenchRow[] {
  const line = output.split('\n').find((l) => l.startsWith(ROWS_MARKER));
  if (!line) throw new Error(`the bench part printed no rows:\n${output.slice(-2000)}`);
  return JSON.parse(line.slice(ROWS_MARKER.length)) as BenchRow[];
}
