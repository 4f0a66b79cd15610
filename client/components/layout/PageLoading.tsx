// What the main area shows while a page is on its way: its chunk loading, or a redirect to an earlier step
// under way. At least a screen tall, so the footer stays below the fold and nothing moves when the page
// arrives; the spinner sits where the top of a page's content would be.
import { Spinner } from '../ui/Spinner';
import { m } from '../../lib/i18n';

export function PageLoading() {
  return (
    <div className="min-h-dvh" role="status" aria-label={m.loading_page()}>
      <div className="grid h-[60vh] place-items-center">
        <Spinner className="size-10" />
      </div>
    </div>
  );
}
