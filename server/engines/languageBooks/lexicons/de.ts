// German, as people write answers about someone they love: "Sie ist Krankenschwester im Ruhestand", "Ihr Mann
// Peter, zwei Enkel: Lea und Paul, und Dackel Waldi", "Lesen, Wandern und Gartenarbeit", "Sie möchte einmal
// nach Japan reisen". Every noun is capitalised in German, so the words that are never names when capitalised
// (notNames) are many: determiners, pronouns, numbers and the nouns people put in a family answer.
import { type Lexicon, pattern, words } from '../lexicon';

const FUNCTION_WORDS =
  'ab am an auf aus bei beim bis da dann dass dem den denn der des die das durch ein eine einem einen einer eines ' +
  'für gegen hinter ihr ihre ihrem ihren ihrer im in ins mit nach neben ob oder ohne sein seine seinem seinen ' +
  'seiner seit sich sondern über um und unter vom von vor weil wenn wie zu zum zur zwischen';

/** Job and hobby nouns said of the hero, masculine/feminine. */
const PEOPLE_WORDS = words(`
  lehrer/lehrerin grundschullehrer/grundschullehrerin arzt/ärztin hausarzt/hausärztin zahnarzt/zahnärztin
  tierarzt/tierärztin krankenpfleger/krankenschwester pfleger/pflegerin altenpfleger/altenpflegerin
  erzieher/erzieherin kindergärtner/kindergärtnerin bäcker/bäckerin konditor/konditorin koch/köchin friseur/friseurin
  verkäufer/verkäuferin kaufmann/kauffrau bankkaufmann/bankkauffrau bürokaufmann/bürokauffrau
  industriekaufmann/industriekauffrau kassierer/kassiererin ingenieur/ingenieurin informatiker/informatikerin
  programmierer/programmiererin anwalt/anwältin rechtsanwalt/rechtsanwältin richter/richterin polizist/polizistin
  feuerwehrmann/feuerwehrfrau soldat/soldatin rentner/rentnerin pensionär/pensionärin frührentner/frührentnerin
  hausmann/hausfrau student/studentin sekretär/sekretärin buchhalter/buchhalterin steuerberater/steuerberaterin
  architekt/architektin apotheker/apothekerin physiotherapeut/physiotherapeutin psychologe/psychologin
  tischler/tischlerin schreiner/schreinerin elektriker/elektrikerin mechaniker/mechanikerin maler/malerin
  gärtner/gärtnerin landwirt/landwirtin bauer/bäuerin fahrer/fahrerin busfahrer/busfahrerin taxifahrer/taxifahrerin
  briefträger/briefträgerin postbote/postbotin handwerker/handwerkerin schneider/schneiderin fotograf/fotografin
  journalist/journalistin musiker/musikerin künstler/künstlerin sänger/sängerin schauspieler/schauspielerin
  autor/autorin schriftsteller/schriftstellerin pfarrer/pfarrerin chef/chefin manager/managerin leiter/leiterin
  geschäftsführer/geschäftsführerin unternehmer/unternehmerin beamter/beamtin sozialarbeiter/sozialarbeiterin
  arzthelfer/arzthelferin kellner/kellnerin wissenschaftler/wissenschaftlerin forscher/forscherin
  professor/professorin pilot/pilotin astronaut/astronautin tänzer/tänzerin sportler/sportlerin trainer/trainerin
  fußballer/fußballerin profifußballer/profifußballerin hausmeister/hausmeisterin metzger/metzgerin
  fleischer/fleischerin winzer/winzerin florist/floristin optiker/optikerin bibliothekar/bibliothekarin
  entwickler/entwicklerin berater/beraterin angler/anglerin sammler/sammlerin läufer/läuferin radfahrer/radfahrerin
  hobbygärtner/hobbygärtnerin hobbykoch/hobbyköchin bastler/bastlerin heimwerker/heimwerkerin
  tierpfleger/tierpflegerin tierarzthelfer/tierarzthelferin witwer/witwe ruheständler/ruheständlerin schüler/schülerin
  grundschüler/grundschülerin
`).map((pair) => pair.split('/'));

/** Words of the family, the friends and the colleagues: after one of them, the words are someone else's. */
const OTHERS = words(`
  mann ehemann gatte frau ehefrau gattin partner partnerin freund freundin freunde lebensgefährte lebensgefährtin sohn
  söhne tochter töchter kinder kindern bruder schwester geschwister kollege kollegin kollegen chef vater mutter mama
  papa eltern
`);

