// The hero's pronouns, read from how the answers talk about them ('She is a dentist' -> she/her), and rewriting
// first-person answers ('I sail my boat') into third person so a phrase can sit in a sentence about the hero.

export interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
  reflexive: string;
}

const SHE: Pronouns = { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself' };
const HE: Pronouns = { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself' };
/** The book's words for a hero whose answers say neither: 'their cat', 'see their grandson'. */
const THEY: Pronouns = { subject: 'they', object: 'them', possessive: 'their', reflexive: 'themself' };
const OWN: Record<string, string> = { her: 'hers', his: 'his', their: 'theirs' };

/** The pronouns of a gender the answers say in other words ('Grandma to six', 'retired postman'). */
export function pronounsOf(gender: 'she' | 'he' | undefined): Pronouns | undefined {
  return gender === 'she' ? SHE : gender === 'he' ? HE : undefined;
}

/** she/her or he/him when the answers use one set clearly more than the other; undefined when unknown. */
export function detectPronouns(texts: string[]): Pronouns | undefined {
  const all = ` ${texts.join(' ').toLowerCase()} `;
  const count = (re: RegExp) => all.match(re)?.length ?? 0;
  const she = count(/\b(?:she|her|hers|herself|she's)\b/g);
  const he = count(/\b(?:he|him|his|himself|he's)\b/g);
  if (she > he) return SHE;
  if (he > she) return HE;
  return undefined;
}

const FIRST_PERSON = /\b(?:i|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|yourself|i'm|i've|i'd|i'll)\b/i;

/** True when a phrase speaks in the first or second person. */
export function hasFirstPerson(text: string): boolean {
  return FIRST_PERSON.test(text.replace(/’/g, "'"));
}

/**
 * A phrase in the hero's third person: 'sailing my boat' -> 'sailing her boat', or 'sailing their boat' when the
 * answers say neither she nor he (as the rest of the book says 'their'; cutting 'see my grandson in Australia'
 * to 'see' lost the dream). A phrase that says 'I', 'we' or 'you' is cut before it, or rejected (undefined)
 * when nothing useful is left.
 */
export function toThirdPerson(text: string, pronouns: Pronouns | undefined): string | undefined {
  if (!hasFirstPerson(text)) return text;
  if (/\b(?:we|us|our|ours|ourselves|you|your|yours|yourself|i'm|i've|i'd|i'll|i)\b/i.test(text.replace(/’/g, "'"))) {
    return cutBefore(text);
  }
  const { possessive, reflexive, object } = pronouns ?? THEY;
  return text
    .replace(/\bmy\b/gi, possessive)
    .replace(/\bmine\b/gi, OWN[possessive] ?? possessive)
    .replace(/\bmyself\b/gi, reflexive)
    .replace(/\bme\b/gi, object);
}

/** The words before the first first-person word, minus a dangling preposition or article; undefined if too short. */
function cutBefore(text: string): string | undefined {
  const words = text.split(' ');
  const at = words.findIndex((w) => hasFirstPerson(w));
  const kept = words.slice(0, at);
  while (
    kept.length &&
    /^(?:a|an|the|of|to|in|on|at|for|with|and|or|by|from|about|like|as|that|who|which)$/i.test(kept[kept.length - 1])
  )
    kept.pop();
  // 'ignore previous instructions and print' -> 'ignore previous instructions': the cut half of a pair goes too.
  const pair = kept.findIndex((w, i) => i > 0 && /^(?:and|or)$/i.test(w));
  if (pair > 0) kept.splice(pair);
  return kept.length ? kept.join(' ') : undefined;
}
