// Brazilian Portuguese, as people write answers about someone they love: "É enfermeira aposentada", "Sua neta
// Helena e o cachorro Paçoca", "Jogar dominó e dançar forró", "Sonha em conhecer Portugal". Also reads the
// European words people type (avó/avô, esposa, "trabalha como"), which are the same for this reader.
import { type Lexicon, pattern, words } from '../lexicon';

const FUNCTION_WORDS =
  'a à ao aos as às até com contra da das de do dos e em entre mas meu meus minha minhas na nas nem no nos num ' +
  'numa o os ou para pela pelas pelo pelos por pra pro que se sem seu seus sob sobre sua suas um uma umas uns';

/** "Ela", "Ele": a pronoun only (the first lead of every answer). */
const PRONOUN = /^(?:ela|ele)\s+/iu;

export const pt: Lexicon = {
  relations: {
    marido: { relation: 'spouse', gender: 'm' },
    esposo: { relation: 'spouse', gender: 'm' },
    esposa: { relation: 'spouse', gender: 'f' },
    mulher: { relation: 'spouse', gender: 'f' },
    companheiro: { relation: 'partner', gender: 'm' },
    companheira: { relation: 'partner', gender: 'f' },
    namorado: { relation: 'partner', gender: 'm' },
    namorada: { relation: 'partner', gender: 'f' },
    noivo: { relation: 'partner', gender: 'm' },
    noiva: { relation: 'partner', gender: 'f' },
    // "Casada com João": the name after it is the spouse.
    casado: { relation: 'spouse', gender: 'x' },
    casada: { relation: 'spouse', gender: 'x' },
    filho: { relation: 'child', gender: 'm' },
    bebê: { relation: 'baby', gender: 'x' },
    bebé: { relation: 'baby', gender: 'x' },
    filha: { relation: 'child', gender: 'f' },
    filhinho: { relation: 'child', gender: 'm' },
    filhinha: { relation: 'child', gender: 'f' },
    filhos: { relation: 'child', gender: 'x', plural: true },
    filhas: { relation: 'child', gender: 'f', plural: true },
    neto: { relation: 'grandchild', gender: 'm' },
    neta: { relation: 'grandchild', gender: 'f' },
    netinho: { relation: 'grandchild', gender: 'm' },
    netinha: { relation: 'grandchild', gender: 'f' },
    netos: { relation: 'grandchild', gender: 'x', plural: true },
    netas: { relation: 'grandchild', gender: 'f', plural: true },
    netinhos: { relation: 'grandchild', gender: 'x', plural: true },
    bisneto: { relation: 'grandchild', gender: 'm' },
    bisneta: { relation: 'grandchild', gender: 'f' },
    bisnetos: { relation: 'grandchild', gender: 'x', plural: true },
    mãe: { relation: 'parent', gender: 'f' },
    mamãe: { relation: 'parent', gender: 'f' },
    mainha: { relation: 'parent', gender: 'f' },
    pai: { relation: 'parent', gender: 'm' },
    papai: { relation: 'parent', gender: 'm' },
    painho: { relation: 'parent', gender: 'm' },
    pais: { relation: 'parent', gender: 'x', plural: true },
    madrasta: { relation: 'parent', gender: 'f' },
    padrasto: { relation: 'parent', gender: 'm' },
    avó: { relation: 'grandparent', gender: 'f' },
    avô: { relation: 'grandparent', gender: 'm' },
    avo: { relation: 'grandparent', gender: 'x' },
    avós: { relation: 'grandparent', gender: 'x', plural: true },
    vó: { relation: 'grandparent', gender: 'f' },
    vô: { relation: 'grandparent', gender: 'm' },
    vovó: { relation: 'grandparent', gender: 'f' },
    vovô: { relation: 'grandparent', gender: 'm' },
    irmão: { relation: 'sibling', gender: 'm' },
    irmã: { relation: 'sibling', gender: 'f' },
    irmãozinho: { relation: 'sibling', gender: 'm' },
    irmãzinha: { relation: 'sibling', gender: 'f' },
    irmãos: { relation: 'sibling', gender: 'x', plural: true },
    irmãs: { relation: 'sibling', gender: 'f', plural: true },
    mano: { relation: 'sibling', gender: 'm' },
    mana: { relation: 'sibling', gender: 'f' },
    primo: { relation: 'cousin', gender: 'm' },
    prima: { relation: 'cousin', gender: 'f' },
    primos: { relation: 'cousin', gender: 'x', plural: true },
    primas: { relation: 'cousin', gender: 'f', plural: true },
    tio: { relation: 'auntUncle', gender: 'm' },
    tia: { relation: 'auntUncle', gender: 'f' },
    titio: { relation: 'auntUncle', gender: 'm' },
    titia: { relation: 'auntUncle', gender: 'f' },
    tios: { relation: 'auntUncle', gender: 'x', plural: true },
    tias: { relation: 'auntUncle', gender: 'f', plural: true },
    sobrinho: { relation: 'nieceNephew', gender: 'm' },
    sobrinha: { relation: 'nieceNephew', gender: 'f' },
    sobrinhos: { relation: 'nieceNephew', gender: 'x', plural: true },
    sobrinhas: { relation: 'nieceNephew', gender: 'f', plural: true },
    sogro: { relation: 'family', gender: 'm' },
    sogra: { relation: 'family', gender: 'f' },
    cunhado: { relation: 'family', gender: 'm' },
    cunhada: { relation: 'family', gender: 'f' },
    genro: { relation: 'family', gender: 'm' },
    nora: { relation: 'family', gender: 'f' },
    padrinho: { relation: 'family', gender: 'm' },
    madrinha: { relation: 'family', gender: 'f' },
    afilhado: { relation: 'family', gender: 'm' },
    afilhada: { relation: 'family', gender: 'f' },
    amigo: { relation: 'friend', gender: 'm' },
    amiga: { relation: 'friend', gender: 'f' },
    amigos: { relation: 'friend', gender: 'x', plural: true },
    amigas: { relation: 'friend', gender: 'f', plural: true },
    compadre: { relation: 'friend', gender: 'm' },
    comadre: { relation: 'friend', gender: 'f' },
    vizinho: { relation: 'neighbour', gender: 'm' },
    vizinha: { relation: 'neighbour', gender: 'f' },
    vizinhos: { relation: 'neighbour', gender: 'x', plural: true },
    vizinhas: { relation: 'neighbour', gender: 'f', plural: true },
    colega: { relation: 'colleague', gender: 'x' },
    colegas: { relation: 'colleague', gender: 'x', plural: true },
  },
  femaleAnimals: ['cadela', 'cachorra', 'gata', 'gatinha', 'égua', 'cadelas', 'gatas'],
  animals: {
    cachorro: 'dog',
    cachorra: 'dog',
    cachorrinho: 'dog',
    cachorrinha: 'dog',
    cachorros: 'dog',
    cão: 'dog',
    cadela: 'dog',
    cadelinha: 'dog',
    gato: 'cat',
    gata: 'cat',
    gatinho: 'cat',
    gatinha: 'cat',
    gatos: 'cat',
    papagaio: 'parrot',
    calopsita: 'bird',
    periquito: 'bird',
    canário: 'bird',
    pássaro: 'bird',
    passarinho: 'bird',
    coelho: 'rabbit',
    coelha: 'rabbit',
    coelhinho: 'rabbit',
    cavalo: 'horse',
    égua: 'horse',
    peixe: 'fish',
    peixinho: 'fish',
    tartaruga: 'turtle',
    jabuti: 'turtle',
    hamster: 'hamster',
    bicho: 'pet',
    bichinho: 'pet',
    pet: 'pet',
    'porquinho-da-índia': 'pet',
  },
  feminine: words(`
    ela aposentada enfermeira professora médica advogada engenheira cozinheira padeira confeiteira doceira
    cabeleireira manicure garçonete secretária diretora senhora mulher menina garota mocinha avó vovó viúva
    dona_de_casa dona dela cuidadora vendedora escritora pintora bailarina jardineira costureira faxineira aluna
    funcionária servidora contadora bancária empresária cantora atriz bombeira agricultora pescadora arquiteta
    psicóloga farmacêutica veterinária tradutora pedagoga coordenadora técnica universitária formada casada solteira
    jogadora apaixonada louca filha_única
  `),
  masculine: words(`
    ele aposentado enfermeiro professor médico advogado engenheiro cozinheiro padeiro confeiteiro doceiro cabeleireiro
    barbeiro garçom secretário diretor senhor homem menino garoto mocinho avô vovô viúvo dono dele cuidador vendedor
    escritor pintor bailarino jardineiro costureiro aluno funcionário servidor contador bancário empresário cantor
    ator bombeiro agricultor pescador arquiteto psicólogo farmacêutico veterinário tradutor pedagogo coordenador
    técnico universitário formado casado solteiro jogador apaixonado louco filho_único carpinteiro marceneiro pedreiro
    encanador mecânico caminhoneiro padre pastor
  `),
  // Where an answer turns to someone else ("…com o marido, que é aposentado"): what follows is not the hero's.
  others: words('seu sua seus suas meu minha meus minhas com'),
  femaleNames: words(`
    Beatriz Isabel Raquel Inês Ester Rute Ruth Carmen Carmem Lourdes Mercedes Conceição Socorro Rosário Luz Alice
    Aline Denise Simone Gisele Michele Daniele Elaine Viviane Tatiane Cristiane Luciane Eliane Rosane Solange Ivone
    Irene Marlene Elisabete Ivete Neide Cleide Sueli Nair Clarice Doralice Dulce Judite Edite Miriam Mirian Ingrid
    Yasmin Jasmin Lis Liz Ísis Isis Laís Thaís Taís Maitê Leonor Jaqueline Karen Kelly Mabel Noemi Abigail Cibele
    Rosemeire Dirce Joice Suzane Vivian
  `),
  maleNames: words(`
    José João Luís Luiz Miguel Rafael Daniel Gabriel Samuel Manuel Manoel Emanuel Ezequiel Joaquim Henrique Felipe
    Filipe André Vicente Jorge Carlos Lucas Mateus Matheus Marcos Tomás Thomas Nicolas Nícolas Artur Arthur Heitor
    Vítor Victor Vitor Raul Rui Luan Benjamin Isaac Abel Ismael Moisés Elias Jonas Josué Davi David Levi Ravi Gael
    Noah Theo Téo Yuri Iuri Vinícius Wilson Nelson Edson Robson Anderson Jefferson Wellington Washington Cléber Júnior
    Valdir Walter Valter Ademir Jair Milton Nilton Ailton Edgar Oscar Óscar Ivan Rubens Denis Alex Max Félix Noel Zé
    Sebastião Cristóvão Estêvão Adão Simão Damião Baltazar Gaspar Leonel Ramon Wagner Luca Zeca Juca Joca Bira Nicola
    Saul Natan Caíque Kauê Cauê Josias Matias
  `),
  namesEndInGender: true,
  stage: {
    child: words(`
      vai_à_escola vai_pra_escola vai_para_a_escola vai_à_escolinha vai_pra_escolinha na_escolinha vai_à_creche
      vai_pra_creche na_creche na_pré-escola no_jardim_de_infância no_fundamental ano_do_fundamental no_primário
      criança menino menina faz_o_dever_de_casa faz_a_lição_de_casa
    `),
    teen: words(`
      no_ensino_médio ano_do_ensino_médio ano_do_médio no_colegial adolescente faz_cursinho estuda_pro_vestibular
      estuda_para_o_vestibular vai_prestar_vestibular
    `),
    senior: words(`
      aposentado aposentada se_aposentou pensionista da_terceira_idade neto neta netos netas netinhos bisneto bisneta
      bisnetos
    `),
    childPlaces: words(`
      escolinha creche escola pré_escola jardim_de_infância maternal berçário ensino_fundamental fundamental
      primeiro_ano segundo_ano terceiro_ano quarto_ano quinto_ano
    `),
  },
  // "Tem 8 anos", "uma menina de 7 anos"; not "há 20 anos", "faz 5 anos" (how long ago, not an age).
  years:
    /(?<![\p{L}\p{N}])(?<!(?:há|faz|por|durante)\s+(?:mais\s+de\s+|quase\s+|uns\s+)?)(\d{1,3})\s*anos(?![\p{L}])/iu,
  leading: {
    job: [
      PRONOUN,
      pattern('iu')`^(?:(?:hoje|já|atualmente|hoje\s+em\s+dia)\s+)?(?:é|era|foi|está|trabalha(?:va)?\s+(?:como|de)|
        trabalhou\s+(?:a\s+vida\s+(?:toda|inteira)\s+)?como|atua\s+como|se\s+aposentou\s+como)\s+`,
      /^(?:um|uma)\s+/iu,
    ],
    hobbies: [
      PRONOUN,
      /^(?:nas\s+horas\s+vagas|no\s+tempo\s+livre|nos\s+fins\s+de\s+semana|aos\s+fins\s+de\s+semana),?\s+/iu,
      /^(?:ela|ele)\s+/iu,
      // "Gosta de pescar" → "pescar"; "gosta do mar" → "o mar"; "é apaixonado pelo Flamengo" → "o Flamengo".
      pattern('iu')`^(?:(?:gosta|gostava)(?:\s+muito)?\s+(?:de\s+|d(?=(?:o|a|os|as)\s))|adora\s+|ama\s+|curte\s+|
        faz\s+(?!parte\s)|(?:é|vive)\s+(?:apaixonad[ao]|louc[ao]|viciad[ao])\s+(?:por\s+|pel(?=(?:o|a|os|as)\s))|
        (?:o\s+)?(?:seu\s+)?(?:hobby|passatempo)\s+(?:dela\s+|dele\s+|favorito\s+)?é\s+|
        (?:os\s+)?(?:seus\s+)?(?:hobbies|passatempos)\s+(?:dela\s+|dele\s+)?são\s+)`,
    ],
    dream: [
      PRONOUN,
      pattern('iu')`^(?:(?:o\s+)?(?:seu\s+|maior\s+|grande\s+)*sonho\s+(?:dela\s+|dele\s+)?(?:sempre\s+)?(?:é|foi)|
        (?:sempre\s+)?sonh(?:a|ou)(?:\s+(?:em|com))?|quer(?:ia)?(?:\s+muito)?|gostaria\s+(?:muito\s+)?de|deseja|
        tem\s+vontade\s+de)\s+`,
    ],
  },
  listWords: /\s*(?:,|;|\s+e\s+|\s+com\s+)\s*/iu,
  notNames: new Set(
    words(`
      chamado chamada que se chama seu sua seus suas meu minha meus minhas nosso nossa o a os as um uma uns umas e de do
      da dos das com no na em é são tem têm mora vive também mas só ela ele elas eles dona senhor senhora viúvo viúva
      solteiro solteira divorciado divorciada separado separada dois duas três quatro cinco muitos muitas vários várias
      todos todas melhor melhores família turma galera pessoal grupo time igreja escola trabalho bairro faculdade ah
      olha bom então enfim poxa sim não ninguém gente principalmente além
    `),
  ),
  kinds: [
    [
      words('mistério misterio detetive policial suspense crime investigação thriller noir espionagem espião'),
      'mystery',
    ],
    [
      words(`
        ficção_científica ficção_cientifica espaço espacial galáxia robô robôs futuro futurista alienígena alienígenas
        extraterrestre extraterrestres astronauta
      `),
      'space',
    ],
    [
      words(`
        fantasia magia mágico mágica dragão dragões fada fadas contos_de_fadas bruxa bruxas bruxo feiticeiro cavaleiro
        cavaleiros princesa
      `),
      'magic',
    ],
    [
      words(`
        terror medo fantasma fantasmas vampiro vampiros zumbi zumbis horror assombração assombrado mal-assombrado
        sobrenatural susto
      `),
      'spooky',
    ],
    [
      words(`
        romance romântico romântica amor comédia drama família familiar dia_a_dia cotidiano humor engraçado engraçada
        novela
      `),
      'heart',
    ],
    [
      words(`
        aventura aventuras ação pirata piratas exploração viagem viagens super-herói super-heróis herói heróis
        faroeste selva
      `),
      'adventure',
    ],
  ],
  functionWords: new Set(FUNCTION_WORDS.split(' ')),
};
