// People as they are (issue 46): the aids the answers say the hero lives with, so the book draws them with
// the hero rather than leaving them out ("he uses a wheelchair", "wheelchair racing", "she wears hearing aids",
// in the five built-in languages), in the answers about the hero. Someone else's aid ("pushes her grandad's
// wheelchair", "Her grandma uses a wheelchair", "Tom's hearing aids"), one negated ("doesn't need a wheelchair
// anymore") or other people's ("helping people in wheelchairs") is not the hero's. The art draws the wheelchair
// in every pose (heroPoses.ts); every aid is named to a painter.
import type { AnswerId } from './facts';
import { sanitize } from './plainText';
import { ALWAYS_WITH, DENIAL, aidPattern } from './aidWords';
import { castAidReader, type CastPerson } from './castAids';
import { HERO_AIDS, type HeroAid } from '../../../shared/heroAids';

/** "Grandad's wheelchair", "her brother's crutches": an aid that belongs to someone named before it. */
const OWNED_BY_ANOTHER = new RegExp(
  String.raw`(?:\b(?!(?:she|he|it|that|there|who|what|here|where|one|everyone|life|name)['’]s)\p{L}+['’]s` +
    String.raw`|\b(?:her|his|their|my|our)\s+(?:\p{L}+\s+)?(?:mum|mom|dad|brother|sister|friend|grandma|grandpa` +
    String.raw`|grandad|granny|nan|son|daughter|husband|wife|partner)['’]s)\s+(?:\p{L}+\s+){0,2}$`,
  'iu',
);
/** A denial ("doesn't need a wheelchair anymore", "no lleva gafas"), or others': "helping people in wheelchairs". */
const NOT_THEIRS = new RegExp(
  String.raw`(?:${DENIAL}|(?<!\p{L})(?:used to|people|kids|children|patients|players|others|those|helps|helping)` +
    String.raw`(?!\p{L}))[^.;!?]{0,30}$`,
  'iu',
);
/** "pushes her grandad's wheelchair": someone else's (one's own walking frame is pushed too). */
const PUSHES = /\b(?:pushes|pushing|pushed)\b[^.;!?]{0,30}$/iu;
/**
 * "She makes walking sticks", "an optician who fits glasses", "Es óptica y vende gafas", "Opticienne, elle vend
 * des lunettes": things made, sold or mended for others.
 */
const MAKES_THEM = new RegExp(
  String.raw`(?<![\p{L}])(?:makes?|making|made|sells?|selling|fits?|fitting|designs?|designing|repairs?|repairing` +
    String.raw`|fix(?:es|ing)?|collects?|collecting|carves?|carving|vend\p{L}*|verkauf\p{L}*|fabric\p{L}*` +
    String.raw`|r[ée]par\p{L}*|consert\p{L}*|h[eé]r?stell\p{L}*|optici\p{L}*|[óo]ptic[oa]s?|optiker\p{L}*|oculista` +
    String.raw`|optometrist\p{L}*)(?![\p{L}])[^.;!?]{0,20}$`,
  'iu',
);
/** Walking for sport, where a stick is a hiking pole ("hill walking with her walking sticks"). */
const HIKING = new RegExp(
  String.raw`(?<![\p{L}])(?:hik\p{L}*|trek\p{L}*|hill\s*walk\p{L}*|nordic|rambl\p{L}*|fell\s*walk\p{L}*|senderismo` +
    String.raw`|randonn[ée]e|wander\p{L}*|caminhadas?|trilhas?)(?![\p{L}])[^.;!?]{0,40}$`,
  'iu',
);
/** Someone blind: a cane they use is a white cane ("She is blind and uses a cane", "Es ciega y usa bastón"). */
const BLIND = new RegExp(
  String.raw`(?<![\p{L}])(?:blind(?!\s+(?:date|spot|faith|side|alley))|visually\s+impaired|sight\s+loss|low\s+vision` +
    String.raw`|partially\s+sighted|ciega|ciego|invidente|aveugle|malvoyante?|non-voyante?|sehbehindert|erblindet` +
    String.raw`|cega|cego|deficiente\s+visual)(?![\p{L}])`,
  'iu',
);
/** The aids a maker or seller deals in as often as lives with. */
const MADE_FOR_OTHERS: ReadonlySet<HeroAid> = new Set<HeroAid>(['glasses', 'walking stick', 'walker']);
/** Said of another person in the same sentence: "Her grandma uses a wheelchair", "his sister is on crutches". */
const ANOTHER_SUBJECT = new RegExp(
  String.raw`(?:^|[.;!?]\s*)(?:her|his|their|my|our)\s+(?:\p{L}+\s+)?(?:mum|mom|mam|dad|brother|sister|friend` +
    String.raw`|grandma|grandpa|grandad|granny|gran|nan|son|daughter|husband|wife|partner|uncle|aunt|cousin` +
    String.raw`|neighbou?r` +
    String.raw`|colleague|boss|dog|cat)\b[^.;!?]*$`,
  'iu',
);

/** "She trains guide dogs", "raises guide dog puppies": for others, not her own. */
const RAISES_THEM = /\b(?:trains?|training|raises?|raising|breeds?|breeding|volunteers?)\b[^.;!?]{0,20}$/iu;

