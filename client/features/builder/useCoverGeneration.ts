// Cover generation for /generate (spec sections 2, 4, 8) as a background job: `cover.start` begins (or
// joins) the draft's cover job, whose id the draft keeps, and the page follows it live (`jobs.watch`,
// server-sent events). A reload, a second tab or a dropped connection picks the same job up again instead
// of painting a second cover. The status lives in the jotai store, so StrictMode's double effects and
// remounts never start a second generation.
import { useCallback, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from '../../lib/toast';
import { track } from '../../lib/analytics';
import { errorMessage, storedError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useJobUpdates } from '../../hooks/useJobUpdates';
import { bookBuilderAtom, draftForServer, isSameComic } from '../../state/draft';
import { draftActions } from '../../state/draftActions';
import { coverStatusAtom, type CoverStatus } from '../../state/flowAtoms';
import type { PublicJob } from '../../../shared/jobs';
import { m } from '../../lib/i18n';

/** What the success event reports of the generation that is running (kept per job, for this tab). */
const started = new Map<string, { title: string; type?: string; hasNote: boolean; done?: (ok: boolean) => void }>();

export function useCoverGeneration() {
  const store = useStore();
  const utils = trpc.useUtils();
  const atomStatus = useAtomValue(coverStatusAtom);
  const draft = useAtomValue(bookBuilderAtom);
  const jobId = draft.coverJobId ?? null;
  // A job in the draft is a generation in progress, even right after a reload.
  const status: CoverStatus = jobId ? 'generating' : atomStatus;

  /** A cover made after the comic was saved replaces the saved one, so the library shows the latest. */
  const updateSavedCover = useCallback(
    async (id: string | null | undefined, comicFrontPageUrl: string) => {
      if (!id) return;
      try {
        await utils.client.comics.setCover.mutate({ id, comicFrontPageUrl });
        await utils.comics.invalidate();
      } catch (error) {
        // Signed out since, or the comic was deleted: the draft still has the cover, nothing to tell.
        console.warn('could not update the saved comic cover', error);
      }
    },
    [utils],
  );

  const finish = useCallback(
    (job: Pick<PublicJob, 'id' | 'status' | 'error'> & { result?: unknown }) => {
      const meta = started.get(job.id);
      started.delete(job.id);
      const current = store.get(bookBuilderAtom);
      // Started over (or the draft moved on to another job) meanwhile: this job's outcome is not ours.
      if (current.coverJobId !== job.id) return meta?.done?.(false);
      const imageUrl = (job.result as { imageUrl?: string } | null)?.imageUrl;
      if (job.status === 'succeeded' && imageUrl) {
        store.set(bookBuilderAtom, (d) => draftActions.coverJobSucceeded(d, job.id, imageUrl));
        store.set(coverStatusAtom, 'idle');
        void updateSavedCover(store.get(bookBuilderAtom).savedComicId, imageUrl);
        toast.success(m.builder_cover_generated());
        track('comic_front_page_generated', {
          title: meta?.title ?? current.idea?.title,
          type: meta?.type ?? current.type,
          has_user_comment: meta?.hasNote ?? false,
        });
        return meta?.done?.(true);
      }
      store.set(bookBuilderAtom, (d) => draftActions.forgetCoverJob(d, job.id));
      store.set(coverStatusAtom, 'failed');
      const reason = job.status === 'succeeded' ? m.builder_cover_no_image_url() : storedError(job);
      toast.error(m.builder_cover_generation_failed({ reason: reason || m.builder_please_try_again() }));
      meta?.done?.(false);
    },
    [store, updateSavedCover],
  );

  useJobUpdates(jobId, {
    onData: (job) => {
      if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'canceled') finish(job);
    },
    onError: (error) => {
      // The job is gone (cleaned up, or from another browser): treat it as a failed generation.
      if (jobId) finish({ id: jobId, status: 'failed', result: null, error: errorMessage(error) ?? null });
    },
  });

  /** Starts a generation; resolves true when the new cover is stored. A blank note counts as no note. */
  const generate = useCallback(
    async (note?: string): Promise<boolean> => {
      const draft = store.get(bookBuilderAtom);
      // Needs both a photo and an idea, else silently does nothing (spec section 5).
      if (store.get(coverStatusAtom) === 'generating' || draft.coverJobId || !draft.mainCharacterPhoto || !draft.idea)
        return false;
      store.set(coverStatusAtom, 'generating');
      const userComment = note?.trim() || undefined;
      toast.info(m.builder_cover_started());
      try {
        const job = await utils.client.cover.start.mutate({
          draft: draftForServer(draft),
          userComment,
          draftId: draft.draftId ?? undefined,
        });
        if (!isSameComic(draft, store.get(bookBuilderAtom))) {
          store.set(coverStatusAtom, 'idle');
          return false;
        }
        const done = new Promise<boolean>((resolve) => {
          started.set(job.id, {
            title: draft.idea!.title,
            type: draft.type,
            hasNote: Boolean(userComment),
            done: resolve,
          });
        });
        store.set(bookBuilderAtom, (d) => draftActions.followCoverJob(d, job.id));
        return await done;
      } catch (error) {
        if (isSameComic(draft, store.get(bookBuilderAtom))) {
          store.set(coverStatusAtom, 'failed');
          toast.error(
            m.builder_cover_generation_failed({ reason: errorMessage(error) ?? m.builder_please_try_again() }),
          );
        } else {
          store.set(coverStatusAtom, 'idle');
        }
        return false;
      }
    },
    [store, utils],
  );

  // On entering the page: a photo but no cover, and nothing running or followed, starts a generation.
  useEffect(() => {
    const draft = store.get(bookBuilderAtom);
    if (
      draft.mainCharacterPhoto &&
      !draft.comicFrontPageUrl &&
      !draft.coverJobId &&
      store.get(coverStatusAtom) !== 'generating'
    ) {
      void generate();
    }
  }, [store, generate]);

  return { status, generate };
}
