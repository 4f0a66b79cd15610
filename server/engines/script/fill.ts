// Story copy is data (copy/): sentences with named slots, kept apart from the code that decides which to say.
//   {town}, {foe.the}         a word of the story or of the moment, by name (a dotted name reaches inside)
//   {foe.the|cap}             the same through a filter: cap (capital first), poss (possessive), title
//   {face:worried}, {c.v:joins}  a word chosen as the sentence is filled: a slot that is a function, given
//                             what follows the colon (a face is drawn from the book's dice then, in order)
//   {?premise}, {!job.is}     a condition, printing nothing: the line is said only with (?) or without (!)
//                             that fact
// `line` fills a candidate for the book's memory to choose from: when a plain slot is empty (the answers
// lack that fact) there is no line, and nothing is chosen or drawn for it. `text` fills a sentence that is
// said whatever is in its slots.
import { capitalize, possessive, titleCase } from '../answers/wording';
import type { StyledCopy } from './copy/captions';
import type { StyleKey } from './flavour';
import type { Line } from './tools';

export type SlotValue =
  | string
  | boolean
  | undefined
  | null
  | ((arg: string) => string)
  | { readonly [key: string]: SlotValue };
export type Slots = { readonly [name: string]: SlotValue };

const TOKEN = /\{([?!]?)([A-Za-z][\w.]*)(?::([^}|]*))?(?:\|(cap|poss|title))?\}/g;
const FILTERS: Record<string, (text: string) => string> = {
  cap: capitalize,
  poss: (name) => possessive(name),
  title: titleCase,
};

function resolve(slots: Slots, path: string): SlotValue {
  let value: SlotValue = slots[path.split('.', 1)[0]];
  for (const key of path.split('.').slice(1)) value = value && typeof value === 'object' ? value[key] : undefined;
  return value;
}

function render(template: string, slots: Slots): string {
  return template.replace(
    TOKEN,
    (_, condition: string, path: string, arg: string | undefined, filter: string | undefined) => {
      if (condition) return '';
      const value = resolve(slots, path);
      const word = arg === undefined ? value : (value as (arg: string) => string)(arg);
      return filter ? FILTERS[filter](word as string) : String(word);
    },
  );
}

/** A candidate line, or no line when a plain slot it names is empty. */
export function line(template: string, slots: Slots): string | undefined {
  for (const [, condition, path, arg] of template.matchAll(TOKEN)) {
    if (arg !== undefined) continue;
    const known = Boolean(resolve(slots, path));
    if (condition === '!' ? known : !known) return undefined;
  }
  return render(template, slots);
}

/** Candidate lines, in their order (those whose facts are missing are left out as Line's falsy entries). */
export function candidates(templates: readonly string[], slots: Slots): Line[] {
  return templates.map((t) => line(t, slots));
}

/** A sentence that is always said. */
export function text(template: string, slots: Slots): string {
  return render(template, slots);
}

/** The candidates of copy written for both styles alike, or for each its own. */
export function forStyle(copy: StyledCopy, style: StyleKey): readonly string[] {
  return Array.isArray(copy) ? copy : (copy as Record<StyleKey, readonly string[]>)[style];
}
