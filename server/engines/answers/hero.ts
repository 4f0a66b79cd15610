// The hero's name as typed, what sentences call them, and what fits in a title.
import { readHeroPair } from '../../../shared/heroPair';
import { noEmoji, sanitize, tidy } from './plainText';
import { cutWords } from './textLimits';
import { capitalize } from './wording';

const FORMAL = new RegExp(
  '^(?:dr|mr|mrs|ms|mx|prof|professor|sir|dame|captain|capt|detective|officer|judge|coach' +
    String.raw`|chef|sensei|miss|lady|lord|mister|señor|senor|señora|senora|señorita|monsieur|madame|herr|frau)\.?$`,
  'i',
);
const FAMILIAR = new RegExp(
  String.raw`^(?:aunt|auntie|uncle|grandma|grandpa|granny|nana|papa|mama|saint|st\.?` +
    '|abuelo|abuela|tía|tío|oma|opa|mamie|papi|vovó|vovô)$',
  'i',
);
/**
 * Family names written first (Vietnamese, Chinese, Korean, Hungarian order): 'Nguyễn Thị Minh Khai' is called
 * by the given name at the end ('Minh Khai' when a middle name marks it, else the last word).
 */
const FAMILY_FIRST =
  /^(?:nguyễn|nguyen|trần|tran|lê|phạm|pham|hoàng|hoang|huỳnh|huynh|phan|vũ|võ|đặng|bùi|đỗ|hồ|ngô|dương|lý)$/i;
const VIETNAMESE_MIDDLE = /^(?:thị|thi|văn|van|hữu|đức|ngọc)$/i;
/** Given names that usually pair with a second one: 'María José', 'Mary Beth', 'Jean Luc'. */
const COMPOUND_FIRST = /^(?:maría|maria|josé|jose|juan|ana|anna|mary|jean|marie|luis|anne|jo|lou)$/i;

export interface HeroName {
  full: string;
  call: string;
  title: string;
  /** The second hero when the name holds two ('Anna and Ben': Ben), shared/heroPair.ts. */
  partner?: HeroName;
  /** Both, for titles and dedications: 'Anna and Ben'. */
  both?: string;
}

export function readHeroName(raw: unknown): HeroName {
  const pair = readHeroPair(tidy(noEmoji(sanitize(raw).replace(/\n/g, ' '))));
  if (pair) {
    const [first, second] = [readOneName(pair.first), readOneName(pair.second)];
    if (first.full && second.full) {
      const both = `${first.full} and ${second.full}`;
      const firstWords = `${first.call.split(' ')[0]} and ${second.call.split(' ')[0]}`;
      const title = [both, `${first.call} and ${second.call}`].find((t) => t.length <= 24) ?? firstWords;
      return { ...first, title, partner: second, both };
    }
  }
  return readOneName(raw);
}

function readOneName(raw: unknown): HeroName {
  let name = tidy(noEmoji(sanitize(raw).replace(/\n/g, ' ')).replace(/[^\p{L}\p{M}\p{N}'’.\- ]/gu, ' '));
  // Words that cannot start a name ('and the moon') are dropped; a name made only of them is no name.
  const small = /^(?:and|or|the|a|an|to|of|who|what|i|am|is|my|in|on|at|x)$/i;
  const words = name.split(' ').filter((w, i, all) => w && w.toLowerCase() !== all[i - 1]?.toLowerCase());
  while (words.length && small.test(words[0])) words.shift();
  while (words.length && small.test(words[words.length - 1])) words.pop();
  name = words.join(' ');
  name = cutWords(name, 60);
  if (name && name === name.toLowerCase()) name = name.split(' ').map(capitalize).join(' ');
  if (!name) return { full: '', call: 'our hero', title: '' };
  const parts = name.split(' ');
  let call = parts[0];
  if (FORMAL.test(parts[0]) && parts.length > 1) call = `${parts[0]} ${parts[parts.length - 1]}`;
  else if (FAMILIAR.test(parts[0]) && parts.length > 1) call = `${parts[0]} ${parts[1]}`;
  else if (COMPOUND_FIRST.test(parts[0]) && parts.length > 2 && !/^(?:and|y|e|et|und|\p{L}\.?)$/iu.test(parts[1]))
    call = `${parts[0]} ${parts[1]}`;
  else if (FAMILY_FIRST.test(parts[0]) && parts.length > 2)
    call = VIETNAMESE_MIDDLE.test(parts[1]) && parts.length > 3 ? parts.slice(2).join(' ') : parts[parts.length - 1];
  call = capitalize(cutWords(call, 20));
  const title = name.length <= 24 ? name : call;
  return { full: name, call, title };
}
