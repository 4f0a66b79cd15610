// Who wrote the story: "Written with Claude" or "Written by the built-in writer", with the reason in people's
// words when Claude was asked and did not write (all of) it (shared/scriptAuthorship.ts).
import { PenLine } from 'lucide-react';
import type { Authorship } from '../../../../shared/scriptAuthorship';

export function ScriptAuthorship({ authorship, className = '' }: { authorship: Authorship; className?: string }) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`} data-testid="script-authorship">
      <PenLine aria-hidden="true" className="size-4 shrink-0 self-center" />
      {/* With a reason it reads as two sentences: "Written by the built-in writer. Claude took too long to answer." */}
      <strong>{authorship.reason ? `${authorship.headline}.` : authorship.headline}</strong>
      {authorship.reason ? <span className="text-ink/80">{authorship.reason}</span> : null}
    </p>
  );
}
