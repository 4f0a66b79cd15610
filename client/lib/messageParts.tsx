// A sentence with one part drawn apart (in bold, or looking like a link) stays one message, so each language
// puts that part where its word order wants it: the message is rendered with a marker in the part's slot and
// cut there, and the part is drawn in its place.
import type { ReactNode } from 'react';

const MARKER = '\u0000';

/** `message` renders the sentence with the marker it is given in the part's slot; `part` is drawn there. */
export function withPart(message: (marker: string) => string, part: ReactNode): ReactNode {
  const [before, after = ''] = message(MARKER).split(MARKER);
  return (
    <>
      {before}
      {part}
      {after}
    </>
  );
}
