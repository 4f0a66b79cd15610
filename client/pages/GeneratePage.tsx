// /generate, the result screen (spec section 2): cover, story, outline, context, and saving to the library.
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { keepToastsThroughRedirect, toast } from '../lib/toast';
import { PartyPopper } from 'lucide-react';
import { StepRedirect } from '../components/layout/StepRedirect';
import { AccountPanel } from '../features/builder/result/AccountPanel';
import { ComicContextBox } from '../features/builder/result/ComicContextBox';
import { CoverPanel } from '../features/builder/result/CoverPanel';
import { PagesBreakdown } from '../features/builder/result/PagesBreakdown';
import { WriteStoryPanel } from '../features/book/story/WriteStoryPanel';
import { MakeComicPanel } from '../features/book/reader/MakeComicPanel';
import { useBook } from '../features/book/useBook';
import { useComicScript } from '../features/book/useComicScript';
import { Badge } from '../components/ui/Badge';
import { useComicSave } from '../features/builder/useComicSave';
import { useCoverGeneration } from '../features/builder/useCoverGeneration';
import { useSession } from '../hooks/useSession';
import { track } from '../lib/analytics';
import { formatComicContext } from '../features/builder/comicContext';
import { usePageMeta } from '../lib/pageMeta';
import { useBookBuilder } from '../state/useBookBuilder';
import { redirectFor } from '../state/flowGuards';
import { shownStyleLabel } from '../features/builder/styleText';
import { withPart } from '../lib/messageParts';
import { m } from '../lib/i18n';

export default function GeneratePage() {
  usePageMeta({ title: m.builder_result_title(), description: m.builder_result_description() });
  const { draft } = useBookBuilder();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const redirect = redirectFor('generate', draft);
  const cover = useCoverGeneration();
  const saving = useComicSave();
  // Signed in and saved: the whole story can be written, and the breakdown shows its real pages.
  const story = useComicScript(user ? (draft.savedComicId ?? null) : null);
  // ...and drawn: the book's pages, made from here or from the comic's detail page.
  const book = useBook(user ? (draft.savedComicId ?? null) : null);
  const context = useMemo(() => formatComicContext(draft, story.script), [draft, story.script]);

  // Auto-save once signed in (spec section 4). It waits for a running cover so the saved comic has it.
  const coverPending =
    cover.status === 'generating' ||
    (cover.status === 'idle' && Boolean(draft.mainCharacterPhoto) && !draft.comicFrontPageUrl);
  const shouldAutoSave = Boolean(
    user && draft.idea && !draft.savedComicId && saving.status === 'idle' && !coverPending && !redirect,
  );
  const { save, resetFailure } = saving;
  useEffect(() => {
    if (shouldAutoSave) void save();
  }, [shouldAutoSave, save]);
  // A failed save stops the automatic retry for this visit only; the next visit tries again.
  useEffect(() => resetFailure, [resetFailure]);

  if (redirect) return <StepRedirect to={redirect} />;

  const complete = async () => {
    if (!user) {
      toast.error(m.builder_login_to_continue());
      return;
    }
    // 'View Library' (already saved) opens the library; 'Complete & View Library' saves first, then, as
    // spec section 4 says, announces the comic and goes home.
    const alreadySaved = Boolean(draft.savedComicId);
    const id = await save();
    if (!id) return;
    track('comic_generation_complete', { title: draft.idea?.title, type: draft.type, email: user.email });
    if (alreadySaved) {
      navigate('/my-orders');
      return;
    }
    toast.success(m.builder_comic_created());
    // The announcement is for the home page, however long it takes to load (a slow phone): it stays.
    keepToastsThroughRedirect();
    navigate('/');
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <header className="mb-8 text-center md:text-left">
        <Badge tone="red" className="-rotate-2 text-base">
          <PartyPopper aria-hidden="true" className="size-4" />
          {m.builder_result_badge()}
        </Badge>
        <h1 className="mt-3 font-display text-4xl leading-tight tracking-wide text-balance sm:text-6xl">
          {draft.idea?.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center justify-center gap-3 md:justify-start">
          <p className="text-lg">
            {withPart(
              (marker) => m.builder_created_by({ name: marker }),
              <span className="font-bold">{draft.author?.trim() || m.builder_created_by_you()}</span>,
            )}
          </p>
          <Badge tone="yellow">{shownStyleLabel(draft.type)}</Badge>
        </div>
      </header>

      <div
        className={
          'grid items-start gap-8 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] ' +
          'lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]'
        }
      >
        <div className="flex flex-col gap-6 md:sticky md:top-24">
          <CoverPanel
            coverUrl={draft.comicFrontPageUrl ?? null}
            hasPhoto={Boolean(draft.mainCharacterPhoto)}
            status={cover.status}
            author={draft.author?.trim() ?? ''}
            onGenerate={cover.generate}
          />
          <AccountPanel
            user={user}
            saved={Boolean(draft.savedComicId)}
            saving={saving.status === 'saving'}
            onComplete={() => void complete()}
          />
          {user && draft.savedComicId ? (
            <>
              <WriteStoryPanel
                hasScript={Boolean(story.script)}
                loading={story.loading}
                authorship={story.authorship}
                drawnPages={book.pages.filter((page) => page.status === 'done').length}
                writing={story.writing}
                progress={story.progress}
                onWrite={() => void story.write()}
              />
              <MakeComicPanel comicId={draft.savedComicId} book={book} />
            </>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="story-heading" className="comic-panel p-5 sm:p-6">
            <h2 id="story-heading" className="font-display text-3xl tracking-wide">
              {m.builder_story_overview()}
            </h2>
            <p className="mt-3 text-lg leading-relaxed">{draft.idea?.description}</p>
          </section>
          <PagesBreakdown script={story.script} />
          <ComicContextBox text={context} />
        </div>
      </div>
    </div>
  );
}