/** Capitalised words that are never a name: determiners, pronouns, numbers, and the nouns of family answers. */
const NOT_NAMES = words(`
  der die das den dem des ein eine einen einem einer eines kein keine mein meine meinem meinen meiner dein deine sein
  seine seinem seinen seiner seines ihr ihre ihrem ihren ihrer ihres unser unsere unserem unseren euer eure sie er es
  wir man ich du und oder mit auch dazu außerdem sowie natürlich leider besonders vor allem nur noch viele alle beide
  beiden einige zwei drei vier fünf sechs sieben acht neun zehn elf zwölf namens heißt genannt frau herrn verheiratet
  geschieden verwitwet single alleinerziehend getrennt stolz stolze stolzer liebe lieben liebste liebsten beste besten
  bester allerbeste große großer kleine kleiner kleinen ältere älteste jüngere jüngste zwilling familie großfamilie
  verwandte verwandten verwandtschaft bekannte bekannten leute menschen mensch person freundeskreis clique gruppe
  truppe team mannschaft runde rest ende leben welt herz herzen sonnenschein liebling lieblinge schatz alles eins
  nummer mittelpunkt seite nähe zuhause haus hof garten wohnung dorf stadt straße nachbarschaft gemeinde kirche chor
  kirchenchor verein sportverein turnverein schützenverein kegelclub kegeln stammtisch skatrunde tennisclub golfclub
  lauftreff yoga yogakurs kurs fitnessstudio fußball handball tennis sport training schule grundschule gymnasium kita
  kindergarten klasse uni studium ausbildung arbeit büro firma praxis krankenhaus station feuerwehr bundeswehr
  kindheit jugend schulzeit zeit jahr jahre jahren jahrzehnte jahrzehnten woche wochenende wochenenden urlaub reisen
  ferien sommer winter frühling herbst montag dienstag mittwoch donnerstag freitag samstag sonntag sonntags abend
  abende weihnachten ostern geburtstag hochzeit ehe kaffee kuchen essen frühstück grillen spieleabend karten skat
  haustier haustiere tiere tier hochzeitstag deutschland österreich schweiz berlin hamburg münchen köln frankfurt
  stuttgart düsseldorf leipzig dresden bremen hannover nürnberg wien zürich bern graz salzburg mallorca spanien
  italien frankreich türkei polen amerika usa kanada australien england holland dänemark norden süden osten westen
  ausland hauptstadt
`);

