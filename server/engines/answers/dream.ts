// Reading the dream answer: a base verb phrase ('open a bakery on the moon') with its gerund ('opening a bakery
// on the moon') and a title fragment ('bakery on the moon'), or a noun phrase ('a house by the sea').
import type { Dream } from './facts';
import { isPlainWords, noEmoji, tidy } from './plainText';
import {
  firstClause,
  isNounPhrase,
  mainClause,
  stripLeading,
  subjectPattern,
  variantsOf,
  withoutFiller,
} from './phrases';
import { baseOfGerund, gerund, isVerb, LEADING_ADVERBS } from './verbs';
import { toThirdPerson, type Pronouns } from './pronouns';
import { looksEnglish } from './language';
import { quote } from './wording';

/** Verbs whose object makes a good title on its own: 'open a bakery on the moon' -> 'Bakery on the Moon'. */
const OBJECT_TITLE = new RegExp(
  '^(?:open|own|build|buy|visit|see|win|write|start|found|launch|find|climb|run|invent|discover' +
    '|publish|conquer|rule|cure|sail|explore|meet|adopt|design|direct|tour|host)$',
);

export function readDream(raw: string, author: string, pronouns: Pronouns | undefined): Dream | undefined {
  const clean = noEmoji(raw);
  if (!clean) return undefined;
  if (!looksEnglish(clean)) return { quote: quote(clean, 30) };
  const subject = subjectPattern(author);
  let text = withoutFiller(mainClause(firstClause(clean)));
  text = stripLeading(text, [
    new RegExp(
      String.raw`^(?:my|his|her|their)\s+(?:biggest\s+|big\s+|main\s+|only\s+|secret\s+|wildest\s+` +
        String.raw`|lifelong\s+)?(?:dream|goal|wish|ambition)\s+(?:is|was|would be)\s+`,
      'i',
    ),
    /^(?:dream|goal)\s*[:=-]\s*/i,
    new RegExp(
      `^(?:${subject}\\s+)?(?:really\\s+|secretly\\s+|always\\s+|would\\s+)?(?:wants?|wanted|would like` +
        `|'d like|’d like|dreams?|dreamed|dreamt|hopes?|wish(?:es)?|plans?|would love|'d love|’d love|longs?` +
        `|yearns?)\\s+(?:to|of|for|about)\\s+`,
      'i',
    ),
    /^(?:to be able to|to)\s+/i,
    /^(?:someday|one day|eventually)\s+/i,
  ]);
  text = tidy(text.replace(/\s+(?:someday|one day|some day|eventually|before (?:i|he|she|they) die)$/i, ''));
  const third = text ? toThirdPerson(text, pronouns) : undefined;
  if (!third || !isPlainWords(third) || third.split(' ').length > 12) return { quote: quote(clean, 30) };

  const words = third.split(' ');
  const adverb = LEADING_ADVERBS.has(words[0].toLowerCase()) ? words.shift()!.toLowerCase() : '';
  const first = words[0]?.toLowerCase() ?? '';
  const base = baseOfGerund(first) ?? (isVerb(first) ? first : undefined);
  if (base) {
    const rest = words.slice(1).join(' ');
    // 'retire early and build a cabin' -> 'retiring early and building a cabin'.
    const restIng = words
      .slice(1)
      .map((w, i, all) => (i > 0 && /^(?:and|or)$/i.test(all[i - 1]) && isVerb(w) ? gerund(w) : w))
      .join(' ');
    const to = tidy(`${adverb} ${base} ${rest}`);
    const of = tidy(`${adverb} ${gerund(base)} ${restIng}`);
    if (/\s(?:a|an|the|and|or|of|to|in|on|at|for|with|his|her|their)$/i.test(of)) return { quote: quote(clean, 30) };
    const object = rest.replace(/^(?:a|an|the|their|his|her|some)\s+(?:own\s+)?/i, '');
    const become = /^(?:be|become)$/.test(base) && object && isNounPhrase(object) ? [object] : [];
    const title = become.length
      ? become
      : !adverb && OBJECT_TITLE.test(base) && object && isNounPhrase(object)
        ? [object, ...variantsOf(object, 1).slice(1)]
        : variantsOf(of, 2);
    return { to: variantsOf(to, 2), of: variantsOf(of, 2), title };
  }
  if (adverb || !isNounPhrase(third, 10)) return { quote: quote(clean, 30) };
  const bare = third.replace(/^(?:a|an|the|some)\s+/i, '');
  return { of: variantsOf(third, 1), title: variantsOf(bare, 1) };
}
