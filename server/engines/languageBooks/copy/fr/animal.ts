// The French words of a book whose hero is an animal (scenes/animal.ts): the family talks to it by its name,
// it thinks and makes its own sound, never talks.
import type { AnimalCopy } from '../../copy';
import { de, que } from './words';

export const animalFr: AnimalCopy = {
  beats: {
    wake: {
      titles: [(w) => `Bonjour, ${w.H}`, () => 'Un jour comme les autres'],
      summary: [(w) => `${w.H} commence la journée à la maison, en famille.`],
      panels: [
        { caption: [() => 'Le jour se lève sur la maison.', (w) => `Une nouvelle journée commence pour ${w.H}.`] },
        { buddy: [(w) => `Bonjour, ${w.H} !`, (w) => `Tu as bien dormi, ${w.H} ?`], hero: [(w) => w.heroSound] },
        {
          hero: [
            () => 'C’est l’heure du petit-déjeuner ?',
            () => 'Il va se passer quelque chose aujourd’hui. Je le sens.',
          ],
        },
      ],
    },
    play: {
      titles: [() => 'On joue !', () => 'Une journée au parc'],
      summary: [(w) => `${w.H} passe la matinée à jouer au parc.`],
      panels: [
        {
          caption: [(w) => w.hobby && `Ce ${que(w.H)} préfère : ${w.hobby}.`, () => 'Au parc, tout est une aventure.'],
        },
        { buddy: [(w) => `Cours, ${w.H}, cours !`, (w) => `Bravo, ${w.H} !`], hero: [(w) => w.heroSound] },
        { hero: [() => 'C’est le plus beau jour du monde.', () => 'Encore. Encore. Encore !'] },
      ],
    },
    trouble: {
      titles: [() => 'Quelque chose a disparu', () => 'Mais où est-il ?'],
      summary: [() => 'Quelque chose de très cher à la famille a disparu.'],
      panels: [
        {
          caption: [
            () => 'Soudain, quelque chose de très cher a disparu.',
            () => 'La famille cherche dans toute la maison.',
          ],
          buddy: [() => 'Mais où est-il passé ? J’ai cherché partout !', () => 'Il n’a pas pu disparaître comme ça.'],
        },
        { hero: [() => 'Attendez… ça sent quelque chose.', () => 'Personne ne l’a vu. Moi, si.'] },
        { caption: [(w) => `${w.H} sait quelque chose que personne d’autre ne sait.`], hero: [(w) => w.heroSound] },
      ],
    },
    trail: {
      titles: [() => 'La piste', () => 'Sur la trace', () => 'À travers la ville'],
      summary: [(w) => `${w.H} suit une piste à travers toute la ville.`],
      panels: [
        { caption: [(w) => `${w.H} suit la trace, le nez au ras du sol.`, () => 'Une rue, puis une autre.'] },
        { hero: [() => 'Ici ! Un indice.', () => 'C’est passé par ici. Aucun doute.'] },
        {
          caption: [
            () => 'Un trou dans la clôture : exactement ce qu’il fallait.',
            () => 'Plus rien ne peut l’arrêter.',
          ],
          hero: [(w) => w.heroSound],
        },
      ],
    },
    found: {
      titles: [() => 'Trouvé !', (w) => `Bravo, ${w.H} !`],
      summary: [(w) => `${w.H} retrouve ce qui était perdu, et la famille n’en revient pas.`],
      panels: [
        { caption: [() => 'Et enfin, le voilà !', () => 'Mission accomplie.'], hero: [(w) => w.heroSound] },
        { buddy: [(w) => `${w.H}, tu l’as retrouvé !`, (w) => `Tu es incroyable, ${w.H} !`] },
        { hero: [() => 'Je le savais.', () => 'Il y a une récompense ?'] },
      ],
    },
    home: {
      titles: [() => 'Retour à la maison', () => 'La plus belle journée'],
      summary: [(w) => `De retour à la maison, ${w.H} se repose en famille.`],
      panels: [
        { caption: [() => 'Enfin à la maison.', () => 'Le calme revient dans la maison.'] },
        { buddy: [(w) => `Tu l’as bien mérité, ${w.H}.`, (w) => `Bonne nuit, ${w.H}.`], hero: [(w) => w.heroSound] },
        { hero: [() => 'Le plus beau jour de ma vie.', () => 'Demain, d’autres aventures.'] },
      ],
    },
  },
  ideas: [
    {
      key: 'a-lost',
      title: (w) => `${w.H} à la rescousse`,
      description: (w) =>
        `Quelque chose de très cher disparaît à la maison, et seul ${w.H} peut suivre la piste à travers la ville.`,
    },
    {
      key: 'a-day',
      title: (w) => `Le grand jour ${de(w.H)}`,
      description: (w) =>
        w.hobby
          ? `Ce ${que(w.H)} préfère : ${w.hobby}. Aujourd’hui, cela devient une aventure.`
          : `Une journée ordinaire devient une aventure pour ${w.H}.`,
    },
    {
      key: 'a-trail',
      title: (w) => `${w.H} sur la piste`,
      description: (w) => `Personne n’a vu la piste, sauf ${w.H} : une trace qui traverse toute la ville.`,
    },
  ],
  captions: [
    () => 'C’est la vie à la maison.',
    () => 'Un moment tranquille.',
    () => 'Personne ne s’y attendait.',
    () => 'Et l’aventure continue.',
    () => 'Avec du flair, on trouve tout.',
    () => 'Pas à pas.',
    () => 'Pendant ce temps, en ville…',
    () => 'Un peu plus loin.',
  ],
  thoughts: [
    () => 'Hmm…',
    () => 'Ça sent bon.',
    () => 'Intéressant.',
    () => 'Je continue.',
    () => 'Et ça ?',
    () => 'Il se passe quelque chose ici.',
    () => 'Presque…',
    () => 'Je n’abandonne pas.',
  ],
};
