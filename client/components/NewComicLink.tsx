// Every "make a new comic" call to action (landing, library). A draft that reached an idea is a comic of
// its own: when it is saved in the library a new comic simply starts afresh; when it is not saved yet the
// visitor chooses between starting over and continuing it, so a new comic never inherits the old one's
// answers, idea, photo or cover and an unsaved one is never dropped silently.
// The draft is read when the link is used, not to draw it: the code that reads it (newComicChoice.ts) loads
// when the pointer or the focus reaches the link, and the dialog when it first opens, which keeps both off
// the landing page's first load.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import { LinkButton, type ButtonStyle } from './ui/Button';
import { LazyConfirmDialog } from './ui/LazyConfirmDialog';
import { m } from '../lib/i18n';

type Props = ButtonStyle & { children: ReactNode; onClick?: () => void };
type Choice = typeof import('../state/newComicChoice');

let choice: Choice | undefined;
let loading: Promise<Choice> | undefined;
const loadChoice = () =>
  (loading ??= import('../state/newComicChoice').then(
    (module) => (choice = module),
    (error: unknown) => {
      loading = undefined; // fetched again on the next try
      throw error;
    },
  ));

export function NewComicLink({ children, onClick, ...style }: Props) {
  const store = useStore();
  const [, navigate] = useLocation();
  /** The dialog about an unsaved comic: open, and the comic's title (kept while it closes). */
  const [dialog, setDialog] = useState({ open: false, title: '' });

  /** Handles the click when the draft asks for it; false leaves it to the link (on to /create). */
  const decide = (module: Choice): boolean => {
    const next = module.newComicChoice(store);
    if (next.kind === 'continue') return false;
    if (next.kind === 'start-afresh') {
      module.startOver(store);
      navigate('/create');
    } else {
      setDialog({ open: true, title: next.title });
    }
    return true;
  };

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (choice) {
      if (decide(choice)) event.preventDefault();
      return;
    }
    // Clicked before the code had loaded (a tap with no hover first, a very slow network): wait for it.
    event.preventDefault();
    // Without it (offline), the link does what it always does first: on to /create.
    loadChoice().then(
      (module) => decide(module) || navigate('/create'),
      () => navigate('/create'),
    );
  };

  return (
    <>
      <LinkButton href="/create" onClick={click} onIntent={() => loadChoice().catch(() => undefined)} {...style}>
        {children}
      </LinkButton>
      <LazyConfirmDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog({ ...dialog, open })}
        title={m.builder_new_comic_title()}
        description={m.builder_new_comic_description({ title: dialog.title })}
        confirmLabel={m.builder_new_comic_confirm()}
        cancelLabel={m.builder_new_comic_cancel()}
        tone="primary"
        onCancel={() => choice && navigate(choice.resumePathOf(store))}
        onConfirm={() => {
          setDialog({ ...dialog, open: false });
          choice?.startOver(store);
          navigate('/create');
        }}
      />
    </>
  );
}
