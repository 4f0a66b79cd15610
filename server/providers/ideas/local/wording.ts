// Casing and articles: capitalising, sentence-case lowering, Title Case and choosing 'a' or 'an'.

export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + text.slice(ch.length);
}

/** Lower-cases a sentence-case first word ('Dentist who…' -> 'dentist who…'), leaving 'NASA', 'iPhone', 'I' alone. */
export function decapitalizeFirst(text: string): string {
  const match = /^(\p{Lu})(\p{Ll}*)(?![\p{L}\p{N}])/u.exec(text);
  if (!match || match[0] === 'I' || match[2].length === 0) return text;
  return match[1].toLowerCase() + text.slice(1);
}

const TITLE_SMALL_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'nor', 'but', 'of', 'on', 'in', 'to', 'at', 'for', 'by', 'with', 'from',
  'as', 'vs.', 'vs', 'per', 'via',
]);

/** Title Case for fragments: capitalises lower-case words, keeps short words small, never lowers existing capitals. */
export function titleCase(text: string): string {
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
export function article(phrase: string): string {
  const word = phrase.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(word)) return 'an';
  if (/^(uni|use|usu|ute|eu|one\b|once)/.test(word)) return 'a';
  if (/^[aeiou]/.test(word)) return 'an';
  if (/^[fhlmnrsx]\b/.test(word)) return 'an'; // single letters said with a vowel sound: 'an F-16'
  return 'a';
}
