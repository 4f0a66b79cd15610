// "Downloads and print files": the drawn comic as a PDF to read anywhere, a CBZ for comic-reader apps and
// the files a printer takes, made on request (a job with progress), with the preflight report of every
// print format. On the comic's detail page and under the reader.
import { Download, FileCog, RefreshCw } from 'lucide-react';
import type { PrintFilesState } from '../usePrintFiles';
import { Button } from '../../../components/ui/Button';
import { ProgressStatus } from '../../../components/ui/ProgressStatus';
import { fileLabel } from './fileWords';
import { PreflightReport } from './PreflightReport';
import { m, siteLocale } from '../../../lib/i18n';

/** "2.4 MB", "12 MB": one decimal under ten megabytes. */
const megabytes = (bytes: number) => {
  const digits = bytes < 10_000_000 ? 1 : 0;
  const size = new Intl.NumberFormat(siteLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return m.library_downloads_size({ size: size.format(bytes / 1_000_000) });
};

export function DownloadsPanel({ files }: { files: PrintFilesState }) {
  const { view, making, progress } = files;
  const status = making ? 'building' : (view?.status ?? 'unavailable');
  return (
    <section
      aria-labelledby="downloads-heading"
      className="rounded-2xl border-3 border-ink bg-white p-5 shadow-comic sm:p-6"
    >
      <h2 id="downloads-heading" className="font-display text-3xl tracking-wide">
        {m.library_downloads_heading()}
      </h2>
      {status === 'unavailable' ? (
        <p className="mt-1 text-lg">{m.library_downloads_unavailable()}</p>
      ) : status === 'none' ? (
        <p className="mt-1 text-lg">{m.library_downloads_intro()}</p>
      ) : null}
      {status === 'building' ? (
        <ProgressStatus
          className="mt-4"
          text={
            progress && progress.total > 0
              ? m.library_downloads_making_count({ done: progress.done, total: progress.total })
              : m.library_downloads_making()
          }
          label={m.library_downloads_progress()}
          done={progress?.done ?? 0}
          total={progress?.total ?? 0}
        />
      ) : null}
      {status === 'none' ? (
        <Button className="mt-4" full variant="hero" onClick={() => void files.make()}>
          <FileCog aria-hidden="true" className="size-5" />
          {m.library_downloads_make()}
        </Button>
      ) : null}
      {status === 'stale' ? (
        <div className="mt-3">
          <p role="status" className="font-bold text-pow-dark">
            {m.library_downloads_stale()}
          </p>
          <Button className="mt-3" full variant="secondary" onClick={() => void files.make()}>
            <RefreshCw aria-hidden="true" className="size-5" />
            {m.library_downloads_update()}
          </Button>
        </div>
      ) : null}
      {view && view.files.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2">
          {view.files.map((file) => (
            <li key={file.fileName}>
              <a
                href={file.url}
                download={file.fileName}
                className={
                  'flex items-center gap-3 rounded-xl border-2 border-ink bg-paper px-3 py-2 font-bold ' +
                  'underline-offset-4 hover:underline'
                }
              >
                <Download aria-hidden="true" className="size-5 shrink-0" />
                <span className="min-w-0 flex-1">{fileLabel(file)}</span>
                <span className="shrink-0 text-sm font-normal text-ink/75">{megabytes(file.bytes)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {view && view.preflight.length > 0 ? <PreflightReport reports={view.preflight} /> : null}
    </section>
  );
}
