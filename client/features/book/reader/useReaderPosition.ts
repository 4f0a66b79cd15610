// The reader's place in the URL: `?page=N` (0 or absent: the cover) survives a reload and can be linked to
// from the Pages card; `?edit=1` opens the words editor. Both replace the history entry, so Back leaves
// the reader instead of stepping through every page turned.
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { COVER, parsePosition } from './readerLayout';

export function useReaderPosition(total: number) {
  const [params, setParams] = useSearchParams();
  const position = parsePosition(params.get('page'), total);
  const editing = params.get('edit') === '1';

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const goTo = useCallback(
    (page: number) =>
      update((next) => {
        if (page <= COVER) next.delete('page');
        else next.set('page', String(page));
      }),
    [update],
  );

  const setEditing = useCallback(
    (on: boolean) =>
      update((next) => {
        if (on) next.set('edit', '1');
        else next.delete('edit');
      }),
    [update],
  );

  return { position, goTo, editing, setEditing };
}
