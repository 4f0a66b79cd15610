// An animal as the hero (issue 46): the answers about the hero say what kind of animal they are ("He's a
// beagle. Professional squirrel chaser and sock thief", "Our rescue greyhound", "Es una gata muy curiosa",
// "Er ist ein kleiner Dackel"), in the five built-in languages. Then the book is written for an animal
// (script/animalPages.ts: thoughts, sounds and narration, never coffee or work) and drawn as one (the art draws
// its species, never a person's body). Only the answers about the hero count (their days, pastimes, dream): "our
// dog Max" in the family answer is a pet beside a person. A person described with an animal's word ("a dog
// person", "a cat lover", "a gym rat", "the GOAT") stays a person: the word must end the phrase, and the
// animals people are called in jest are not read at all.
import { de } from '../languageBooks/lexicons/de';
import { es } from '../languageBooks/lexicons/es';
import { fr } from '../languageBooks/lexicons/fr';
import { pt } from '../languageBooks/lexicons/pt';
import type { AnswerId } from './facts';
import { sanitize } from './plainText';
import { escapeRegExp } from './phrases';
import { inMemory } from './memorial';
import { readHeroPair } from '../../../shared/heroPair';

/** The answers that tell of the hero themself. */
const ABOUT_THE_HERO: readonly AnswerId[] = ['job', 'hobbies', 'dream'];

/**
 * English words that name a pet kind and are not said of people in jest ("pig", "rat", "goat", "chicken",
 * "snake", "mouse", "fish", "cow", "donkey" and "boxer" are, so they are left out), singular only (a hero is
 * one animal), with the species the art draws and the sounds follow.
 */
const KINDS: Record<string, string> = {
  ...kinds('dog', [
    'dog',
    'puppy',
    'pup',
    'doggo',
    'mutt',
    'corgi',
    'poodle',
    'labrador',
    'beagle',
    'pug',
    'chihuahua',
    'dachshund',
    'sausage dog',
    'terrier',
    'jack russell',
    'retriever',
    'golden retriever',
    'spaniel',
    'king charles spaniel',
    'collie',
    'border collie',
    'husky',
    'greyhound',
    'whippet',
    'lurcher',
    'dalmatian',
    'labradoodle',
    'cockapoo',
    'cavapoo',
    'schnauzer',
    'bulldog',
    'rottweiler',
    'doberman',
    'shih tzu',
    'maltese',
    'pomeranian',
    'samoyed',
    'akita',
    'shiba inu',
    'german shepherd',
    'sheepdog',
  ]),
  ...kinds('cat', ['cat', 'kitten', 'kitty', 'tabby', 'moggy', 'siamese', 'maine coon', 'ragdoll']),
  ...kinds('rabbit', ['rabbit', 'bunny']),
  ...kinds('hamster', ['hamster', 'gerbil', 'guinea pig', 'chinchilla']),
  ...kinds('ferret', ['ferret']),
  ...kinds('hedgehog', ['hedgehog']),
  ...kinds('turtle', ['tortoise', 'turtle']),
  ...kinds('parrot', ['parrot', 'budgie', 'cockatiel', 'canary']),
  ...kinds('goldfish', ['goldfish']),
  ...kinds('lizard', ['gecko', 'iguana', 'axolotl', 'bearded dragon']),
  ...kinds('horse', ['pony', 'horse']),
  ...kinds('llama', ['alpaca', 'llama']),
};

function kinds(species: string, words: string[]): Record<string, string> {
  return Object.fromEntries(words.map((word) => [word, species]));
}

/** The hero as an animal: the English word the answers use ('greyhound'; 'cat' for 'gata') and the species drawn. */
export interface HeroAnimal {
  word: string;
  species: string;
}

/**
 * Words between the article and the kind: an age, a colour, a size, a breed's first word ("6-year-old",
 * "rescue"), never a possessive, an article or a verb in -ing ("walking her dog", "training a puppy").
 */
