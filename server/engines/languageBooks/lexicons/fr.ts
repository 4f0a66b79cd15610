// French, as people write answers about someone they love: "Elle est infirmière à la retraite", "Sa petite-fille
// Emma et son chien Filou", "La pétanque et les mots croisés", "Elle rêve de retourner en Bretagne". Names do
// not tell their gender by their ending (Pierre, Claire, Maxime, Anne), so the common ones are listed.
import { type Lexicon, pattern, words } from '../lexicon';

const FUNCTION_WORDS =
  'à au aux avec chez contre d dans de des du en entre et jusqu l la le les leur leurs ma mais mes mon ni nos ' +
  'notre ou par parmi pour qu que quand sa sans se ses son sous sur ta tes ton un une vers vos votre';

/** Masculine and feminine, for the words a French answer says of its hero. */
const PAIRS =
  'retraité/retraitée ancien/ancienne infirmier/infirmière instituteur/institutrice maître/maîtresse ' +
  'enseignant/enseignante directeur/directrice avocat/avocate cuisinier/cuisinière boulanger/boulangère ' +
  'pâtissier/pâtissière coiffeur/coiffeuse serveur/serveuse vendeur/vendeuse caissier/caissière ' +
  'couturier/couturière fermier/fermière agriculteur/agricultrice facteur/factrice policier/policière ' +
  'pharmacien/pharmacienne informaticien/informaticienne musicien/musicienne comédien/comédienne acteur/actrice ' +
  'chanteur/chanteuse danseur/danseuse conducteur/conductrice aide-soignant/aide-soignante assistant/assistante ' +
  'étudiant/étudiante lycéen/lycéenne collégien/collégienne écolier/écolière commerçant/commerçante ' +
  'artisan/artisane jardinier/jardinière patron/patronne employé/employée éducateur/éducatrice ' +
  'animateur/animatrice chercheur/chercheuse consultant/consultante gérant/gérante vigneron/vigneronne ' +
  'viticulteur/viticultrice boucher/bouchère charcutier/charcutière épicier/épicière postier/postière ' +
  'ouvrier/ouvrière mécanicien/mécanicienne électricien/électricienne technicien/technicienne opticien/opticienne ' +
  'esthéticien/esthéticienne traducteur/traductrice marié/mariée divorcé/divorcée veuf/veuve ' +
  'né/née fier/fière passionné/passionnée dévoué/dévouée gentil/gentille curieux/curieuse courageux/courageuse ' +
  'généreux/généreuse sportif/sportive grand-père/grand-mère papi/mamie papy/mamie papa/maman père/mère ' +
  'monsieur/dame homme/femme';
const [MASCULINE, FEMININE] = [0, 1].map((i) => PAIRS.split(' ').map((pair) => pair.split('/')[i]));

