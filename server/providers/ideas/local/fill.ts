// Filling template placeholders in one pass, with articles and verb agreement.
import { article } from './wording';

const FILL_TOKEN = /\{(?:(a:|A:)?([A-Za-z0-9]+)|~([^|}]*)\|([^}@]*)(?:@([a-z0-9]+))?)\}/g;

/**
 * Fills placeholders in one pass (values are never re-scanned, so answers cannot inject placeholders).
 * '{~is|are}' agrees with the slot just before it ('Mom Rosa is', 'the kids are'); '{~is|are@family}' with a named one.
 */
export function fill(
  template: string,
  valueOf: (slot: string, index: number) => string,
  transform: (value: string, capitalised: boolean) => string,
  isPlural: (slot: string) => boolean = () => false,
): string {
  let index = 0;
  let lastSlot = '';
  return template.replace(
    FILL_TOKEN,
    (
      _match,
      art: string | undefined,
      key: string | undefined,
      singular: string | undefined,
      pluralForm: string | undefined,
      agreeWith: string | undefined,
    ) => {
      if (key === undefined) return isPlural(agreeWith ?? lastSlot) ? (pluralForm ?? '') : (singular ?? '');
      const slot = key.toLowerCase();
      lastSlot = slot;
      const capitalised = /^[A-Z]/.test(key);
      let value = transform(valueOf(slot, index), capitalised);
      index += 1;
      if (art) value = `${art === 'A:' ? 'A' : 'a'}${article(value) === 'an' ? 'n' : ''} ${value}`;
      return value;
    },
  );
}