const SMALL_WORDS = 'her|his|their|your|its|my|our|a|an|the|with|and|for|to|of';
const NOT_AN_ADJECTIVE = String.raw`(?!(?:${SMALL_WORDS})\s)(?![\p{L}]+ing\s)`;
const ADJECTIVES = String.raw`(?:${NOT_AN_ADJECTIVE}[\p{L}\d'’-]+\s+){0,4}?`;
/**
 * What may follow the kind: the phrase ends ("a beagle.", "a beagle who…", "a beagle - the boss"), a cross or mix
 * of breeds, or a new clause ("and he…"). Not "and" with another noun ("dog and cat groomer"), nor a hyphen
 * joined to the next word ("dog-walker", "cat-lover").
 */
const FOLLOWERS = 'who|that|which|with|named|called|from|mix|cross|but|lol|haha|hehe|lmao|xd';
const CLAUSE_STARTS = 'he|she|it|they|is|has|loves|likes|thinks|runs|rules|proud|always|never|very|totally|basically';
const NEW_CLAUSE = String.raw`and\s+(?:${CLAUSE_STARTS})`;
const PHRASE_ENDS = String.raw`(?=\s*$|\s*[.,!;:)]|\s+[–—-](?:\s|$)|\s+(?:${FOLLOWERS}|${NEW_CLAUSE})\b)`;

