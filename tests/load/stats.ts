// Load test bookkeeping: every request's label, status and latency, plus percentiles and a plain-text table.

/** An HTTP status, or 'ERR' when no answer came back (connection refused or reset, timeout). */
export type Status = number | 'ERR';

export interface Sample {
  label: string;
  status: Status;
  ms: number;
  /** When the answer (or the failure) arrived, performance.now() of this process. */
  end: number;
  phase: string;
  /** Why no answer came: "ECONNREFUSED", "ECONNRESET", "UND_ERR_SOCKET", "TIMEOUT"... */
  failure?: string;
}

export class Recorder {
  readonly samples: Sample[] = [];
  phase = 'setup';

  add(label: string, status: Status, ms: number, end: number, failure?: string) {
    this.samples.push({ label, status, ms, end, phase: this.phase, ...(failure ? { failure } : {}) });
  }

  inPhase(...phases: string[]): Sample[] {
    return this.samples.filter((s) => phases.includes(s.phase));
  }
}

export function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : '-');
export const mib = (kb: number | undefined) => (kb === undefined ? '-' : `${(kb / 1024).toFixed(0)} MiB`);

/** "503×12 ECONNREFUSED×3": the non-2xx statuses (or why no answer came) of some samples, most frequent first. */
export function errorSummary(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) {
    if (s.status !== 'ERR' && s.status < 300) continue;
    const key = s.status === 'ERR' ? (s.failure ?? 'ERR') : String(s.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([status, n]) => `${status}×${n}`)
      .join(' ') || '-'
  );
}

/** One row per label: count, statuses that were not 2xx, p50/p99/max latency. */
export function latencyRows(samples: Sample[]): string[][] {
  const byLabel = new Map<string, Sample[]>();
  for (const s of samples) {
    const list = byLabel.get(s.label) ?? [];
    list.push(s);
    byLabel.set(s.label, list);
  }
  const row = (label: string, list: Sample[]) => {
    const times = list.map((s) => s.ms);
    return [
      label,
      String(list.length),
      errorSummary(list),
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.99)),
      ms(times.reduce((a, b) => Math.max(a, b), 0)),
    ];
  };
  return [
    ...[...byLabel].sort((a, b) => b[1].length - a[1].length).map(([label, list]) => row(label, list)),
    row('ALL', samples),
  ];
}

/** Columns padded to their widest cell; the first column left-aligned, the rest right-aligned. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
