// Spanish, as people write answers about someone they love: "Es enfermera jubilada", "Su nieta Lucía y su
// perro Chispa", "Jugar al dominó y bailar salsa", "Sueña con volver a Cuba".
import { type Lexicon, pattern, words } from '../lexicon';

const FUNCTION_WORDS =
  'a al ante bajo con contra de del desde durante e el en entre hacia hasta la las lo los mi mis o para pero por ' +
  'que se sin sobre su sus tu tus u un una unas unos y';

export const es: Lexicon = {
  relations: {
    marido: { relation: 'spouse', gender: 'm' },
    esposo: { relation: 'spouse', gender: 'm' },
    esposa: { relation: 'spouse', gender: 'f' },
    mujer: { relation: 'spouse', gender: 'f' },
    novio: { relation: 'partner', gender: 'm' },
    novia: { relation: 'partner', gender: 'f' },
    pareja: { relation: 'partner', gender: 'x' },
    casado: { relation: 'spouse', gender: 'x' },
    casada: { relation: 'spouse', gender: 'x' },
    hijo: { relation: 'child', gender: 'm' },
    bebé: { relation: 'baby', gender: 'x' },
    bebe: { relation: 'baby', gender: 'x' },
    hija: { relation: 'child', gender: 'f' },
    hijos: { relation: 'child', gender: 'x', plural: true },
    hijas: { relation: 'child', gender: 'f', plural: true },
    nieto: { relation: 'grandchild', gender: 'm' },
    nieta: { relation: 'grandchild', gender: 'f' },
    nietos: { relation: 'grandchild', gender: 'x', plural: true },
    nietas: { relation: 'grandchild', gender: 'f', plural: true },
    madre: { relation: 'parent', gender: 'f' },
    mamá: { relation: 'parent', gender: 'f' },
    padre: { relation: 'parent', gender: 'm' },
    papá: { relation: 'parent', gender: 'm' },
    padres: { relation: 'parent', gender: 'x', plural: true },
    abuela: { relation: 'grandparent', gender: 'f' },
    abuelo: { relation: 'grandparent', gender: 'm' },
    abuelos: { relation: 'grandparent', gender: 'x', plural: true },
    hermano: { relation: 'sibling', gender: 'm' },
    hermana: { relation: 'sibling', gender: 'f' },
    hermanos: { relation: 'sibling', gender: 'x', plural: true },
    hermanas: { relation: 'sibling', gender: 'f', plural: true },
    primo: { relation: 'cousin', gender: 'm' },
    prima: { relation: 'cousin', gender: 'f' },
    primos: { relation: 'cousin', gender: 'x', plural: true },
    tío: { relation: 'auntUncle', gender: 'm' },
    tía: { relation: 'auntUncle', gender: 'f' },
    sobrino: { relation: 'nieceNephew', gender: 'm' },
    sobrina: { relation: 'nieceNephew', gender: 'f' },
    sobrinos: { relation: 'nieceNephew', gender: 'x', plural: true },
    amigo: { relation: 'friend', gender: 'm' },
    amiga: { relation: 'friend', gender: 'f' },
    amigos: { relation: 'friend', gender: 'x', plural: true },
    amigas: { relation: 'friend', gender: 'f', plural: true },
    vecino: { relation: 'neighbour', gender: 'm' },
    vecina: { relation: 'neighbour', gender: 'f' },
    compañero: { relation: 'colleague', gender: 'm' },
    compañera: { relation: 'colleague', gender: 'f' },
  },
  animals: {
    perro: 'dog',
    perra: 'dog',
    perrito: 'dog',
    perrita: 'dog',
    gato: 'cat',
    gata: 'cat',
    gatito: 'cat',
    loro: 'parrot',
    pájaro: 'bird',
    canario: 'bird',
    conejo: 'rabbit',
    caballo: 'horse',
    yegua: 'horse',
    pez: 'fish',
    tortuga: 'turtle',
    hámster: 'hamster',
    mascota: 'pet',
    perros: 'dog',
    perras: 'dog',
    gatos: 'cat',
    gatas: 'cat',
    pájaros: 'bird',
    canarios: 'bird',
    loros: 'parrot',
    conejos: 'rabbit',
    caballos: 'horse',
    peces: 'fish',
    tortugas: 'turtle',
    mascotas: 'pet',
  },
  femaleAnimals: words('perra perrita gata gatita yegua perras gatas'),
  feminine: words(`
    ella jubilada retirada enfermera maestra profesora doctora médica abogada ingeniera cocinera panadera peluquera
    camarera secretaria directora conductora señora mujer niña chica estudiante_universitaria abuela madre mamá esposa
    viuda ama_de_casa cuidadora vendedora escritora pintora bailarina jardinera costurera alumna dueña
  `),
  masculine: words(`
    él jubilado retirado enfermero maestro profesor doctor médico abogado ingeniero cocinero panadero peluquero
    camarero secretario director conductor señor hombre niño chico abuelo padre papá esposo marido viudo cuidador
    vendedor escritor pintor bailarín jardinero alumno dueño carpintero fontanero mecánico bombero granjero pescador
  `),
  others: words('su sus mi mis tu tus con'),
  femaleNames: words(`
    Carmen Isabel Pilar Mercedes Raquel Inés Beatriz Ruth Belén Consuelo Dolores Rocío Nieves Luz Soledad Montserrat
    Esther Noemí Abigail Rosario Maribel Miriam Elizabeth Carmen_Rosa Ximena Guadalupe Itziar Leonor Maite Yolanda Mar
  `),
  maleNames: words(`
    José Luis Juan Manuel Miguel Rafael Daniel David Javier Ángel Raúl Iván Rubén Óscar Adrián Andrés Joaquín Martín
    Nicolás Tomás Sebastián Héctor Víctor Gabriel Samuel Josué Saúl Borja Joshua Jordi Xavier Iker Aitor Álex
  `),
  namesEndInGender: true,
  stage: {
    child: words(`
      va_al_colegio va_al_cole va_a_la_escuela va_a_la_guardería en_primaria niño niña peque hace_los_deberes
    `),
    teen: words(`
      va_al_instituto estudia_en_el_instituto adolescente estudia_bachillerato va_a_la_prepa va_a_la_secundaria
    `),
    senior: words('jubilado jubilada retirado retirada pensionista nieto nietos nieta nietas bisnieto bisnietos'),
    childPlaces: words(`
      kinder kínder prekínder preescolar guardería jardín jardín_de_infantes jardín_de_niños jardín_infantil
      infantil educación_infantil colegio cole escuela primaria primero_de_primaria segundo_de_primaria
      tercero_de_primaria cuarto_de_primaria quinto_de_primaria sexto_de_primaria
    `),
  },
  years: /\b(\d{1,3})\s*años\b/iu,
  leading: {
    job: [
      /^(?:ella|él)\s+/iu,
      /^(?:es|era|fue|está|trabaja(?:ba)?\s+(?:como|de)|se\s+dedica\s+a(?:l)?|ejerce\s+de)\s+/iu,
      /^(?:un|una)\s+/iu,
    ],
    hobbies: [
      /^(?:ella|él)\s+/iu,
      pattern('iu')`^(?:le\s+(?:gusta|gustan|encanta|encantan|apasiona|apasionan)(?:\s+(?:mucho|muchísimo))?|adora|ama|
        disfruta(?:\s+de)?|sus\s+(?:hobbies|aficiones|pasatiempos)\s+son)\s+`,
    ],
    dream: [/^(?:ella|él)\s+/iu, /^(?:su\s+sueño\s+es|sueña\s+con|quiere|quisiera|le\s+gustaría|desea|anhela)\s+/iu],
  },
  listWords: /\s*(?:,|;|\s+y\s+|\s+e\s+)\s*/iu,
  notNames: new Set(
    words(`
      llamado llamada que se llama su sus mi mis el la los las un una y e de con es son tiene también nuestro nuestra
      dos tres cuatro cinco mamá papá
    `),
  ),
  infinitive: /(?:ar|er|ir)$/u,
  titles: { don: 'm', doña: 'f', señor: 'm', señora: 'f', sr: 'm', sra: 'f' },
  kinds: [
    [words('misterio detective policiaco policiaca crimen suspense suspenso intriga novela_negra thriller'), 'mystery'],
    [words('ciencia_ficción espacio espacial galaxia robot robots futuro extraterrestre extraterrestres'), 'space'],
    [words('fantasía magia mágico mágica dragones dragón hadas bruja brujas caballero caballeros'), 'magic'],
    [words('terror miedo fantasma fantasmas vampiro vampiros zombi zombis horror susto'), 'spooky'],
    [words('romance romántico romántica amor comedia drama familiar vida_cotidiana humor'), 'heart'],
    [words('aventura aventuras acción pirata piratas exploración viaje viajes superhéroe superhéroes'), 'adventure'],
  ],
  functionWords: new Set(FUNCTION_WORDS.split(' ')),
};
