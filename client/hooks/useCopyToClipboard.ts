// Copies text and shows 'Copied!' for two seconds (spec section 9), with the spec's toasts.
import { useEffect, useRef, useState } from 'react';
import { toast } from '../lib/toast';
import { COPY_CONFIRMATION_MS } from '../../shared/limits';
import { m } from '../lib/i18n';

export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(m.site_copied());
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast.error(m.site_copy_failed());
    }
  };

  return { copied, copy };
}
