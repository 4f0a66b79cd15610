// The genre answer as a short lower-case label ('A noir detective story' -> 'noir detective'), translated when
// it is a common genre name in another language, or the style's default when it cannot be read.
import { isPlainWords, noEmoji } from './plainText';
import { firstClause, isNounPhrase, stripLeading } from './phrases';
import { cutWords } from './textLimits';

const TRANSLATED: Record<string, string> = {
  'ciencia ficción': 'sci-fi',
  'ciencia ficcion': 'sci-fi',
  'science-fiction': 'sci-fi',
  'science fiction': 'sci-fi',
  fantasía: 'fantasy',
  fantasia: 'fantasy',
  fantastique: 'fantasy',
  romántica: 'romance',
  romantica: 'romance',
  romántico: 'romance',
  misterio: 'mystery',
  mystère: 'mystery',
  krimi: 'crime',
  policial: 'crime',
  terror: 'horror',
  comedia: 'comedy',
  komödie: 'comedy',
  aventura: 'adventure',
  aventuras: 'adventure',
  abenteuer: 'adventure',
  aventure: 'adventure',
  suspenso: 'thriller',
  'novela negra': 'noir',
  polar: 'noir',
};

export function readGenre(raw: string): string | undefined {
  const clean = noEmoji(raw).toLowerCase();
  if (!clean) return undefined;
  let text = stripLeading(firstClause(clean), [
    /^(?:probably|maybe|definitely|obviously|surely|i think|i guess|genre\s*[:=-]?)\s+/i,
    /^(?:(?:i|he|she|they)\s+would\s+write\s+)/i,
    /^(?:(?:i|he|she|they)\s+)?(?:love|loves|like|likes|enjoy|enjoys|prefer|prefers)\s+/i,
    /^(?:a|an|the|some)\s+/i,
  ]);
  text = text.replace(
    /(?:\s+(?:story|stories|book|books|novel|novels|comic|comics|tale|tales|genre|one|kind|thing))+$/i,
    '',
  );
  text = text.replace(/\b(?:sci fi|scifi)\b/g, 'sci-fi').replace(/\brom com\b/g, 'rom-com');
  if (TRANSLATED[text]) return TRANSLATED[text];
  if (!isPlainWords(text) || !isNounPhrase(text, 3)) return undefined;
  const label = cutWords(text, 20);
  return /\s(?:and|or|of|the|a)$/.test(` ${label}`) ? undefined : label;
}
