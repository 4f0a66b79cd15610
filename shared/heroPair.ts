// Two heroes in the one name the visitor typed (issue 46): 'Mum & Dad', 'Anna and Ben', 'Grandma and Grandpa
// Jones', 'Ana y Luis', 'Paul et Marie', 'Oma und Opa', 'Rita e João'. The book is then about both: the first
// named carries the sentences (the writers' grammar has one subject), the second is a hero of the cast beside
// them, drawn with them and given their own say. A name that only holds a joining word ('Anna Andersson',
// 'Rose E. Smith', 'Ben & Jerry's') is one person. Shared: the photo step tells a pair how to stand in one photo.

/** The words that join two names, lower case only in the other languages ('E' and 'Y' are initials). */
const JOIN = /\s+(?:&|\+|and|And|AND|y|e|et|und)\s+/;
/** Family words that stand for a name in a pair ('Mum & Dad', 'Nana and Pop'). */
const FAMILY_WORD = new RegExp(
  '^(?:mum|mom|mummy|mommy|mama|mam|dad|daddy|papa|pop|grandma|grandpa|granny|grandad|granddad|nana|nan|gran' +
    '|oma|opa|abuela|abuelo|mamie|papi|papy|vovó|vovô|avó|avô|mamá|papá|maman|mutti|vati|mamãe|papai|mãe|pai)$',
  'i',
);
/** A side of the pair: one to three words, the first a name (capitalised, or every word of the whole in lower case). */
const WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’.-]*$/u;

export interface HeroPair {
  /** As typed, each side on its own: 'Mum', 'Dad'; 'Grandma', 'Grandpa Jones'. */
  first: string;
  second: string;
  /** Both, for titles and dedications: 'Mum and Dad' (the book's own joining word in the built-in writers). */
  both: string;
}

function isSide(side: string, allLower: boolean): boolean {
  const words = side.split(/\s+/).filter(Boolean);
  if (words.length < 1 || words.length > 3 || !words.every((w) => WORD.test(w))) return false;
  // 'Ben & Jerry's': a brand, or one person's thing, not a second hero.
  if (/['’]s$/i.test(words[words.length - 1])) return false;
  const head = words[0];
  return allLower || FAMILY_WORD.test(head) || head[0] !== head[0].toLowerCase();
}

/** The two heroes a name holds, or null when it names one (or cannot be read as two). */
export function readHeroPair(raw: string, joinWord = 'and'): HeroPair | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  const parts = name.split(JOIN);
  if (parts.length !== 2) return null;
  const allLower = name === name.toLowerCase();
  const [first, second] = parts.map((p) => p.trim());
  if (!isSide(first, allLower) || !isSide(second, allLower)) return null;
  // "y", "e", "et" and "und" also join surnames ("Santiago Ramón y Cajal", "Rui Sousa e Silva"): two heroes
  // only as a name or a family word and a name each side ("Ana y Luis", "Abuelo Paco y Abuela Rosa"), and a
  // one-letter join not in a name typed all in lower case ("mary e smith").
  const joined = JOIN.exec(name)![0].trim();
  if (/^(?:y|e|et|und)$/.test(joined)) {
    const plain = (side: string) => {
      const words = side.split(' ');
      return words.length === 1 || (words.length === 2 && FAMILY_WORD.test(words[0]));
    };
    if (!plain(first) || !plain(second) || (allLower && joined.length === 1)) return null;
  }
  // 'Grandma and Grandpa Jones': the family name is both of theirs, said once at the end.
  return { first, second, both: `${first} ${joinWord} ${second}` };
}

/** Whether the two are a couple by the words they go by ('Mum & Dad', 'Oma und Opa'), as far as a name tells. */
export function isCouple(first: string, second: string): boolean {
  const word = (name: string) => name.split(' ')[0];
  return FAMILY_WORD.test(word(first)) && FAMILY_WORD.test(word(second));
}

const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The part of an answer about the first hero when it tells of both ('Mum is a baker and Dad fixes boilers':
 * 'Mum is a baker'; 'Dad fixes boilers, Mum bakes': 'Mum bakes'); the answer whole when it names only one.
 */
export function firstHerosPart(text: string, first: string, second: string): string {
  const join = String.raw`\s*(?:,|;|\band\b|&|\bwhile\b|\bwhereas\b|\bbut\b)\s+`;
  const before = (name: string) => new RegExp(`${join}(?=${escapeName(name)}\\b)`, 'i');
  const theirs = before(second).exec(text);
  const starts = (name: string) => new RegExp(`^${escapeName(name)}\\b`, 'i').test(text.trim());
  // Said of both at once ("Mum and Dad love gardening", "Anna and Ben want to see Japan"): theirs together.
  const onlyName = (part: string, name: string) => part.trim().toLowerCase() === name.toLowerCase();
  if (starts(second)) {
    const mine = before(first).exec(text);
    return mine && !onlyName(text.slice(0, mine.index), second) ? text.slice(mine.index + mine[0].length) : text;
  }
  return theirs && theirs.index > 0 && starts(first) && !onlyName(text.slice(0, theirs.index), first)
    ? text.slice(0, theirs.index)
    : text;
}
