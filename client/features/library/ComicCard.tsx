// One comic in the library grid: cover (3:4), title, author, style, age, Edit and Delete.
import { bookLanguage, DEFAULT_LANGUAGE } from '../../../shared/languages';
import { BookImage, BookOpen, Pencil, Trash2 } from 'lucide-react';
import type { ComicListItem } from '../../../shared/types';
import { Badge } from '../../components/ui/Badge';
import { IconButton } from '../../components/ui/IconButton';
import { LinkButton } from '../../components/ui/Button';
import { m } from '../../lib/i18n';
import { createdAgo, createdAt } from './dateWords';
import { styleName } from './styleName';

interface ComicCardProps {
  comic: ComicListItem;
  /** Another comic in the library has the same title: show the exact creation time too. */
  sameTitleAsAnother?: boolean;
  onDelete(comic: ComicListItem): void;
}

export function ComicCard({ comic, sameTitleAsAnother, onDelete }: ComicCardProps) {
  return (
    <article className="comic-panel flex flex-col overflow-hidden">
      <div className="relative aspect-[3/4] border-b-3 border-ink bg-paper-dark">
        {comic.comicFrontPageUrl ? (
          <img
            src={comic.comicFrontPageUrl}
            alt={m.library_cover_alt({ title: comic.title })}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : comic.mainCharacterPhoto ? (
          // No cover yet: the star's photo still makes the card recognisable.
          <img
            src={comic.mainCharacterPhoto}
            alt={m.library_hero_photo_alt({ title: comic.title })}
            loading="lazy"
            className="size-full object-cover grayscale-[40%]"
          />
        ) : (
          <div className="grid size-full place-items-center halftone-bg">
            <BookImage aria-hidden="true" className="size-14 text-ink/40" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 lang={comic.language} className="font-display text-2xl leading-tight tracking-wide break-words">
          {comic.title}
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-bold text-ink/80">{m.library_by_author({ author: comic.author })}</p>
          {/* Beside the text, not on the cover: the cover's own corner boxes stay readable. */}
          <Badge tone="yellow">{styleName(comic.type)}</Badge>
          {comic.language !== DEFAULT_LANGUAGE ? (
            <Badge tone="blue">
              <span lang={comic.language}>{bookLanguage(comic.language).native}</span>
            </Badge>
          ) : null}
          {comic.liveGifts ? <Badge tone="mint">{m.library_gift_links_live({ count: comic.liveGifts })}</Badge> : null}
        </div>
        <p className="mt-1 text-sm text-ink/75">
          {createdAgo(comic.createdAt)}
          {sameTitleAsAnother ? <span className="block">{createdAt(comic.createdAt)}</span> : null}
        </p>
        <div className="mt-4 flex items-center gap-3">
          <LinkButton
            href={`/comics/${comic.id}/read`}
            variant="hero"
            size="sm"
            className="flex-1"
            aria-label={m.library_read_title({ title: comic.title })}
          >
            <BookOpen aria-hidden="true" className="size-4" />
            {m.library_read()}
          </LinkButton>
          <LinkButton href={`/comics-edit/${comic.id}`} variant="blue" size="sm" className="flex-1">
            <Pencil aria-hidden="true" className="size-4" />
            {m.library_edit()}
          </LinkButton>
          <IconButton label={m.library_delete_comic()} tone="danger" onClick={() => onDelete(comic)}>
            <Trash2 aria-hidden="true" className="size-4.5" />
          </IconButton>
        </div>
      </div>
    </article>
  );
}

export function ComicCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-xl border-3 border-ink/25 bg-white">
      <div className="aspect-[3/4] animate-pulse bg-ink/10" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-6 w-3/4 animate-pulse rounded bg-ink/15" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-ink/10" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-ink/10" />
        <div className="mt-2 h-9 animate-pulse rounded-lg bg-ink/10" />
      </div>
    </div>
  );
}
