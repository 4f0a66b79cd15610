// The cover area of /generate. Every state (generating, cover, failed, no photo) uses the same 9:14 box,
// so nothing moves when the cover arrives.
import { useState } from 'react';
import { ImageOff, RotateCcw } from 'lucide-react';
import type { CoverStatus } from '../../../state/flowAtoms';
import { Button, LinkButton } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { RegenerateCover } from './RegenerateCover';
import { m } from '../../../lib/i18n';

interface Props {
  coverUrl: string | null;
  hasPhoto: boolean;
  status: CoverStatus;
  author: string;
  onGenerate(note?: string): Promise<boolean>;
}

export function CoverPanel({ coverUrl, hasPhoto, status, author, onGenerate }: Props) {
  // 'idle' with a photo and no cover is the instant before the automatic start: show the placeholder.
  const generating = status === 'generating' || (status === 'idle' && hasPhoto && !coverUrl);
  const showCover = Boolean(coverUrl) && !generating;
  return (
    <section aria-labelledby="cover-heading" className="comic-panel p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="cover-heading" className="font-display text-2xl tracking-wide">
          {m.builder_cover_heading()}
        </h2>
        {/* Beside the art, not over it: the generated cover carries its own lettering at the bottom. Kept in
            the layout (invisible) until the cover is there, so the box below never moves. */}
        <span
          aria-hidden={!showCover}
          className={
            `min-w-0 rotate-2 truncate rounded-full border-2 border-ink bg-zap px-3 py-0.5 text-sm font-bold ` +
            `shadow-comic-sm ${showCover ? '' : 'invisible'}`
          }
        >
          {author ? m.builder_cover_byline({ author }) : m.builder_cover_byline_me()}
        </span>
      </div>
      <div
        data-testid="cover-box"
        className="relative aspect-[9/14] w-full overflow-hidden rounded-xl border-3 border-ink bg-paper-dark"
      >
        {coverUrl ? <CoverImage key={coverUrl} src={coverUrl} /> : null}
        {generating ? (
          <GeneratingOverlay />
        ) : !coverUrl && hasPhoto ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center halftone-bg"
          >
            <ImageOff aria-hidden="true" className="size-12 text-pow-dark" />
            <p className="font-display text-2xl tracking-wide">{m.builder_cover_failed()}</p>
            <Button onClick={() => void onGenerate()}>
              <RotateCcw aria-hidden="true" className="size-5" />
              {m.builder_cover_retry()}
            </Button>
          </div>
        ) : !coverUrl ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center halftone-bg">
            <p className="font-display text-2xl tracking-wide">{m.builder_cover_needs_photo()}</p>
            <LinkButton href="/character-upload">{m.builder_cover_upload_photo()}</LinkButton>
          </div>
        ) : null}
      </div>
      {/* Always present (disabled without a cover) so the panels below do not jump when the cover lands. */}
      <div className="mt-4">
        <RegenerateCover
          busy={status === 'generating'}
          disabled={!coverUrl}
          onRegenerate={(note) => onGenerate(note)}
        />
      </div>
    </section>
  );
}

/** Fades the cover in once loaded, over the placeholder colour, in the same box. */
function CoverImage({ src }: { src: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      src={src}
      alt={m.builder_cover_alt()}
      onLoad={() => setLoaded(true)}
      className={
        `absolute inset-0 size-full object-cover transition-opacity duration-300 ` +
        `${loaded ? 'opacity-100' : 'opacity-0'}`
      }
    />
  );
}

const GENERATING_OVERLAY =
  'absolute inset-0 flex flex-col items-center justify-center gap-4 bg-paper/85 p-6 text-center halftone-bg';

function GeneratingOverlay() {
  return (
    <div role="status" className={GENERATING_OVERLAY}>
      <span
        className={
          'grid size-20 animate-[wiggle_1.2s_ease-in-out_infinite] place-items-center rounded-full border-3 ' +
          'border-ink bg-zap shadow-comic'
        }
      >
        <Spinner className="size-9" />
      </span>
      <p className="font-display text-2xl tracking-wide">{m.builder_cover_generating()}</p>
      <p className="text-ink/75">{m.builder_cover_generating_hint()}</p>
    </div>
  );
}
