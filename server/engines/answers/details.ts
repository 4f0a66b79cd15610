// The specific, funny details in any answer: named things ('a sourdough starter named Gerald'), fears
// ('terrified of geese') and loves/obsessions ('obsessed with true crime podcasts').
import type { NamedThing } from './facts';
import { isPlainWords, tidy } from './plainText';
import { isNounPhrase, mainClause, variantsOf } from './phrases';
import { toThirdPerson, type Pronouns } from './pronouns';
import { GROUP_RELATIONS, RELATIONS } from './nouns';
import { capitalize } from './wording';
import { baseOfThird, gerund, isVerb } from './verbs';

const DET = String.raw`(?:(?:[Aa]|[Aa]n|[Tt]he|[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Oo]ne)\s+)?`;
const KIND_WORD =
  String.raw`(?!(?:with|and|or|to|of|for|in|on|at|by|my|his|her|their|our|a|an|the|is|has|have|named|called)\b)` +
  "[a-z][a-z'-]*";
const KIND = String.raw`((?:${KIND_WORD}\s+){0,2}${KIND_WORD})`;
const NAME = String.raw`((?:[Tt]he\s+)?[\p{L}][\p{L}'-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}'-]*){0,3})`;
const NAMED = new RegExp(String.raw`(?<![\p{L}])${DET}${KIND},?\s+(?:named|called|nicknamed|aka)\s+${NAME}`, 'gu');
const NOT_A_NAME = new RegExp(
  '^(?:a|an|the|and|or|but|to|of|in|on|at|for|with|by|from|who|what|that|this|it|he|she|they|i|me' +
    '|my|his|her|their|is|are|was|named|called|after|because)$',
);
const SKIP_KIND = /^(?:little|old|big|tiny|beloved|trusty|ugly|lovely|dear|sweet|giant|huge|pet)\s+/i;

/** Named things in a text, and the text with each 'her little boat called X' replaced by 'X'. */
export function readNamed(text: string): { things: NamedThing[]; text: string } {
  const things: NamedThing[] = [];
  const replaced = text.replace(NAMED, (whole, kindRaw: string, nameRaw: string) => {
    let kind = kindRaw.toLowerCase();
    while (SKIP_KIND.test(kind)) kind = kind.replace(SKIP_KIND, '');
    const words = kind.split(' ');
    const head = words[words.length - 1];
    if (RELATIONS.has(head) || GROUP_RELATIONS.has(head) || (isVerb(words[0]) && words.length > 1)) return whole;
    const name = tidy(nameRaw.replace(/^The\s/, 'the '))
      .split(' ')
      .map((w, i) => (i === 0 && w === 'the' ? w : capitalize(w)))
      .join(' ');
    const first = name
      .replace(/^the\s+/, '')
      .split(' ')[0]
      .toLowerCase();
    if (!isPlainWords(name) || name.length > 24 || NOT_A_NAME.test(first) || isVerb(first)) return whole;
    const label = name.startsWith('the ') ? name : `${name} the ${kind}`;
    things.push({ name, kind, label });
    return name;
  });
  return { things, text: replaced };
}

const STOP = /\s(?:because|but|so|since|when|which|who|that|and\s+(?:she|he|they|i)|though|although|if)\s.*$/i;

/** The noun phrase after a trigger ('terrified of geese and clowns' -> 'geese and clowns'), checked and cut. */
function phraseAfter(match: string, pronouns: Pronouns | undefined): string[] | undefined {
  let text = tidy(mainClause(match.replace(STOP, '')));
  // 'true crime podcasts and collects ducks' -> 'true crime podcasts': stop before a second verb.
  const words = text.split(' ');
  const verbAt = words.findIndex((w, i) => i > 0 && /^(?:and|or)$/i.test(words[i - 1]) && Boolean(baseOfThird(w)));
  if (verbAt > 0) text = words.slice(0, verbAt - 1).join(' ');
  text = text.replace(/^(?:of|about|with|by)\s+/i, '');
  const third = toThirdPerson(text, pronouns);
  if (!third) return undefined;
  const head = third.split(' ').slice(0, 5).join(' ');
  const cuts = variantsOf(head, 1).filter((cut) => isNounPhrase(cut, 5));
  return cuts.length ? cuts : undefined;
}

const FEAR = new RegExp(
  String.raw`\b(?:terrified|scared|afraid|frightened|petrified` +
    String.raw`|fearful)\s+(?:to\s+death\s+)?of\s+([^.,;!?\n]+)|\b(?:fear|phobia)\s+of\s+([^.,;!?\n]+)` +
    String.raw`|\b(?:hates|hate|despises|can't stand|cannot stand)\s+([^.,;!?\n]+)`,
  'gi',
);
const LOVE = new RegExp(
  String.raw`\b(?:obsessed with|addicted to|crazy about|mad about|nuts about|can't live without` +
    String.raw`|cannot live without|in love with)\s+([^.,;!?\n]+)|\b(collects|hoards)\s+([^.,;!?\n]+)`,
  'gi',
);

export function readFears(text: string, pronouns: Pronouns | undefined): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(FEAR)) {
    const phrase = phraseAfter(m[1] ?? m[2] ?? m[3] ?? '', pronouns);
    if (phrase) out.push(phrase);
  }
  return out;
}

export function readLoves(text: string, pronouns: Pronouns | undefined): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(LOVE)) {
    const phrase = phraseAfter(m[1] ?? m[3] ?? '', pronouns);
    if (!phrase) continue;
    out.push(m[2] ? phrase.map((p) => `${gerund(m[2].toLowerCase().replace(/s$/, ''))} ${p}`) : phrase);
  }
  return out;
}
