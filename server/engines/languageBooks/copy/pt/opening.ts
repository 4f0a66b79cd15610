// The Portuguese lines of acts 1 and 2 (acts.ts): the hero's days, the foe's coming and the plan against it.
import type { OpeningBeats } from '../acts';
import { article, call, day, garden, inDay, lo, mine, school, up } from './words';

export const openingBeats: OpeningBeats = {
  intro: {
    titles: [(w) => `Esta é a história de ${w.H}`, () => 'Tudo começa aqui'],
    summary: [(w) => `Conhecemos ${w.H} num dia qualquer, sem saber o que está por vir.`],
    panels: [
      {
        caption: [
          (w) => `Um dia qualquer na vida de ${w.H}.`,
          (w) => w.job && `${up(w.H)}, ${w.job}, começa o dia como outro qualquer.`,
        ],
      },
      {
        caption: [(w) => w.buddy && `Em casa, companhia nunca falta: ${w.buddy.intro}.`],
        hero: [() => 'Bom dia, pessoal!'],
        buddy: [(w) => `Bom dia, ${w.buddy?.calls}!`],
      },
      {
        hero: [
          () => 'Tenho um pressentimento: hoje vai acontecer alguma coisa.',
          () => 'Tudo tão calmo… calmo até demais.',
        ],
      },
    ],
  },
  morning: {
    titles: [() => 'Bom dia!', () => 'Um dia como outro qualquer', (w) => !school(w) && 'Café e planos'],
    summary: [(w) => `A manhã de ${w.H} começa como sempre, em casa.`],
    panels: [
      {
        caption: [
          (w) => `Toda manhã, ${w.H} começa o dia sem pressa.`,
          (w) => w.job && `${up(w.H)}, ${w.job}, acorda cedo, como sempre.`,
        ],
      },
      {
        caption: [(w) => w.pet && `${up(article(w.pet.intro))} espera o café da manhã.`],
        hero: [
          (w) =>
            w.buddy
              ? `Quais são os planos pra hoje, ${w.buddy?.called ?? ''}?`
              : school(w)
                ? 'Primeiro o café da manhã. Depois, o mundo.'
                : 'Primeiro o café. Depois, o mundo.',
          () => 'Alguém viu minhas chaves?',
        ],
        buddy: [
          (w) => `Hoje vai ser um grande dia, ${w.buddy?.calls}!`,
          (w) => !school(w) && 'Guarda um cafezinho pra mim?',
        ],
      },
      {
        hero: [
          (w) => `Vamos nessa! ${up(day(w))} não espera.`,
          (w) => w.stage === 'senior' && 'Bora aproveitar o dia!',
        ],
      },
    ],
  },
  work: {
    titles: [
      (w) => (school(w) ? 'Dia de aula' : 'Mãos à obra'),
      (w) => (school(w) ? 'Hora de aprender' : garden(w) ? 'Um dia na horta' : 'Um dia de batente'),
    ],
    summary: [
      (w) =>
        school(w) ? `${up(w.H)} passa o dia na escola.` : `${up(w.H)} passa o dia fazendo o que sabe fazer de melhor.`,
    ],
    panels: [
      {
        caption: [
          (w) => w.job && `${up(w.job)}, com muito orgulho: ninguém faz como ${w.H}.`,
          (w) => `${inDay(w)}, ${w.H} não para um minuto.`,
        ],
      },
      {
        hero: [
          (w) => (w.stage === 'child' ? 'Eu sei a resposta!' : 'Deixa comigo, resolvo isso num instante.'),
          () => 'Com um pouco de paciência, tudo dá certo.',
        ],
      },
      {
        caption: [
          (w) => (school(w) ? 'Lição aprendida!' : 'Mais um serviço bem feito.'),
          (w) =>
            `Às vezes, até ${w.H} ` +
            w.g('se surpreende consigo mesmo', 'se surpreende consigo mesma', 'se surpreende') +
            '.',
        ],
        hero: [() => 'Perfeito!'],
      },
    ],
  },
  friends: {
    titles: [() => 'Boa companhia', () => 'Tarde entre amigos'],
    summary: [(w) => `${up(w.H)} aproveita a tarde com quem ama.`],
    panels: [
      {
        caption: [
          (w) => w.hobby && `A paixão de ${w.H}: ${w.hobby}.`,
          () => 'À tarde, a praça se enche de vida.',
          () => 'Nada como uma tarde com os amigos.',
        ],
      },
      {
        hero: [(w) => (w.buddy ? `${up(w.buddy?.called ?? '')}, olha só isso!` : 'Olhem só isso!')],
        buddy: [(w) => `Você é demais, ${w.buddy?.calls}!`, () => 'De novo, de novo!', () => 'Bis! Bis!'],
      },
      { hero: [() => 'Dias assim valem ouro.', () => 'Não troco isso por nada.', () => 'Que tarde boa!'] },
    ],
  },
  evening: {
    titles: [() => 'Cai a tarde', () => 'Sob as estrelas'],
    summary: [(w) => `No fim do dia, ${w.H} descansa e sonha.`],
    panels: [
      { caption: [() => 'O sol se põe devagar sobre a cidade.', () => 'As luzes da cidade se acendem, uma a uma.'] },
      {
        hero: [() => 'Ufa, que dia…', () => 'Que dia bom.'],
        buddy: [(w) => `Descansa, ${w.buddy?.calls}. Você merece.`, (w) => `Amanhã tem mais, ${w.buddy?.calls}.`],
      },
      { hero: [(w) => w.dream && `Um dia… ${w.dream}.`, () => 'Um dia ainda vou fazer algo grande.'] },
    ],
  },
  omen: {
    titles: [() => 'Uma luz estranha', () => 'Tem algo errado'],
    summary: [(w) => `Uma luz estranha anuncia a chegada ${w.foe.of}.`],
    panels: [
      { caption: [() => 'Ao anoitecer, algo estranho brilha sobre os telhados.'] },
      {
        hero: [() => 'O que foi aquilo?', () => 'Você também viu?'],
        buddy: [(w) => `${call(w)}, não estou gostando nada disso…`],
      },
      { foe: [(w) => `Aproveite enquanto pode, ${w.H}.`, () => 'Em breve, tudo isto será meu.'] },
    ],
  },
  challenge: {
    titles: [(w) => `Chega ${w.foe.the}`, () => 'O desafio'],
    summary: [(w) => `${up(w.foe.the)} rouba ${w.prize.the} diante de todos.`],
    panels: [
      { caption: [(w) => `De repente, surge ${w.foe.the}.`] },
      {
        foe: [
          (w) => `${up(w.prize.the)} agora é ${mine(w.prize)}! Ninguém vai tirá-${lo(w.prize)} de mim.`,
          (w) => `Sem ${w.prize.the}, esta cidade é minha.`,
        ],
      },
      { hero: [() => 'Devolve! Isso não é seu!', (w) => `Nem pensar, ${w.foe.name}!`] },
    ],
  },
  decision: {
    titles: [() => 'A decisão', () => 'Agora ou nunca'],
    summary: [(w) => `${up(w.H)} decide enfrentar ${w.foe.obj}.`],
    panels: [
      {
        caption: [() => 'Naquela noite, ninguém consegue dormir.'],
        buddy: [
          (w) => `Você vai mesmo, ${w.buddy?.calls}?`,
          (w) => w.buddy && `${call(w)}, ${w.buddy.g('estou preocupado', 'estou preocupada', 'isso me preocupa')}…`,
        ],
      },
      { hero: [() => 'Se eu não for, quem vai?', () => 'Eu tenho que tentar.'] },
      { caption: [(w) => `E assim, ${w.H} sai noite adentro.`], buddy: [(w) => `Toma cuidado, ${w.buddy?.calls}!`] },
    ],
  },
  firstClash: {
    titles: [() => 'Primeiro encontro', () => 'Frente a frente'],
    summary: [(w) => `${up(w.H)} enfrenta ${w.foe.obj} pela primeira vez e perde.`],
    panels: [
      { hero: [(w) => `Alto lá, ${w.foe.name}!`] },
      { foe: [() => 'Rá! É só isso que você sabe fazer?'] },
      {
        caption: [() => 'A primeira batalha está perdida. A guerra, não.'],
        hero: [() => 'Isso não vai ficar assim.'],
      },
    ],
  },
  gather: {
    titles: [() => 'Reunião na cozinha', () => 'O plano'],
    summary: [(w) => `${up(w.H)} reúne a turma para bolar um plano.`],
    panels: [
      {
        hero: [() => 'Preciso da ajuda de vocês.', () => 'Gente, tenho um plano.'],
        buddy: [
          (w) => `Pode contar com a gente, ${w.buddy?.calls}.`,
          (w) => `Estamos juntos nessa, ${w.buddy?.calls}!`,
        ],
      },
      {
        buddy: [(w) => `Aposto que ${w.foe.the} se esconde ${w.lair}!`],
        caption: [() => 'Um mapa, um lápis e muita coragem.', () => 'Todo mundo em volta da mesa da cozinha.'],
      },
      { hero: [() => 'Um por todos e todos por um!', () => 'Vamos nessa, turma!'] },
    ],
  },
  secret: {
    titles: [() => 'Um velho segredo', () => 'A carta escondida'],
    summary: [(w) => `${up(w.H)} descobre um segredo que muda tudo.`],
    panels: [
      { caption: [() => 'No fundo de uma gaveta, uma carta esquecida.'] },
      { hero: [(w) => `Aqui diz como encontrar ${w.prize.obj}…`] },
      { buddy: [() => 'O que você encontrou?'], hero: [() => 'Já sei o que tenho que fazer.'] },
    ],
  },
};
