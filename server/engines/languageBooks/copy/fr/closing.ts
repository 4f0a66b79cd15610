// The French lines of acts 3 to 5 (acts.ts): the training, the trap, the last battle and the party after it.
import type { ClosingBeats } from '../acts';
import { Hs, Named, de, my, to, up } from './words';

export const closingBeats: ClosingBeats = {
  train: {
    titles: [
      () => 'Entraînement',
      () => 'On recommence !',
      () => 'De la sueur et du courage',
      () => 'Toujours plus haut',
      () => 'Pas de répit',
    ],
    summary: [(w) => `${Hs(w)} s’entraîne sans relâche pour ${w.g('être prêt', 'être prête', 'le grand jour')}.`],
    panels: [
      {
        caption: [
          () => 'À l’aube, l’entraînement commence.',
          () => 'Un jour de plus, un tour de plus.',
          () => 'Chaque matin, le même rituel.',
          () => 'Qu’il pleuve ou qu’il vente, on s’entraîne.',
          (w) => w.hobby && `Tout peut servir, même ça : ${w.hobby}.`,
        ],
      },
      {
        hero: [
          () => 'Encore une fois !',
          () => 'Cette fois, c’est la bonne.',
          () => 'Allez, on ne lâche rien !',
          () => 'Encore un petit effort !',
          () => 'Je ne lâcherai pas !',
        ],
        buddy: [
          (w) => `Allez, ${w.buddy?.calls}, tu peux le faire !`,
          () => 'Plus haut ! Plus vite !',
          () => 'Respire, et on recommence !',
          () => 'Tu y es presque !',
          () => 'Pas mal du tout !',
        ],
      },
      {
        hero: [
          () => 'J’ai réussi !',
          () => 'Chaque jour un peu mieux.',
          () => 'Ça commence à venir !',
          () => 'Demain, on remet ça !',
          () => 'Ouf… mais quel bonheur !',
        ],
      },
    ],
  },
  trial: {
    titles: [() => 'L’épreuve', () => 'Le pont', () => 'Attention, piège !', () => 'Le passage secret'],
    summary: [(w) => `En route vers le repaire ${w.foe.of}, ${w.H} déjoue un piège.`],
    panels: [
      {
        caption: [
          (w) => `Le chemin vers le repaire ${w.foe.of} est truffé de pièges.`,
          (w) => `Plus on approche du repaire ${w.foe.of}, plus le danger grandit.`,
          () => 'Un pas après l’autre, sans regarder en bas.',
        ],
      },
      {
        hero: [
          () => 'Ouf ! Il s’en est fallu de peu.',
          () => 'Ouf ! Pile à temps.',
          () => 'Hop là !',
          () => 'Aïe ! Ça, c’était un piège !',
        ],
      },
      { hero: [() => 'Rien ne m’arrêtera.', () => 'Même pas peur !', () => 'Un piège de plus, et alors ?'] },
    ],
  },
  chase: {
    titles: [() => 'La poursuite', () => 'Sur les toits', () => 'Course-poursuite'],
    summary: [(w) => `${Hs(w)} poursuit ${w.foe.the} sur les toits.`],
    panels: [
      {
        foe: [
          () => 'Attrape-moi si tu peux !',
          (w) => w.g('Trop lent, beaucoup trop lent !', 'Trop lente, beaucoup trop lente !', 'Tu ne m’auras jamais !'),
        ],
      },
      { hero: [() => 'Tu ne m’échapperas pas !', () => 'Je te rattraperai !'] },
      {
        caption: [
          (w) => `${up(w.foe.the)} s’échappe… pour cette fois.`,
          (w) => `${up(w.foe.the)} disparaît dans la nuit, dans un grand éclat de rire.`,
        ],
      },
    ],
  },
  setback: {
    titles: [() => 'Tout est perdu', () => 'Le piège'],
    summary: [(w) => `${Hs(w)} tombe dans le piège ${w.foe.of}.`],
    panels: [
      { foe: [(w) => `Je te tiens, ${w.H} !`] },
      { foe: [(w) => `${up(w.prize.the)} reste avec moi. Pour toujours !`] },
      {
        hero: [
          () => 'Comment ai-je pu tomber dans un piège pareil ?',
          (w) =>
            w.g(
              'Je ne suis peut-être pas aussi fort que je le croyais…',
              'Je ne suis peut-être pas aussi forte que je le croyais…',
              'Et si je n’étais pas à la hauteur…',
            ),
        ],
      },
    ],
  },
  rally: {
    titles: [() => 'L’union fait la force', () => 'Une aide inattendue'],
    summary: [(w) => `${w.buddy ? w.buddy.name : 'Quelqu’un'} arrive juste à temps pour libérer ${w.H}.`],
    panels: [
      {
        buddy: [(w) => `Tiens bon, ${w.buddy?.calls} ! J’arrive !`],
        caption: [(w) => !w.buddy && 'Juste à temps, les secours arrivent.'],
      },
      { hero: [(w) => (w.buddy ? `${Named(w)} ! Je savais que tu viendrais.` : 'Merci !')] },
      {
        caption: [
          (w) =>
            w.buddy &&
            w.both(
              'Ensemble, ils sont imbattables.',
              'Ensemble, elles sont imbattables.',
              'Ensemble, rien ne les arrête.',
            ),
        ],
      },
    ],
  },
  eve: {
    titles: [() => 'La veille', () => 'Le calme avant la tempête'],
    summary: [(w) => `La veille du grand jour, ${w.H} rassemble ses forces.`],
    panels: [
      { caption: [(w) => `Demain, tout se joue ${w.arena}.`] },
      {
        buddy: [
          (w) =>
            w.buddy &&
            `Quoi qu’il arrive, ${w.buddy.calls} : ` +
              w.buddy.g('je suis si fier de toi', 'je suis si fière de toi', 'je t’admire tellement') +
              '.',
        ],
        hero: [() => 'Merci. J’en avais besoin.'],
      },
      { hero: [() => 'Respire. Demain, c’est le grand jour.'] },
    ],
  },
  showdown: {
    titles: [() => 'Le grand duel', () => 'La bataille finale'],
    summary: [(w) => `${Hs(w)} et ${w.foe.the} s’affrontent ${w.arena}.`],
    panels: [
      { caption: [(w) => `${up(w.arena)}, enfin face à face.`] },
      { foe: [(w) => `Cette fois, la chance ne sera pas de ton côté, ${w.H} !`] },
      { hero: [() => 'Tu vas voir de quoi je suis capable !'] },
      { foe: [() => 'Quoi ?! Impossible !'] },
    ],
  },
  splash: {
    titles: [() => 'Victoire !', () => 'Le grand moment'],
    summary: [(w) => `D’un coup de génie, ${w.H} l’emporte sur ${w.foe.the}.`],
    panels: [
      { caption: [(w) => `${Hs(w)} a réussi !`], hero: [() => 'C’est fini !', () => 'Pour tous ceux que j’aime !'] },
    ],
  },
  aftermath: {
    titles: [() => 'Après la tempête', () => 'La paix'],
    summary: [(w) => `${Hs(w)} récupère ${w.prize.the} et pardonne ${to(w.foe)}.`],
    panels: [
      { foe: [() => 'Bon… tu as gagné.'] },
      { hero: [() => 'Tout le monde mérite une deuxième chance.'] },
      { caption: [(w) => `${up(w.prize.the)} retrouve enfin la lumière.`] },
    ],
  },
  allies: {
    titles: [() => 'Les renforts arrivent', () => 'Un pour tous', () => 'Renfort de choc'],
    summary: [(w) => `Ses proches accourent pour aider ${w.H}.`],
    panels: [
      {
        buddy: [
          (w) =>
            w.buddy &&
            `On arrive, ${w.buddy.calls} ! ${w.g('Tu n’es pas seul !', 'Tu n’es pas seule !', 'On est avec toi !')}`,
          (w) => `On ne te laisse pas tomber, ${w.buddy?.calls} !`,
        ],
      },
      {
        hero: [() => 'Dos à dos, on ne craint rien !', () => 'Personne ne passe !', () => 'À nous deux, maintenant !'],
      },
      {
        foe: [
          () => 'À plusieurs contre un ? Ce n’est pas du jeu !',
          () => 'Je… je reviendrai !',
          () => 'Mais d’où sortent-ils, tous ceux-là ?',
        ],
      },
    ],
  },
  celebrate: {
    titles: [() => 'C’est la fête !', () => 'La grande fête'],
    summary: [(w) => `Toute la ville fête la victoire ${de(w.H)}.`],
    panels: [
      {
        caption: [
          () => 'Ce soir-là, toute la ville sort faire la fête.',
          () => 'Des lampions, de la musique et un gâteau géant : la fête bat son plein.',
        ],
      },
      {
        buddy: [
          (w) => w.buddy && (w.buddy.family ? `Vive ${my(w)} !` : `Vive ${w.H} !`),
          (w) => w.buddy && `Un discours, ${w.buddy.calls} !`,
        ],
      },
      {
        hero: [
          (w) =>
            w.g(
              'Je ne l’ai pas fait tout seul. Cette victoire, c’est la vôtre !',
              'Je ne l’ai pas fait toute seule. Cette victoire, c’est la vôtre !',
              'Sans vous, rien n’aurait été possible. Merci !',
            ),
          () => 'Arrêtez, vous allez me faire rougir…',
        ],
      },
    ],
  },
  dream: {
    titles: [() => 'Des rêves plein la tête', () => 'Demain'],
    summary: [(w) => `${Hs(w)} pense à tout ce qui l’attend.`],
    panels: [
      {
        caption: [
          (w) => w.dream && `Et maintenant, le rêve de toujours : ${w.dream}.`,
          () => 'Après tout ça, il reste tant de rêves à réaliser.',
        ],
      },
      { hero: [() => 'Et pourquoi pas ?', () => 'Rien n’est impossible.', () => 'Un jour, peut-être…'] },
      {
        buddy: [(w) => `Tu vas y arriver, ${w.buddy?.calls}.`, (w) => `Moi, j’y crois, ${w.buddy?.calls}.`],
        hero: [(w) => (w.buddy ? 'Je sais.' : 'J’y arriverai.'), () => 'On verra bien !'],
      },
    ],
  },
  coda: {
    titles: [() => 'Retour à la maison', () => 'On n’est jamais mieux que chez soi'],
    summary: [(w) => `${Hs(w)} rentre à la maison, auprès des siens.`],
    panels: [
      { caption: [(w) => `${up(w.prize.the)} trône désormais à la place d’honneur, chez ${w.H}.`] },
      { buddy: [(w) => w.buddy && (w.buddy.family ? `À ${my(w)} !` : `À ${w.H} !`)], hero: [() => 'À nous !'] },
      { caption: [() => 'Et dans la ville, tout redevient enfin calme.'] },
    ],
  },
  finale: {
    titles: [() => 'À bientôt', () => 'À suivre…'],
    summary: [
      (w) => `${Hs(w)} nous dit au revoir, ${w.g('prêt pour', 'prête pour', 'en route vers')} la prochaine aventure.`,
    ],
    panels: [
      { hero: [() => 'À la prochaine !'], buddy: [(w) => `On t’aime, ${w.buddy?.calls} !`] },
      { caption: [() => 'Mais cette histoire n’est pas finie… À suivre !'] },
    ],
  },
};
