// One book type on /create: a drawn preview of the style, its name, description and a Create button.
// The words are the registry's, shown in the page's language by style id (styleText.ts); the preview art is
// looked up by the entry's `card.art` key, so a new style needs only a new preview here and its words there
// (the Record types make a missing one a compile error).
import type { ComponentType } from 'react';
import type { BookType, PreviewArtKey, Style } from '../../../shared/styles';
import { Button } from '../../components/ui/Button';
import { Badge } from '../../components/ui/Badge';
import { m } from '../../lib/i18n';
import { styleText } from './styleText';

interface Props {
  style: Style;
  selected: boolean;
  onCreate(type: BookType): void;
  /** For a style that may read right to left (manga): the draft's choice and how to change it. */
  rightToLeft?: { checked: boolean; onChange(checked: boolean): void };
}

interface Preview {
  Art: ComponentType;
  /** Tailwind classes are written out whole here so the build finds them. */
  background: string;
  button: 'primary' | 'secondary';
}

const PREVIEWS: Record<PreviewArtKey, Preview> = {
  manga: { Art: MangaPreview, background: 'bg-white', button: 'secondary' },
  vintage: { Art: VintagePreview, background: 'bg-[#f6d9a8]', button: 'primary' },
};

export function BookTypeCard({ style, selected, onCreate, rightToLeft }: Props) {
  const { art } = style.card;
  const text = styleText(style.id);
  const title = text.title();
  const preview = PREVIEWS[art];
  return (
    <article className="comic-panel flex flex-col overflow-hidden">
      <div aria-hidden="true" className={`relative aspect-[16/10] border-b-3 border-ink ${preview.background}`}>
        <preview.Art />
        {selected ? (
          <span className="absolute top-3 right-3">
            <Badge tone="blue">{m.builder_your_pick()}</Badge>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="font-display text-3xl tracking-wide">{title}</h2>
        <p className="mt-2 flex-1 text-lg text-ink/80">{text.description()}</p>
        {rightToLeft ? (
          <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 font-bold">
            <input
              type="checkbox"
              className="size-5 accent-ink"
              checked={rightToLeft.checked}
              onChange={(event) => rightToLeft.onChange(event.target.checked)}
            />
            {m.builder_read_right_to_left()}
          </label>
        ) : null}
        <Button
          variant={preview.button}
          size="lg"
          full
          className="mt-5"
          onClick={() => onCreate(style.id)}
          aria-label={m.builder_create_style({ title })}
        >
          {m.builder_create_button()}
        </Button>
      </div>
    </article>
  );
}

/** Speed lines, screentone and a shouting bubble: manga at a glance. */
function MangaPreview() {
  return (
    <div className="absolute inset-0 overflow-hidden">
      <div
        className="absolute inset-0"
        style={{
          background: 'repeating-conic-gradient(from 0deg at 50% 55%, #141414 0deg 2deg, transparent 2deg 9deg)',
          maskImage: 'radial-gradient(circle at 50% 55%, transparent 28%, black 70%)',
        }}
      />
      <div className="absolute inset-x-0 bottom-0 h-1/3 halftone-bg" />
      <div
        className={
          'absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-[50%] border-3 border-ink ' +
          'bg-white px-6 py-4 font-display text-3xl tracking-wide'
        }
      >
        Dokan!!
      </div>
    </div>
  );
}

/** Halftone dots, a retro palette and a golden-age title box. */
function VintagePreview() {
  return (
    <div className="absolute inset-0 overflow-hidden">
      <div
        className="absolute inset-0 opacity-50"
        style={{ backgroundImage: 'radial-gradient(#e63946 2.5px, transparent 3px)', backgroundSize: '12px 12px' }}
      />
      <div
        className={
          'absolute top-5 left-5 -rotate-3 border-3 border-ink bg-zap px-3 py-1 font-display ' +
          'text-2xl tracking-wide shadow-comic'
        }
      >
        {m.builder_preview_vintage_title()}
      </div>
      <div
        className={
          'absolute right-6 bottom-5 rotate-3 rounded-md border-3 border-ink bg-sky px-3 py-1 font-display ' +
          'text-xl text-white shadow-comic'
        }
      >
        10¢
      </div>
    </div>
  );
}
