// The Portuguese (Brazilian) words of a book in someone's memory (scenes/memorial.ts): told by the family, in
// the past, warm.
import type { Line, MemorialCopy, Words } from '../../copy';
import { up } from './words';

/** The hero as the one speaking calls them: "meu avô", "minha avó" for a family word, else the name. */
const mine = (w: Words) => (w.buddy?.family ? `${w.g('meu', 'minha', 'meu')} ${w.buddy.calls}` : w.H);
/** The hero as the one speaking addresses them: "vovô", or the name. */
const calls = (w: Words) => w.buddy?.calls ?? w.H;
/** "Obrigado" or "Obrigada", as the one speaking says it. */
const thanks = (w: Words) => w.buddy?.g('Obrigado', 'Obrigada', 'Obrigado') ?? 'Obrigado';

/** Captions for any memory (the hero in an old photo), when the page's own are used up. */
const MEMORIES: Line[] = [
  () => 'Muitos anos atrás.',
  () => 'Naquele verão.',
  () => 'Um dia qualquer, muito tempo atrás.',
  () => 'Do jeito que a gente lembra.',
  () => 'Uma foto, mil lembranças.',
  () => 'É assim que a gente lembra.',
  () => 'Um dos dias mais bonitos.',
  () => 'Um momento para guardar.',
  () => 'Os bons tempos.',
  () => 'Que dias aqueles.',
  () => 'Um sorriso que ninguém esquece.',
  () => 'Sempre de bom humor.',
  (w) => w.hobby && `Mais uma vez: ${w.hobby}.`,
  (w) => `${w.H}, num dia de sol.`,
  (w) => `${w.H}, como sempre.`,
  () => 'Mais uma lembrança do álbum.',
];
/** Captions for any moment of the family now, when the page's own are used up. */
const TOGETHER: Line[] = [
  () => 'A família, reunida.',
  () => 'Um momento tranquilo.',
  () => 'Ninguém tem pressa hoje.',
  () => 'As fotos passam de mão em mão.',
  () => 'Uma xícara de chá, e mais uma história.',
  () => 'A tarde passa voando.',
  () => 'Todos juntos, como antes.',
  () => 'Tudo está calmo.',
  () => 'Alguém sorri em silêncio.',
  () => 'Um abraço demorado.',
  () => 'Ninguém quer que o dia acabe.',
  () => 'Nem precisa de palavras.',
  () => 'E a família segue em frente, junta.',
  () => 'Um dia tranquilo, em boa companhia.',
];

