// The dream answer as a phrase, a title fragment and an object ('open a bakery on the moon' -> 'opening a bakery…').
import { tidy, withoutEmoji } from './plainText';
import { cutPhrase } from './textLimits';
import { titleCase } from './wording';
import { firstClause, mainClause, stripLeading, subjectPattern } from './answerPhrases';

/** Verbs a dream answer often starts with; 'open a bakery' becomes 'opening a bakery'. */
const DREAM_VERBS = new Set([
  'be', 'become', 'open', 'own', 'travel', 'visit', 'go', 'see', 'meet', 'write', 'build', 'run', 'start',
  'learn', 'buy', 'live', 'fly', 'win', 'make', 'climb', 'sail', 'retire', 'have', 'get', 'find', 'play',
  'sing', 'dance', 'cook', 'bake', 'create', 'publish', 'explore', 'swim', 'drive', 'ride', 'star', 'perform',
  'invent', 'design', 'teach', 'help', 'save', 'change', 'walk', 'move', 'adopt', 'earn', 'marry', 'finish',
  'compete', 'join', 'host', 'quit', 'grow', 'raise', 'paint', 'direct', 'produce', 'record', 'release',
  'launch', 'found', 'discover', 'cure', 'solve', 'eat', 'taste', 'sleep', 'return', 'work', 'escape',
  'conquer', 'rule', 'take', 'bring', 'hike', 'tour', 'film', 'shoot', 'draw', 'compose', 'coach', 'lead',
  'pilot', 'land', 'break', 'set', 'beat', 'spend', 'stay', 'keep',
]);
const GERUND_IRREGULAR: Record<string, string> = {
  be: 'being', see: 'seeing', die: 'dying', lie: 'lying', tie: 'tying', run: 'running', swim: 'swimming',
  get: 'getting', win: 'winning', sit: 'sitting', stop: 'stopping', shop: 'shopping', put: 'putting',
  set: 'setting', begin: 'beginning', plan: 'planning', dig: 'digging', hit: 'hitting', cut: 'cutting',
  shoot: 'shooting', flee: 'fleeing', travel: 'traveling', star: 'starring', quit: 'quitting', beat: 'beating',
  jog: 'jogging', hug: 'hugging', rob: 'robbing', chat: 'chatting',
};

function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (GERUND_IRREGULAR[lower]) return GERUND_IRREGULAR[lower];
  if (lower.endsWith('ing')) return lower;
  if (lower.endsWith('ie')) return `${lower.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(lower) || /[aiu]e$/.test(lower)) return `${lower.slice(0, -1)}ing`;
  return `${lower}ing`;
}

export interface Dream {
  /** Reads after 'dream of' / 'a shot at': 'opening a bakery on the moon', 'a house by the sea'. */
  text: string;
  /** A title fragment: 'Bakery on the Moon', 'Being Famous', 'Japan'. */
  title: string;
  /** What the dream is about, for tight sentences: 'a bakery on the moon', 'Japan'. */
  object?: string;
}

export function extractDream(raw: string, author: string): Dream | undefined {
  const subject = subjectPattern(author);
  let verbal = false;
  let text = mainClause(firstClause(raw));
  text = stripLeading(text, [
    /^(?:my|his|her|their)\s+(?:biggest\s+|big\s+|main\s+|only\s+|secret\s+|wildest\s+|life'?s?\s+|lifelong\s+)?(?:dream|goal|wish|ambition)\s+(?:is|was|would be)\s+/i,
    /^(?:dream|goal)\s*[:=-]\s*/i,
    /^(?:someday|one day|eventually|finally)\s+/i,
  ]);
  const wants = new RegExp(
    `^(?:${subject}\\s+)?(?:really\\s+|secretly\\s+|always\\s+|would\\s+)?(?:wants?|wanted|would like|'d like|’d like|dreams?|dreamed|dreamt|hopes?|wish(?:es)?|plans?|would love|'d love|’d love|longs?|yearns?)\\s+(?:to|of|for|about)\\s+`,
    'i',
  );
  if (wants.test(text)) {
    verbal = true;
    text = text.replace(wants, '');
  }
  if (/^(?:to|to be able to)\s+/i.test(text)) {
    verbal = true;
    text = text.replace(/^(?:to be able to|to)\s+/i, '');
  }
  text = stripLeading(text, [/^(?:someday|one day|eventually|finally|maybe|definitely)\s+/i]);
  text = text.replace(/\s+(?:someday|one day|some day|eventually|before (?:i|he|she|they) die)$/i, '');
  text = cutPhrase(withoutEmoji(text.replace(/\b(?:my|his|her)\b/gi, 'their')), 60);
  if (!text) return undefined;

  const words = text.split(' ');
  const first = words[0].toLowerCase();
  const isVerb = first.endsWith('ing') ? first.length > 4 : verbal || DREAM_VERBS.has(first);
  if (!isVerb) {
    const noun = text.replace(/^(?:a|an|the|their|some)\s+/i, '') || text;
    return { text, title: titleCase(noun) };
  }
  const verb = first.endsWith('ing') ? first : gerund(first);
  const rest = words.slice(1).join(' ');
  const asGerund = tidy(`${verb} ${rest}`);
  const target = tidy(rest.replace(/^(?:to|at|in|on|into|onto|with|for|around|across|through)\s+/i, ''));
  const object = target.replace(/^(?:a|an|the|their|some)\s+(?:own\s+)?/i, '').replace(/^own\s+/i, '');
  const keepVerb = /^(?:be|become|being|becoming|get|getting|feel|stay|retire|travel|go|live|sleep)$/.test(first) || !object;
  if (keepVerb) return { text: asGerund, title: titleCase(asGerund) };
  return { text: asGerund, title: titleCase(object), object: target.replace(/^their\s+own\s+/i, 'their own ') };
}
