// The French book: every sentence the built-in writer can say in French (copy.ts explains the shape).
// Agreement goes through w.g / w.buddy.g (masculin, féminin, and a wording without gender); names stay as
// written, with "de"/"que" elided before a vowel ("d'Anna", "qu'Hugo"); a family calls the hero by its word for
// them (mamie, maman, tonton) through w.buddy.calls. A normal space is written before ! ? : ; and inside « »:
// `typeset` makes it a no-break space, as French typography wants.
// The beats' lines are in fr/opening.ts and fr/closing.ts, the helpers they share in fr/words.ts.
import type { BookCopy } from '../copy';
import { matterWords } from '../../words/matterWords';
import type { Gender, NounForms, Person } from '../types';
import { openingBeats } from './fr/opening';
import { closingBeats } from './fr/closing';
import { memorialFr } from './fr/memorial';
import { animalFr } from './fr/animal';
import { Hs, SOMEONE, de, elides, it, my, que, to, up, young } from './fr/words';

/** A foe or a prize with its article: "le Baron Brouillard", "l'Ombre Grise", "du Baron", "de l'Ombre". */
const noun = (name: string, gender: 'f' | 'm', article = true): NounForms => {
  const the = !article ? name : elides(name) ? `l’${name}` : `${gender === 'f' ? 'la' : 'le'} ${name}`;
  const of = !article ? de(name) : elides(name) ? `de l’${name}` : gender === 'f' ? `de la ${name}` : `du ${name}`;
  return { name, gender, the, of, obj: the, with: `avec ${the}` };
};
/** An animal's word as the answers tell it: a female's when they do ("sa chienne Praline"). */
const FEMALE_ANIMALS: Record<string, string> = { dog: 'chienne', cat: 'chatte', horse: 'jument' };
const animal = (p: { species?: string; gender: Gender }): [string, Gender] =>
  p.gender === 'f' && FEMALE_ANIMALS[p.species ?? 'pet']
    ? [FEMALE_ANIMALS[p.species ?? 'pet'], 'f']
    : SPECIES[p.species ?? 'pet'];
const SPECIES: Record<string, [string, Gender]> = {
  dog: ['chien', 'm'],
  cat: ['chat', 'm'],
  bird: ['oiseau', 'm'],
  parrot: ['perroquet', 'm'],
  rabbit: ['lapin', 'm'],
  horse: ['cheval', 'm'],
  fish: ['poisson', 'm'],
  turtle: ['tortue', 'f'],
  hamster: ['hamster', 'm'],
  pet: ['animal', 'm'],
};
/** A relation's word: masculine, feminine, and one for when the answers do not tell ('' for the name alone). */
const KIN: Partial<Record<string, [string, string, string]>> = {
  spouse: ['mari', 'femme', ''],
  partner: ['compagnon', 'compagne', ''],
  child: ['fils', 'fille', ''],
  baby: ['bébé', 'bébé', 'bébé'],
  grandchild: ['petit-fils', 'petite-fille', ''],
  parent: ['père', 'mère', ''],
  grandparent: ['grand-père', 'grand-mère', ''],
  sibling: ['frère', 'sœur', ''],
  cousin: ['cousin', 'cousine', ''],
  auntUncle: ['oncle', 'tante', ''],
  nieceNephew: ['neveu', 'nièce', ''],
  friend: ['ami', 'amie', ''],
  neighbour: ['voisin', 'voisine', ''],
  colleague: ['collègue', 'collègue', ''],
};
const kin = (p: Person) => KIN[p.relation]?.[p.gender === 'm' ? 0 : p.gender === 'f' ? 1 : 2] ?? '';
/** "son", "sa", and "son" before a vowel ("son amie"): French agrees with the one named, not with the hero. */
const his = (word: string, gender: Gender) => (gender === 'f' && !elides(word) ? 'sa' : 'son');

