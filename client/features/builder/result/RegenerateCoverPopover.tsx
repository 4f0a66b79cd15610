// 'Regenerate cover': a Radix Popover with an optional 3-row note that guides the new cover. Loaded on its
// own (see RegenerateCover.tsx); `defaultOpen` when the button was pressed before it had arrived.
import { useState, type FormEvent } from 'react';
import { Popover } from 'radix-ui';
import { MAX_NOTE_LENGTH } from '../../../../shared/limits';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { RegenerateButton, type RegenerateCoverProps } from './regenerateCoverParts';
import { m } from '../../../lib/i18n';

export default function RegenerateCoverPopover({
  busy,
  disabled = false,
  onRegenerate,
  defaultOpen = false,
}: RegenerateCoverProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [note, setNote] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await onRegenerate(note);
    if (ok) {
      setOpen(false);
      setNote('');
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <RegenerateButton disabled={disabled || (busy && !open)} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="center"
          sideOffset={10}
          collisionPadding={12}
          className={
            'z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border-3 border-ink bg-paper p-4 ' +
            'shadow-comic-lg focus:outline-none'
          }
        >
          <form onSubmit={submit} className="flex flex-col gap-3">
            <label htmlFor="cover-note" className="font-bold">
              {m.builder_cover_note_label()}
            </label>
            <textarea
              id="cover-note"
              rows={3}
              maxLength={MAX_NOTE_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={m.builder_cover_note_placeholder()}
              className="w-full resize-none rounded-xl border-3 border-ink bg-white px-3 py-2 placeholder:text-ink/55"
            />
            <Button type="submit" disabled={busy} full>
              {busy ? <Spinner /> : null}
              {busy ? m.builder_regenerating() : m.builder_regenerate()}
            </Button>
          </form>
          <Popover.Arrow className="fill-ink" width={18} height={9} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
