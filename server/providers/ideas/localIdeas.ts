// The local story-idea generator (spec section 8): used when no AI key is configured and whenever the AI fails.
// It builds three comic pitches from the author's name, the comic type and the answers. Pure and deterministic:
// the same input and seed always give the same ideas (ids included); another seed gives another set.
// Output is plain text only: answers are stripped of markup and control characters before use.
import type { GenerateIdeasInput, Idea } from '../../../shared/schemas';
import type { BookType } from '../../../shared/bookTypes';
import { IDEAS_PER_SET } from '../../../shared/limits';
import { seededRandom } from '../../lib/seededRandom';

const MAX_DESCRIPTION = 90;
const MAX_TITLE = 60;
/** Title fragments taken from answers (or the name): the first is cut to 24 characters, the next to 20. */
const FIRST_FRAGMENT = 24;
const LATER_FRAGMENT = 20;

const DEFAULT_GENRE: Record<BookType, string> = {
  'black-and-white-manga': 'adventure',
  '30s-50s-style': 'slice of life',
};

type Rng = () => number;

// ---------------------------------------------------------------------------------------------------------
// Text helpers

const TRAILING_STOPWORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'nor', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'into',
  'who', 'that', 'which', 'whose', 'my', 'his', 'her', 'their', 'our', 'your', 'its', 'is', 'are', 'was',
  'were', 'be', 'as', 'but', 'so', 'very', 'than', 'then', 'while', 'when', 'if', 'about', 'like', '&', '+',
  '-', '–', '—', 'own',
]);