export const fr: Lexicon = {
  relations: {
    mari: { relation: 'spouse', gender: 'm' },
    époux: { relation: 'spouse', gender: 'm' },
    femme: { relation: 'spouse', gender: 'f' },
    épouse: { relation: 'spouse', gender: 'f' },
    conjoint: { relation: 'spouse', gender: 'm' },
    conjointe: { relation: 'spouse', gender: 'f' },
    // "Mariée à Paul", "Marié avec Anne": the name after it is the spouse, whose gender the word does not tell.
    marié: { relation: 'spouse', gender: 'x' },
    mariée: { relation: 'spouse', gender: 'x' },
    pacsé: { relation: 'partner', gender: 'x' },
    pacsée: { relation: 'partner', gender: 'x' },
    compagnon: { relation: 'partner', gender: 'm' },
    compagne: { relation: 'partner', gender: 'f' },
    chéri: { relation: 'partner', gender: 'm' },
    chérie: { relation: 'partner', gender: 'f' },
    fiancé: { relation: 'partner', gender: 'm' },
    fiancée: { relation: 'partner', gender: 'f' },
    'petit-ami': { relation: 'partner', gender: 'm' },
    'petite-amie': { relation: 'partner', gender: 'f' },
    fils: { relation: 'child', gender: 'm' },
    fille: { relation: 'child', gender: 'f' },
    filles: { relation: 'child', gender: 'f', plural: true },
    enfant: { relation: 'child', gender: 'x' },
    bébé: { relation: 'baby', gender: 'x' },
    fiston: { relation: 'child', gender: 'm' },
    enfants: { relation: 'child', gender: 'x', plural: true },
    gamins: { relation: 'child', gender: 'x', plural: true },
    garçons: { relation: 'child', gender: 'm', plural: true },
    'petit-fils': { relation: 'grandchild', gender: 'm' },
    'petite-fille': { relation: 'grandchild', gender: 'f' },
    'petites-filles': { relation: 'grandchild', gender: 'f', plural: true },
    'petits-enfants': { relation: 'grandchild', gender: 'x', plural: true },
    'petit-enfant': { relation: 'grandchild', gender: 'x' },
    'arrière-petit-fils': { relation: 'grandchild', gender: 'm' },
    'arrière-petite-fille': { relation: 'grandchild', gender: 'f' },
    'arrière-petits-enfants': { relation: 'grandchild', gender: 'x', plural: true },
    mère: { relation: 'parent', gender: 'f' },
    maman: { relation: 'parent', gender: 'f' },
    père: { relation: 'parent', gender: 'm' },
    papa: { relation: 'parent', gender: 'm' },
    parents: { relation: 'parent', gender: 'x', plural: true },
    'grand-mère': { relation: 'grandparent', gender: 'f' },
    mamie: { relation: 'grandparent', gender: 'f' },
    mémé: { relation: 'grandparent', gender: 'f' },
    mamy: { relation: 'grandparent', gender: 'f' },
    'grand-maman': { relation: 'grandparent', gender: 'f' },
    'grand-papa': { relation: 'grandparent', gender: 'm' },
    'grand-père': { relation: 'grandparent', gender: 'm' },
    papi: { relation: 'grandparent', gender: 'm' },
    papy: { relation: 'grandparent', gender: 'm' },
    pépé: { relation: 'grandparent', gender: 'm' },
    'grands-parents': { relation: 'grandparent', gender: 'x', plural: true },
    frère: { relation: 'sibling', gender: 'm' },
    sœur: { relation: 'sibling', gender: 'f' },
    soeur: { relation: 'sibling', gender: 'f' },
    frères: { relation: 'sibling', gender: 'm', plural: true },
    sœurs: { relation: 'sibling', gender: 'f', plural: true },
    soeurs: { relation: 'sibling', gender: 'f', plural: true },
    cousin: { relation: 'cousin', gender: 'm' },
    cousine: { relation: 'cousin', gender: 'f' },
    cousins: { relation: 'cousin', gender: 'x', plural: true },
    cousines: { relation: 'cousin', gender: 'f', plural: true },
    oncle: { relation: 'auntUncle', gender: 'm' },
    tonton: { relation: 'auntUncle', gender: 'm' },
    tante: { relation: 'auntUncle', gender: 'f' },
    tata: { relation: 'auntUncle', gender: 'f' },
    tatie: { relation: 'auntUncle', gender: 'f' },
    neveu: { relation: 'nieceNephew', gender: 'm' },
    nièce: { relation: 'nieceNephew', gender: 'f' },
    neveux: { relation: 'nieceNephew', gender: 'x', plural: true },
    nièces: { relation: 'nieceNephew', gender: 'f', plural: true },
    ami: { relation: 'friend', gender: 'm' },
    amie: { relation: 'friend', gender: 'f' },
    amis: { relation: 'friend', gender: 'x', plural: true },
    amies: { relation: 'friend', gender: 'f', plural: true },
    copain: { relation: 'friend', gender: 'm' },
    copine: { relation: 'friend', gender: 'f' },
    copains: { relation: 'friend', gender: 'x', plural: true },
    copines: { relation: 'friend', gender: 'f', plural: true },
    pote: { relation: 'friend', gender: 'x' },
    potes: { relation: 'friend', gender: 'x', plural: true },
    voisin: { relation: 'neighbour', gender: 'm' },
    voisine: { relation: 'neighbour', gender: 'f' },
    voisins: { relation: 'neighbour', gender: 'x', plural: true },
    voisines: { relation: 'neighbour', gender: 'f', plural: true },
    collègue: { relation: 'colleague', gender: 'x' },
    collègues: { relation: 'colleague', gender: 'x', plural: true },
    // Family by marriage and by baptism: family, with the gender the word tells.
    gendre: { relation: 'family', gender: 'm' },
    bru: { relation: 'family', gender: 'f' },
    'beau-fils': { relation: 'family', gender: 'm' },
    'belle-fille': { relation: 'family', gender: 'f' },
    'beau-père': { relation: 'family', gender: 'm' },
    'belle-mère': { relation: 'family', gender: 'f' },
    'beau-frère': { relation: 'family', gender: 'm' },
    'belle-sœur': { relation: 'family', gender: 'f' },
    'belle-soeur': { relation: 'family', gender: 'f' },
    'beaux-parents': { relation: 'family', gender: 'x', plural: true },
    parrain: { relation: 'family', gender: 'm' },
    marraine: { relation: 'family', gender: 'f' },
    filleul: { relation: 'family', gender: 'm' },
    filleule: { relation: 'family', gender: 'f' },
  },
  femaleAnimals: ['chienne', 'chatte', 'jument', 'chiennes', 'chattes'],
  animals: {
    chien: 'dog',
    chienne: 'dog',
    chiot: 'dog',
    toutou: 'dog',
    chiens: 'dog',
    chat: 'cat',
    chatte: 'cat',
    chaton: 'cat',
    minou: 'cat',
    chats: 'cat',
    perroquet: 'parrot',
    perruche: 'bird',
    oiseau: 'bird',
    canari: 'bird',
    lapin: 'rabbit',
    lapine: 'rabbit',
    cheval: 'horse',
    jument: 'horse',
    poney: 'horse',
    poisson: 'fish',
    tortue: 'turtle',
    hamster: 'hamster',
    animal: 'pet',
  },
  feminine: [
    'elle',
    ...FEMININE,
    ...words(`
      professeure docteure ingénieure autrice écrivaine cheffe nounou sage-femme femme_au_foyer mère_au_foyer
      petite_fille jeune_fille fillette grand-maman
    `),
  ],
  // "Il" alone also starts "il y a", "il faut", "il fait beau": only "il" before a verb said of someone counts.
  masculine: [
    ...MASCULINE,
    ...words(`
      plombier menuisier charpentier maçon pompier pêcheur soldat marin routier chauffeur petit_garçon jeune_homme
      homme_au_foyer père_au_foyer
    `),
    ...words(`
      est était a avait adore aime aimait rêve voudrait aimerait veut souhaite espère travaille travaillait passe joue
      fait_du fait_de fait_des lit cuisine bricole jardine collectionne regarde écoute chante danse peint dessine
      écrit voyage pêche court nage part va vit s’occupe s'occupe se_passionne
    `).map((verb) => `il ${verb}`),
  ],
  // "Elle et son mari…", "avec ses petits-enfants": what follows is about someone else.
  others: words('son sa ses mon ma mes ton ta tes notre nos votre vos leur leurs avec chez pour'),
  femaleNames: words(`
    Marie Anne Sophie Julie Claire Isabelle Nathalie Sylvie Catherine Christine Monique Françoise Jacqueline Martine
    Nicole Brigitte Chantal Danielle Josiane Simone Colette Odette Yvette Ginette Paulette Huguette Suzanne Jeanne
    Madeleine Germaine Denise Hélène Élise Élodie Émilie Emma Léa Chloé Manon Inès Jade Louise Alice Lina Rose Anna
    Mila Ambre Julia Zoé Lucie Léna Juliette Lou Agathe Margaux Margot Charlotte Clara Sarah Laura Pauline Céline
    Sandrine Valérie Véronique Patricia Corinne Karine Stéphanie Aurélie Virginie Caroline Delphine Laurence Béatrice
    Florence Agnès Mireille Michèle Michelle Annie Évelyne Geneviève Bernadette Thérèse Marguerite Yvonne Lucienne
    Andrée Pascale Nadia Fatima Amina Yasmine Sofia Louna Romane Maëlys Mathilde Eva Nina Capucine Apolline Victoire
    Constance Océane Marine Laetitia Audrey Mélanie Sabrina Myriam Muriel Annick Gisèle Arlette Solange Renée
    Marie-Claire Marie-Christine Anne-Marie Marie-France Marie-Thérèse Marie-Hélène Marie-Laure Anne-Sophie
    Marie-Pierre Mamie Mamy Léonie Adèle Gabrielle Jeannine Josette Roselyne Nadine
  `),
  maleNames: words(`
    Jean Pierre Paul Jacques Michel André Philippe Alain Bernard Daniel Gérard Patrick Christian Robert René Marcel
    Roger Henri Louis Georges Maurice Raymond Lucien Gilbert Guy Serge Yves Jean-Pierre Jean-Claude Jean-Luc Jean-Marc
    Jean-François Jean-Paul Jean-Louis Jean-Michel Jean-Jacques Jean-Marie Jean-Yves Jean-Baptiste Pierre-Yves
    François Thierry Éric Frédéric Laurent Olivier Nicolas Stéphane Christophe Sébastien David Julien Thomas Antoine
    Alexandre Maxime Vincent Guillaume Romain Benoît Mathieu Matthieu Hugo Lucas Léo Gabriel Raphaël Arthur Jules Adam
    Nathan Ethan Noah Tom Théo Mathis Enzo Timéo Nolan Victor Martin Gaspard Baptiste Clément Quentin Kevin Kévin
    Damien Fabrice Franck Pascal Didier Bruno Marc Luc Hervé Gilles Denis Joël Roland Fernand Émile Albert Gaston
    Mohamed Karim Rachid Ahmed Samir Yanis Rayan Adrien Florian Jérôme Cédric Arnaud Xavier Jonathan Anthony Grégoire
    Mickaël Michaël Rémi Rémy Loïc Yann Erwan Tristan Valentin Axel Robin Simon Samuel Noé Aaron Léon Marius Timothée
    Augustin Evan Eliott Sylvain Gaël Lionel Régis Thibault Thibaut Benjamin Aurélien Jérémy Ludovic Emmanuel Papi
    Papy
  `),
  namesEndInGender: false,
  // A teacher is "à l'école" and "au collège" too: only what a pupil is said to do tells a child or a teen.
  stage: {
    child: words(`
      va_à_l’école va_à_l'école est_à_l’école est_à_l'école va_en_maternelle est_en_maternelle va_à_la_maternelle
      va_à_la_crèche en_cp en_ce1 en_ce2 en_cm1 en_cm2 au_cp au_ce1 au_ce2 au_cm1 au_cm2 entre_au_cp petite_section
      moyenne_section grande_section écolier écolière petit_garçon petite_fille fillette
    `),
    teen: words(`
      va_au_collège est_au_collège entre_au_collège va_au_lycée est_au_lycée entre_au_lycée collégien collégienne
      lycéen lycéenne ado adolescent adolescente en_sixième en_cinquième en_quatrième en_troisième en_seconde
      en_terminale en_6e en_5e en_4e en_3e en_6ème en_5ème en_4ème en_3ème en_2nde prépare_le_bac
    `),
    senior: words(`
      retraité retraitée retraite préretraite pensionné pensionnée grand-mère grand-père mamie papi papy
      petits-enfants petit-fils petite-fille arrière-grand-mère arrière-grand-père arrière-petits-enfants
    `),
    childPlaces: words(`
      maternelle crèche école école_primaire primaire cp ce1 ce2 cm1 cm2 petite_section moyenne_section
      grande_section
    `),
  },
  // "8 ans", "âgée de 70 ans"; not "infirmière depuis 12 ans" nor "12 ans de métier".
  years: pattern('iu')`(?<!(?:depuis|pendant|durant|fait|il\s+y\s+a|dans)(?:\s+(?:plus\s+de|près\s+de|presque|environ|
      bientôt))?\s+)(?<![\d,.])(\d{1,3})\s*ans(?![\p{L}])(?!\s+(?:de|d['’])(?!\s*âge))`,
  leading: {
    job: [
      /^(?:elle|il)\s+(?=(?:est|était|a\s+été|travaille|bosse|exerce|fait\s+carrière)\s)/iu,
      pattern('iu')`^(?:c['’]est|est\s+devenue?|est|était|a\s+été|travaille\s+(?:comme|en\s+tant\s+que)|bosse\s+comme|
        exerce\s+(?:comme|en\s+tant\s+que)|fait\s+carrière\s+comme)\s+(?!(?:à|au|aux|en|dans|chez|très|trop|si|toujours|
        encore|né|née|marié|mariée|un\s+peu)\s)`,
      /^(?:(?:un|une|le|la)\s+|l['’])/iu,
      // What is left that starts with a verb, a preposition or an adverb is no job ("va au collège", "à la
      // retraite", "très gentille"): taken off whole, so that no line sets it as one.
      pattern('iu')`^(?:va|vais|est|sont|entre|fait|a|ai|adore|aime|travaille|bosse|à|au|aux|en|dans|chez|depuis|pour|
        très|trop|vraiment|toujours|plutôt)(?![\p{L}]).*$`,
    ],
    hobbies: [
      pattern('iu')`^(?:elle|il)\s+(?=(?:adore|aime|apprécie|raffole|fait|se\s+passionne|
        passe\s+(?:son|tout\s+son)\s+temps\s+à|est\s+(?:fan|accro|dingue|folle?|mordue?|passionnée?))\s)`,
      pattern('iu')`^(?:adore|aime(?:\s+(?:beaucoup|bien|surtout|par-dessus\s+tout))?|apprécie|
        (?:raffole|fait)(?:\s+de\s+(?=la\s|l['’]))?|se\s+passionne(?:\s+pour)?|
        (?:est\s+)?(?:fan|accro|dingue|folle?|mordue?|passionnée?)(?:\s+(?:de\s+(?=la\s|l['’])|de\s+|d['’]|par\s+|
        pour\s+|à\s+|au\s+|aux\s+))?|passe\s+(?:son|tout\s+son|le\s+plus\s+clair\s+de\s+son)\s+temps\s+à|
        (?:ses|les)\s+(?:loisirs|passions|hobbies|hobbys|passe-temps)(?:\s+(?:préférés|favoris))?\s*(?:sont|:)|
        sa\s+passion(?:\s*(?:,\s*)?(?:c['’]est|est|:))?|son\s+(?:loisir|hobby|
        passe-temps)(?:\s+(?:préféré|favori))?(?:\s*(?:,\s*)?(?:c['’]est|est|:))?)(?:(?<=[\s'’])|(?![\p{L}]))\s*`,
    ],
    dream: [
      pattern('iu')`^(?:elle|il)\s+(?=(?:rêve|rêverait|voudrait|aimerait|adorerait|veut|souhaite|souhaiterait|espère|
        compte|n['’]a|a\s+toujours)[\s\p{P}])`,
      pattern('iu')`^(?:(?:son|le)\s+(?:plus\s+grand\s+)?rêve(?:\s*,)?(?:\s+(?:serait|est|c['’]est))?\s*:?|
        n['’]a\s+qu['’]un\s+rêve\s*:?|a\s+toujours\s+rêvé|rêve(?:rait)?|voudrait(?:\s+bien)?|
        aimerait(?:\s+(?:bien|tellement|beaucoup))?|adorerait|veut|souhaite(?:rait)?|espère|compte)(?![\p{L}])\s*`,
      /^(?:de\s+|d['’])/iu,
    ],
  },
  listWords: /\s*(?:,|;|\s+et\s+|\s+ainsi\s+que\s+|\s+puis\s+|\s+\+\s+|\s+&\s+)\s*/iu,
  notNames: new Set(
    words(`
      le la les l un une des du de d au aux à et ou avec son sa ses mon ma mes ton ta tes notre nos votre vos leur leurs
      il elle ils elles on nous vous je moi lui eux ce cette ces ça qui que qu dont c’est c'est s’appelle s'appelle
      appelé appelée appelés nommé nommée prénommé prénommée surnommé surnommée dit dite deux trois quatre cinq six sept
      huit neuf dix plusieurs quelques beaucoup plein tous toutes tout toute aussi surtout puis mais a ont est sont oui
      non bien très aucun aucune pas ah oh euh bon bref alors enfin depuis chez dans en entre parmi sinon famille
      meilleur meilleure meilleurs meilleures grand grande petit petite vieux vieille veuf veuve divorcé divorcée
      célibataire club association bande groupe équipe classe école collège lycée bureau boulot travail quartier village
      voisinage
    `),
  ),
  kinds: [
    [
      words(`
        policier policière polar polars mystère mystères enquête enquêtes détective espionnage espion suspense
        roman_noir film_noir thriller crime
      `),
      'mystery',
    ],
    [
      words(`
        science-fiction science_fiction sf espace spatial spatiale galaxie robot robots futur futuriste extraterrestre
        extraterrestres extra-terrestres planètes space_opera
      `),
      'space',
    ],
    [
      words(`
        fantastique fantasy magie magique sorcier sorcière sorciers dragon dragons fées fée chevalier chevaliers conte
        contes merveilleux elfes
      `),
      'magic',
    ],
    [
      words(`
        horreur épouvante peur frisson frissons fantôme fantômes vampire vampires zombie zombies hanté hantée monstres
      `),
      'spooky',
    ],
    [
      words(`
        romance romantique amour comédie drame famille familial familiale humour drôle tranche_de_vie feel-good
        feel_good
      `),
      'heart',
    ],
    [
      words(`
        aventure aventures action pirate pirates exploration voyage voyages super-héros superhéros super-héroïne
        trésor jungle western
      `),
      'adventure',
    ],
  ],
  functionWords: new Set(FUNCTION_WORDS.split(' ')),
};
