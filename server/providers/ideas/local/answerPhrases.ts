// Extracting and normalizing phrases from answers: clauses, list items, boilerplate, and the job, hobbies and genre.
import { sanitize, tidy, withoutEmoji } from './plainText';
import { cutPhrase, cutWords } from './textLimits';

/** The first clause of an answer: up to the first sentence end, line break, semicolon or comma. */
export function firstClause(text: string): string {
  const parts = text.split(/\n|[.!?;:]+(?:\s|$)|,\s*|\s[–—-]\s|\s\(|\)/);
  for (const part of parts) {
    const clean = tidy(part);
    if (clean) return clean;
  }
  return '';
}

/** Items of a list answer ('salsa, sourdough and naps' -> ['salsa', 'sourdough', 'naps']). */
export function listItems(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .split(/\n|[;,/&+•]|\.\s|\.$|\s(?:and|plus|also|as well as|or)\s/i)
    .map(tidy)
    .filter(Boolean);
}

/** Strips leading boilerplate patterns repeatedly ('She is a…', 'I work as an…', 'My hobbies are…'). */
export function stripLeading(text: string, patterns: RegExp[]): string {
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

const SUBJECT = String.raw`(?:i|he|she|they|we|it)`;

export function subjectPattern(author: string): string {
  const first = author.split(' ')[0];
  const names = [author, first].filter((n) => n.length > 0).map(escapeRegExp);
  return names.length ? `(?:${SUBJECT}|${names.join('|')})` : SUBJECT;
}

/** Drops a trailing subordinate clause: 'ride the Orient Express before he turns 90' -> 'ride the Orient Express'. */
export function mainClause(text: string): string {
  return tidy(text.split(/\s(?:before|after|until|because|since|so that|but|although|though|unless|when|while|once|if)\s/i)[0]);
}

export function extractJob(raw: string, author: string): { full: string; core: string } | undefined {
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

export function extractHobbies(raw: string, author: string): string[] {
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

/** The genre as a short lower-case phrase: 'A noir detective story' -> 'noir detective'. */
export function extractGenre(raw: string): string {
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
