// People as they are (issue 46): the aids the answers say the hero lives with, so the book draws them with
// the hero rather than leaving them out ("he uses a wheelchair", "wheelchair racing", "she wears hearing aids",
// in the five built-in languages). Someone else's aid ("pushes her grandad's wheelchair", "Tom's hearing aids")
// is not the hero's. The art draws the wheelchair in every pose (heroPoses.ts); every aid is named to a painter.
import { sanitize } from './plainText';

export const HERO_AIDS = ['wheelchair', 'hearing aids', 'white cane', 'crutches', 'prosthetic leg'] as const;
export type HeroAid = (typeof HERO_AIDS)[number];

const WORDS: Record<HeroAid, string> = {
  wheelchair: [
    String.raw`wheel\s?chairs?`,
    String.raw`power\s?chair`,
    'silla de ruedas',
    'fauteuil roulant',
    String.raw`rollstuhl\w*`,
    'cadeira de rodas',
  ].join('|'),
  'hearing aids': [
    'hearing aids?',
    'cochlear implants?',
    'aud[ií]fonos?',
    'appareils? auditifs?',
    String.raw`h[öo]rger[äa]te?\w*`,
    'aparelhos? auditivos?',
  ].join('|'),
  'white cane': 'white cane|long cane|bast[oó]n blanco|canne blanche|blindenstock|bengala branca',
  crutches: 'crutch(?:es)?|muletas?|b[ée]quilles?|kr[üu]cken?',
  'prosthetic leg': [
    'prosthetic (?:leg|limb|foot)',
    'pr[óo]tesis de pierna',
    'proth[èe]se de (?:la )?jambe',
    'beinprothese',
    'pr[óo]tese (?:na|de) perna',
  ].join('|'),
};

/** "Grandad's wheelchair", "her brother's crutches": an aid that belongs to someone named before it. */
const OWNED_BY_ANOTHER = new RegExp(
  String.raw`(?:\p{L}+['’]s|(?:her|his|their|my|our)\s+(?:\p{L}+\s+)?` +
    String.raw`(?:mum|mom|dad|brother|sister|friend|grandma|grandpa|grandad|granny|nan|son|daughter|husband|wife` +
    String.raw`|partner)['’]s)\s+(?:\p{L}+\s+)?$`,
  'iu',
);

/** The aids the answers give the hero, in HERO_AIDS' order. */
export function heroAidsOf(answers: readonly string[]): HeroAid[] {
  const text = answers.map((answer) => sanitize(answer)).join('\n');
  return HERO_AIDS.filter((aid) => {
    const found = new RegExp(`\\b(?:${WORDS[aid]})`, 'giu');
    for (const match of text.matchAll(found)) {
      const before = text.slice(Math.max(0, match.index - 60), match.index);
      if (!OWNED_BY_ANOTHER.test(before)) return true;
    }
    return false;
  });
}
