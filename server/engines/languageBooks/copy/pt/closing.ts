// The Portuguese lines of acts 3 to 5 (acts.ts): the training, the trap, the last battle and the party after it.
import type { ClosingBeats } from '../acts';
import { up } from './words';

export const closingBeats: ClosingBeats = {
  train: {
    titles: [() => 'Treino', () => 'Tudo de novo', () => 'Suor e coragem'],
    summary: [(w) => `${up(w.H)} treina sem parar para estar ${w.g('pronto', 'pronta', 'à altura')}.`],
    panels: [
      {
        caption: [
          () => 'Ao amanhecer, começa o treino.',
          () => 'Mais um dia, mais uma volta.',
          (w) => w.hobby && `Tudo serve de treino, até isto: ${w.hobby}.`,
          () => 'Chova ou faça sol, o treino continua.',
          (w) => `Dia após dia, ${w.H} não desiste.`,
        ],
      },
      {
        hero: [() => 'De novo!', () => 'Agora vai!', () => 'Só mais uma vez!', () => 'Essa eu acerto!'],
        buddy: [
          (w) => `Vai, ${w.buddy?.calls}, você consegue!`,
          () => 'Mais alto! Mais rápido!',
          () => 'Isso! Quase lá!',
          (w) => `Respira fundo, ${w.buddy?.calls}!`,
        ],
      },
      {
        hero: [
          () => 'Consegui!',
          () => 'Cada dia um pouco melhor.',
          () => 'Ufa! Valeu a pena.',
          () => 'Quem diria, hein?',
        ],
      },
    ],
  },
  trial: {
    titles: [() => 'A prova', () => 'A ponte'],
    summary: [(w) => `A caminho do esconderijo ${w.foe.of}, ${w.H} escapa de uma armadilha.`],
    panels: [
      {
        caption: [
          (w) => `O caminho até o esconderijo ${w.foe.of} está cheio de armadilhas.`,
          () => 'Uma ponte velha balança sobre o abismo.',
          (w) => `O esconderijo fica ${w.lair}. Falta pouco.`,
        ],
      },
      {
        hero: [() => 'Opa! Essa foi por pouco.', () => 'Ai! Quase!', () => 'Ninguém me avisou que ia ter armadilha!'],
      },
      { hero: [() => 'Nada vai me parar.', () => 'Nem um arranhão!', () => 'Pode vir mais, que eu aguento!'] },
    ],
  },
  chase: {
    titles: [() => 'Perseguição', () => 'Pelos telhados'],
    summary: [(w) => `${up(w.H)} persegue ${w.foe.obj} pelos telhados.`],
    panels: [
      { foe: [() => 'Me pega se for capaz!', () => 'Rá! Tarde demais!', () => 'Você nunca vai me alcançar!'] },
      { hero: [() => 'Você não me escapa!', () => 'Volta aqui!', () => 'Nem adianta correr!'] },
      {
        caption: [
          (w) => `${up(w.foe.the)} escapa… por enquanto.`,
          (w) => `Por um triz, ${w.foe.the} escapa de novo.`,
          () => 'E some na escuridão, às gargalhadas.',
        ],
      },
    ],
  },
  setback: {
    titles: [() => 'Tudo perdido', () => 'A armadilha'],
    summary: [(w) => `${up(w.H)} cai na armadilha ${w.foe.of}.`],
    panels: [
      { foe: [(w) => `Te peguei, ${w.H}!`] },
      { foe: [(w) => `${up(w.prize.the)} fica comigo para sempre.`] },
      { hero: [() => 'Como fui cair nessa?', () => 'Talvez eu não seja tão forte quanto pensava…'] },
    ],
  },
  rally: {
    titles: [() => 'Ajuda na hora certa', () => 'Reforço inesperado'],
    summary: [(w) => `${w.buddy ? w.buddy.name : 'Alguém'} chega a tempo de libertar ${w.H}.`],
    panels: [
      {
        buddy: [(w) => `Aguenta firme, ${w.buddy?.calls}! Estou aqui!`],
        caption: [(w) => !w.buddy && 'Bem na hora, chega ajuda.'],
      },
      {
        hero: [
          (w) =>
            w.buddy
              ? `${up(w.buddy?.called ?? '')}! Eu sabia que você viria.`
              : w.g('Obrigado!', 'Obrigada!', 'Valeu!'),
        ],
      },
      {
        caption: [
          (w) =>
            w.buddy && w.both('Juntos, são imbatíveis.', 'Juntas, são imbatíveis.', 'Lado a lado, são imbatíveis.'),
        ],
      },
    ],
  },
  eve: {
    titles: [() => 'A noite anterior', () => 'A calmaria antes da tempestade'],
    summary: [(w) => `Na noite antes do grande dia, ${w.H} junta forças.`],
    panels: [
      { caption: [(w) => `Amanhã, tudo se decide ${w.arena}.`] },
      {
        buddy: [(w) => w.buddy && `Aconteça o que acontecer, ${w.buddy.calls}: tenho muito orgulho de você.`],
        hero: [(w) => `${w.g('Obrigado', 'Obrigada', 'Valeu')}. Eu precisava ouvir isso.`],
      },
      { hero: [() => 'Respira. Amanhã é o dia.'] },
    ],
  },
  showdown: {
    titles: [() => 'O grande duelo', () => 'A batalha final'],
    summary: [(w) => `${up(w.H)} e ${w.foe.the} se enfrentam ${w.arena}.`],
    panels: [
      { caption: [(w) => `${up(w.arena)}, finalmente frente a frente.`] },
      { foe: [(w) => `Desta vez a sorte não está do seu lado, ${w.H}!`] },
      { hero: [() => 'Agora você vai ver do que eu sou capaz!'] },
      { foe: [() => 'O quê?! Impossível!'] },
    ],
  },
  splash: {
    titles: [() => 'Vitória!', () => 'O grande momento'],
    summary: [(w) => `Num golpe de gênio, ${w.H} vence ${w.foe.obj}.`],
    panels: [{ caption: [(w) => `${up(w.H)} conseguiu!`], hero: [() => 'Acabou!', () => 'Por todos que eu amo!'] }],
  },
  aftermath: {
    titles: [() => 'Depois da tempestade', () => 'Paz'],
    summary: [(w) => `${up(w.H)} recupera ${w.prize.obj} e perdoa ${w.foe.obj}.`],
    panels: [
      { foe: [() => 'Tá bom… você venceu.'] },
      { hero: [() => 'Todo mundo merece uma segunda chance.'] },
      { caption: [(w) => `${up(w.prize.the)} volta para casa.`] },
    ],
  },
  allies: {
    titles: [() => 'Todos por um', () => 'Reforços'],
    summary: [(w) => `A turma de ${w.H} chega para ajudar.`],
    panels: [
      {
        caption: [() => 'Na hora H, chegam os reforços!'],
        buddy: [
          (w) =>
            w.buddy &&
            `Vamos, ${w.buddy.calls}! ${w.g('Você não está sozinho!', 'Você não está sozinha!', 'Estamos com você!')}`,
          (w) => `Chegamos, ${w.buddy?.calls}!`,
        ],
      },
      { hero: [() => 'Ninguém solta a mão de ninguém!', () => 'Cuida das minhas costas que eu cuido das suas!'] },
      {
        foe: [
          (w) => `Tantos contra ${w.foe.gender === 'f' ? 'uma' : 'um'}? Assim não vale!`,
          () => 'Isso não estava nos meus planos!',
        ],
      },
    ],
  },
  celebrate: {
    titles: [() => 'Festa!', () => 'A grande festa'],
    summary: [(w) => `A cidade inteira comemora a vitória de ${w.H}.`],
    panels: [
      {
        caption: [
          () => 'A cidade inteira sai às ruas para comemorar.',
          () => 'Tem bolo, música e bandeirinhas na praça.',
        ],
      },
      {
        buddy: [
          (w) =>
            w.buddy &&
            (w.buddy.family ? `${w.g('Esse é o meu', 'Essa é a minha', '')} ${w.buddy.calls}!` : `Viva ${w.H}!`),
          (w) => `Que orgulho de você, ${w.buddy?.calls}!`,
        ],
      },
      { hero: [() => 'Essa vitória é de todos nós!', () => 'Que festa linda!'] },
    ],
  },
  dream: {
    titles: [() => 'Sonhos', () => 'Amanhã'],
    summary: [(w) => `${up(w.H)} pensa no que está por vir.`],
    panels: [
      {
        caption: [
          (w) => w.dream && `E agora, o sonho de sempre: ${w.dream}.`,
          () => 'Afinal, ainda há muitos sonhos por realizar.',
        ],
      },
      { hero: [() => 'E por que não?', () => 'Nada é impossível.', () => 'Quem sabe amanhã?'] },
      {
        buddy: [(w) => `Você vai conseguir, ${w.buddy?.calls}.`, (w) => `Eu acredito em você, ${w.buddy?.calls}.`],
        hero: [(w) => (w.buddy ? 'Eu sei.' : 'Eu vou conseguir.')],
      },
    ],
  },
  coda: {
    titles: [() => 'De volta para casa', () => 'Lar, doce lar'],
    summary: [(w) => `${up(w.H)} volta para casa, para perto de quem ama.`],
    panels: [
      { caption: [(w) => `${up(w.prize.the)} ganha um lugar de honra na casa de ${w.H}.`] },
      {
        buddy: [
          (w) =>
            w.buddy &&
            (w.buddy.family ? `Um brinde ${w.g('ao meu', 'à minha', 'a')} ${w.buddy.calls}!` : `Um brinde a ${w.H}!`),
        ],
        hero: [() => 'E a todos nós!'],
      },
      { caption: [() => 'E na cidade, finalmente, tudo volta a ficar em paz.'] },
    ],
  },
  finale: {
    titles: [() => 'Até breve', () => 'Continua…'],
    summary: [(w) => `${up(w.H)} se despede, ${w.g('pronto para a', 'pronta para a', 'de olho na')} próxima aventura.`],
    panels: [
      { hero: [() => 'Até a próxima!'], buddy: [(w) => `A gente te ama, ${w.buddy?.calls}!`] },
      { caption: [() => 'Mas esta história… continua.'] },
    ],
  },
};
