// Reading the job answer: a noun phrase with its head noun ('dentist who sings to patients'), a third-person
// verb phrase ('works at the library', 'teaches math'), or, when neither parses, only a short quote.
import type { Job } from './facts';
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
import { isJobHead } from './nouns';
import { baseOfGerund, baseOfThird, isVerb, thirdPerson } from './verbs';
import { toThirdPerson, type Pronouns } from './pronouns';
import { looksEnglish } from './language';
import { quote } from './wording';
import { CHILD_PLACE_ALONE } from './lifeStage';

const NOT_ER = new Set(
  `other never ever over under after water paper summer winter dinner power number answer
together whatever however rather either neither computer center centre corner letter matter super finger tiger
burger river silver cancer poker soccer weather leather feather flower tower shower monster sister brother mother
father daughter order border chapter character career master mister`.split(/\s+/),
);

function isHead(word: string): boolean {
  const w = word.toLowerCase();
  if (isJobHead(w)) return true;
  return w.length >= 5 && /(?:er|or)$/.test(w) && !NOT_ER.has(w) && !isVerb(w);
}

/** 'stay at home dad to twins', 'Stay-at-home mum of three': a parent's whole job, and a noun phrase. */
const STAY_AT_HOME = new RegExp(
  String.raw`^stay[- ]at[- ]home\s+(mum|mom|dad|parent|mother|father|mama|papa|mummy|mommy|daddy)\b` +
    String.raw`((?:\s+(?:to|of)\s+[\w’'-]+(?:\s+[\w’'-]+)?)?)`,
  'i',
);

const BOUNDARY = /^(?:who|that|which|at|for|in|with|from|on|of|and|but|by|near)$/i;

/** 'retired teacher who hates Mondays' -> noun forms, head and a 'who' quirk. */
function readNoun(text: string, pronouns: Pronouns | undefined): { job: Job; quirk?: string[] } | undefined {
  const words = text.split(' ');
  let end = words.findIndex((w, i) => i > 0 && BOUNDARY.test(w));
  if (end < 0) end = words.length;
  const core = words.slice(0, end).join(' ');
  const head = words[end - 1];
  if (!head || end > 5 || !isHead(head) || !isNounPhrase(core)) return undefined;
  const tailRaw = words.slice(end).join(' ');
  const tail = tailRaw ? toThirdPerson(tailRaw, pronouns) : '';
  let noun = [core];
  let quirk: string[] | undefined;
  if (tail && isPlainWords(tail) && tail.split(' ').length <= 8) {
    const full = `${core} ${tail}`;
    const relative = /^(?:who|that)\s+(\S+)/i.exec(tail);
    const clauseOk =
      !relative ||
      Boolean(baseOfThird(relative[1])) ||
      /^(?:is|has|loves|hates|never|always|secretly)$/i.test(relative[1]);
    if (clauseOk && !/\s(?:a|an|the|and|or|of|to|in|on|at|for|with|my|his|her|their)$/i.test(full)) {
      noun = variantsOf(full, core.split(' ').length);
      if (relative) quirk = variantsOf(tail.replace(/^(?:who|that)\s+/i, ''), 2);
    }
  }
  // 'high school chemistry teacher' may also shrink to 'chemistry teacher' and 'teacher' (never to the
  // half-compound 'school chemistry teacher').
  const coreWords = core.split(' ');
  if (coreWords.length > 2) noun.push(coreWords.slice(-2).join(' '));
  if (coreWords.length > 1) noun.push(coreWords[coreWords.length - 1]);
  return { job: { noun: [...new Set(noun)], head: head.toLowerCase() }, quirk };
}

/** 'works at the library' / 'I teach math' / 'teaching math' -> ['works at the library'] etc. */
function readVerb(text: string, pronouns: Pronouns | undefined): string[] | undefined {
  const [first, ...rest] = text.split(' ');
  const base = baseOfThird(first) ?? baseOfGerund(first) ?? (isVerb(first) ? first.toLowerCase() : undefined);
  if (!base || base === 'be' || base === 'have' || base === 'do') return undefined;
  const phrase = toThirdPerson(tidy([thirdPerson(base), ...rest].join(' ')), pronouns);
  if (!phrase || !isPlainWords(phrase) || phrase.split(' ').length > 9) return undefined;
  if (/\s(?:a|an|the|and|or|of|to|in|on|at|for|with|my|his|her|their)$/i.test(phrase)) return undefined;
  if (
    phrase.split(' ').length < 2 &&
    !/^(?:works|teaches|writes|paints|sings|acts|farms|fishes|cooks|bakes)$/.test(phrase)
  )
    return undefined;
  return variantsOf(phrase, 2);
}

