// The French words of a book in someone's memory (scenes/memorial.ts): told by the family, in the past, warm.
import type { Line, MemorialCopy, Words } from '../../copy';
import { de, que, up } from './words';

/** The hero as the one speaking calls them: "mon papi", "ma mamie" for a family word, else the name. */
const mine = (w: Words) => (w.buddy?.family ? `${w.g('mon', 'ma', 'mon')} ${w.buddy.calls}` : w.H);
/** The hero as the one speaking addresses them: "papi", or the name. */
const calls = (w: Words) => w.buddy?.calls ?? w.H;

/** Captions for any memory (the hero in an old photo), when the page's own are used up. */
const MEMORIES: Line[] = [
  () => 'Il y a des années.',
  () => 'Cet été-là.',
  () => 'Un jour comme un autre, il y a longtemps.',
  () => 'Tel qu’on s’en souvient.',
  () => 'Une photo, mille souvenirs.',
  () => 'C’est ainsi qu’on s’en souvient.',
  () => 'L’un des plus beaux jours.',
  () => 'Un moment à garder.',
  () => 'Le bon vieux temps.',
  () => 'Quels beaux jours.',
  () => 'Un sourire que personne n’oublie.',
  () => 'Toujours de bonne humeur.',
  (w) => w.hobby && `Encore et toujours : ${w.hobby}.`,
  (w) => `${w.H}, un jour de soleil.`,
  (w) => `${w.H}, comme toujours.`,
  () => 'Un autre souvenir de l’album.',
];
/** Captions for any moment of the family now, when the page's own are used up. */
const TOGETHER: Line[] = [
  () => 'La famille, réunie.',
  () => 'Un moment tranquille.',
  () => 'Personne n’est pressé aujourd’hui.',
  () => 'Les photos passent de main en main.',
  () => 'Une tasse de thé, et une autre histoire.',
  () => 'L’après-midi passe trop vite.',
  () => 'Tous ensemble, comme avant.',
  () => 'Tout est calme.',
  () => 'Quelqu’un sourit en silence.',
  () => 'Un long câlin.',
  () => 'Personne ne veut que la journée finisse.',
  () => 'Pas besoin de mots.',
  () => 'Et la famille avance, ensemble.',
  () => 'Une journée paisible, en bonne compagnie.',
];

