// 'Complete Comic Context': the whole comic as structured text, with a copy button ('Copied!' for 2 s).
import { Check, Copy } from 'lucide-react';
import { useCopyToClipboard } from '../../../hooks/useCopyToClipboard';
import { Button } from '../../../components/ui/Button';
import { m } from '../../../lib/i18n';

export function ComicContextBox({ text }: { text: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <section aria-labelledby="context-heading" className="comic-panel p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="context-heading" className="font-display text-3xl tracking-wide">
          {m.builder_context_heading()}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => void copy(text)} aria-live="polite">
          {copied ? (
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? m.builder_copied() : m.builder_copy()}
        </Button>
      </div>
      <section
        aria-label={m.builder_context_summary()}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached and scrolled by keyboard
        tabIndex={0}
        className="mt-4 max-h-96 overflow-auto rounded-xl border-2 border-ink bg-ink p-4 text-paper"
      >
        <pre className="font-mono text-sm leading-relaxed whitespace-pre-wrap break-words">{text}</pre>
      </section>
    </section>
  );
}