export const memorialPt: MemorialCopy = {
  beats: {
    album: {
      titles: [(w) => `O álbum de ${w.H}`, () => 'Lembranças de família'],
      summary: [(w) => `A família abre o álbum de fotos e se lembra de ${w.H}.`],
      panels: [
        {
          caption: [
            () => 'Numa tarde tranquila, a família se reúne em volta do velho álbum.',
            () => 'Em casa, alguém pega o álbum de fotos.',
          ],
          buddy: [(w) => `Olhem, aqui está ${mine(w)}!`, (w) => `Nesta foto, ${mine(w)} está sorrindo.`],
        },
        { caption: [(w) => `${w.H}, muitos anos atrás, com aquele sorriso de sempre.`, (w) => `Assim era ${w.H}.`] },
        {
          caption: [() => 'Cada página traz uma história.'],
          buddy: [() => 'Vocês se lembram desse dia?', () => 'Essa foto é daquele verão.'],
        },
      ],
    },
    remember: {
      titles: [(w) => `Assim era ${w.H}`, () => 'Os dias de sempre'],
      summary: [(w) => `A família se lembra de ${w.H} no trabalho e do que mais gostava de fazer.`],
      panels: [
        {
          caption: [
            (w) => w.job && `A profissão de ${w.H}: ${w.job}.`,
            (w) => `${w.H} sempre tinha algo para fazer.`,
            () => 'Quanto trabalho, e quantas risadas.',
            (w) => `${w.H}, mãos à obra, como toda manhã.`,
          ],
        },
        {
          caption: [
            (w) => w.hobby && `O que mais gostava de fazer: ${w.hobby}.`,
            (w) => `${w.H} era feliz com as coisas simples.`,
            () => 'Os domingos eram especiais.',
            (w) => `${w.H} sempre achava um tempinho para o que gostava.`,
          ],
        },
        {
          caption: [
            () => 'Algumas lembranças ficam para sempre.',
            () => 'Cada lembrança, um tesouro.',
            () => 'Parece que foi ontem.',
          ],
          buddy: [
            (w) => `Ninguém fazia isso como ${mine(w)}.`,
            (w) => w.hobby && `Ainda me lembro: ${w.hobby}.`,
            () => 'Aprendi tanta coisa.',
            () => 'Sempre tinha tempo para mim.',
          ],
        },
      ],
    },
    stories: {
      titles: [() => 'Histórias de família', () => 'Conta de novo'],
      summary: [(w) => `A família conta suas histórias favoritas sobre ${w.H}.`],
      panels: [
        {
          caption: [
            () => 'Todo mundo tem uma história para contar.',
            () => 'Alguém começa: “Vocês se lembram…?”',
            () => 'As histórias de sempre.',
          ],
          buddy: [
            (w) => `Já contei para vocês o que ${mine(w)} fez naquele verão?`,
            () => 'Essa história eu sei de cor.',
            () => 'Essa é a minha favorita.',
            () => 'Escutem esta, é ótima.',
          ],
        },
        {
          caption: [
            (w) => `${w.H}, no meio da aventura, igualzinho à história.`,
            () => 'E foi assim que aconteceu.',
            () => 'Tudo começou numa manhã qualquer.',
            () => 'Ninguém conseguia acreditar.',
          ],
        },
        {
          caption: [
            () => 'A casa fica cheia de risadas.',
            () => 'Ninguém se cansa de ouvir.',
            () => 'E as risadas não param.',
          ],
          buddy: [
            () => 'Conta de novo!',
            () => 'Cada vez eu rio mais.',
            () => 'Que história!',
            () => 'Essa é a melhor de todas.',
          ],
        },
      ],
    },
    dream: {
      titles: [(w) => `O sonho de ${w.H}`, () => 'Um dia para lembrar'],
      summary: [(w) => `A família toda, junta, realiza o sonho de ${w.H}.`],
      panels: [
        {
          caption: [
            (w) => w.dream && `${w.H} sempre sonhou com isto: ${w.dream}.`,
            () => 'Hoje a família toda sai junta.',
          ],
          buddy: [() => 'Hoje a gente faz isso junto.', () => 'Vamos, todo mundo junto.'],
        },
        {
          caption: [() => 'E finalmente, aqui estão eles.', (w) => `O lugar de que ${w.H} tanto falava.`],
          buddy: [(w) => `${up(mine(w))} ia adorar isto.`, () => 'É tão bonito quanto nas histórias.'],
        },
        { caption: [(w) => `${w.H}, muitos anos atrás, sonhando com este lugar.`] },
      ],
    },
    goodbye: {
      titles: [() => 'De volta para casa', () => 'Sempre com a gente'],
      summary: [(w) => `De volta em casa, a família guarda o álbum, e ${w.H} no coração.`],
      panels: [
        {
          caption: [() => 'De volta em casa, o álbum volta para a estante.'],
          buddy: [() => 'Foi um dia lindo.'],
        },
        { caption: [(w) => `${w.H}, na foto favorita.`] },
        {
          caption: [(w) => `${w.H} continua em cada história que a gente conta.`],
          buddy: [(w) => `${thanks(w)} por tudo, ${calls(w)}.`],
        },
      ],
    },
  },
  ideas: [
    {
      key: 'm-album',
      title: (w) => `O álbum de ${w.H}`,
      description: (w) => `A família abre o velho álbum de fotos, e cada página traz uma história de ${w.H}.`,
    },
    {
      key: 'm-dream',
      title: (w) => `O sonho de ${w.H}`,
      description: (w) =>
        w.dream
          ? `${w.H} sempre sonhou com isto: ${w.dream}. Hoje a família vive esse sonho junta.`
          : `A família passa um dia inteiro vivendo o que ${w.H} mais amava.`,
    },
    {
      key: 'm-day',
      title: () => 'Um dia para lembrar',
      description: (w) =>
        w.hobby
          ? `Um dia como antigamente, com o que ${w.H} mais gostava de fazer: ${w.hobby}.`
          : `Um dia como antigamente, contado por quem ama ${w.H}.`,
    },
  ],
  memories: MEMORIES,
  together: TOGETHER,
  dedication: [(w) => `Em memória de ${w.H}`, (w) => `Em memória de ${w.H}. Suas histórias continuam com a gente`],
  alsoThere: (who) => `Junto com a família, ${who}.`,
  cheers: [
    (w) => `Sentimos sua falta, ${calls(w)}.`,
    () => 'Para sempre no nosso coração.',
    (w) => `${thanks(w)} por tudo, ${calls(w)}.`,
  ],
};
