// Rendering a title from answer fragments (24 then 20 characters) in Title Case, at most 60 characters.
import { FIRST_FRAGMENT, LATER_FRAGMENT, MAX_TITLE, cutPhrase, cutWords } from './textLimits';
import { capitalize, titleCase } from './wording';
import { fill } from './fill';
import type { Template } from './template';
import type { Facts } from './facts';
import { FALLBACK_TITLE } from '../../../../shared/limits';

/** The last words of a phrase that fit: a noun phrase keeps its head ('…school chemistry teacher'). */
function tailWords(text: string, max: number): string {
  const words = text.split(' ');
  for (let i = 0; i < words.length; i += 1) {
    const tail = words.slice(i).join(' ');
    if (tail.length <= max) return tail.replace(/^(?:a|an|the|and|of|in)\s+/i, '');
  }
  return cutWords(words[words.length - 1], max);
}

/** A job as a title fragment: 'dentist who sings to patients' -> 'dentist who sings', never losing the job itself. */
function jobFragment(full: string, core: string, max: number): string {
  if (full.length <= max) return full;
  const cut = cutPhrase(full, max);
  if (cut.length >= core.length && cut.toLowerCase().startsWith(core.toLowerCase())) return cut;
  return core.length <= max ? core : tailWords(core, max);
}

export function renderTitle(template: Template, facts: Facts): string {
  const title = fill(
    template.title,
    (slot, index) => {
      const max = index === 0 ? FIRST_FRAGMENT : LATER_FRAGMENT;
      const values = facts.titleValues;
      if (slot === 'job') return jobFragment(values.job, values.jobcore, max);
      if (slot === 'jobcore') return jobFragment(values.jobcore, values.jobcore, max);
      return cutPhrase(values[slot] ?? '', max);
    },
    (value) => titleCase(value),
    (slot) => facts.plural.has(slot),
  );
  const clean = capitalize(title.replace(/\s+/g, ' ').trim());
  return (clean.length > MAX_TITLE ? cutWords(clean, MAX_TITLE) : clean) || FALLBACK_TITLE;
}
