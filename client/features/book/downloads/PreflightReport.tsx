// The preflight of every print format, as a printer's prepress would report it: "Ready to print", or the
// first thing that is wrong, with every check underneath for the curious.
import { CheckCircle2, XCircle } from 'lucide-react';
import type { Preflight } from '../../../../shared/printFiles';
import { m } from '../../../lib/i18n';
import { checkDetail, checkLabel, formatName, reportSummary } from './fileWords';

export function PreflightReport({ reports }: { reports: Preflight[] }) {
  return (
    <div className="mt-5">
      <h3 className="font-display text-2xl tracking-wide">{m.library_downloads_print_check()}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {reports.map((report) => (
          <li key={report.format}>
            <details className="rounded-xl border-2 border-ink px-3 py-2">
              <summary className="cursor-pointer">
                <span className="font-bold">{formatName(report)}</span>
                <span className={`mt-1 flex items-start gap-1.5 ${report.ready ? 'text-[#1f7a6f]' : 'text-pow-dark'}`}>
                  {report.ready ? (
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  ) : (
                    <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  )}
                  <span className="font-bold">{reportSummary(report)}</span>
                </span>
              </summary>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {report.checks.map((check) => (
                  <div key={check.label} className="contents">
                    <dt className="font-bold">
                      {check.ok ? '✓' : '✗'} {checkLabel(check)}
                    </dt>
                    <dd>{checkDetail(check)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
