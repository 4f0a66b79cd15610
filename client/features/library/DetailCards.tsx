// The cards of the comic detail page: story idea, characters, pages, cover, actions (spec section 2).
import type { Script } from '../../../shared/script';
import { StoryPages } from '../../components/story/StoryPages';
import { PageItem } from '../../components/story/PageItem';
import { Pencil } from 'lucide-react';
import { supportingCharacters } from '../../../shared/castPhotos';
import { MAX_PHOTO_CHARACTERS } from '../../../shared/limits';
import type { ComicDetail } from '../../../shared/types';
import type { BookPageView } from '../../../shared/book';
import { PageThumbnails } from './PageThumbnails';
import { UndrawableNotice } from './UndrawableNotice';
import { Button, LinkButton } from '../../components/ui/Button';
import { AddPersonForm } from './characters/AddPersonForm';
import { CharacterItem } from './characters/CharacterItem';
import { photoUseLines } from './characters/photoUse';
import { withPart } from '../../lib/messageParts';
import { m } from '../../lib/i18n';

function Card({ title, count, children }: { title: string; count?: number; children: React.ReactNode }) {
  return (
    <section className="comic-panel p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-display text-3xl tracking-wide">
        {title}
        {count !== undefined ? (
          <span className="rounded-full border-2 border-ink bg-zap px-2.5 font-sans text-base font-bold">{count}</span>
        ) : null}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function StoryIdeaCard({ comic }: { comic: ComicDetail }) {
  const idea = comic.ideas[0];
  return (
    <Card title={m.library_story_idea()}>
      {idea ? (
        <>
          <h3 className="text-xl font-bold">{idea.title}</h3>
          <p className="mt-1 text-lg text-ink/85">{idea.description}</p>
        </>
      ) : (
        <p className="text-ink/75">{m.library_no_story_idea()}</p>
      )}
    </Card>
  );
}

export function CharactersCard({ comic, script }: { comic: ComicDetail; script: Script | null }) {
  const lines = photoUseLines(comic.characters, script);
  const withPhotos = supportingCharacters(comic.characters).filter((c) => c.portraitImageUrl).length;
  return (
    <Card title={m.library_characters()} count={comic.characters.length}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {comic.characters.map((c, i) => (
          // The first character is the hero (saved with the comic); the people added beside them can be removed.
          <CharacterItem key={c.id} comicId={comic.id} character={c} photoUse={lines.get(c.id)} removable={i > 0} />
        ))}
      </ul>
      <AddPersonForm comicId={comic.id} full={withPhotos >= MAX_PHOTO_CHARACTERS} />
    </Card>
  );
}

interface PagesCardProps {
  comic: ComicDetail;
  script: Script | null;
  /**
   * The drawn book's pages (empty until it is made), their labels in the page's language, and whether they
   * are being drawn.
   */
  book?: { pages: BookPageView[]; making: boolean };
}

export function PagesCard({ comic, script, book }: PagesCardProps) {
  // Once the book is made its real pages replace the outline: each thumbnail opens the reader there.
  if (book && book.pages.length > 0) {
    return (
      <Card title={m.library_pages()} count={book.pages.length}>
        <UndrawableNotice pages={book.pages} />
        <PageThumbnails comicId={comic.id} pages={book.pages} making={book.making} />
      </Card>
    );
  }
  if (script) {
    return (
      <Card title={m.library_pages()} count={script.pages.length}>
        <StoryPages script={script} />
      </Card>
    );
  }
  return (
    <Card title={m.library_pages()} count={comic.pages.length}>
      <ol className="flex flex-col gap-3">
        {comic.pages.map((page) => (
          <PageItem key={page.id} number={page.pageNumber} title={page.title} summary={page.description} />
        ))}
      </ol>
    </Card>
  );
}

export function CoverCard({ comic }: { comic: ComicDetail }) {
  return (
    <Card title={m.library_cover()}>
      <div className="aspect-[9/14] overflow-hidden rounded-xl border-3 border-ink bg-paper-dark">
        {comic.comicFrontPageUrl ? (
          <img
            src={comic.comicFrontPageUrl}
            alt={m.library_cover_alt({ title: comic.title })}
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center p-6 text-center font-bold text-ink/70 halftone-bg">
            {m.library_no_cover()}
          </div>
        )}
      </div>
    </Card>
  );
}

export function ActionsCard({ comicId }: { comicId: string }) {
  return (
    <Card title={m.library_actions()}>
      <p className="text-ink/80">
        {withPart(
          (editPages) => m.library_actions_text({ editPages }),
          <span className="font-bold">{m.library_edit_pages()}</span>,
        )}
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {[m.library_edit_details(), m.library_edit_characters()].map((label) => (
          <Button key={label} variant="secondary" full disabled>
            <Pencil aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
        {/* Editing the pages is editing their words, in the reader beside the drawn page. */}
        <LinkButton href={`/comics/${comicId}/read?edit=1`} variant="secondary" full>
          <Pencil aria-hidden="true" className="size-4" />
          {m.library_edit_pages()}
        </LinkButton>
      </div>
    </Card>
  );
}
