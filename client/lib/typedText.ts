// Text a visitor is typing and has not saved yet, kept in this tab's session storage as it is typed, so a page
// loaded again (the header's language menu loads the page in the new language) gives it back rather than
// losing it. Cleared once the text is saved where it belongs (the draft).
import { useState } from 'react';

const PREFIX = 'cba_typing_';

function readTyped(key: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + key);
  } catch {
    return null; // storage refused (private mode, a sandboxed frame): nothing kept
  }
}

function keepTyped(key: string, text: string | null): void {
  try {
    if (text === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, text);
  } catch {
    // storage refused: the text lives in the page only, as before
  }
}

/** A text field's value that outlives the page being loaded again; `saved()` forgets it once it is kept. */
export function useTypedText(key: string, initial: string): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(() => readTyped(key) ?? initial);
  const type = (next: string) => {
    setText(next);
    keepTyped(key, next);
  };
  return [text, type, () => keepTyped(key, null)];
}