const RELATIONS: Lexicon['relations'] = {
  baby: { relation: 'baby', gender: 'x' },
  mann: { relation: 'spouse', gender: 'm' },
  ehemann: { relation: 'spouse', gender: 'm' },
  gatte: { relation: 'spouse', gender: 'm' },
  // "Frau" alone is not a wife but a title ("Frau Meier von nebenan", a name of its own); with a possessive, a wife.
  'seine frau': { relation: 'spouse', gender: 'f' },
  'seiner frau': { relation: 'spouse', gender: 'f' },
  'ihre frau': { relation: 'spouse', gender: 'f' },
  'ihrer frau': { relation: 'spouse', gender: 'f' },
  'meine frau': { relation: 'spouse', gender: 'f' },
  'meiner frau': { relation: 'spouse', gender: 'f' },
  ehefrau: { relation: 'spouse', gender: 'f' },
  gattin: { relation: 'spouse', gender: 'f' },
  verheiratet: { relation: 'spouse', gender: 'x' },
  partner: { relation: 'partner', gender: 'm' },
  partnerin: { relation: 'partner', gender: 'f' },
  lebensgefährte: { relation: 'partner', gender: 'm' },
  lebensgefährtin: { relation: 'partner', gender: 'f' },
  verlobter: { relation: 'partner', gender: 'm' },
  verlobte: { relation: 'partner', gender: 'f' },
  sohn: { relation: 'child', gender: 'm' },
  stiefsohn: { relation: 'child', gender: 'm' },
  söhne: { relation: 'child', gender: 'm', plural: true },
  söhnen: { relation: 'child', gender: 'm', plural: true },
  tochter: { relation: 'child', gender: 'f' },
  stieftochter: { relation: 'child', gender: 'f' },
  töchter: { relation: 'child', gender: 'f', plural: true },
  töchtern: { relation: 'child', gender: 'f', plural: true },
  kind: { relation: 'child', gender: 'x' },
  kinder: { relation: 'child', gender: 'x', plural: true },
  kindern: { relation: 'child', gender: 'x', plural: true },
  // "Enkel" is one grandson or several grandchildren: the name tells which.
  enkel: { relation: 'grandchild', gender: 'x', plural: true },
  enkeln: { relation: 'grandchild', gender: 'x', plural: true },
  enkelsohn: { relation: 'grandchild', gender: 'm' },
  enkelin: { relation: 'grandchild', gender: 'f' },
  enkeltochter: { relation: 'grandchild', gender: 'f' },
  enkelinnen: { relation: 'grandchild', gender: 'f', plural: true },
  enkelkind: { relation: 'grandchild', gender: 'x' },
  enkelkinder: { relation: 'grandchild', gender: 'x', plural: true },
  enkelkindern: { relation: 'grandchild', gender: 'x', plural: true },
  urenkel: { relation: 'grandchild', gender: 'x', plural: true },
  urenkelin: { relation: 'grandchild', gender: 'f' },
  mutter: { relation: 'parent', gender: 'f' },
  mama: { relation: 'parent', gender: 'f' },
  mami: { relation: 'parent', gender: 'f' },
  mutti: { relation: 'parent', gender: 'f' },
  vater: { relation: 'parent', gender: 'm' },
  papa: { relation: 'parent', gender: 'm' },
  papi: { relation: 'parent', gender: 'm' },
  vati: { relation: 'parent', gender: 'm' },
  eltern: { relation: 'parent', gender: 'x', plural: true },
  oma: { relation: 'grandparent', gender: 'f' },
  omi: { relation: 'grandparent', gender: 'f' },
  großmutter: { relation: 'grandparent', gender: 'f' },
  opa: { relation: 'grandparent', gender: 'm' },
  opi: { relation: 'grandparent', gender: 'm' },
  großvater: { relation: 'grandparent', gender: 'm' },
  großeltern: { relation: 'grandparent', gender: 'x', plural: true },
  bruder: { relation: 'sibling', gender: 'm' },
  zwillingsbruder: { relation: 'sibling', gender: 'm' },
  brüder: { relation: 'sibling', gender: 'm', plural: true },
  brüdern: { relation: 'sibling', gender: 'm', plural: true },
  schwester: { relation: 'sibling', gender: 'f' },
  zwillingsschwester: { relation: 'sibling', gender: 'f' },
  schwestern: { relation: 'sibling', gender: 'f', plural: true },
  geschwister: { relation: 'sibling', gender: 'x', plural: true },
  geschwistern: { relation: 'sibling', gender: 'x', plural: true },
  cousin: { relation: 'cousin', gender: 'm' },
  cousine: { relation: 'cousin', gender: 'f' },
  kusine: { relation: 'cousin', gender: 'f' },
  cousins: { relation: 'cousin', gender: 'x', plural: true },
  cousinen: { relation: 'cousin', gender: 'f', plural: true },
  onkel: { relation: 'auntUncle', gender: 'm' },
  tante: { relation: 'auntUncle', gender: 'f' },
  neffe: { relation: 'nieceNephew', gender: 'm' },
  neffen: { relation: 'nieceNephew', gender: 'x', plural: true },
  nichte: { relation: 'nieceNephew', gender: 'f' },
  nichten: { relation: 'nieceNephew', gender: 'f', plural: true },
  patenkind: { relation: 'nieceNephew', gender: 'x' },
  zwillinge: { relation: 'family', gender: 'x', plural: true },
  schwiegersohn: { relation: 'family', gender: 'm' },
  schwiegertochter: { relation: 'family', gender: 'f' },
  schwager: { relation: 'family', gender: 'm' },
  schwägerin: { relation: 'family', gender: 'f' },
  freund: { relation: 'friend', gender: 'm' },
  freundin: { relation: 'friend', gender: 'f' },
  schulfreund: { relation: 'friend', gender: 'm' },
  schulfreundin: { relation: 'friend', gender: 'f' },
  jugendfreund: { relation: 'friend', gender: 'm' },
  jugendfreundin: { relation: 'friend', gender: 'f' },
  kumpel: { relation: 'friend', gender: 'm' },
  kumpels: { relation: 'friend', gender: 'm', plural: true },
  freunde: { relation: 'friend', gender: 'x', plural: true },
  freunden: { relation: 'friend', gender: 'x', plural: true },
  freundinnen: { relation: 'friend', gender: 'f', plural: true },
  mädels: { relation: 'friend', gender: 'f', plural: true },
  jungs: { relation: 'friend', gender: 'm', plural: true },
  nachbar: { relation: 'neighbour', gender: 'm' },
  nachbarin: { relation: 'neighbour', gender: 'f' },
  nachbarn: { relation: 'neighbour', gender: 'x', plural: true },
  kollege: { relation: 'colleague', gender: 'm' },
  arbeitskollege: { relation: 'colleague', gender: 'm' },
  kollegin: { relation: 'colleague', gender: 'f' },
  arbeitskollegin: { relation: 'colleague', gender: 'f' },
  kollegen: { relation: 'colleague', gender: 'x', plural: true },
  kolleginnen: { relation: 'colleague', gender: 'f', plural: true },
};