export const french: BookCopy = {
  beats: { ...openingBeats, ...closingBeats },
  memorial: memorialFr,
  animal: animalFr,
  kinds: {
    mystery: {
      foes: [noun('Ombre Grise', 'f'), noun('Baron Brouillard', 'm')],
      prizes: [noun('Diamant Bleu', 'm'), noun('Clé d’Argent', 'f')],
      arena: 'sur les quais du vieux port',
      lair: 'dans l’entrepôt abandonné',
    },
    space: {
      foes: [noun('Commandante Nébula', 'f'), noun('Docteur Comète', 'm')],
      prizes: [noun('Cristal Étoilé', 'm'), noun('Boussole Cosmique', 'f')],
      arena: 'à bord de la station spatiale',
      lair: 'dans le vaisseau amiral',
    },
    magic: {
      foes: [noun('Sorcière des Glaces', 'f'), noun('Enchanteur Gris', 'm')],
      prizes: [noun('Couronne de Cristal', 'f'), noun('Grimoire Doré', 'm')],
      arena: 'sur les remparts du château',
      lair: 'dans la tour de pierre noire',
    },
    spooky: {
      foes: [noun('Dame de la Brume', 'f'), noun('Comte Minuit', 'm')],
      prizes: [noun('Lanterne Enchantée', 'f'), noun('Médaillon d’Argent', 'm')],
      arena: 'dans le vieux manoir de la colline',
      lair: 'dans la crypte',
    },
    heart: {
      foes: [noun('Monsieur Grognon', 'm', false), noun('Madame Jalousie', 'f', false)],
      prizes: [noun('Grand Trophée de la Fête', 'm'), noun('Coupe du Quartier', 'f')],
      arena: 'sur la place du village',
      lair: 'dans la boutique d’en face',
    },
    adventure: {
      foes: [noun('Capitaine Tempête', 'm'), noun('Reine des Pirates', 'f')],
      prizes: [noun('Carte au Trésor', 'f'), noun('Perle des Mers', 'f')],
      arena: 'dans le temple de la jungle',
      lair: 'dans la grotte derrière la cascade',
    },
  },
  ideas: [
    {
      key: 'prize',
      title: (w) => `${w.H} et ${w.prize.the}`,
      description: (w) =>
        `Quand ${w.foe.the} vole ${w.prize.the}, c’est ${w.H} qui relève le défi. ` +
        `Avec l’aide ${w.buddy ? de(w.buddy.name) : 'de ses proches'}, une aventure inoubliable l’attend ${w.arena}.`,
    },
    {
      key: 'foe',
      title: (w) => `${w.H} contre ${w.foe.the}`,
      description: (w) =>
        `${up(w.foe.the)} prépare un mauvais coup, et il n’y a ${que(w.H)} pour l’arrêter. ${
          w.job && !young(w)
            ? w.g(
                `Qui aurait cru qu’un ${w.job} sauverait la situation ?`,
                `Qui aurait cru qu’une ${w.job} sauverait la situation ?`,
                'Personne ne s’attendait à un tel sauvetage.',
              )
            : 'Personne ne s’attendait à un tel sauvetage.'
        }`,
    },
    {
      key: 'dream',
      title: (w) => `Le grand jour ${de(w.H)}`,
      description: (w) =>
        (w.dream ? `Le rêve ${de(w.H)} : ${w.dream}.` : `${Hs(w)} a toujours rêvé de grandes choses.`) +
        ` Mais ${w.foe.the} se met en travers de son chemin, et tout se joue ${w.arena}.`,
    },
    {
      key: 'secret',
      title: (w) => `Le secret ${w.prize.of}`,
      description: (w) =>
        `Une lettre oubliée met ${w.H} sur la piste ${w.prize.of}. ` +
        `Mais ${w.foe.the} ${it(w.prize)} cherche aussi, et la course est lancée.`,
    },
    {
      key: 'hobby',
      title: (w) => `${w.H} à la rescousse`,
      description: (w) =>
        w.hobby
          ? `Ce ${que(w.H)} préfère au monde : ${w.hobby}. ` +
            `Qui aurait cru que ça servirait un jour à sauver la ville, face ${to(w.foe)} ?`
          : `${Hs(w)} n’avait rien ${w.g('d’un héros', 'd’une héroïne', 'd’un personnage de légende')}… ` +
            `jusqu’à ce que ${w.foe.the} menace la ville.`,
    },
  ],
  calledByHero: {
    parent: { f: 'maman', m: 'papa' },
    grandparent: { f: 'mamie', m: 'papi' },
  },
  address: {
    grandchild: { f: 'mamie', m: 'papi' },
    child: { f: 'maman', m: 'papa' },
    nieceNephew: { f: 'tata', m: 'tonton' },
    spouse: { f: 'ma chérie', m: 'mon chéri' },
    partner: { f: 'ma chérie', m: 'mon chéri' },
  },
  intro: (p) => {
    if (p.relation === 'pet') {
      const [word, gender] = animal(p);
      return `${his(word, gender)} ${word} ${p.name}`;
    }
    const word = kin(p);
    return word ? `${his(word, p.gender)} ${word} ${p.name}` : p.name;
  },
  role: (p, hero) => (p.relation === 'pet' ? `${animal(p)[0]} ${de(hero)}` : `${kin(p) || 'proche'} ${de(hero)}`),
  heroRole: (g) => (g === 'm' ? 'le héros' : g === 'f' ? 'l’héroïne' : 'le personnage principal'),
  foeRole: 'trouble-fête de service',
  // Lettered as they are (not typeset): the no-break space before "!" is written in.
  sounds: {
    dog: 'Ouaf\u00a0! Ouaf\u00a0!',
    cat: 'Miaou\u00a0!',
    bird: 'Cui-cui\u00a0!',
    parrot: 'Bonjour\u00a0! Bonjour\u00a0!',
    rabbit: '…',
    horse: 'Hiiii\u00a0!',
    fish: 'Bloup\u00a0!',
    turtle: '…',
    hamster: 'Couic\u00a0!',
    pet: '…',
  },
  sfx: {
    hit: ['BOUM !', 'PAF !', 'VLAN !', 'CRAC !', 'POC !', 'BADABOUM !'],
    move: ['ZIOUM !', 'FIOUUU !', 'VROUM !', 'ZOU !'],
    tension: ['BRRR…', 'TIC… TAC…', 'GRRR…', 'CRIIIC…'],
    quiet: ['Chut…', 'Cui-cui…', 'Tic-tac…', 'Zzz…'],
    heart: ['Bravo !', 'Hourra !', 'Youpi !', 'Hip hip hip, hourra !'],
  },
  cheers: [
    (w) => w.buddy && `Bravo, ${w.buddy.calls} !`,
    (w) => w.buddy && `Je savais que tu y arriverais, ${w.buddy.calls} !`,
    (w) => w.buddy && `Trois hourras pour ${w.buddy.family ? my(w) : w.H} !`,
    () => 'Quelle fierté !',
    () => 'Hourra !',
  ],
  alsoThere: (who) => `Et pour applaudir aussi : ${who}.`,
  list: [', ', ' et '],
  dedication: [
    (w) => w.hobby && `Pour ${w.H}, et sa passion de toujours : ${w.hobby}`,
    (w) => w.dream && `Pour ${w.H}, et son rêve : ${w.dream}`,
    (w) => `Pour ${w.H}, avec tout notre amour`,
  ],
  someone: SOMEONE,
  quote: (id, quoted, w) =>
    ({
      job: `Les journées ${de(w.H)}, en quelques mots : ${quoted}`,
      family: `Sa famille, en quelques mots : ${quoted}`,
      friends: `Sa bande, en quelques mots : ${quoted}`,
      hobbies: `Ce qui fait le bonheur ${de(w.H)} : ${quoted}`,
      dream: `Son rêve, mot pour mot : ${quoted}`,
    })[id] ?? `Mot pour mot : ${quoted}`,
  typeset: (text) => text.replace(/[ \t]+(?=[!?:;»])/g, '\u00a0').replace(/«[ \t]+/g, '«\u00a0'),
  quotes: matterWords('fr').quotes,
};
