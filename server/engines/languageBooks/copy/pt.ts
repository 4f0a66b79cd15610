// The Portuguese book, in Brazilian Portuguese (você, a gente, café da manhã; "te peguei" in speech, the
// standard forms in captions): every sentence the built-in writer can say (copy.ts explains the shape).
// Agreement goes through w.g / w.buddy.g / w.both (masculino, feminino, and a wording without gender); names
// stay as written; a family calls the hero by its word for them (vovó, mãe, tio) through w.buddy.calls.
// Articles contract by hand: do/da, no/na, ao/à, pelo/pela.
// The beats' lines are in pt/opening.ts and pt/closing.ts, the helpers they share in pt/words.ts.
import type { BookCopy } from '../copy';
import { matterWords } from '../../words/matterWords';
import type { NounForms } from '../types';
import { openingBeats } from './pt/opening';
import { closingBeats } from './pt/closing';
import { memorialPt } from './pt/memorial';
import { animalPt } from './pt/animal';
import { dele, lo, up } from './pt/words';

/** A foe or a prize with its article: "a Sombra Cinzenta", "do Barão Neblina", "com o Relógio de Ouro". */
const noun = (name: string, gender: 'f' | 'm'): NounForms => {
  const the = `${gender === 'f' ? 'a' : 'o'} ${name}`;
  return { name, gender, the, of: `${gender === 'f' ? 'da' : 'do'} ${name}`, obj: the, with: `com ${the}` };
};
/** The species word and its gender (for "seu cachorro", "sua tartaruga"). */
/** An animal's word as the answers tell it: a female's when they do ("sua cadela Mel"). */
const FEMALE_ANIMALS: Record<string, string> = { dog: 'cadela', cat: 'gata', horse: 'égua' };
const animal = (p: { species?: string; gender: string }): [string, 'm' | 'f'] =>
  p.gender === 'f' && FEMALE_ANIMALS[p.species ?? 'pet']
    ? [FEMALE_ANIMALS[p.species ?? 'pet'], 'f']
    : SPECIES[p.species ?? 'pet'];
const SPECIES: Record<string, [string, 'm' | 'f']> = {
  dog: ['cachorro', 'm'],
  cat: ['gato', 'm'],
  bird: ['passarinho', 'm'],
  parrot: ['papagaio', 'm'],
  rabbit: ['coelho', 'm'],
  horse: ['cavalo', 'm'],
  fish: ['peixinho', 'm'],
  turtle: ['tartaruga', 'f'],
  hamster: ['hamster', 'm'],
  pet: ['bichinho', 'm'],
};
/** A relation's word: masculine, feminine, and one for when the answers do not tell ('' for the name alone). */
const KIN: Partial<Record<string, [string, string, string]>> = {
  spouse: ['marido', 'esposa', 'amor'],
  partner: ['namorado', 'namorada', 'amor'],
  child: ['filho', 'filha', ''],
  baby: ['bebê', 'bebê', 'bebê'],
  grandchild: ['neto', 'neta', ''],
  parent: ['pai', 'mãe', ''],
  grandparent: ['avô', 'avó', ''],
  sibling: ['irmão', 'irmã', ''],
  cousin: ['primo', 'prima', ''],
  auntUncle: ['tio', 'tia', ''],
  nieceNephew: ['sobrinho', 'sobrinha', ''],
  friend: ['amigo', 'amiga', ''],
  neighbour: ['vizinho', 'vizinha', ''],
  colleague: ['colega', 'colega', ''],
};
/** The possessive that agrees with the word after it: "seu marido", "sua neta" ("amor" is masculine). */
const his = (index: number) => (index === 1 ? 'sua' : 'seu');
const kin = (relation: string, gender: string): [string, number] => {
  const index = gender === 'm' ? 0 : gender === 'f' ? 1 : 2;
  return [KIN[relation]?.[index] ?? '', index];
};

