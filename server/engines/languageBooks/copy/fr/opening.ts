// The French lines of acts 1 and 2 (acts.ts): the hero's days, the foe's coming and the plan against it.
import type { OpeningBeats } from '../acts';
import { Call, Hs, Named, de, it, named, que, to, up, young } from './words';

export const openingBeats: OpeningBeats = {
  intro: {
    titles: [(w) => `Voici l’histoire ${de(w.H)}`, () => 'Tout commence ici'],
    summary: [
      (w) => `On fait la connaissance ${de(w.H)} par une journée ordinaire, sans se douter de ce qui se prépare.`,
    ],
    panels: [
      {
        caption: [
          (w) => `Un jour comme les autres dans la vie ${de(w.H)}.`,
          (w) => w.job && `${Hs(w)}, ${w.job}, commence sa journée sans se douter de rien.`,
        ],
      },
      {
        caption: [(w) => w.buddy && `À la maison, pas le temps de s’ennuyer avec ${w.buddy.intro}.`],
        hero: [() => 'Bonjour tout le monde !'],
        buddy: [(w) => `Bonjour, ${w.buddy?.calls} !`],
      },
      {
        hero: [
          () => 'J’ai comme l’impression qu’il va se passer quelque chose aujourd’hui…',
          () => 'Tout est calme… trop calme.',
        ],
      },
    ],
  },
  morning: {
    titles: [() => 'Debout là-dedans !', () => 'Un matin comme les autres', (w) => !young(w) && 'Café et projets'],
    summary: [(w) => `La journée ${de(w.H)} commence comme toujours, à la maison.`],
    panels: [
      {
        caption: [
          (w) => `Chaque matin, ${w.H} prend le temps de bien commencer la journée.`,
          (w) => w.job && `${Hs(w)}, ${w.job}, se lève tôt, comme toujours.`,
        ],
      },
      {
        caption: [(w) => w.pet && `${up(w.pet.intro)} réclame sa part du petit-déjeuner.`],
        hero: [
          (w) =>
            w.buddy
              ? `Qu’est-ce que tu fais de beau aujourd’hui, ${named(w)} ?`
              : young(w)
                ? 'D’abord le chocolat chaud. Ensuite, le monde !'
                : 'D’abord le café. Ensuite, le monde.',
          () => 'Quelqu’un a vu mes clés ?',
        ],
        buddy: [(w) => `Ça va être une super journée, ${w.buddy?.calls} !`, () => 'Il reste des croissants ?'],
      },
      {
        hero: [
          (w) =>
            young(w)
              ? 'En route ! L’école n’attend pas.'
              : w.stage === 'adult' && 'En route ! Le travail n’attend pas.',
          (w) => w.stage === 'senior' && 'Allez, on profite de la journée !',
          () => 'Et c’est parti !',
        ],
      },
    ],
  },
  work: {
    titles: [
      (w) => (young(w) ? 'Une journée en classe' : w.stage === 'senior' ? 'Jamais les bras croisés' : 'Au boulot !'),
      (w) => w.stage === 'adult' && 'Une journée de travail',
      () => 'Une journée bien remplie',
    ],
    summary: [
      (w) =>
        young(w)
          ? `${Hs(w)} passe la journée en classe.`
          : w.stage === 'senior'
            ? `${Hs(w)} ne reste jamais sans rien faire.`
            : `${Hs(w)} passe la journée à faire ce qui lui réussit le mieux.`,
    ],
    panels: [
      {
        caption: [
          (w) =>
            w.stage === 'adult' && w.job && `Personne ne fait ça comme ${w.H} : ${w.job} jusqu’au bout des ongles.`,
          (w) =>
            young(w)
              ? `À l’école, avec ${w.H}, on ne s’ennuie jamais.`
              : w.stage === 'senior'
                ? `Au jardin partagé, ${w.H} a toujours un coup de main à donner.`
                : `Au travail, avec ${w.H}, on ne s’ennuie jamais.`,
        ],
      },
      {
        hero: [
          (w) =>
            w.stage === 'child' ? 'Je sais, je sais ! Je peux répondre ?' : 'Ça, je m’en occupe en deux minutes.',
          () => 'Un peu de patience, et tout s’arrange.',
        ],
      },
      {
        caption: [
          (w) =>
            young(w)
              ? 'Drrring ! Fin des cours.'
              : w.stage === 'senior'
                ? 'Encore une matinée bien remplie.'
                : 'Encore du travail bien fait.',
          (w) => `Même ${w.H} ${w.g('s’épate lui-même', 's’épate elle-même', 'n’en revient pas')}, parfois.`,
        ],
        hero: [() => 'Parfait !', () => 'Et voilà !'],
      },
    ],
  },
  friends: {
    titles: [() => 'En bonne compagnie', () => 'Un après-midi entre amis', () => 'Que du bonheur'],
    summary: [(w) => `${Hs(w)} profite de l’après-midi avec ses proches.`],
    panels: [
      {
        caption: [
          (w) => w.hobby && `Ce ${que(w.H)} préfère au monde : ${w.hobby}.`,
          () => 'L’après-midi, la place s’anime.',
          () => 'Rien de tel qu’un après-midi au grand air.',
        ],
      },
      {
        hero: [
          (w) => (w.buddy ? `${Named(w)}, regarde un peu ça !` : 'Regardez-moi ça !'),
          () => 'Et maintenant, regardez bien !',
        ],
        buddy: [
          (w) => `Tu es incroyable, ${w.buddy?.calls} !`,
          () => 'Encore, encore !',
          (w) => w.g('Trop fort !', 'Trop forte !', 'Génial !'),
        ],
      },
      {
        hero: [
          () => 'Des journées comme ça, ça n’a pas de prix.',
          () => 'Je ne changerais ça pour rien au monde.',
          () => 'Vivement demain !',
        ],
      },
    ],
  },
  evening: {
    titles: [() => 'Le soir tombe', () => 'Sous les étoiles', () => 'Fin de journée'],
    summary: [(w) => `À la fin de la journée, ${w.H} se repose et rêve.`],
    panels: [
      { caption: [() => 'Le soir tombe sur la ville.', () => 'Une à une, les fenêtres s’allument.'] },
      {
        hero: [() => 'Quelle journée…', () => 'Ah, enfin un peu de calme.'],
        buddy: [(w) => `Repose-toi, ${w.buddy?.calls}. Tu l’as bien mérité.`, (w) => `Bonne nuit, ${w.buddy?.calls}.`],
      },
      {
        caption: [(w) => w.dream && `Avant de s’endormir, ${w.H} y pense encore : ${w.dream}.`],
        hero: [() => 'Un jour, je ferai quelque chose de grand.', () => 'Et si demain, tout changeait ?'],
      },
    ],
  },
  omen: {
    titles: [() => 'Une lumière étrange', () => 'Quelque chose cloche'],
    summary: [(w) => `Une lumière étrange annonce l’arrivée ${w.foe.of}.`],
    panels: [
      { caption: [() => 'Ce soir-là, quelque chose d’étrange brille au-dessus des toits.'] },
      {
        hero: [() => 'C’était quoi, ça ?', () => 'Tu as vu ça, toi aussi ?'],
        buddy: [(w) => `${Call(w)}, je n’aime pas ça du tout…`],
      },
      { foe: [(w) => `Profite bien tant que tu peux, ${w.H}.`, () => 'Bientôt, tout ceci sera à moi.'] },
    ],
  },
  challenge: {
    titles: [(w) => `Voici ${w.foe.the}`, () => 'Le défi'],
    summary: [(w) => `${up(w.foe.the)} vole ${w.prize.the} sous les yeux de tout le monde.`],
    panels: [
      { caption: [(w) => `Soudain, ${w.foe.the} surgit de nulle part !`] },
      {
        foe: [
          (w) => `${up(w.prize.the)} est à moi ! Personne ne me ${it(w.prize)} prendra !`,
          (w) => `Sans ${w.prize.the}, cette ville est à moi !`,
        ],
      },
      {
        hero: [
          (w) => `Rends-${it(w.prize)} ! ${w.prize.gender === 'f' ? 'Elle' : 'Il'} ne t’appartient pas !`,
          (w) => `Pas si vite, ${w.foe.name} !`,
        ],
      },
    ],
  },
  decision: {
    titles: [() => 'La décision', () => 'Maintenant ou jamais'],
    summary: [(w) => `${Hs(w)} décide de tenir tête ${to(w.foe)}.`],
    panels: [
      {
        caption: [() => 'Cette nuit-là, personne n’arrive à dormir.'],
        buddy: [(w) => `Tu vas vraiment y aller, ${w.buddy?.calls} ?`, () => 'C’est dangereux…'],
      },
      { hero: [() => 'Si je n’y vais pas, qui ira ?', () => 'Il faut que j’essaie.'] },
      {
        caption: [(w) => `Et voilà ${w.H} qui s’enfonce dans la nuit.`],
        buddy: [(w) => `${w.g('Sois prudent', 'Sois prudente', 'Fais bien attention')}, ${w.buddy?.calls} !`],
      },
    ],
  },
  firstClash: {
    titles: [() => 'Première rencontre', () => 'Face à face'],
    summary: [(w) => `${Hs(w)} affronte ${w.foe.the} pour la première fois… et perd.`],
    panels: [
      { hero: [(w) => `Halte-là, ${w.foe.name} !`, () => 'Pas un pas de plus !'] },
      { foe: [() => 'Ha ! C’est tout ce que tu sais faire ?'] },
      {
        caption: [() => 'La première bataille est perdue. Pas la guerre.'],
        hero: [() => 'Ce n’est pas fini !', () => 'Tu ne perds rien pour attendre !'],
      },
    ],
  },
  gather: {
    titles: [() => 'Réunion dans la cuisine', () => 'Le plan', () => 'Conseil de guerre'],
    summary: [(w) => `${Hs(w)} rassemble ses proches pour préparer un plan.`],
    panels: [
      {
        hero: [() => 'J’ai besoin de vous.', () => 'Tout le monde autour de la table !'],
        buddy: [(w) => `On est là, ${w.buddy?.calls}.`, (w) => `Dis-nous tout, ${w.buddy?.calls}.`],
      },
      {
        buddy: [
          (w) => `${up(w.foe.the)} se cache ici, ${w.buddy?.g('j’en suis sûr', 'j’en suis sûre', 'c’est certain')} !`,
          () => 'Et si on passait par là ?',
        ],
        caption: [
          () => 'Une carte, un crayon et beaucoup de courage.',
          () => 'Chacun a son idée, et toutes sont bonnes à prendre.',
        ],
      },
      { hero: [() => 'Un pour tous, tous pour un !', () => 'Ensemble, on va y arriver !', () => 'En avant !'] },
    ],
  },
  secret: {
    titles: [() => 'Un vieux secret', () => 'La lettre cachée'],
    summary: [(w) => `${Hs(w)} découvre un secret qui change tout.`],
    panels: [
      { caption: [() => 'Au fond d’un tiroir, une lettre oubliée.'] },
      { hero: [(w) => `Cette lettre explique comment retrouver ${w.prize.the}…`] },
      { hero: [() => 'Je sais ce qu’il me reste à faire.'], buddy: [() => 'Qu’est-ce que tu as trouvé ?'] },
    ],
  },
};
