// Rendering one template with the slot table: descriptions fit 90 characters by choosing shorter forms of the
// answers (never by cutting a sentence), titles fit 60 with answer fragments of 24 (first) and 20 (later).
import { FIRST_FRAGMENT, LATER_FRAGMENT, MAX_DESCRIPTION, MAX_TITLE } from '../answers/textLimits';
import { capitalize, sentence, titleCase } from '../answers/wording';
import type { IdeaTemplate, Plurals, Slot, Values } from './template';
import type { SlotTable } from './slots';

export interface Rendered {
  title: string;
  description: string;
}

class MissingSlot extends Error {}

/** Values that throw MissingSlot when a template reads a slot the answers did not provide. */
function strict(values: Partial<Values>): Values {
  return new Proxy(values, {
    get(target, key) {
      const value = target[key as Slot];
      if (value === undefined) throw new MissingSlot(String(key));
      return value;
    },
  }) as Values;
}

/** Values at the chosen form of each slot. */
function valuesAt(slots: SlotTable, chosen: Partial<Record<Slot, number>>): Values {
  const values: Partial<Values> = {};
  for (const [slot, forms] of Object.entries(slots) as [Slot, string[]][]) {
    values[slot] = forms[Math.min(chosen[slot] ?? 0, forms.length - 1)];
  }
  return strict(values);
}

/** A description that fits: the longest forms first, shortening the longest shrinkable value step by step. */
function renderDescription(
  template: IdeaTemplate,
  slots: SlotTable,
  plural: Plurals,
  reads: Reads,
): string | undefined {
  const chosen: Partial<Record<Slot, number>> = {};
  const shrinkable = (Object.keys(slots) as Slot[]).filter((s) => !s.endsWith('T'));
  for (let guard = 0; guard < 40; guard += 1) {
    const values = valuesAt(slots, chosen);
    const fit = template
      .text(values, plural)
      .map((text) => sentence(text))
      .find((text) => text.length <= MAX_DESCRIPTION && reads(text));
    if (fit) return fit;
    let best: Slot | undefined;
    for (const slot of shrinkable) {
      const forms = slots[slot]!;
      if ((chosen[slot] ?? 0) + 1 >= forms.length) continue;
      if (!best || values[slot].length > values[best].length) best = slot;
    }
    if (!best) return undefined;
    chosen[best] = (chosen[best] ?? 0) + 1;
  }
  return undefined;
}

/**
 * Title fragments: the longest natural form that fits its limit (24 for the first fragment, 20 after),
 * title-cased. A fragment is never cut mid-phrase: without a fitting form the template is not offered.
 */
function titleValues(slots: SlotTable, order: Slot[]): Values {
  const values: Partial<Values> = {};
  order.forEach((slot, index) => {
    const max = index === 0 ? FIRST_FRAGMENT : LATER_FRAGMENT;
    const fit = slots[slot]?.find((form) => form.length <= max);
    if (fit) values[slot] = titleCase(fit);
  });
  return strict(values);
}

/** The order title fragments appear in, found by rendering the title once with markers. */
function titleOrder(template: IdeaTemplate, plural: Plurals): Slot[] {
  const order: Slot[] = [];
  const markers = new Proxy({} as Values, {
    get(_target, key) {
      order.push(key as Slot);
      return `\u0001${order.length}`;
    },
  });
  template.title(markers, plural);
  return order;
}

/** The last guard on a line (lineGuard.ts): whether it may be printed at all. */
export type Reads = (text: string) => boolean;

export function renderTemplate(
  template: IdeaTemplate,
  slots: SlotTable,
  plural: Plurals,
  reads: Reads = () => true,
): Rendered | undefined {
  if (template.needs.some((slot) => !slots[slot])) return undefined;
  try {
    return renderChecked(template, slots, plural, reads);
  } catch (error) {
    if (error instanceof MissingSlot) return undefined;
    throw error;
  }
}

function renderChecked(template: IdeaTemplate, slots: SlotTable, plural: Plurals, reads: Reads): Rendered | undefined {
  const description = renderDescription(template, slots, plural, reads);
  if (!description) return undefined;
  const raw = template
    .title(titleValues(slots, titleOrder(template, plural)), plural)
    .replace(/\s+/g, ' ')
    .trim();
  // A fragment starting 'The' mid-title reads 'Who Stole the Bedpan Express?'.
  const title = capitalize(raw.replace(/(?<=[\p{Ll}] )(The|A|An|Of|And)(?= )/gu, (w) => w.toLowerCase()));
  if (!title || title.length > MAX_TITLE || !reads(title)) return undefined;
  return { title, description };
}