type JobReading = { job?: Job; quirk?: string[] };

/** What the hero is to their family, not what they do: 'proud dad, electrician'. */
const FAMILY_HEAD = /^(?:dad|mum|mom|mother|father|mama|papa|parent|grandma|grandpa|nan|nana|granny|wife|husband)$/;

/** A reading that says no work: nothing, a quote, or a family role ('proud dad'; a stay-at-home dad is work). */
const saysNoWork = (read: JobReading) =>
  !read.job ||
  Boolean(read.job.quote) ||
  (FAMILY_HEAD.test(read.job.head ?? '') && !read.job.noun?.[0]?.startsWith('stay-at-home'));

export function readJob(raw: string, author: string, pronouns: Pronouns | undefined): JobReading {
  const clean = noEmoji(raw);
  if (!clean) return {};
  if (!looksEnglish(clean)) return { job: { quote: quote(clean, 28) } };
  const whole = readClause(clean, author, pronouns);
  if (!saysNoWork(whole)) return whole;
  // 'Deaf, teaches BSL at the community college', 'widowed, retired school cook', 'proud dad, electrician':
  // the first words say who the hero is, the next ones what the hero does.
  for (const clause of clean.split(/,\s*/).slice(1, 3)) {
    const next = readClause(clause, author, pronouns);
    if (!saysNoWork(next)) return next;
  }
  return whole;
}

function readClause(clean: string, author: string, pronouns: Pronouns | undefined): JobReading {
  const subject = subjectPattern(author);
  let text = withoutFiller(mainClause(firstClause(clean)));
  text = stripLeading(text, [
    /^(?:well|so|um+|uh+|oh|hmm+|ok|okay|lol|haha|basically|honestly)\b,?\s*/i,
    /^(?:job|occupation|profession|work)\s*[:=-]\s*/i,
    /^(?:my|his|her|their)\s+job\s+is\s+(?:being\s+)?/i,
    new RegExp(`^${subject}(?:\\s+is|'s|’s|\\s+am|'m|’m|\\s+are|'re|’re|\\s+was|\\s+were)\\s+`, 'i'),
    new RegExp(`^${subject}\\s+`, 'i'),
    /^(?:currently|now|still|officially|technically)\s+/i,
    /^(?:works?|working|worked)\s+as\s+/i,
    // 'works nights as a baker', 'work part-time as a cashier': a baker, a cashier ('works at the bakery as a
    // baker' and 'works from home as a designer' stay what they do).
    /^(?:works?|working|worked)\s+(?:(?!(?:at|in|for|with|on|from|of|to)\s)[\w’'-]+\s+){1,3}as\s+(?=(?:an?|the)\s)/i,
    /^(?:a|an|the)\s+/i,
  ]);
  // 'part time nurse' is a part-time nurse, never a 'time nurse' when the phrase is shortened.
  text = text.replace(/\b(part|full)[ -]time\b/gi, '$1-time');
  if (/^retired$/i.test(text)) return { job: { noun: ['retiree'], head: 'retiree' } };
  const atHome = STAY_AT_HOME.exec(text);
  if (atHome) {
    const core = `stay-at-home ${atHome[1].toLowerCase()}`;
    const told = tidy(`${core} ${atHome[2]}`);
    return { job: { noun: [...new Set([told.split(' ').length <= 6 ? told : core, core])], head: core.split(' ')[1] } };
  }
  // 'Kinder', 'daycare': where the child goes, which the child's school days tell (lifeStage.ts), not a job.
  if (CHILD_PLACE_ALONE.test(clean.trim())) return {};
  if (!text) return {};
  const noun = readNoun(text, pronouns);
  if (noun) return noun;
  const does = readVerb(text, pronouns);
  if (does) return { job: { does } };
  return { job: { quote: quote(clean, 28) } };
}
