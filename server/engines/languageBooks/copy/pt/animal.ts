// The Portuguese (Brazilian) words of a book whose hero is an animal (scenes/animal.ts): the family talks to it
// by its name, it thinks and makes its own sound, never talks.
import type { AnimalCopy } from '../../copy';

export const animalPt: AnimalCopy = {
  beats: {
    wake: {
      titles: [(w) => `Bom dia, ${w.H}`, () => 'Um dia qualquer'],
      summary: [(w) => `${w.H} começa o dia em casa, com a família.`],
      panels: [
        { caption: [() => 'Amanhece em casa.', (w) => `Mais um dia começa para ${w.H}.`] },
        { buddy: [(w) => `Bom dia, ${w.H}!`, (w) => `Dormiu bem, ${w.H}?`], hero: [(w) => w.heroSound] },
        { hero: [() => 'Já é hora do café da manhã?', () => 'Hoje vai acontecer alguma coisa. Eu sinto.'] },
      ],
    },
    play: {
      titles: [() => 'Hora de brincar!', () => 'Um dia no parque'],
      summary: [(w) => `${w.H} passa a manhã brincando no parque.`],
      panels: [
        {
          caption: [(w) => w.hobby && `O que ${w.H} mais gosta: ${w.hobby}.`, () => 'No parque, tudo é uma aventura.'],
        },
        { buddy: [(w) => `Corre, ${w.H}, corre!`, (w) => `Muito bem, ${w.H}!`], hero: [(w) => w.heroSound] },
        { hero: [() => 'Isto é a melhor coisa do mundo.', () => 'De novo. De novo. De novo!'] },
      ],
    },
    trouble: {
      titles: [() => 'Alguma coisa sumiu', () => 'Cadê?'],
      summary: [() => 'Uma coisa muito querida pela família sumiu.'],
      panels: [
        {
          caption: [() => 'De repente, uma coisa muito querida sumiu.', () => 'A família procura pela casa inteira.'],
          buddy: [() => 'Onde será que está? Já procurei em todo lugar!', () => 'Não pode ter sumido assim.'],
        },
        { hero: [() => 'Espera… tem um cheiro aqui.', () => 'Ninguém viu. Eu vi.'] },
        { caption: [(w) => `${w.H} sabe uma coisa que ninguém mais sabe.`], hero: [(w) => w.heroSound] },
      ],
    },
    trail: {
      titles: [() => 'A pista', () => 'No rastro', () => 'Pela cidade toda'],
      summary: [(w) => `${w.H} segue uma pista pela cidade toda.`],
      panels: [
        { caption: [(w) => `${w.H} segue o rastro, com o nariz no chão.`, () => 'Rua acima, rua abaixo.'] },
        { hero: [() => 'Aqui! Uma pista.', () => 'Passou por aqui. Com certeza.'] },
        {
          caption: [() => 'Um buraco na cerca: era disso que precisava.', () => 'Agora nada vai parar essa aventura.'],
          hero: [(w) => w.heroSound],
        },
      ],
    },
    found: {
      titles: [() => 'Achou!', (w) => `Muito bem, ${w.H}!`],
      summary: [(w) => `${w.H} acha o que estava perdido, e a família nem acredita.`],
      panels: [
        { caption: [() => 'E finalmente, aqui está!', () => 'Missão cumprida.'], hero: [(w) => w.heroSound] },
        { buddy: [(w) => `${w.H}, você achou!`, (w) => `Você é incrível, ${w.H}!`] },
        { hero: [() => 'Eu sabia.', () => 'Tem prêmio?'] },
      ],
    },
    home: {
      titles: [() => 'De volta para casa', () => 'O melhor dia'],
      summary: [(w) => `De volta em casa, ${w.H} descansa com a família.`],
      panels: [
        { caption: [() => 'Finalmente em casa.', () => 'A casa volta a ficar tranquila.'] },
        { buddy: [(w) => `Você mereceu, ${w.H}.`, (w) => `Boa noite, ${w.H}.`], hero: [(w) => w.heroSound] },
        { hero: [() => 'O melhor dia da minha vida.', () => 'Amanhã, mais aventuras.'] },
      ],
    },
  },
  ideas: [
    {
      key: 'a-lost',
      title: (w) => `${w.H} ao resgate`,
      description: (w) => `Uma coisa muito querida some de casa, e só ${w.H} pode seguir a pista pela cidade toda.`,
    },
    {
      key: 'a-day',
      title: (w) => `O grande dia de ${w.H}`,
      description: (w) =>
        w.hobby
          ? `O que ${w.H} mais gosta: ${w.hobby}. Hoje, isso vira uma aventura.`
          : `Um dia comum vira uma aventura para ${w.H}.`,
    },
    {
      key: 'a-trail',
      title: (w) => `${w.H} na pista`,
      description: (w) => `Ninguém mais viu a pista, só ${w.H}: um rastro que atravessa a cidade toda.`,
    },
  ],
  captions: [
    () => 'Assim é a vida em casa.',
    () => 'Um momento tranquilo.',
    () => 'Ninguém esperava por isso.',
    () => 'E a aventura continua.',
    () => 'Com um bom faro, tudo se encontra.',
    () => 'Passo a passo.',
    () => 'Enquanto isso, na cidade…',
    () => 'Um pouco mais adiante.',
  ],
  thoughts: [
    () => 'Hmm…',
    () => 'Que cheiro bom.',
    () => 'Que interessante.',
    () => 'Vamos em frente.',
    () => 'E isso aí?',
    () => 'Tem alguma coisa aqui.',
    () => 'Quase, quase.',
    () => 'Eu não desisto.',
  ],
};