export const memorialFr: MemorialCopy = {
  beats: {
    album: {
      titles: [(w) => `L’album ${de(w.H)}`, () => 'Souvenirs de famille'],
      summary: [(w) => `La famille ouvre l’album photo et se souvient ${de(w.H)}.`],
      panels: [
        {
          caption: [
            () => 'Un après-midi tranquille, la famille se réunit autour du vieil album.',
            () => 'À la maison, on sort l’album photo.',
          ],
          buddy: [(w) => `Regardez, c’est ${mine(w)} !`, (w) => `Sur cette photo, ${mine(w)} sourit.`],
        },
        { caption: [(w) => `${w.H}, il y a bien longtemps, avec ce sourire de toujours.`, (w) => `Voilà ${w.H}.`] },
        {
          caption: [() => 'Chaque page raconte une histoire.'],
          buddy: [() => 'Vous vous souvenez de ce jour-là ?', () => 'Cette photo, c’était l’été.'],
        },
      ],
    },
    remember: {
      titles: [(w) => `${w.H}, tout simplement`, () => 'Les jours d’avant'],
      summary: [(w) => `La famille se souvient ${de(w.H)} au travail et de ce qui lui plaisait le plus.`],
      panels: [
        {
          caption: [
            (w) => w.job && `Son métier : ${w.job}.`,
            (w) => `${w.H} avait toujours quelque chose à faire.`,
            () => 'Que de travail, et que de rires.',
            (w) => `${w.H}, au travail, comme chaque matin.`,
          ],
        },
        {
          caption: [
            (w) => w.hobby && `Ce qui lui plaisait le plus : ${w.hobby}.`,
            (w) => `${w.H} savait profiter des petites choses.`,
            () => 'Les dimanches étaient sacrés.',
            (w) => `${w.H} trouvait toujours un moment pour ce qui lui plaisait.`,
          ],
        },
        {
          caption: [
            () => 'Certains souvenirs restent pour toujours.',
            () => 'Chaque souvenir est un trésor.',
            () => 'Comme si c’était hier.',
          ],
          buddy: [
            (w) => `Personne ne le faisait comme ${mine(w)}.`,
            (w) => w.hobby && `Je m’en souviens encore : ${w.hobby}.`,
            () => 'J’ai tant appris à ses côtés.',
            () => 'Toujours un moment pour moi.',
          ],
        },
      ],
    },
    stories: {
      titles: [() => 'Histoires de famille', () => 'Raconte-la encore'],
      summary: [(w) => `La famille raconte ses histoires préférées sur ${w.H}.`],
      panels: [
        {
          caption: [
            () => 'Chacun a une histoire à raconter.',
            () => 'Quelqu’un commence : « Vous vous souvenez… ? »',
            () => 'Les histoires de toujours.',
          ],
          buddy: [
            (w) => `Je vous ai raconté ce ${que(mine(w))} a fait cet été-là ?`,
            () => 'Cette histoire, je la connais par cœur.',
            () => 'C’est ma préférée.',
            () => 'Écoutez celle-là, elle est géniale.',
          ],
        },
        {
          caption: [
            (w) => `${w.H}, en pleine aventure, comme dans l’histoire.`,
            () => 'Et c’est comme ça que c’est arrivé.',
            () => 'Tout a commencé un matin comme les autres.',
            () => 'Personne n’en revenait.',
          ],
        },
        {
          caption: [
            () => 'La maison est pleine de rires.',
            () => 'Personne ne se lasse de l’entendre.',
            () => 'Et les rires continuent.',
          ],
          buddy: [
            () => 'Raconte-la encore !',
            () => 'À chaque fois, je ris encore plus.',
            () => 'Quelle histoire !',
            () => 'C’est la meilleure de toutes.',
          ],
        },
      ],
    },
    dream: {
      titles: [(w) => `Le rêve ${de(w.H)}`, () => 'Une journée pour se souvenir'],
      summary: [(w) => `Ensemble, la famille réalise le rêve ${de(w.H)}.`],
      panels: [
        {
          caption: [
            (w) => w.dream && `${w.H} en rêvait depuis toujours : ${w.dream}.`,
            () => 'Aujourd’hui, toute la famille part ensemble.',
          ],
          buddy: [(w) => `Aujourd’hui, on le fait pour ${mine(w)}.`, () => 'Allez, tous ensemble.'],
        },
        {
          caption: [() => 'Et enfin, les voilà.', (w) => `L’endroit dont ${w.H} parlait si souvent.`],
          buddy: [(w) => `${up(mine(w))} aurait adoré ça.`, () => 'C’est aussi beau que dans les histoires.'],
        },
        { caption: [(w) => `${w.H}, il y a longtemps, rêvant de cet endroit.`] },
      ],
    },
    goodbye: {
      titles: [() => 'Retour à la maison', () => 'Toujours avec nous'],
      summary: [(w) => `De retour à la maison, la famille range l’album et gar${de(w.H)} dans son cœur.`],
      panels: [
        {
          caption: [() => 'De retour à la maison, l’album retrouve son étagère.'],
          buddy: [() => 'C’était une journée magnifique.'],
        },
        { caption: [(w) => `${w.H}, sur sa photo préférée.`] },
        {
          caption: [(w) => `${w.H} vit encore dans chaque histoire qu’on raconte.`],
          buddy: [(w) => `Merci pour tout, ${calls(w)}.`],
        },
      ],
    },
  },
  ideas: [
    {
      key: 'm-album',
      title: (w) => `L’album ${de(w.H)}`,
      description: (w) => `La famille ouvre le vieil album photo, et chaque page raconte une histoire ${de(w.H)}.`,
    },
    {
      key: 'm-dream',
      title: (w) => `Le rêve ${de(w.H)}`,
      description: (w) =>
        w.dream
          ? `${w.H} en rêvait depuis toujours : ${w.dream}. Aujourd’hui, la famille le vit ensemble.`
          : `La famille part toute une journée vivre ce ${que(w.H)} aimait le plus.`,
    },
    {
      key: 'm-day',
      title: () => 'Une journée pour se souvenir',
      description: (w) =>
        w.hobby
          ? `Une journée comme avant, avec ce qui plaisait tant à ${w.H} : ${w.hobby}.`
          : `Une journée comme avant, racontée par ceux qui aiment ${w.H}.`,
    },
  ],
  memories: MEMORIES,
  together: TOGETHER,
  dedication: [(w) => `À la mémoire ${de(w.H)}`, (w) => `À la mémoire ${de(w.H)}. Tes histoires restent avec nous`],
  alsoThere: (who) => `Avec eux, ${who}.`,
  cheers: [
    (w) => `Tu nous manques, ${calls(w)}.`,
    () => 'Pour toujours dans nos cœurs.',
    (w) => `Merci pour tout, ${calls(w)}.`,
  ],
};