/** A "who" clause about another: "She visits her grandma, who lives next door and uses a wheelchair". */
const ABOUT_ANOTHER = /\b(?:her|his|their|my|our)\s+(?:\p{L}+\s+)?\p{L}+\s*,?\s+who\b[^.;!?]*$/iu;
/** …unless it is about what they do for the hero: "her coach who got her into wheelchair racing" is hers. */
const ACTS_ON_HERO = new RegExp(
  String.raw`\bwho\s+[^,.;!?]*\b(?:push(?:es|ed)?|got|gets|takes?|took|brought|brings|helps?|helped|taught|teaches` +
    String.raw`|coach(?:es|ed)?|trains?|trained)\s+her\b`,
  'iu',
);

/** Whose it is, said after it: "la silla de ruedas de su abuelo", "den Rollstuhl ihrer Oma", "o de seu avô". */
const OWNER_AFTER =
  /^\s*(?:de (?:su|sus|mi|sa|son|ma|seu|sua|la|el)\b|d['’]|(?:ihrer|ihres|seiner|seines|meiner|meines)\b)/iu;

/** The answers about the hero themselves: their days, what they love, their dream (not family and friends). */
const ABOUT_THE_HERO: ReadonlySet<string> = new Set<AnswerId>(['job', 'hobbies', 'dream', 'genre']);

/**
 * The aids the answers give the hero, in HERO_AIDS' order: read in the answers about the hero (an answer about
 * the family or friends is about them), in a sentence not about someone else, not negated, and not anyone's
 * but the hero's (`heroNames`: "Maya's wheelchair" is hers).
 */
export function heroAidsOf(
  answers: ReadonlyArray<{ id?: string; answer?: string } | string> | undefined,
  heroNames: readonly string[] = [],
  cast?: readonly CastPerson[],
): HeroAid[] {
  const reader = cast ? castAidReader(cast, heroNames) : undefined;
  // A writer's input is read as it came (it may hold anything): what is not a list of answers names no aid.
  const own = (Array.isArray(answers) ? answers : [])
    .filter((a) => typeof a === 'string' || !a?.id || ABOUT_THE_HERO.has(a.id))
    .map((a) => sanitize(String((typeof a === 'string' ? a : a?.answer) ?? '')));
  const text = own.join('\n');
  const names = heroNames.filter(Boolean).map((n) => n.toLowerCase());
  const found = HERO_AIDS.filter((aid) => {
    for (const match of text.matchAll(aidPattern(aid))) {
      const before = text.slice(Math.max(0, text.lastIndexOf('\n', match.index) + 1, match.index - 80), match.index);
      const owner = /(\p{L}+)['’]s\s+(?:\p{L}+\s+){0,2}$/u.exec(before)?.[1]?.toLowerCase();
      const heroOwns = owner !== undefined && names.includes(owner);
      if (!heroOwns && OWNED_BY_ANOTHER.test(before)) continue;
      if ((NOT_THEIRS.test(before) && !ALWAYS_WITH.test(before)) || ANOTHER_SUBJECT.test(before)) continue;
      if (aid === 'guide dog' && RAISES_THEM.test(before)) continue;
      if (MADE_FOR_OTHERS.has(aid) && MAKES_THEM.test(before)) continue;
      if (aid !== 'walker' && PUSHES.test(before)) continue;
      if (aid === 'walking stick' && HIKING.test(before)) continue;
      if (ABOUT_ANOTHER.test(before) && !ACTS_ON_HERO.test(before)) continue;
      // Someone of the cast's, as their own reader finds it ("Dad uses a wheelchair", "Ben is on crutches").
      if (reader && ownedByCast(text, match.index, match[0].length, reader)) continue;
      if (OWNER_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 20))) continue;
      return true;
    }
    return false;
  });
  // A blind person's cane is their white cane.
  return BLIND.test(text) && found.includes('walking stick')
    ? HERO_AIDS.filter((aid) => aid === 'white cane' || (aid !== 'walking stick' && found.includes(aid)))
    : found;
}

/** The hero's aids: those chosen on their card and those the answers name, in HERO_AIDS' order. */
export function heroAidsWith(
  chosen: readonly HeroAid[] | undefined,
  answers: Parameters<typeof heroAidsOf>[0],
  heroNames: readonly string[] = [],
  cast?: readonly CastPerson[],
): HeroAid[] {
  const read = heroAidsOf(answers, heroNames, cast);
  return HERO_AIDS.filter((aid) => read.includes(aid) || chosen?.includes(aid));
}

/**
 * What is drawn on someone with a photo: glasses only when their card chose them (the photo shows theirs, and a
 * second pair drawn over them would be wrong); the rest as read and chosen. The painter is told the same.
 */
export function onPhoto(aids: readonly HeroAid[], chosen: readonly HeroAid[] | undefined): HeroAid[] {
  return aids.filter((aid) => aid !== 'glasses' || chosen?.includes('glasses'));
}

/** Whether the aid found in `text` at `index` belongs to someone of the cast, read in its own sentence. */
function ownedByCast(text: string, index: number, length: number, reader: ReturnType<typeof castAidReader>): boolean {
  const start = Math.max(...['.', ';', '!', '?', '\n'].map((mark) => text.lastIndexOf(mark, index - 1))) + 1;
  const ends = ['.', ';', '!', '?', '\n'].map((mark) => text.indexOf(mark, index + length)).filter((i) => i >= 0);
  const sentence = text.slice(start, ends.length ? Math.min(...ends) : text.length);
  return reader.ownersAt(sentence, index - start, length).length > 0;
}
