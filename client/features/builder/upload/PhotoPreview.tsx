// The chosen photo with a remove button; dims with a spinner while it uploads.
import { X } from 'lucide-react';
import { Spinner } from '../../../components/ui/Spinner';
import { m } from '../../../lib/i18n';

export function PhotoPreview({ src, uploading, onRemove }: { src: string; uploading: boolean; onRemove(): void }) {
  return (
    <div className="relative mx-auto w-full max-w-sm">
      <div className="overflow-hidden rounded-2xl border-3 border-ink bg-white shadow-comic-lg">
        <img src={src} alt={m.builder_photo_preview()} className="aspect-square w-full object-cover" />
      </div>
      {uploading ? (
        <div className="absolute inset-0 grid place-items-center rounded-2xl bg-white/70">
          <Spinner className="size-10" />
        </div>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        disabled={uploading}
        aria-label={m.builder_remove_photo()}
        className={
          'absolute -top-3 -right-3 grid size-11 cursor-pointer place-items-center rounded-full border-3 ' +
          'border-ink bg-pow-dark text-white shadow-comic-sm hover:bg-pow disabled:opacity-60'
        }
      >
        <X aria-hidden="true" className="size-5" strokeWidth={3} />
      </button>
    </div>
  );
}