/**
 * A list also breaks after a plural family word, so that it names everyone after it: "die Enkel Lea und Paul"
 * reads as "die Enkel", "Lea", "Paul" (both grandchildren), as "zwei Enkel: Lea und Paul" does.
 */
const PLURALS = Object.keys(RELATIONS).filter((word) => RELATIONS[word].plural);
const LIST_WORDS = pattern('iu')`\s*(?:,|;|\s+und\s+|\s+sowie\s+|\s+mit\s+|\s+&\s+|\s+plus\s+|
  (?<=(?<!\p{L})(?:${PLURALS.join('|')}))(?=\s))\s*`;

export const de: Lexicon = {
  relations: RELATIONS,
  animals: {
    hund: 'dog',
    hunde: 'dog',
    hündin: 'dog',
    hundi: 'dog',
    welpe: 'dog',
    dackel: 'dog',
    mops: 'dog',
    pudel: 'dog',
    labrador: 'dog',
    schäferhund: 'dog',
    terrier: 'dog',
    katze: 'cat',
    katzen: 'cat',
    kater: 'cat',
    kätzchen: 'cat',
    mieze: 'cat',
    vogel: 'bird',
    wellensittich: 'bird',
    kanarienvogel: 'bird',
    papagei: 'parrot',
    kaninchen: 'rabbit',
    zwergkaninchen: 'rabbit',
    hase: 'rabbit',
    häschen: 'rabbit',
    pferd: 'horse',
    pony: 'horse',
    stute: 'horse',
    fisch: 'fish',
    goldfisch: 'fish',
    schildkröte: 'turtle',
    hamster: 'hamster',
    meerschweinchen: 'hamster',
    haustier: 'pet',
  },
  femaleAnimals: ['hündin', 'stute'],
  // The hero's own pronouns and possessives tell too ("Sie ist…", "Ihr Hobby…", "mit seinen Enkeln").
  feminine: [...words('sie ihr ihre ihrem ihren ihrer ihres hebamme mädchen'), ...PEOPLE_WORDS.map(([, f]) => f)],
  masculine: [...words('er ihm ihn seine seinem seinen seiner seines'), ...PEOPLE_WORDS.map(([m]) => m)],
  others: OTHERS,
  // Nouns keep their capital: "Krankenschwester im Ruhestand", "Lesen und Wandern".
  keepsCapitals: true,
  // "Herr Schulze"; "Frau" is not one, or "Frau, zwei Kinder" would name a person "Frau" (notNames has it).
  titles: { herr: 'm' },
  // German endings do not tell a name's gender (Andrea, Luca, Kim): every common name is listed.
  femaleNames: words(`
    Anna Maria Ursula Monika Petra Elisabeth Sabine Renate Helga Karin Brigitte Ingrid Erika Andrea Gisela Susanne
    Christa Claudia Stefanie Gabriele Gabi Birgit Heike Barbara Nicole Angelika Martina Christine Marion Anja Silke
    Doris Inge Ingeborg Hildegard Hilde Gertrud Irmgard Waltraud Edith Margarete Ilse Rosemarie Marianne Bärbel Uschi
    Moni Heidi Jutta Ute Elke Kerstin Katrin Kathrin Katharina Julia Lisa Laura Lena Lea Leonie Sarah Sara Hannah
    Hanna Emma Mia Sophie Sofia Marie Emilia Lina Ella Clara Klara Lotta Frieda Ida Mila Paula Luisa Nele Johanna
    Amelie Charlotte Greta Maja Lara Jana Jasmin Jessica Jennifer Melanie Sandra Tanja Nadine Daniela Manuela Simone
    Franziska Christina Miriam Vanessa Carina Verena Theresa Tina Anke Dagmar Beate Regina Rita Lieselotte Lotte
    Hannelore Helene Marlene Rosi Gerda Käthe Elfriede Liesel Irene Annemarie Anneliese Ayşe Fatma Elif Zeynep Emine
    Natalie Svenja Merle Finja Pia Antonia Anni Annika Nina Eva Alina Leni Romy Carla Mathilda Ronja Hanne Carmen
    Sieglinde Anna-Lena Marie-Luise Lilly Luise Magdalena Agnes Rosa Vera Britta Sonja
  `),
  maleNames: words(`
    Peter Klaus Hans Jürgen Wolfgang Michael Thomas Andreas Stefan Frank Uwe Dieter Manfred Horst Günter Gerhard
    Werner Heinz Helmut Karl Walter Rolf Bernd Rainer Ralf Joachim Dirk Jörg Holger Matthias Martin Christian Markus
    Sebastian Tobias Daniel Alexander Florian Jan Tim Tom Max Paul Ben Leon Finn Elias Jonas Luis Noah Felix Lukas
    Luca Henry Emil Anton Theo Oskar Moritz Jakob Julian Niklas Fabian Philipp David Simon Kevin Dennis Sven Torsten
    Marco Mario Heiko Kai Lars Olaf Hartmut Herbert Otto Fritz Ernst Kurt Erwin Willi Friedrich Wilhelm Hermann Georg
    Josef Sepp Franz Ludwig Heinrich Johann Johannes Hannes Mehmet Mustafa Ali Ahmet Emre Can Jens Ole Mats Matteo
    Karl-Heinz Hans-Peter Hans-Jürgen Bernhard Reinhard Gottfried Konrad Lothar Volker Detlef Achim Ulrich Norbert
    Harald Gunter Erich Alfred Rudolf Rudi Hubert Lorenz Vincent Valentin Liam Milan Mika Jannik Nils Till Bruno
    Robert Richard Gustav Albert Jonathan Leo Samuel Benjamin
  `),
  namesEndInGender: false,
  stage: {
    child: [
      ...words(`
        geht_in_die_grundschule geht_zur_grundschule geht_in_den_kindergarten geht_in_die_kita grundschüler
        grundschülerin kindergartenkind vorschulkind schulkind erstklässler erstklässlerin zweitklässler
        zweitklässlerin drittklässler drittklässlerin viertklässler viertklässlerin ist_ein_mädchen kleines_mädchen
        ist_ein_junge kleiner_junge geht_in_die_erste_klasse geht_in_die_zweite_klasse geht_in_die_dritte_klasse
        geht_in_die_vierte_klasse
      `),
      ...[1, 2, 3, 4].flatMap((n) => [`in die ${n}. klasse`, `in der ${n}. klasse`]),
    ],
    teen: [
      ...words(`
        geht_aufs_gymnasium geht_auf_das_gymnasium geht_auf_die_realschule geht_auf_die_gesamtschule
        geht_auf_die_hauptschule geht_auf_die_oberschule geht_auf_die_gemeinschaftsschule teenager jugendlicher
        jugendliche macht_abitur macht_gerade_abitur macht_abi macht_bald_abi macht_sein_abi macht_ihr_abi oberstufe
        ist_schüler ist_schülerin schülerin
      `),
      ...[5, 6, 7, 8, 9, 10, 11, 12, 13].flatMap((n) => [`in die ${n}. klasse`, `in der ${n}. klasse`]),
    ],
    senior: words(`
      rentner rentnerin in_rente rente im_ruhestand ruhestand pensioniert pensionierte pensionierter pensionär
      pensionärin in_pension a._d. a.d. ruheständler ruheständlerin frührentner frührentnerin seniorin oma_von opa_von
      stolze_oma stolzer_opa enkel enkelin enkeln enkelkind enkelkinder enkelkindern urenkel
    `),
    childPlaces: [
      ...words('kindergarten kita krippe vorschule grundschule schule erste_klasse zweite_klasse dritte_klasse'),
      'vierte klasse',
      ...[1, 2, 3, 4].map((n) => `${n} klasse`),
    ],
  },
  // "7 Jahre alt", "die 7-jährige", "ist 7 und geht…", or an age alone after "ist": "Er ist 15."
  years: pattern('iu')`(?<!\p{N})(\d{1,3})(?:\s*-?\s*(?:jahre|jahren|jährige[rns]?|j\.)(?!\p{L})|
      \s+und\s+(?:geht|ist|hat|wird)(?!\p{L})|(?<=(?:ist|wird)\s+\d{1,3})\s*(?:[,.!]|$))`,
  leading: {
    job: [
      /^(?:sie|er)\s+/iu,
      pattern('iu')`^(?:ist\s+von\s+beruf|von\s+beruf\s+(?:ist|war)\s+(?:sie|er)|ist\s+gelernte[r]?|war\s+gelernte[r]?|
        arbeitet(?:e)?\s+als|ist|war|beruf:|(?:ihr|sein)\s+beruf\s+ist|(?:ihr|sein)\s+beruf:)\s+`,
      /^(?:ein|eine)\s+/iu,
    ],
    hobbies: [
      /^(?:sie|er)\s+/iu,
      pattern('iu')`^(?:(?:ihre|seine)\s+hobbys?\s+(?:sind|ist):?|(?:ihr|sein)\s+hobby\s+ist:?|
        (?:ihre|seine)\s+(?:große\s+|größte\s+)?leidenschaft\s+ist:?|hobbys?:|hat\s+(?:viel\s+)?spaß\s+(?:am|an|beim)|
        begeistert\s+sich\s+für|interessiert\s+sich\s+für|verbringt\s+(?:ihre|
        seine)\s+freizeit\s+(?:am\s+liebsten\s+)?(?:beim|mit(?!\s+(?:ihr|sein)))|
        liebt\s+(?:ihren|seinen|ihre|seine|ihr|sein))\s+`,
    ],
    dream: [
      /^(?:sie|er)\s+/iu,
      // "träumt von einem Café" keeps "von einem Café", which the copy sets as "der Traum von einem Café".
      pattern('iu')`^(?:(?:ihr|sein)\s+(?:großer\s+|größter\s+)?traum\s+ist(?:\s+es)?,?|
        (?:ihr|sein)\s+(?:großer\s+|größter\s+)?traum:|traum:|träumt(?:\s+schon\s+(?:lange|immer))?(?=\s+(?:von|vom|
        davon)[\s,])|(?:möchte|wünscht\s+sich),(?=\s+dass\s)|möchte(?:\s+so)?(?:\s+gerne?)?|will|
        würde(?:\s+so)?\s+gerne?|wünscht\s+sich|hätte(?:\s+so)?\s+gerne?)\s+`,
    ],
  },
  listWords: LIST_WORDS,
  notNames: new Set(NOT_NAMES),
  kinds: [
    [
      words(`
        krimi krimis detektiv detektivgeschichte kriminalgeschichte kriminalfall spionage agenten agentengeschichte
        thriller rätsel geheimnis geheimnisse film_noir
      `),
      'mystery',
    ],
    [
      words(`
        science-fiction science_fiction weltraum weltall raumschiff raumfahrt galaxie außerirdische aliens roboter
        zukunft weltraumabenteuer weltraumgeschichte sterne
      `),
      'space',
    ],
    [
      words(`
        fantasy fantasie magie zauber zauberei märchen drachen drache hexe hexen zauberer ritter feen elfen
        zaubergeschichte
      `),
      'magic',
    ],
    [
      words(`
        grusel gruselig gruselgeschichte horror gespenster gespenst gespenstergeschichte geister geist
        geistergeschichte vampir vampire zombie zombies spuk halloween
      `),
      'spooky',
    ],
    [
      words(`
        liebe liebesgeschichte romantik romantisch romanze komödie lustig humor familie familiengeschichte
        familienkomödie alltag drama herz herzschmerz
      `),
      'heart',
    ],
    [
      words(`
        abenteuer abenteuergeschichte action piraten pirat piratenabenteuer schatzsuche dschungel expedition entdecker
        superheld superhelden superheldin
      `),
      'adventure',
    ],
  ],
  functionWords: new Set(FUNCTION_WORDS.split(' ')),
};