/** Plain text only: no tags, angle brackets, double quotes, control characters or runs of whitespace. */
function sanitize(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .normalize('NFC')
    .replace(/<\/?[a-z!?][^>]*>/gi, ' ')
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/[<>"“”„`{}[\]\\|^~]/g, ' ')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u2028\u2029]/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\r?\n */g, '\n')
    .trim();
}

/** Trims spaces, stray punctuation and wrapping quotes from both ends of a phrase. */
function tidy(phrase: string): string {
  return phrase
    .replace(/\s+/g, ' ')
    .replace(/^[\s'‘’.,;:!?()\[\]*_#=+\-–—/&]+/, '')
    .replace(/[\s'‘’.,;:!?()\[\]*_#=+\-–—/&]+$/, '')
    .trim();
}

/** Removes stopwords from the end ('dentist who sings to' -> 'dentist who sings'), keeping at least one word. */
function dropTrailingStopwords(words: string[]): string[] {
  const out = [...words];
  while (out.length > 1 && TRAILING_STOPWORDS.has(out[out.length - 1].toLowerCase().replace(/[.,;:!?']+$/, ''))) {
    out.pop();
  }
  return out;
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function hardCut(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

/** Drops emoji from a phrase ('stamps 📮' -> 'stamps'), unless nothing else is left. */
function withoutEmoji(text: string): string {
  const stripped = tidy(text.replace(/[\p{Extended_Pictographic}\u200d\ufe0f\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}]/gu, ' '));
  return stripped || text;
}

/** Shortens a phrase to `max` characters at a word boundary, never ending on a dangling 'the'/'to'/'who'. */
function cutWords(text: string, max: number): string {
  const clean = tidy(text);
  if (clean.length <= max) return clean;
  const words = clean.split(' ');
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    const next = length + (kept.length ? 1 : 0) + word.length;
    if (next > max) break;
    kept.push(word);
    length = next;
  }
  if (kept.length === 0) return tidy(hardCut(words[0], max)) || hardCut(words[0], max);
  return tidy(dropTrailingStopwords(kept).join(' ')) || kept[0];
}

/** Words a phrase can be cut before without leaving it dangling ('opening a bakery | on the moon'). */
const PHRASE_BOUNDARIES = new Set([
  'who', "who's", 'that', 'which', 'whose', 'where', 'when', 'while', 'before', 'after', 'until', 'because',
  'since', 'so', 'but', 'and', 'or', 'with', 'without', 'on', 'in', 'at', 'by', 'for', 'from', 'to', 'of',
  'near', 'under', 'over', 'about', 'like', 'as', 'into', 'onto', 'during', 'through', 'across', 'around',
  'than', 'if', 'once', 'every', 'all', 'even', 'still', 'just', 'then',
]);

function isBoundary(word: string | undefined): boolean {
  return word !== undefined && PHRASE_BOUNDARIES.has(word.toLowerCase().replace(/[^\p{L}']/gu, ''));
}

/** Cut points of a phrase, longest first: whole, then every prefix that ends before a boundary word. */
function phraseCuts(text: string): string[] {
  const words = text.split(' ');
  const cuts = [text];
  for (let n = words.length - 1; n >= 1; n -= 1) {
    if (!isBoundary(words[n])) continue;
    const cut = tidy(dropTrailingStopwords(words.slice(0, n)).join(' '));
    if (cut && cut !== cuts[cuts.length - 1]) cuts.push(cut);
  }
  return cuts;
}

/** Shortens an answer phrase to `max` characters at a natural boundary, else at any word boundary. */
function cutPhrase(text: string, max: number): string {
  const clean = tidy(text);
  if (clean.length <= max) return clean;
  return phraseCuts(clean).find((cut) => cut.length <= max) ?? cutWords(clean, max);
}

/** Shortens a sentence to `max` characters, ending with an ellipsis when anything was cut. */
function shortenSentence(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const body = cutWords(clean, max - 1).replace(/[\s.,;:!?'‘’\-–—]+$/, '');
  return `${body}…`;
}

function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + text.slice(ch.length);
}

/** Lower-cases a sentence-case first word ('Dentist who…' -> 'dentist who…'), leaving 'NASA', 'iPhone', 'I' alone. */
function decapitalizeFirst(text: string): string {
  const match = /^(\p{Lu})(\p{Ll}*)(?![\p{L}\p{N}])/u.exec(text);
  if (!match || match[0] === 'I' || match[2].length === 0) return text;
  return match[1].toLowerCase() + text.slice(1);
}

const TITLE_SMALL_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'nor', 'but', 'of', 'on', 'in', 'to', 'at', 'for', 'by', 'with', 'from',
  'as', 'vs.', 'vs', 'per', 'via',
]);

/** Title Case for fragments: capitalises lower-case words, keeps short words small, never lowers existing capitals. */
function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      if (TITLE_SMALL_WORDS.has(word.toLowerCase()) && (i > 0 || /^\p{Ll}/u.test(word))) return word.toLowerCase();
      return word
        .split('-')
        .map((part) => (/^\p{Ll}/u.test(part) ? capitalize(part) : part))
        .join('-');
    })
    .join(' ');
}

/** 'a' or 'an' for the phrase that follows. */
function article(phrase: string): string {
  const word = phrase.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(word)) return 'an';
  if (/^(uni|use|usu|ute|eu|one\b|once)/.test(word)) return 'a';
  if (/^[aeiou]/.test(word)) return 'an';
  if (/^[fhlmnrsx]\b/.test(word)) return 'an'; // single letters said with a vowel sound: 'an F-16'
  return 'a';
}

/** The first clause of an answer: up to the first sentence end, line break, semicolon or comma. */
function firstClause(text: string): string {
  const parts = text.split(/\n|[.!?;:]+(?:\s|$)|,\s*|\s[–—-]\s|\s\(|\)/);
  for (const part of parts) {
    const clean = tidy(part);
    if (clean) return clean;
  }
  return '';
}

/** Items of a list answer ('salsa, sourdough and naps' -> ['salsa', 'sourdough', 'naps']). */
function listItems(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .split(/\n|[;,/&+•]|\.\s|\.$|\s(?:and|plus|also|as well as|or)\s/i)
    .map(tidy)
    .filter(Boolean);
}

/** Strips leading boilerplate patterns repeatedly ('She is a…', 'I work as an…', 'My hobbies are…'). */
function stripLeading(text: string, patterns: RegExp[]): string {
  let out = text;
  for (let guard = 0; guard < 8; guard += 1) {
    const before = out;
    for (const pattern of patterns) out = out.replace(pattern, '');
    out = tidy(out);
    if (out === before) break;
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---------------------------------------------------------------------------------------------------------
// Reading the answers

const SUBJECT = String.raw`(?:i|he|she|they|we|it)`;

function subjectPattern(author: string): string {
  const first = author.split(' ')[0];
  const names = [author, first].filter((n) => n.length > 0).map(escapeRegExp);
  return names.length ? `(?:${SUBJECT}|${names.join('|')})` : SUBJECT;
}

/** Drops a trailing subordinate clause: 'ride the Orient Express before he turns 90' -> 'ride the Orient Express'. */
function mainClause(text: string): string {
  return tidy(text.split(/\s(?:before|after|until|because|since|so that|but|although|though|unless|when|while|once|if)\s/i)[0]);
}

function extractJob(raw: string, author: string): { full: string; core: string } | undefined {
  const subject = subjectPattern(author);
  let text = mainClause(firstClause(raw));
  const workplace = new RegExp(`^(?:${subject}\\s+)?(?:works?|working|worked)\\s+(?:at|for|in)\\s+(?:the|a|an)?\\s*(.+)$`, 'i').exec(text);
  if (workplace) {
    const place = tidy(workplace[1]);
    text = place.split(' ').length <= 2 ? `${place} worker` : `worker at ${place}`;
  }
  text = stripLeading(text, [
    new RegExp(`^${subject}(?:\\s+is|'s|’s|\\s+am|'m|’m|\\s+are|'re|’re|\\s+was|\\s+were)\\s+`, 'i'),
    new RegExp(`^${subject}\\s+(?:works?|worked)\\s+as\\s+`, 'i'),
    /^(?:works?|working|worked)\s+as\s+/i,
    /^(?:my|his|her|their)\s+job\s+is\s+(?:being\s+)?/i,
    /^(?:job|occupation|profession|work)\s*[:=-]\s*/i,
    /^(?:currently|basically|technically|officially)\s+/i,
    /^(?:a|an|the)\s+/i,
  ]);
  text = text.replace(/\b(?:my|his|her)\b/gi, 'their');
  text = cutPhrase(withoutEmoji(text), 60);
  if (!text) return undefined;
  const core = cutWords(text.split(/\s(?:who|that|which|with|whose|at|for|in|from)\s/i)[0], 40);
  return { full: text, core: core || text };
}

const HOBBY_LEADS = [
  /^(?:my|his|her|their)\s+hobb(?:y|ies)\s+(?:is|are|include)\s+/i,
  /^(?:hobbies|hobby)\s*[:=-]\s*/i,
  /^(?:i|he|she|they|we)\s+(?:really\s+)?(?:love|loves|like|likes|enjoy|enjoys|adore|adores)\s+(?:to\s+)?/i,
  /^(?:love|loves|likes|enjoys)\s+(?:to\s+)?/i,
  /^(?:playing|plays|play|doing|does|do)\s+(?:the\s+)?(?=\S)/i,
  /^(?:going|goes|go)\s+(?:to\s+)?(?:the\s+)?(?=\S)/i,
  /^(?:a|an|the|some|lots of|a lot of)\s+/i,
  /^(?:my|his|her|their)\s+/i,
];

function extractHobbies(raw: string, author: string): string[] {
  const subject = subjectPattern(author);
  const intro = stripLeading(sanitize(raw), [
    new RegExp(`^${subject}\\s+(?:really\\s+)?(?:love|loves|like|likes|enjoy|enjoys|adore|adores)\\s+(?:to\\s+)?`, 'i'),
    ...HOBBY_LEADS,
  ]);
  return listItems(intro)
    .map((item) => cutPhrase(withoutEmoji(stripLeading(item, HOBBY_LEADS)), 40))
    .filter(Boolean)
    .slice(0, 4);
}

const RELATIONS = new Set([
  'mom', 'mum', 'mommy', 'mummy', 'mother', 'dad', 'daddy', 'father', 'grandma', 'grandpa', 'grandmother',
  'grandfather', 'granny', 'gran', 'nana', 'nan', 'papa', 'mama', 'brother', 'sister', 'aunt', 'auntie',
  'uncle', 'cousin', 'son', 'daughter', 'wife', 'husband', 'partner', 'baby', 'niece', 'nephew', 'stepmom',
  'stepdad', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'girlfriend', 'boyfriend', 'twin', 'grandson',
  'granddaughter', 'stepson', 'stepdaughter', 'bro', 'sis',
]);
const PLURAL_RELATIONS = new Set([
  'kids', 'children', 'sons', 'daughters', 'brothers', 'sisters', 'parents', 'twins', 'cousins', 'grandkids',
  'grandchildren', 'grandparents', 'siblings', 'nieces', 'nephews', 'aunts', 'uncles',
]);

/** A family member or friend as a comic character: 'my mom Rosa' -> 'Mom Rosa', 'a cat named Tom' -> 'Tom the cat'. */
function characterName(item: string): string {
  let text = stripLeading(item, [
    /^(?:my|his|her|their|our)\s+/i,
    /^(?:a|an|the|one)\s+/i,
    /^(?:best|old|dear|beloved|lovely|little|big|older|younger|elder|oldest|youngest|twin|baby|kid|step)\s+(?=\S+\s)/i,
  ]);
  const named = /^(.+?)\s+(?:named|called|aka|a\.k\.a\.?)\s+(.+)$/i.exec(text);
  if (named) {
    const role = tidy(named[1]);
    const name = tidy(named[2]);
    const roleWord = role.toLowerCase();
    text = RELATIONS.has(roleWord) ? `${capitalize(roleWord)} ${name}` : `${name} the ${decapitalizeFirst(role)}`;
  }
  const words = text.split(' ');
  const head = words[0]?.toLowerCase() ?? '';
  if (RELATIONS.has(head)) return [capitalize(head), ...words.slice(1)].join(' ');
  if (PLURAL_RELATIONS.has(head)) return words.length > 1 ? words.slice(1).join(' ') : `the ${head}`; // 'kids Tom' -> 'Tom'
  if (NUMBER_WORD.test(head) && PLURAL_RELATIONS.has(words[1]?.toLowerCase() ?? '')) {
    return `the ${head.toLowerCase()} ${words[1].toLowerCase()}`;
  }
  return text;
}

const NUMBER_WORD = /^(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|1\d)$/i;
const PLURAL_VALUE = new RegExp(
  `^the (?:(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|1\\d) )?(?:${[...PLURAL_RELATIONS].join('|')})$`,
  'i',
);

/** True for group values like 'the kids' that take 'are' rather than 'is'. */
function isPluralValue(value: string): boolean {
  return PLURAL_VALUE.test(value);
}

function extractPeople(raw: string, author: string, kind: 'family' | 'friends'): string[] {
  const subject = subjectPattern(author);
  const lead =
    kind === 'friends'
      ? [
          /^(?:(?:my|his|her|their)\s+)?(?:best\s+|closest\s+|bestest\s+)?(?:friends?|buddies|buddy|pals?|besties?|bff)\s*(?:are|is|include|:|=|-)?\s+/i,
          new RegExp(`^${subject}\\s+(?:has|have|hangs out with|is friends with)\\s+`, 'i'),
        ]
      : [
          /^(?:(?:my|his|her|their)\s+)?(?:family|family members|folks)\s*(?:are|is|include|:|=|-)?\s+/i,
          new RegExp(`^${subject}\\s+(?:has|have|lives with|live with)\\s+(?:a\\s+|an\\s+)?`, 'i'),
        ];
  const text = stripLeading(sanitize(raw), lead);
  return listItems(text)
    .map((item) => cutWords(withoutEmoji(characterName(item)), 40))
    .filter((item) => item && !/^(?:none|nobody|no one|n\/a|na|nothing|-)$/i.test(item))
    .sort((a, b) => Number(isPluralValue(a)) - Number(isPluralValue(b))) // named people lead, 'the kids' follow
    .slice(0, 4);
}

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

interface Dream {
  /** Reads after 'dream of' / 'a shot at': 'opening a bakery on the moon', 'a house by the sea'. */
  text: string;
  /** A title fragment: 'Bakery on the Moon', 'Being Famous', 'Japan'. */
  title: string;
  /** What the dream is about, for tight sentences: 'a bakery on the moon', 'Japan'. */
  object?: string;
}

function extractDream(raw: string, author: string): Dream | undefined {
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

/** The genre as a short lower-case phrase: 'A noir detective story' -> 'noir detective'. */
function extractGenre(raw: string): string {
  let text = stripLeading(firstClause(raw), [
    /^(?:probably|maybe|definitely|obviously|surely|i think|i guess|genre\s*[:=-]?)\s+/i,
    /^(?:a|an|the|some)\s+/i,
    /^(?:(?:i|he|she|they)\s+would\s+write\s+(?:a|an)?\s*)/i,
    /^(?:(?:i|he|she|they)\s+)?(?:love|loves|like|likes|enjoy|enjoys|prefer|prefers)\s+/i,
  ]).toLowerCase();
  text = text.replace(/(?:\s+(?:story|stories|book|books|novel|novels|comic|comics|tale|tales|genre|one|kind))+$/i, '');
  text = text.replace(/\b(?:sci fi|scifi)\b/g, 'sci-fi');
  return cutWords(withoutEmoji(text), 20);
}

// ---------------------------------------------------------------------------------------------------------
// Genre flavours

interface Flavour {
  villains: string[];
}

const FLAVOURS: Array<{ match: RegExp; flavour: Flavour }> = [
  {
    match: /sci-?fi|science|space|robot|cyber|alien|future|dystop|galax|steampunk/,
    flavour: { villains: ['a rogue AI', 'a robot overlord', 'a space-pirate queen', 'an alien landlord'] },
  },
  {
    match: /roman|love|rom-?com|romcom|dating/,
    flavour: { villains: ['a dashing rival', 'a jealous ex', 'a meddling matchmaker', 'a suave heartbreaker'] },
  },
  {
    match: /noir|detective|crime|mystery|myster|thriller|spy|heist|gangster|mafia/,
    flavour: { villains: ['a crooked mob boss', 'a shadowy syndicate', 'a smooth-talking con man', 'a masked jewel thief'] },
  },
  {
    match: /horror|scary|ghost|zombie|vampire|monster|spooky|gothic|haunt|creep/,
    flavour: { villains: ['a hungry ghost', 'a cursed doll', 'a vampire landlord', 'a swamp monster'] },
  },
  {
    match: /fantas|magic|dragon|wizard|witch|fairy|myth|elf|sword/,
    flavour: { villains: ['a grumpy dragon', 'an evil sorcerer', 'the goblin king', 'a wicked witch'] },
  },
  {
    match: /comed|funny|humou?r|sitcom|parody|satire|joke|silly/,
    flavour: { villains: ['a very smug pigeon', 'an evil vending machine', 'a pompous mayor', 'a prank-loving rival'] },
  },
  {
    match: /sport|football|soccer|basket|baseball|tennis|hockey|boxing|racing/,
    flavour: { villains: ['an undefeated rival team', 'a ruthless coach', 'a cheating champion', 'a trash-talking rival'] },
  },
  {
    match: /western|cowboy|frontier/,
    flavour: { villains: ['an outlaw gang', 'a crooked sheriff', 'a cattle rustler', 'a masked bandit'] },
  },
  {
    match: /super|hero|action|martial/,
    flavour: { villains: ['an evil genius', 'a giant robot', 'a masked supervillain', 'a ninja warlord'] },
  },
  {
    match: /advent|quest|pirate|explor|treasure|jungle/,
    flavour: { villains: ['a treasure-hunting rival', 'a sky-pirate captain', 'a masked rival', 'a sneaky explorer'] },
  },
  {
    match: /slice|everyday|drama|family|school|life|cozy|cosy|feel-?good/,
    flavour: { villains: ['a grumpy neighbor', 'a nosy landlord', 'the town gossip', 'a rival bake-off champ'] },
  },
];
const GENERIC_FLAVOUR: Flavour = {
  villains: ['a mysterious rival', 'an evil genius', 'a shadowy villain', 'a sinister stranger'],
};

function flavourFor(genre: string): Flavour {
  return FLAVOURS.find((f) => f.match.test(genre))?.flavour ?? GENERIC_FLAVOUR;
}

// ---------------------------------------------------------------------------------------------------------
// Templates
//
// Optional parts in descriptions, '[ flourish]' or '[long|short]', are dropped when that keeps more of the
// answers within 90 characters.
// Placeholders: {slot} inserts a value, {Slot} capitalises it (and title-cases it in titles), {a:slot} adds
// 'a'/'an'. Answer slots: job, jobCore, hobby, hobby2, dream, dreamT (title form), friend, friend2, family,
// family2, genre. Others: name (first name), tname (the name as a title fragment), villain.

interface Template {
  key: string;
  title: string;
  description: string;
}

const MANGA_TEMPLATES: Template[] = [
  {
    key: 'awakening',
    title: 'Awakening of the {Job}',
    description: '{Name}, {a:job}, awakens a hidden power[ as {villain} attacks]. {Family} {~faints|faint}!',
  },
  {
    key: 'tournament',
    title: 'The {Hobby} Tournament Arc',
    description: '{Name} must beat a[ smug] rival at the {hobby} finals for a shot at {dream}.',
  },
  {
    key: 'training',
    title: "{Tname}'s {Hobby2} Training Arc",
    description: '{Friend} drags {name} up a mountain for a[ brutal] {genre} training arc!',
  },
  {
    key: 'rival-family',
    title: 'My {~Rival Is|Rivals Are@family} {Family}?!',
    description: 'In this {genre} saga, {family} {~vows|vow} to crush {name} at {hobby}.[ Dinner gets tense.]',
  },
  {
    key: 'oath',
    title: '{DreamT} or Bust!',
    description: '{Name}, {a:job}, swears [a mighty|an] oath: {dream}[, whatever {villain} says]!',
  },
  {
    key: 'isekai',
    title: 'Reborn as {a:JobCore} in Another World',
    description: '{Name} wakes up in {a:genre} world where {hobby2} is a[ deadly] martial art.',
  },
  {
    key: 'mecha',
    title: 'Mecha {Hobby} GO!',
    description: '{Name} and {friend} pilot a[ giant] {hobby}-powered robot against {villain}!',
  },
  {
    key: 'club',
    title: 'The {Hobby2} Club Must Not Fall',
    description: '{Name}, {friend2} and {family} have one week to save their club[ from {villain}].',
  },
  {
    key: 'sensei',
    title: 'The Legendary {Job}',
    description: "A sensei reveals {name}'s[ true] destiny: {dream}. {Family2} {~is|are} NOT impressed.",
  },
  {
    key: 'final-boss',
    title: 'The {JobCore} vs. the Final Boss',
    description: "This {genre} saga's final boss is {villain}. {Name}'s[ secret] weapon: {hobby}!",
  },
  {
    key: 'friend-rival',
    title: 'Duel at Dawn: {Tname} vs. {Friend}',
    description: '[Best friends turned rivals! ]{Friend} and {name} clash over {dream}. Pure {genre}!',
  },
  {
    key: 'technique',
    title: 'Forbidden Technique: {Hobby}',
    description: '{Family2} {~passes|pass} down a secret {hobby} technique to {name}.[ Now {villain} wants it!]',
  },
];

const VINTAGE_TEMPLATES: Template[] = [
  {
    key: 'amazing-job',
    title: 'The Amazing {Job}!',
    description: 'By day, {name} is {a:job}. By night, a masked hero[ armed] with {hobby}!',
  },
  {
    key: 'ray',
    title: 'Astonishing Tales of {Hobby}',
    description: "A mad scientist['s ray] supercharges {name}'s {hobby}! Can {friend} stop the chaos?",
  },
  {
    key: 'city-peril',
    title: 'Operation: {DreamT}',
    description: "[Peril! ]The city is doomed unless {name}'s dream of {dream} comes true!",
  },
  {
    key: 'rescue',
    title: '{Family} to the Rescue!',
    description: "When {villain} kidnaps {name}, it's up to {family} and {friend}[ to save the day]!",
  },
  {
    key: 'rocket',
    title: 'Captain {Hobby2} Blasts Off!',
    description: '[Gee whiz! ]{Name} builds a rocket fueled by {hobby2}. Destination: {dream}!',
  },
  {
    key: 'knew-too-much',
    title: 'The {JobCore} Who Knew Too Much',
    description: '{Name}, a humble {job}, uncovers the[ evil] plot of {villain}!',
  },
  {
    key: 'mad-scientist',
    title: '{Tname} Meets the Mad Scientist',
    description: "A mad scientist's shortcut to {dream} turns {friend} into a gorilla!",
  },
  {
    key: 'adventures',
    title: 'Amazing Adventures of {Tname}',
    description: '{Name} and {family2} chase {villain}[ across town] in {a:genre} caper!',
  },
  {
    key: 'squad',
    title: 'The Astonishing {Hobby} Squad',
    description: '{Name}, {friend2} and {family} form a masked squad.[ First case: {villain}!]',
  },
  {
    key: 'extra',
    title: 'Thrilling Tales of the {Job}',
    description: '[Extra! Extra! ]{Family2} {~learns|learn} {name} is the masked hero of this {genre} tale!',
  },
  {
    key: 'planet-x',
    title: 'The Robot Who Loved {Hobby2}',
    description: 'A Martian robot begs {name} for {hobby2} lessons in this {genre} classic!',
  },
  {
    key: 'partners',
    title: '{Friend} and {Tname}: Partners in Peril',
    description: '{Name} and {friend} dodge death rays in {a:genre} serial about {dream}!',
  },
];

const TEMPLATES: Record<BookType, Template[]> = {
  'black-and-white-manga': MANGA_TEMPLATES,
  '30s-50s-style': VINTAGE_TEMPLATES,
};

type AnswerKey = 'job' | 'family' | 'friends' | 'hobbies' | 'dream' | 'genre';

const SLOT_ANSWER: Record<string, AnswerKey> = {
  job: 'job',
  jobcore: 'job',
  hobby: 'hobbies',
  hobby2: 'hobbies',
  dream: 'dream',
  dreamt: 'dream',
  friend: 'friends',
  friend2: 'friends',
  family: 'family',
  family2: 'family',
  genre: 'genre',
};

const PLACEHOLDER = /\{(a:|A:)?([A-Za-z0-9]+)\}/g;

function slotsOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[2].toLowerCase());
}

function answersUsed(template: Template): Set<AnswerKey> {
  const used = new Set<AnswerKey>();
  for (const slot of [...slotsOf(template.title), ...slotsOf(descriptionText(template, false))]) {
    const key = SLOT_ANSWER[slot];
    if (key) used.add(key);
  }
  return used;
}

// ---------------------------------------------------------------------------------------------------------
// Building the ideas

/** Starting caps for description slots, before they shrink to fit 90 characters. */
const DESCRIPTION_CAPS: Record<string, number> = {
  name: 20,
  job: 36,
  jobcore: 24,
  hobby: 22,
  hobby2: 22,
  dream: 40,
  dreamt: 24,
  friend: 20,
  friend2: 20,
  family: 22,
  family2: 22,
  genre: 20,
};
/** When a sentence is too long, the slot with the highest weighted length gives up a word first. */
const SHRINK_WEIGHT: Record<string, number> = { job: 1.3, dream: 0.7 };

/** Natural shortenings of a value, longest first, none shorter than `minWords` words. */
function variantsOf(value: string, minWords: number): string[] {
  return phraseCuts(value).filter((cut, i) => i === 0 || cut.split(' ').length >= minWords);
}

interface Facts {
  /** Description values for every slot (full length; shortened while rendering). */
  values: Record<string, string>;
  /** Title values for every slot. */
  titleValues: Record<string, string>;
  /** Description forms of every slot, longest first: shorter ones are used when a sentence must fit. */
  variants: Record<string, string[]>;
  /** Slots whose value is a group ('the kids'), for verb agreement. */
  plural: Set<string>;
  /** Which answers were actually given. */
  given: Set<AnswerKey>;
}

function authorName(raw: string): { full: string; first: string } {
  let name = withoutEmoji(tidy(sanitize(raw).replace(/\n/g, ' ')));
  if (name && name === name.toLowerCase()) name = name.split(' ').map(capitalize).join(' ');
  if (!name) return { full: '', first: '' };
  const words = name.split(' ');
  const honorific =
    /^(?:dr|mr|mrs|ms|mx|prof|sir|dame|captain|capt|miss|madam|lady|lord|aunt|auntie|uncle|grandma|grandpa|granny|nana|papa|mama|coach|sensei|professor|detective|officer|chef|judge|saint|st)\.?$/i;
  const first = honorific.test(words[0]) && words.length > 1 ? `${words[0]} ${words[1]}` : words[0];
  return { full: cutWords(name, 60), first: cutWords(first, 20) };
}

function readFacts(input: GenerateIdeasInput): Facts {
  const type = input.type;
  const { full, first } = authorName(typeof input.author === 'string' ? input.author : '');
  const answers = new Map<string, string>();
  for (const entry of Array.isArray(input.answers) ? input.answers : []) {
    const id = typeof entry?.id === 'string' ? entry.id.trim().toLowerCase() : '';
    // Answers are usually typed in sentence case: 'Dentist who sings' reads 'a dentist who sings' mid-sentence.
    // Names of friends and family keep their capitals.
    const clean = sanitize(entry?.answer);
    const text = id === 'family' || id === 'friends' ? clean : decapitalizeFirst(clean);
    if (id && text && !answers.has(id)) answers.set(id, text);
  }

  const given = new Set<AnswerKey>();
  const job = answers.has('job') ? extractJob(answers.get('job')!, full) : undefined;
  const hobbies = answers.has('hobbies') ? extractHobbies(answers.get('hobbies')!, full) : [];
  const dream = answers.has('dream') ? extractDream(answers.get('dream')!, full) : undefined;
  const friends = answers.has('friends') ? extractPeople(answers.get('friends')!, full, 'friends') : [];
  const family = answers.has('family') ? extractPeople(answers.get('family')!, full, 'family') : [];
  const genreAnswer = answers.has('genre') ? extractGenre(answers.get('genre')!) : '';
  if (job) given.add('job');
  if (hobbies.length) given.add('hobbies');
  if (dream) given.add('dream');
  if (friends.length) given.add('friends');
  if (family.length) given.add('family');
  if (genreAnswer) given.add('genre');

  const manga = type === 'black-and-white-manga';
  const genre = genreAnswer || DEFAULT_GENRE[type] || 'adventure';
  const jobFull = job?.full ?? (manga ? 'ordinary nobody' : 'mild-mannered citizen');
  const jobCore = job?.core ?? (manga ? 'nobody' : 'citizen');
  const hobby = hobbies[0] ?? 'daydreaming';
  const friend = friends[0] ?? (manga ? 'a loyal sidekick' : 'a trusty sidekick');
  const fam = family[0] ?? 'the whole family';
  const dreamText = dream?.text ?? 'saving the day';
  const dreamTitle = dream?.title ?? 'Saving the Day';

  const values: Record<string, string> = {
    name: first || 'our hero',
    tname: full || 'the Author',
    job: jobFull,
    jobcore: jobCore,
    hobby,
    hobby2: hobbies[1] ?? hobby,
    dream: dreamText,
    dreamt: dreamTitle,
    friend,
    friend2: friends[1] ?? friend,
    family: fam,
    family2: family[1] ?? fam,
    genre,
  };
  const titleValues: Record<string, string> = { ...values };
  if (full.length > FIRST_FRAGMENT) titleValues.tname = first;

  // How far each description value may shrink: answers lose words down to a readable core,
  // stand-ins switch to shorter stand-ins, names and the genre stay whole.
  const wordCount = (text: string) => text.split(' ').length;
  const minWords: Record<string, number> = {};
  if (job) minWords.job = wordCount(job.core);
  if (dream) minWords.dream = Math.min(3, wordCount(dream.text));
  if (hobbies.length) {
    minWords.hobby = Math.min(2, wordCount(values.hobby));
    minWords.hobby2 = Math.min(2, wordCount(values.hobby2));
  }
  const variants: Record<string, string[]> = {};
  for (const [slot, value] of Object.entries(values)) {
    const capped = DESCRIPTION_CAPS[slot] !== undefined ? cutPhrase(value, DESCRIPTION_CAPS[slot]) : value;
    variants[slot] = minWords[slot] !== undefined ? variantsOf(capped, minWords[slot]) : [capped];
  }
  if (dream?.object) {
    // 'opening a bakery on the moon' may tighten to 'a bakery on the moon' before it loses the moon.
    const object = cutPhrase(dream.object, DESCRIPTION_CAPS.dream);
    const [whole, ...cuts] = variants.dream;
    variants.dream = [...new Set([whole, object, ...cuts, ...variantsOf(object, 1).slice(1)])];
  }
  if (dream) {
    // Last resort for a long phrase with nowhere natural to cut: 'becoming a famous stand-up comedian' ->
    // 'becoming a comedian'.
    const words = variants.dream[variants.dream.length - 1].split(' ');
    const det = words.findIndex((w, i) => i <= 1 && /^(?:a|an|the|their|some)$/i.test(w));
    if (det >= 0 && words.length - det >= 3) {
      const last = words[words.length - 1];
      const lead = words.slice(0, det).join(' ');
      const article_ = /^an?$/i.test(words[det]) ? article(last) : words[det];
      variants.dream.push(tidy(`${lead} ${article_} ${last}`));
    }
  }
  if (!job) variants.job = [jobFull, jobCore];
  if (!friends.length) variants.friend = variants.friend2 = [friend, 'a sidekick'];
  if (!family.length) variants.family = variants.family2 = [fam, 'the family'];
  const shortName = first.includes(' ') ? first.split(' ').slice(1).join(' ') : first;
  if (shortName && shortName !== first) variants.name = [first, shortName];
  const plural = new Set(Object.keys(values).filter((slot) => isPluralValue(values[slot])));
  return { values, titleValues, variants, plural, given };
}

const FILL_TOKEN = /\{(?:(a:|A:)?([A-Za-z0-9]+)|~([^|}]*)\|([^}@]*)(?:@([a-z0-9]+))?)\}/g;

/**
 * Fills placeholders in one pass (values are never re-scanned, so answers cannot inject placeholders).
 * '{~is|are}' agrees with the slot just before it ('Mom Rosa is', 'the kids are'); '{~is|are@family}' with a named one.
 */
function fill(
  template: string,
  valueOf: (slot: string, index: number) => string,
  transform: (value: string, capitalised: boolean) => string,
  isPlural: (slot: string) => boolean = () => false,
): string {
  let index = 0;
  let lastSlot = '';
  return template.replace(
    FILL_TOKEN,
    (
      _match,
      art: string | undefined,
      key: string | undefined,
      singular: string | undefined,
      pluralForm: string | undefined,
      agreeWith: string | undefined,
    ) => {
      if (key === undefined) return isPlural(agreeWith ?? lastSlot) ? (pluralForm ?? '') : (singular ?? '');
      const slot = key.toLowerCase();
      lastSlot = slot;
      const capitalised = /^[A-Z]/.test(key);
      let value = transform(valueOf(slot, index), capitalised);
      index += 1;
      if (art) value = `${art === 'A:' ? 'A' : 'a'}${article(value) === 'an' ? 'n' : ''} ${value}`;
      return value;
    },
  );
}

/** The description with its optional parts: '[long|short]' keeps 'long' or, when lean, 'short' (or nothing). */
function descriptionText(template: Template, keepOptional: boolean): string {
  return template.description.replace(/\[([^\]|]*)(?:\|([^\]]*))?\]/g, (_m, long: string, short?: string) =>
    keepOptional ? long : (short ?? ''),
  );
}

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
function renderDescription(template: Template, facts: Facts, extra: Record<string, string[]>): string {
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

function renderTitle(template: Template, facts: Facts): string {
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
  return (clean.length > MAX_TITLE ? cutWords(clean, MAX_TITLE) : clean) || 'Untitled Comic';
}

/** A UUID-v4-formatted id drawn from the seeded generator. */
function seededUuid(rng: Rng): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(rng() * 256) & 0xff);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Picks three templates. Only triples that mention the genre and show as many of the given answers as possible
 * qualify; among them one is drawn at random, weighted towards triples that lean less on stand-in values
 * ('the whole family', 'daydreaming'), where every idea uses at least one real answer, and whose descriptions
 * fit 90 characters without an ellipsis.
 */
function pickTemplates(pool: Template[], given: Set<AnswerKey>, rng: Rng, overflows: boolean[]): Template[] {
  const used = pool.map(answersUsed);
  const personal = used.map((keys) => [...keys].some((key) => key !== 'genre' && given.has(key)));
  const standIns = used.map((keys) => [...keys].filter((key) => key !== 'genre' && !given.has(key)).length);
  const candidates: Array<{ picks: number[]; covered: number; weight: number }> = [];
  for (let a = 0; a < pool.length; a += 1) {
    for (let b = a + 1; b < pool.length; b += 1) {
      for (let c = b + 1; c < pool.length; c += 1) {
        const picks = [a, b, c];
        const union = new Set(picks.flatMap((i) => [...used[i]]));
        if (!union.has('genre')) continue;
        const covered = [...given].filter((key) => union.has(key)).length;
        const stand = picks.reduce((sum, i) => sum + standIns[i], 0);
        const impersonal = picks.filter((i) => !personal[i]).length;
        const overflowing = picks.filter((i) => overflows[i]).length;
        candidates.push({ picks, covered, weight: 0.6 ** stand * 0.25 ** impersonal * 0.02 ** overflowing });
      }
    }
  }
  const most = Math.max(...candidates.map((c) => c.covered));
  const top = candidates.filter((c) => c.covered === most);
  const total = top.reduce((sum, c) => sum + c.weight, 0);
  let roll = rng() * total;
  let chosen = top[top.length - 1];
  for (const candidate of top) {
    roll -= candidate.weight;
    if (roll < 0) {
      chosen = candidate;
      break;
    }
  }
  return shuffled(
    chosen.picks.map((i) => pool[i]),
    rng,
  );
}

/**
 * Three locally built story ideas for the author (spec section 8). Deterministic for a given input and seed;
 * never throws on odd input.
 */
export function generateLocalIdeas(input: GenerateIdeasInput, seed: number): Idea[] {
  const rng = seededRandom(seed);
  const type: BookType = input?.type === '30s-50s-style' ? '30s-50s-style' : 'black-and-white-manga';
  const facts = readFacts({ ...input, type });
  const pool = TEMPLATES[type];
  const villainPool = flavourFor(facts.values.genre).villains;
  const shortestVillain = villainPool.reduce((a, b) => (b.length < a.length ? b : a));
  const overflows = pool.map((t) => renderDescription(t, facts, { villain: [shortestVillain] }).endsWith('…'));
  const templates = pickTemplates(pool, facts.given, rng, overflows);
  const villains = shuffled(villainPool, rng);

  const ideas: Idea[] = [];
  const seenTitles = new Set<string>();
  templates.slice(0, IDEAS_PER_SET).forEach((template, i) => {
    const extra = { villain: [villains[i % villains.length], shortestVillain] };
    let title = renderTitle(template, facts);
    if (seenTitles.has(title.toLowerCase())) title = cutWords(`${title} Returns`, MAX_TITLE);
    seenTitles.add(title.toLowerCase());
    ideas.push({ id: seededUuid(rng), title, description: renderDescription(template, facts, extra) });
  });
  return ideas;
}
