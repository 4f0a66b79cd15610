// One person on the comic's Characters card: the portrait, the full name and the nickname in quotes (spec
// section 2), what their photo is used for in the book, what is drawn with them (a wheelchair), and for the
// people added beside the hero a Remove button that asks before it deletes.
import { useState } from 'react';
import { Trash2, UserRound } from 'lucide-react';
import type { ComicDetail } from '../../../../shared/types';
import type { ChosenAid } from '../../../../shared/heroAids';
import { AID_LABELS } from '../../../components/AidsChoice';
import { Button } from '../../../components/ui/Button';
import { LazyConfirmDialog } from '../../../components/ui/LazyConfirmDialog';
import { toast } from '../../../lib/toast';
import { useCharacterChanges } from './useCharacterChanges';
import { m } from '../../../lib/i18n';

interface Props {
  comicId: string;
  character: ComicDetail['characters'][number];
  /** What the photo is used for; none for a character without a photo. */
  photoUse?: string;
  removable: boolean;
}

export function CharacterItem({ comicId, character: c, photoUse, removable }: Props) {
  const { remove } = useCharacterChanges(comicId);
  const [asking, setAsking] = useState(false);
  const name = c.fullName || m.library_person_unnamed();
  return (
    <li className="flex items-start gap-3 rounded-xl border-2 border-ink bg-paper p-3">
      {c.portraitImageUrl ? (
        <img
          src={c.portraitImageUrl}
          alt={m.library_person_portrait_alt({ name: c.fullName })}
          className="size-16 shrink-0 rounded-full border-2 border-ink object-cover"
        />
      ) : (
        <span className="grid size-16 shrink-0 place-items-center rounded-full border-2 border-ink bg-white">
          <UserRound aria-hidden="true" className="size-7 text-ink/50" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-bold break-words">{name}</p>
        {c.nickname ? (
          <p className="text-ink/75 break-words">{m.library_person_nickname_quoted({ nickname: c.nickname })}</p>
        ) : null}
        {photoUse ? <p className="mt-1 text-sm text-ink/80">{photoUse}</p> : null}
        {c.aids.length ? (
          <p className="mt-1 text-sm text-ink/80">
            {m.library_person_aids_shown({
              aids: c.aids.map((aid) => AID_LABELS[aid as ChosenAid]?.() ?? aid).join(' · '),
            })}
          </p>
        ) : null}
        {removable ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            aria-label={m.library_person_remove_label({ name })}
            onClick={() => setAsking(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {m.library_person_remove()}
          </Button>
        ) : null}
      </div>
      {removable ? (
        <LazyConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={m.library_person_remove_title()}
          description={m.library_person_remove_text({ name })}
          confirmLabel={remove.isPending ? m.library_person_removing() : m.library_person_remove()}
          cancelLabel={m.library_person_keep()}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { comicId, characterId: c.id },
              {
                onSuccess: () => toast.success(m.library_person_removed({ name })),
                onSettled: () => setAsking(false),
              },
            )
          }
        />
      ) : null}
    </li>
  );
}
