// Tells the owner, before they order, which pages left out a character no font can draw (a rare symbol, a
// private-use character pasted from another app): where it is, and that changing those words fixes it.
import { type BookPageView, undrawableMessage } from '../../../shared/book';

export function UndrawableNotice({ pages }: { pages: BookPageView[] }) {
  const messages = pages.flatMap((page) => page.undrawable.map((letters) => undrawableMessage(page.label, letters)));
  if (!messages.length) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border-2 border-ink bg-zap/30 p-3">
      <p className="font-bold">Some letters could not be drawn</p>
      <ul className="mt-1 list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
