// Rendering a description within 90 characters by shrinking answers or dropping optional flourishes.
import { MAX_DESCRIPTION, shortenSentence } from './textLimits';
import { capitalize } from './wording';
import { fill } from './fill';
import { SLOT_ANSWER, descriptionText, slotsOf, type Template } from './template';
import type { Facts } from './facts';

/** When a sentence is too long, the slot with the highest weighted length gives up a word first. */
const SHRINK_WEIGHT: Record<string, number> = { job: 1.3, dream: 0.7 };

interface Rendered {
  text: string;
  /** Characters of answer text kept (more is better: the idea is about this person). */
  kept: number;
}

function renderShrinking(text: string, variants: Record<string, string[]>, plural: Set<string>): Rendered {
  const slots = [...new Set(slotsOf(text))];
  const chosen: Record<string, number> = Object.fromEntries(slots.map((slot) => [slot, 0]));
  const pick = (slot: string) => {
    const options = variants[slot] ?? [''];
    return options[Math.min(chosen[slot] ?? 0, options.length - 1)];
  };
  const render = () =>
    fill(text, pick, (value, capitalised) => (capitalised ? capitalize(value) : value), (slot) => plural.has(slot));
  let out = render();
  while (out.length > MAX_DESCRIPTION) {
    let best = '';
    let bestWeight = 0;
    for (const slot of slots) {
      if (chosen[slot] + 1 >= (variants[slot]?.length ?? 0)) continue;
      const weight = pick(slot).length * (SHRINK_WEIGHT[slot] ?? 1);
      if (weight > bestWeight) {
        best = slot;
        bestWeight = weight;
      }
    }
    if (!best) break;
    chosen[best] += 1;
    out = render();
  }
  const kept = slots.filter((slot) => SLOT_ANSWER[slot]).reduce((sum, slot) => sum + pick(slot).length, 0);
  return { text: out, kept };
}

/**
 * Fits the description into 90 characters: first by shortening answers word by word, or, when that would cut
 * noticeably more of the answers, by dropping the template's optional flourishes; an ellipsis is the last resort.
 */
export function renderDescription(template: Template, facts: Facts, extra: Record<string, string[]>): string {
  const variants = { ...facts.variants, ...extra };
  const full = renderShrinking(descriptionText(template, true), variants, facts.plural);
  let best = full;
  if (template.description.includes('[')) {
    const lean = renderShrinking(descriptionText(template, false), variants, facts.plural);
    const fullFits = full.text.length <= MAX_DESCRIPTION;
    const leanFits = lean.text.length <= MAX_DESCRIPTION;
    if ((leanFits && !fullFits) || (leanFits && lean.kept > full.kept + 8)) best = lean;
  }
  return shortenSentence(best.text, MAX_DESCRIPTION);
}
