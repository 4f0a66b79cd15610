// The French book: every sentence the built-in writer can say in French (copy.ts explains the shape).
// Agreement goes through w.g / w.buddy.g (masculin, féminin, and a wording without gender); names stay as
// written, with "de"/"que" elided before a vowel ("d'Anna", "qu'Hugo"); a family calls the hero by its word for
// them (mamie, maman, tonton) through w.buddy.calls. A normal space is written before ! ? : ; and inside « »:
// `typeset` makes it a no-break space, as French typography wants.
import type { BookCopy, Words } from '../copy';
import type { Gender, NounForms, Person } from '../types';

const up = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
/** Whether a word takes "l'", "d'", "qu'" before it: a vowel or a mute h (Hugo, Yves, not Yann). */
const elides = (word: string) => /^(?:[aeiouàâäéèêëîïôöûüœæ]|h|y(?![aeiouéèêàâ]))/iu.test(word);
const de = (name: string) => (elides(name) ? `d’${name}` : `de ${name}`);
const que = (name: string) => (elides(name) ? `qu’${name}` : `que ${name}`);

/** A foe or a prize with its article: "le Baron Brouillard", "l'Ombre Grise", "du Baron", "de l'Ombre". */
const noun = (name: string, gender: 'f' | 'm', article = true): NounForms => {
  const the = !article ? name : elides(name) ? `l’${name}` : `${gender === 'f' ? 'la' : 'le'} ${name}`;
  const of = !article ? de(name) : elides(name) ? `de l’${name}` : gender === 'f' ? `de la ${name}` : `du ${name}`;
  return { name, gender, the, of, obj: the, with: `avec ${the}` };
};
/** "à" with the article: "au Baron Brouillard", "à l'Ombre Grise", "à Monsieur Grognon". */
const to = (n: NounForms) => (n.the.startsWith('le ') ? `au ${n.the.slice(3)}` : `à ${n.the}`);
/** The object pronoun for a noun: "Rends-la !", "Rends-le !". */
const it = (n: NounForms) => (n.gender === 'f' ? 'la' : 'le');

const SOMEONE = 'notre vedette';
/** The hero at the start of a sentence: the name as written, or the stand-in with its capital. */
const Hs = (w: Words) => (w.H === SOMEONE ? up(SOMEONE) : w.H);
/** What the person beside the hero calls them at the start of a sentence: "Mamie", "Ma chérie", or the name. */
const Call = (w: Words) => (!w.buddy ? Hs(w) : w.buddy.calls === w.H ? Hs(w) : up(w.buddy.calls));
/** "ma mamie", "mon papi": for a family word only (w.buddy.family). */
const my = (w: Words) => `${w.g('mon', 'ma', 'ma')} ${w.buddy?.calls}`;
/** What the hero calls the one beside them: "maman", "papi" for a parent or a grandparent, else the name. */
const CALLED: Array<[string, string]> = [
  ['sa mère', 'maman'],
  ['son père', 'papa'],
  ['sa grand-mère', 'mamie'],
  ['son grand-père', 'papi'],
];
const named = (w: Words) =>
  CALLED.find(([kin]) => w.buddy && w.buddy.intro === `${kin} ${w.buddy.name}`)?.[1] ?? w.buddy?.name ?? w.H;
/** The same at the start of a sentence: "Maman", or the name as written. */
const Named = (w: Words) => (w.buddy && named(w) !== w.buddy.name ? up(named(w)) : named(w));
const young = (w: Words) => w.stage === 'child' || w.stage === 'teen';

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
  beats: {
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
            (w) => (young(w) ? 'Drrring ! Fin des cours.' : 'Encore du travail bien fait.'),
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
          buddy: [
            (w) => `Repose-toi, ${w.buddy?.calls}. Tu l’as bien mérité.`,
            (w) => `Bonne nuit, ${w.buddy?.calls}.`,
          ],
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
            (w) =>
              w.g('Trop lent, beaucoup trop lent !', 'Trop lente, beaucoup trop lente !', 'Tu ne m’auras jamais !'),
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
              `Quoi qu’il arrive, ${w.buddy.calls} : ${w.buddy.g('je suis si fier de toi', 'je suis si fière de toi', 'je t’admire tellement')}.`,
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
          hero: [
            () => 'Dos à dos, on ne craint rien !',
            () => 'Personne ne passe !',
            () => 'À nous deux, maintenant !',
          ],
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
  },
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
        `Quand ${w.foe.the} vole ${w.prize.the}, c’est ${w.H} qui relève le défi. Avec l’aide ${w.buddy ? de(w.buddy.name) : 'de ses proches'}, une aventure inoubliable l’attend ${w.arena}.`,
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
        `${w.dream ? `Le rêve ${de(w.H)} : ${w.dream}.` : `${Hs(w)} a toujours rêvé de grandes choses.`} Mais ${w.foe.the} se met en travers de son chemin, et tout se joue ${w.arena}.`,
    },
    {
      key: 'secret',
      title: (w) => `Le secret ${w.prize.of}`,
      description: (w) =>
        `Une lettre oubliée met ${w.H} sur la piste ${w.prize.of}. Mais ${w.foe.the} ${it(w.prize)} cherche aussi, et la course est lancée.`,
    },
    {
      key: 'hobby',
      title: (w) => `${w.H} à la rescousse`,
      description: (w) =>
        w.hobby
          ? `Ce ${que(w.H)} préfère au monde : ${w.hobby}. Qui aurait cru que ça servirait un jour à sauver la ville, face ${to(w.foe)} ?`
          : `${Hs(w)} n’avait rien ${w.g('d’un héros', 'd’une héroïne', 'd’un personnage de légende')}… jusqu’à ce que ${w.foe.the} menace la ville.`,
    },
  ],
  address: {
    grandchild: { f: 'mamie', m: 'papi' },
    child: { f: 'maman', m: 'papa' },
    nieceNephew: { f: 'tata', m: 'tonton' },
    spouse: { f: 'ma chérie', m: 'mon chéri' },
    partner: { f: 'ma chérie', m: 'mon chéri' },
  },
  intro: (p) => {
    if (p.relation === 'pet') {
      const [word, gender] = SPECIES[p.species ?? 'pet'];
      return `${his(word, gender)} ${word} ${p.name}`;
    }
    const word = kin(p);
    return word ? `${his(word, p.gender)} ${word} ${p.name}` : p.name;
  },
  role: (p, hero) =>
    p.relation === 'pet' ? `${SPECIES[p.species ?? 'pet'][0]} ${de(hero)}` : `${kin(p) || 'proche'} ${de(hero)}`,
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
  quotes: ['« ', ' »'],
};
