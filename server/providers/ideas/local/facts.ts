// Reading the input into facts: the author's name, the answers, and every slot's value and shorter variants.
import type { GenerateIdeasInput } from '../../../../shared/schemas';
import { sanitize, tidy, withoutEmoji } from './plainText';
import { FIRST_FRAGMENT, cutPhrase, cutWords, phraseCuts } from './textLimits';
import { article, capitalize, decapitalizeFirst } from './wording';
import { extractGenre, extractHobbies, extractJob } from './answerPhrases';
import { extractPeople, isPluralValue } from './people';
import { extractDream } from './dream';
import { DEFAULT_GENRE } from './flavours';
import type { AnswerKey } from './template';

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

/** Natural shortenings of a value, longest first, none shorter than `minWords` words. */
function variantsOf(value: string, minWords: number): string[] {
  return phraseCuts(value).filter((cut, i) => i === 0 || cut.split(' ').length >= minWords);
}

export interface Facts {
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

export function readFacts(input: GenerateIdeasInput): Facts {
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