/** What people are called in jest: "a dark horse", "a cool cat", "top dog", "a human golden retriever". */
const JESTS = [
  'dark horse|war horse|show pony|one[- ]trick pony',
  'cool cat|fat cat|scaredy cat',
  'top dog|lucky dog|sly dog|old dog|sea dog|hot dog|dirty dog',
  'gym bunny|snow bunny|beach bunny|ski bunny|dumb bunny',
  'human .+|party .+',
].join('|');
/** The jests of a pair too: "two cool cats", "a couple of old dogs", "two dark horses". */
const SAID_IN_JEST = new RegExp(String.raw`\b(?:${JESTS})(?:e?s)?$`, 'i');
const KIND = `(${Object.keys(KINDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** Each kind's plural, and the kind it is ('puppies' a puppy, 'huskies' a husky, 'goldfish' goldfish). */
const PLURALS: Record<string, string> = Object.fromEntries(
  Object.keys(KINDS).map((kind) => [
    /[^aeiou]y$/.test(kind)
      ? `${kind.slice(0, -1)}ies`
      : /(?:s|sh|ch|x)$/.test(kind)
        ? `${kind}es`
        : /fish$/.test(kind)
          ? kind
          : `${kind}s`,
    kind,
  ]),
);
const PLURAL_KIND = `(${Object.keys(PLURALS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** "He's a beagle", "Biscuit is our rescue greyhound": in any answer about the hero. */
/** How a rambling answer starts before it says anything: "ok so he's a rabbit", "well, she's a tabby". */
const FILLERS = String.raw`(?:(?:ok(?:ay)?|so|well|um+|erm|right|lol|haha|oh|yeah|basically)[,.!]?\s+)*`;
const HERO_IS = String.raw`^${FILLERS}(?:he|she|it|{name})\s*(?:'s|’s|\s+is|\s+was)\s+`;
const ARTICLE = String.raw`(?:(?:a|an|our|my|the family's|the family’s)\s+)?`;
const SAID_OF_THE_HERO = `${HERO_IS}${ARTICLE}${ADJECTIVES}${KIND}${PHRASE_ENDS}`;
/** "Beagle. Professional squirrel chaser", "A golden retriever, 7": only as the job answer (who they are). */
const BARE = String.raw`^${FILLERS}(?:(?:a|an|our|my)\s+)?${ADJECTIVES}${KIND}${PHRASE_ENDS}`;
/**
 * Two animals, the book's two heroes ("They're our two beagles", "Biscuit and Pepper are rescue greyhounds",
 * "Two cats, brother and sister"): the kind in the plural, said of them both.
 */
const THEY_ARE = String.raw`^${FILLERS}(?:they|{name})\s*(?:'re|’re|\s+are|\s+were)\s+`;
const PLURAL_ARTICLE = String.raw`(?:(?:our|my|two|both|the family's|the family’s|a pair of|a couple of)\s+){0,2}`;
const SAID_OF_THE_PAIR = `${THEY_ARE}${PLURAL_ARTICLE}${ADJECTIVES}${PLURAL_KIND}${PHRASE_ENDS}`;
const BARE_PAIR = String.raw`^${FILLERS}(?:two|our two|a pair of)\s+${ADJECTIVES}${PLURAL_KIND}${PHRASE_ENDS}`;

/** A subject and its verb in each built-in language, then an article: "Es una…", "C'est un…", "Er ist ein…". */
const OPENINGS: Record<string, string> = {
  es: String.raw`(?:(?:él|ella|{name})\s+)?(?:es|era)\s+(?:un|una|nuestro|nuestra|mi)`,
  fr: String.raw`(?:c'est|c’est|(?:il|elle|{name})\s+est)\s+(?:un|une|notre|mon|ma)`,
  de: String.raw`(?:er|sie|es|{name})\s+(?:ist|war)\s+(?:ein|eine|einen|unser|unsere|mein|meine)`,
  pt: String.raw`(?:(?:ele|ela|{name})\s+)?(?:é|era)\s+(?:um|uma|o nosso|a nossa|nosso|nossa|o meu|a minha|meu|minha)`,
};

/** The same of two animals: "Son dos gatos", "Ce sont nos deux chats", "Das sind zwei Dackel", "São dois gatos". */
const PAIR_OPENINGS: Record<string, string> = {
  es: String.raw`(?:(?:ellos|ellas|{name})\s+)?(?:son|eran)\s+(?:dos|nuestros|nuestras|mis)`,
  fr: String.raw`(?:ce sont|c['’]est|(?:ils|elles|{name})\s+sont)\s+(?:deux|nos|mes)`,
  de: String.raw`(?:das|sie|{name})\s+(?:sind|waren)\s+(?:zwei|unsere|meine)`,
  pt:
    String.raw`(?:(?:eles|elas|{name})\s+)?(?:são|eram)\s+` +
    '(?:dois|duas|os nossos|as nossas|nossos|nossas|meus|minhas)',
};

/**
 * Words before the kind in the other languages: at most two, and no preposition ("eine Tierärztin für Katzen" is a
 * vet; "ein kleiner Dackel", "una perrita chihuahua" are animals).
 */
const PREPOSITIONS = 'für|mit|von|de|del|para|con|pour|avec|des|da|do|com';
const FOREIGN_ADJECTIVES = String.raw`(?:(?!(?:${PREPOSITIONS})\s)[\p{L}'’-]+\s+){0,2}?`;

/**
 * Said of people: "ein alter Hase" (an old hand), "ein schräger Vogel", "es un loro" (a chatterbox), "ela é uma
 * gata" (she is good-looking: Portuguese cat words are left out), "un pez en el agua".
 */
const IDIOMS: Record<string, string[]> = {
  de: ['hase', 'häschen', 'vogel'],
  es: ['loro'],
  pt: ['gato', 'gata', 'gatinho', 'gatinha', 'gatos'],
};
const IN_JEST_ABROAD = /(?:\b(?:armer|arme|bunter|schräger|alter|dummer)\s+\S+$)|(?:^|\s)(?:pez|poisson|peixe)$/iu;
const FOLLOWED_IN_JEST = /^\s*(?:en el agua|dans l['’]eau|fora d['’]água|na água)/iu;

/** Plurals not made by a suffix: "dois cães". */
const IRREGULAR_PLURALS: Record<string, string> = { cães: 'cão', chevaux: 'cheval' };

/** Each built-in language's animals (its lexicon's words), after its opening: the word and the species. */
const OTHERS = Object.entries({ es, fr, de, pt }).map(([code, lexicon]) => {
  const kinds = Object.keys(lexicon.animals)
    .filter((word) => lexicon.animals[word] !== 'pet' && !IDIOMS[code]?.includes(word))
    .sort((a, b) => b.length - a.length);
  const kind = `(${kinds.join('|')})`;
  return {
    source: String.raw`^${OPENINGS[code]}\s+${FOREIGN_ADJECTIVES}${kind}(?![\p{L}])`,
    // The plural where the lexicon has only the singular ("chiens", "Hunde"). Portuguese cats stay out here too:
    // "são dois gatos" is also said of two good-looking men.
    pair:
      String.raw`^${PAIR_OPENINGS[code]}\s+${FOREIGN_ADJECTIVES}` +
      String.raw`(${[...kinds, ...Object.keys(IRREGULAR_PLURALS)].join('|')})(?:e?s|e|n|en)?(?![\p{L}])`,
    species: lexicon.animals,
  };
});

/** A pet word named before, which a sentence's "he" may mean instead of the hero ("Walks his dog. He's a beagle."). */
const A_PET_BEFORE =
  /(?<![\p{L}])(?:dog|cat|puppy|kitten|pet|perro|gato|chien|chat|hund|katze|cão|cachorro)(?:s|es|e|en|n)?(?![\p{L}])/iu;
/** A sentence that starts with a pronoun or a bare "it is" ("C'est…", "É…", "Es…"), which may mean that pet. */
const PRONOUN_FIRST = new RegExp(
  String.raw`^(?:he|she|it|they|er|sie|es|das|il|elle|ils|elles|él|ella|ellos|ellas|ele|ela|eles|elas|c['’]est` +
    String.raw`|ce sont|é|são|son)(?!\p{L})`,
  'iu',
);

/** The kind of animal the hero is, as the answers name it, or null when the hero is a person. */
export function heroAnimal(input: { answers?: unknown; author?: unknown }): HeroAnimal | null {
  // A book in memory of a pet is the family's memorial book (memorialPages.ts), the same everywhere.
  if (inMemory(input)) return null;
  const answers = Array.isArray(input.answers) ? (input.answers as { id?: unknown; answer?: unknown }[]) : [];
  // "Captain Biscuit is a beagle", "Biscuit is a beagle": the whole name, its first or its last word.
  const words = sanitize(input.author).split(/\s+/).filter(Boolean);
  const names = [...new Set([words.join(' '), words[0], words[words.length - 1]].filter(Boolean))];
  const name = names.length ? `(?:${names.map(escapeRegExp).join('|')})` : '(?!)';
  const named = (source: string) => new RegExp(source.replaceAll('{name}', name), 'iu');
  const english = (word: string) => {
    const lower = word.toLowerCase();
    return { word: lower, species: KINDS[lower] };
  };
  // Two animals said of a pair only: "They are two beagles" of one person is about their dogs.
  const pair = readHeroPair(sanitize(input.author)) !== null;
  const plural = (word: string) => english(PLURALS[word.toLowerCase()] ?? word);
  const patterns = [
    { re: named(SAID_OF_THE_HERO), species: english, bare: false },
    { re: named(BARE), species: english, bare: true },
    ...(pair
      ? [
          { re: named(SAID_OF_THE_PAIR), species: plural, bare: false },
          { re: named(BARE_PAIR), species: plural, bare: true },
        ]
      : []),
    ...OTHERS.flatMap((o) => {
      // An English book names the kind in English ('cat', not 'gata'); the species is the same word.
      const species = (word: string) => {
        const kind = o.species[word.toLowerCase()] ?? o.species[IRREGULAR_PLURALS[word.toLowerCase()] ?? ''];
        return { word: kind, species: kind };
      };
      return [
        { re: named(o.source), species, bare: false },
        ...(pair ? [{ re: named(o.pair), species, bare: false }] : []),
      ];
    }),
  ];
  for (const a of answers) {
    if (!ABOUT_THE_HERO.includes(a?.id as AnswerId)) continue;
    const sentences = sanitize(a.answer).split(/(?<=[.!?;])\s+/);
    for (const [i, sentence] of sentences.entries()) {
      // "He's a beagle" right after "She walks her dog" is about the dog.
      if (i > 0 && PRONOUN_FIRST.test(sentence) && A_PET_BEFORE.test(sentences[i - 1])) continue;
      for (const { re, species, bare } of patterns) {
        if (bare && (a.id !== 'job' || i > 0)) continue;
        const match = re.exec(sentence.trim());
        const word = match?.[1];
        if (!match || !word) continue;
        const said = match[0];
        const after = sentence.trim().slice(match.index + said.length);
        if (SAID_IN_JEST.test(said) || IN_JEST_ABROAD.test(said) || FOLLOWED_IN_JEST.test(after)) continue;
        const found = species(word);
        if (found?.species) return found;
      }
    }
  }
  return null;
}
