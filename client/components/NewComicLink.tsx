// Every "make a new comic" call to action (landing, library). A draft that reached an idea is a comic of
// its own: when it is saved in the library a new comic simply starts afresh; when it is not saved yet the
// visitor chooses between starting over and continuing it, so a new comic never inherits the old one's
// answers, idea, photo or cover and an unsaved one is never dropped silently.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useBookBuilder } from '../state/BookBuilderProvider';
import { resumePath } from '../state/resumePath';
import { useStartOver } from '../hooks/useStartOver';
import { LinkButton, type ButtonStyle } from './ui/Button';
import { ConfirmDialog } from './ui/ConfirmDialog';

type Props = ButtonStyle & { children: ReactNode; onClick?: () => void };

export function NewComicLink({ children, onClick, ...style }: Props) {
  const { draft } = useBookBuilder();
  const startOver = useStartOver();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (!draft.idea) return; // nothing finished yet: /create continues it and offers "Start over"
    event.preventDefault();
    if (draft.savedComicId) {
      startOver();
      navigate('/create');
    } else {
      setAsking(true);
    }
  };

  return (
    <>
      <LinkButton href="/create" onClick={click} {...style}>
        {children}
      </LinkButton>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Start a new comic?"
        description={`“${draft.idea?.title ?? ''}” is not saved yet. A new comic starts from scratch: its author, answers, idea, photo and cover will be cleared.`}
        confirmLabel="Start a new comic"
        cancelLabel="Continue my comic"
        tone="primary"
        onCancel={() => navigate(resumePath(draft))}
        onConfirm={() => {
          setAsking(false);
          startOver();
          navigate('/create');
        }}
      />
    </>
  );
}