export const portuguese: BookCopy = {
  beats: { ...openingBeats, ...closingBeats },
  memorial: memorialPt,
  animal: animalPt,
  kinds: {
    mystery: {
      foes: [noun('Sombra Cinzenta', 'f'), noun('Barão Neblina', 'm')],
      prizes: [noun('Relógio de Ouro', 'm'), noun('Chave de Prata', 'f')],
      arena: 'no velho porto',
      lair: 'no armazém do cais',
    },
    space: {
      foes: [noun('Comandante Nebulosa', 'f'), noun('Doutor Cometa', 'm')],
      prizes: [noun('Cristal Estelar', 'm'), noun('Bússola Cósmica', 'f')],
      arena: 'na estação espacial',
      lair: 'na nave-mãe escondida atrás da Lua',
    },
    magic: {
      foes: [noun('Bruxa do Gelo', 'f'), noun('Feiticeiro Cinzento', 'm')],
      prizes: [noun('Coroa de Cristal', 'f'), noun('Livro dos Feitiços', 'm')],
      arena: 'nas muralhas do castelo',
      lair: 'na torre de pedra negra',
    },
    spooky: {
      foes: [noun('Dama de Branco', 'f'), noun('Conde Meia-Noite', 'm')],
      prizes: [noun('Lanterna Encantada', 'f'), noun('Sino de Prata', 'm')],
      arena: 'no velho casarão da colina',
      lair: 'na cripta do casarão',
    },
    heart: {
      foes: [noun('Senhor Ranzinza', 'm'), noun('Dona Fofoca', 'f')],
      prizes: [noun('Troféu da Quermesse', 'm'), noun('Taça do Bairro', 'f')],
      arena: 'na praça enfeitada para a festa',
      lair: 'na loja do outro lado da praça',
    },
    adventure: {
      foes: [noun('Capitão Tormenta', 'm'), noun('Rainha Pirata', 'f')],
      prizes: [noun('Mapa do Tesouro', 'm'), noun('Pérola do Mar', 'f')],
      arena: 'no templo da selva',
      lair: 'na caverna atrás da cachoeira',
    },
  },
  ideas: [
    {
      key: 'prize',
      title: (w) => `${up(w.H)} e ${w.prize.the}`,
      description: (w) =>
        `Quando ${w.foe.the} rouba ${w.prize.the}, é ${w.H} quem dá um passo à frente. ` +
        `Com a ajuda ${w.buddy ? `de ${w.buddy.name}` : 'da família e dos amigos'}, ` +
        `começa ${w.arena} uma aventura que ninguém vai esquecer.`,
    },
    {
      key: 'foe',
      title: (w) => `${up(w.H)} contra ${w.foe.the}`,
      description: (w) =>
        `${up(w.foe.the)} tem um plano, e só ${w.H} pode detê-${lo(w.foe)}. ` +
        (w.job
          ? `Ninguém imaginava que ${w.H}, ${w.job}, fosse salvar o dia.`
          : `Ninguém imaginava que ${w.H} ia salvar o dia.`),
    },
    {
      key: 'dream',
      title: (w) => `O grande dia de ${w.H}`,
      description: (w) =>
        (w.dream ? `O sonho de ${w.H}: ${w.dream}.` : `${up(w.H)} sempre sonhou com algo grande.`) +
        ` Mas ${w.foe.the} cruza o seu caminho, e tudo se decide ${w.arena}.`,
    },
    {
      key: 'secret',
      title: (w) => `O segredo ${w.prize.of}`,
      description: (w) =>
        `Uma carta esquecida põe ${w.H} na pista ${w.prize.of}. ` +
        `${up(w.foe.the)} também está atrás ${dele(w.prize)}, e a corrida começou.`,
    },
    {
      key: 'hobby',
      title: (w) => `${up(w.H)} entra em ação`,
      description: (w) =>
        w.hobby
          ? `A paixão de ${w.H}: ${w.hobby}. Ninguém imaginava que isso ia salvar a cidade, com ${w.foe.the} à solta.`
          : `Ninguém imaginava que ${w.H} ia salvar a cidade, com ${w.foe.the} à solta.`,
    },
  ],
  // What the hero calls the person beside them: "mãe", "vó", "amor"; others by name.
  calledByHero: {
    parent: { f: 'mãe', m: 'pai' },
    grandparent: { f: 'vó', m: 'vô' },
    auntUncle: { f: 'tia', m: 'tio' },
    spouse: { f: 'amor', m: 'amor' },
    partner: { f: 'amor', m: 'amor' },
  },
  address: {
    grandchild: { f: 'vovó', m: 'vovô' },
    child: { f: 'mãe', m: 'pai' },
    nieceNephew: { f: 'tia', m: 'tio' },
    spouse: { f: 'amor', m: 'amor' },
    partner: { f: 'amor', m: 'amor' },
  },
  intro: (p) => {
    if (p.relation === 'pet') {
      const [word, gender] = animal(p);
      return `${gender === 'f' ? 'sua' : 'seu'} ${word} ${p.name}`;
    }
    const [word, index] = kin(p.relation, p.gender);
    return word ? `${his(index)} ${word} ${p.name}` : p.name;
  },
  role: (p, hero) =>
    p.relation === 'pet'
      ? `${animal(p)[0]} de ${hero}`
      : `${kin(p.relation, p.gender)[0] || 'pessoa querida'} de ${hero}`,
  heroRole: (g) => (g === 'm' ? 'o protagonista' : g === 'f' ? 'a protagonista' : 'protagonista'),
  foeRole: 'a pedra no sapato',
  sounds: {
    dog: 'Au, au!',
    cat: 'Miau!',
    bird: 'Piu, piu!',
    parrot: 'Currupaco!',
    rabbit: '…',
    horse: 'Hiiiin!',
    fish: 'Glub, glub!',
    turtle: '…',
    hamster: 'Iic, iic!',
    pet: '…',
  },
  sfx: {
    hit: ['POF!', 'PÁ!', 'CRÁS!', 'BUM!', 'SOC!'],
    move: ['VUPT!', 'ZUUUM!', 'FIUUU!', 'VRUUUM!'],
    tension: ['BRRR!', 'TIQUE-TAQUE…', 'NHEEEC!', 'CREC!'],
    quiet: ['Shhh…', 'Piu, piu…', 'Tique-taque…', 'Cri, cri…'],
    heart: ['Bravo!', 'Uhuu!', 'Êêê!', 'Tum-tum!'],
  },
  cheers: [
    (w) => w.buddy && `Mandou bem, ${w.buddy.calls}!`,
    (w) => w.buddy && `Eu sabia que você ia conseguir, ${w.buddy.calls}!`,
    () => 'Que orgulho!',
    () => 'Viva!',
  ],
  alsoThere: (who) => `Também na festa: ${who}.`,
  list: [', ', ' e '],
  dedication: [
    (w) => w.hobby && `Para ${w.H}, que nunca se cansa disto: ${w.hobby}`,
    (w) => w.dream && `Para ${w.H} e o seu sonho: ${w.dream}`,
    (w) => `Para ${w.H}, com todo o nosso carinho`,
  ],
  someone: 'nossa estrela',
  quote: (id, quoted, w) =>
    ({
      job: `Quem conhece ${w.H} resume assim: ${quoted}`,
      family: `Sobre a família de ${w.H}: ${quoted}`,
      friends: `Sobre os amigos de ${w.H}: ${quoted}`,
      hobbies: `O que ${w.H} adora, palavra por palavra: ${quoted}`,
      dream: `O sonho de ${w.H}, palavra por palavra: ${quoted}`,
    })[id] ?? `Palavra por palavra: ${quoted}`,
  quotes: matterWords('pt').quotes,
};
