// The Portuguese book, in Brazilian Portuguese (você, a gente, café da manhã; "te peguei" in speech, the
// standard forms in captions): every sentence the built-in writer can say (copy.ts explains the shape).
// Agreement goes through w.g / w.buddy.g / w.both (masculino, feminino, and a wording without gender); names
// stay as written; a family calls the hero by its word for them (vovó, mãe, tio) through w.buddy.calls.
// Articles contract by hand: do/da, no/na, ao/à, pelo/pela.
import type { BookCopy, Words } from '../copy';
import type { NounForms } from '../types';

const up = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
/** A foe or a prize with its article: "a Sombra Cinzenta", "do Barão Neblina", "com o Relógio de Ouro". */
const noun = (name: string, gender: 'f' | 'm'): NounForms => {
  const the = `${gender === 'f' ? 'a' : 'o'} ${name}`;
  return { name, gender, the, of: `${gender === 'f' ? 'da' : 'do'} ${name}`, obj: the, with: `com ${the}` };
};
/** The object pronoun after an infinitive ("detê-lo", "tirá-la") and "dele"/"dela", by the noun's gender. */
const lo = (n: NounForms) => (n.gender === 'f' ? 'la' : 'lo');
const dele = (n: NounForms) => (n.gender === 'f' ? 'dela' : 'dele');
const mine = (n: NounForms) => (n.gender === 'f' ? 'minha' : 'meu');

/** The species word and its gender (for "seu cachorro", "sua tartaruga"). */
const SPECIES: Record<string, [string, 'm' | 'f']> = {
  dog: ['cachorro', 'm'],
  cat: ['gato', 'm'],
  bird: ['passarinho', 'm'],
  parrot: ['papagaio', 'm'],
  rabbit: ['coelho', 'm'],
  horse: ['cavalo', 'm'],
  fish: ['peixinho', 'm'],
  turtle: ['tartaruga', 'f'],
  hamster: ['hamster', 'm'],
  pet: ['bichinho', 'm'],
};
/** A relation's word: masculine, feminine, and one for when the answers do not tell ('' for the name alone). */
const KIN: Partial<Record<string, [string, string, string]>> = {
  spouse: ['marido', 'esposa', 'amor'],
  partner: ['namorado', 'namorada', 'amor'],
  child: ['filho', 'filha', ''],
  grandchild: ['neto', 'neta', ''],
  parent: ['pai', 'mãe', ''],
  grandparent: ['avô', 'avó', ''],
  sibling: ['irmão', 'irmã', ''],
  cousin: ['primo', 'prima', ''],
  auntUncle: ['tio', 'tia', ''],
  nieceNephew: ['sobrinho', 'sobrinha', ''],
  friend: ['amigo', 'amiga', ''],
  neighbour: ['vizinho', 'vizinha', ''],
  colleague: ['colega', 'colega', ''],
};
/** The possessive that agrees with the word after it: "seu marido", "sua neta" ("amor" is masculine). */
const his = (index: number) => (index === 1 ? 'sua' : 'seu');
const kin = (relation: string, gender: string): [string, number] => {
  const index = gender === 'm' ? 0 : gender === 'f' ? 1 : 2;
  return [KIN[relation]?.[index] ?? '', index];
};

const call = (w: Words) => (w.buddy ? up(w.buddy.calls) : w.H);
/** What the hero calls the person beside them: "mãe", "vó", "amor" by how they are related, else the name. */
const CALLED: Partial<Record<string, { f: string; m: string }>> = {
  parent: { f: 'mãe', m: 'pai' },
  grandparent: { f: 'vó', m: 'vô' },
  auntUncle: { f: 'tia', m: 'tio' },
  spouse: { f: 'amor', m: 'amor' },
  partner: { f: 'amor', m: 'amor' },
};
const buddyCalled = (w: Words) => {
  if (!w.buddy) return '';
  const word = CALLED[w.buddy.relation];
  return word && w.buddy.gender !== 'x' ? word[w.buddy.gender] : w.buddy.name;
};
/** "seu gato Frajola" → "o gato Frajola", for the start of a sentence, where "Seu…" would read as "your". */
const article = (intro: string) => intro.replace(/^seu /u, 'o ').replace(/^sua /u, 'a ');
const school = (w: Words) => w.stage === 'child' || w.stage === 'teen';
/** A senior the answers give no job for, or a retired one: the day is in the community garden the art draws. */
const garden = (w: Words) => w.stage === 'senior' && (!w.job || /aposentad/iu.test(w.job));
/** Where the hero spends the day: school for a child, the garden for a retiree, else work. */
const day = (w: Words) => (school(w) ? 'a escola' : garden(w) ? 'a horta' : 'o trabalho');
const inDay = (w: Words) => (school(w) ? 'Na escola' : garden(w) ? 'Na horta' : 'No trabalho');

export const portuguese: BookCopy = {
  beats: {
    intro: {
      titles: [(w) => `Esta é a história de ${w.H}`, () => 'Tudo começa aqui'],
      summary: [(w) => `Conhecemos ${w.H} num dia qualquer, sem saber o que está por vir.`],
      panels: [
        {
          caption: [
            (w) => `Um dia qualquer na vida de ${w.H}.`,
            (w) => w.job && `${up(w.H)}, ${w.job}, começa o dia como outro qualquer.`,
          ],
        },
        {
          caption: [(w) => w.buddy && `Em casa, companhia nunca falta: ${w.buddy.intro}.`],
          hero: [() => 'Bom dia, pessoal!'],
          buddy: [(w) => `Bom dia, ${w.buddy?.calls}!`],
        },
        {
          hero: [
            () => 'Tenho um pressentimento: hoje vai acontecer alguma coisa.',
            () => 'Tudo tão calmo… calmo até demais.',
          ],
        },
      ],
    },
    morning: {
      titles: [() => 'Bom dia!', () => 'Um dia como outro qualquer', () => 'Café e planos'],
      summary: [(w) => `A manhã de ${w.H} começa como sempre, em casa.`],
      panels: [
        {
          caption: [
            (w) => `Toda manhã, ${w.H} começa o dia sem pressa.`,
            (w) => w.job && `${up(w.H)}, ${w.job}, acorda cedo, como sempre.`,
          ],
        },
        {
          caption: [(w) => w.pet && `${up(article(w.pet.intro))} espera o café da manhã.`],
          hero: [
            (w) => (w.buddy ? `Quais são os planos pra hoje, ${buddyCalled(w)}?` : 'Primeiro o café. Depois, o mundo.'),
            () => 'Alguém viu minhas chaves?',
          ],
          buddy: [(w) => `Hoje vai ser um grande dia, ${w.buddy?.calls}!`, () => 'Guarda um cafezinho pra mim?'],
        },
        {
          hero: [
            (w) => `Vamos nessa! ${up(day(w))} não espera.`,
            (w) => w.stage === 'senior' && 'Bora aproveitar o dia!',
          ],
        },
      ],
    },
    work: {
      titles: [
        (w) => (school(w) ? 'Dia de aula' : 'Mãos à obra'),
        (w) => (school(w) ? 'Hora de aprender' : garden(w) ? 'Um dia na horta' : 'Um dia de batente'),
      ],
      summary: [
        (w) =>
          school(w)
            ? `${up(w.H)} passa o dia na escola.`
            : `${up(w.H)} passa o dia fazendo o que sabe fazer de melhor.`,
      ],
      panels: [
        {
          caption: [
            (w) => w.job && `${up(w.job)}, com muito orgulho: ninguém faz como ${w.H}.`,
            (w) => `${inDay(w)}, ${w.H} não para um minuto.`,
          ],
        },
        {
          hero: [
            (w) => (w.stage === 'child' ? 'Eu sei a resposta!' : 'Deixa comigo, resolvo isso num instante.'),
            () => 'Com um pouco de paciência, tudo dá certo.',
          ],
        },
        {
          caption: [
            (w) => (school(w) ? 'Lição aprendida!' : 'Mais um serviço bem feito.'),
            (w) =>
              `Às vezes, até ${w.H} ${w.g('se surpreende consigo mesmo', 'se surpreende consigo mesma', 'se surpreende')}.`,
          ],
          hero: [() => 'Perfeito!'],
        },
      ],
    },
    friends: {
      titles: [() => 'Boa companhia', () => 'Tarde entre amigos'],
      summary: [(w) => `${up(w.H)} aproveita a tarde com quem ama.`],
      panels: [
        {
          caption: [
            (w) => w.hobby && `A paixão de ${w.H}: ${w.hobby}.`,
            () => 'À tarde, a praça se enche de vida.',
            () => 'Nada como uma tarde com os amigos.',
          ],
        },
        {
          hero: [(w) => (w.buddy ? `${up(buddyCalled(w))}, olha só isso!` : 'Olhem só isso!')],
          buddy: [(w) => `Você é demais, ${w.buddy?.calls}!`, () => 'De novo, de novo!', () => 'Bis! Bis!'],
        },
        { hero: [() => 'Dias assim valem ouro.', () => 'Não troco isso por nada.', () => 'Que tarde boa!'] },
      ],
    },
    evening: {
      titles: [() => 'Cai a tarde', () => 'Sob as estrelas'],
      summary: [(w) => `No fim do dia, ${w.H} descansa e sonha.`],
      panels: [
        { caption: [() => 'O sol se põe devagar sobre a cidade.', () => 'As luzes da cidade se acendem, uma a uma.'] },
        {
          hero: [() => 'Ufa, que dia…', () => 'Que dia bom.'],
          buddy: [(w) => `Descansa, ${w.buddy?.calls}. Você merece.`, (w) => `Amanhã tem mais, ${w.buddy?.calls}.`],
        },
        { hero: [(w) => w.dream && `Um dia… ${w.dream}.`, () => 'Um dia ainda vou fazer algo grande.'] },
      ],
    },
    omen: {
      titles: [() => 'Uma luz estranha', () => 'Tem algo errado'],
      summary: [(w) => `Uma luz estranha anuncia a chegada ${w.foe.of}.`],
      panels: [
        { caption: [() => 'Ao anoitecer, algo estranho brilha sobre os telhados.'] },
        {
          hero: [() => 'O que foi aquilo?', () => 'Você também viu?'],
          buddy: [(w) => `${call(w)}, não estou gostando nada disso…`],
        },
        { foe: [(w) => `Aproveite enquanto pode, ${w.H}.`, () => 'Em breve, tudo isto será meu.'] },
      ],
    },
    challenge: {
      titles: [(w) => `Chega ${w.foe.the}`, () => 'O desafio'],
      summary: [(w) => `${up(w.foe.the)} rouba ${w.prize.the} diante de todos.`],
      panels: [
        { caption: [(w) => `De repente, surge ${w.foe.the}.`] },
        {
          foe: [
            (w) => `${up(w.prize.the)} agora é ${mine(w.prize)}! Ninguém vai tirá-${lo(w.prize)} de mim.`,
            (w) => `Sem ${w.prize.the}, esta cidade é minha.`,
          ],
        },
        { hero: [() => 'Devolve! Isso não é seu!', (w) => `Nem pensar, ${w.foe.name}!`] },
      ],
    },
    decision: {
      titles: [() => 'A decisão', () => 'Agora ou nunca'],
      summary: [(w) => `${up(w.H)} decide enfrentar ${w.foe.obj}.`],
      panels: [
        {
          caption: [() => 'Naquela noite, ninguém consegue dormir.'],
          buddy: [
            (w) => `Você vai mesmo, ${w.buddy?.calls}?`,
            (w) => w.buddy && `${call(w)}, ${w.buddy.g('estou preocupado', 'estou preocupada', 'isso me preocupa')}…`,
          ],
        },
        { hero: [() => 'Se eu não for, quem vai?', () => 'Eu tenho que tentar.'] },
        { caption: [(w) => `E assim, ${w.H} sai noite adentro.`], buddy: [(w) => `Toma cuidado, ${w.buddy?.calls}!`] },
      ],
    },
    firstClash: {
      titles: [() => 'Primeiro encontro', () => 'Frente a frente'],
      summary: [(w) => `${up(w.H)} enfrenta ${w.foe.obj} pela primeira vez e perde.`],
      panels: [
        { hero: [(w) => `Alto lá, ${w.foe.name}!`] },
        { foe: [() => 'Rá! É só isso que você sabe fazer?'] },
        {
          caption: [() => 'A primeira batalha está perdida. A guerra, não.'],
          hero: [() => 'Isso não vai ficar assim.'],
        },
      ],
    },
    gather: {
      titles: [() => 'Reunião na cozinha', () => 'O plano'],
      summary: [(w) => `${up(w.H)} reúne a turma para bolar um plano.`],
      panels: [
        {
          hero: [() => 'Preciso da ajuda de vocês.', () => 'Gente, tenho um plano.'],
          buddy: [
            (w) => `Pode contar com a gente, ${w.buddy?.calls}.`,
            (w) => `Estamos juntos nessa, ${w.buddy?.calls}!`,
          ],
        },
        {
          buddy: [(w) => `Aposto que ${w.foe.the} se esconde ${w.lair}!`],
          caption: [() => 'Um mapa, um lápis e muita coragem.', () => 'Todo mundo em volta da mesa da cozinha.'],
        },
        { hero: [() => 'Um por todos e todos por um!', () => 'Vamos nessa, turma!'] },
      ],
    },
    secret: {
      titles: [() => 'Um velho segredo', () => 'A carta escondida'],
      summary: [(w) => `${up(w.H)} descobre um segredo que muda tudo.`],
      panels: [
        { caption: [() => 'No fundo de uma gaveta, uma carta esquecida.'] },
        { hero: [(w) => `Aqui diz como encontrar ${w.prize.obj}…`] },
        { buddy: [() => 'O que você encontrou?'], hero: [() => 'Já sei o que tenho que fazer.'] },
      ],
    },
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
              w.buddy ? `${up(buddyCalled(w))}! Eu sabia que você viria.` : w.g('Obrigado!', 'Obrigada!', 'Valeu!'),
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
      summary: [
        (w) => `${up(w.H)} se despede, ${w.g('pronto para a', 'pronta para a', 'de olho na')} próxima aventura.`,
      ],
      panels: [
        { hero: [() => 'Até a próxima!'], buddy: [(w) => `A gente te ama, ${w.buddy?.calls}!`] },
        { caption: [() => 'Mas esta história… continua.'] },
      ],
    },
  },
  kinds: {
    mystery: {
      foes: [noun('Sombra Cinzenta', 'f'), noun('Barão Neblina', 'm')],
      prizes: [noun('Relógio de Ouro', 'm'), noun('Chave de Prata', 'f')],
      arena: 'no velho porto',
      lair: 'no armazém do cais',
    },
    space: {
      foes: [noun('Comandante Nebulosa', 'f'), noun('Doutor Cometa', 'm')],
      prizes: [noun('Cristal Estelar', 'm'), noun('Bússola Cósmica', 'f')],
      arena: 'na estação espacial',
      lair: 'na nave-mãe escondida atrás da Lua',
    },
    magic: {
      foes: [noun('Bruxa do Gelo', 'f'), noun('Feiticeiro Cinzento', 'm')],
      prizes: [noun('Coroa de Cristal', 'f'), noun('Livro dos Feitiços', 'm')],
      arena: 'nas muralhas do castelo',
      lair: 'na torre de pedra negra',
    },
    spooky: {
      foes: [noun('Dama de Branco', 'f'), noun('Conde Meia-Noite', 'm')],
      prizes: [noun('Lanterna Encantada', 'f'), noun('Sino de Prata', 'm')],
      arena: 'no velho casarão da colina',
      lair: 'na cripta do casarão',
    },
    heart: {
      foes: [noun('Senhor Ranzinza', 'm'), noun('Dona Fofoca', 'f')],
      prizes: [noun('Troféu da Quermesse', 'm'), noun('Taça do Bairro', 'f')],
      arena: 'na praça enfeitada para a festa',
      lair: 'na loja do outro lado da praça',
    },
    adventure: {
      foes: [noun('Capitão Tormenta', 'm'), noun('Rainha Pirata', 'f')],
      prizes: [noun('Mapa do Tesouro', 'm'), noun('Pérola do Mar', 'f')],
      arena: 'no templo da selva',
      lair: 'na caverna atrás da cachoeira',
    },
  },
  ideas: [
    {
      key: 'prize',
      title: (w) => `${up(w.H)} e ${w.prize.the}`,
      description: (w) =>
        `Quando ${w.foe.the} rouba ${w.prize.the}, é ${w.H} quem dá um passo à frente. Com a ajuda ${w.buddy ? `de ${w.buddy.name}` : 'da família e dos amigos'}, começa ${w.arena} uma aventura que ninguém vai esquecer.`,
    },
    {
      key: 'foe',
      title: (w) => `${up(w.H)} contra ${w.foe.the}`,
      description: (w) =>
        `${up(w.foe.the)} tem um plano, e só ${w.H} pode detê-${lo(w.foe)}. ${w.job ? `Ninguém imaginava que ${w.H}, ${w.job}, fosse salvar o dia.` : `Ninguém imaginava que ${w.H} ia salvar o dia.`}`,
    },
    {
      key: 'dream',
      title: (w) => `O grande dia de ${w.H}`,
      description: (w) =>
        `${w.dream ? `O sonho de ${w.H}: ${w.dream}.` : `${up(w.H)} sempre sonhou com algo grande.`} Mas ${w.foe.the} cruza o seu caminho, e tudo se decide ${w.arena}.`,
    },
    {
      key: 'secret',
      title: (w) => `O segredo ${w.prize.of}`,
      description: (w) =>
        `Uma carta esquecida põe ${w.H} na pista ${w.prize.of}. ${up(w.foe.the)} também está atrás ${dele(w.prize)}, e a corrida começou.`,
    },
    {
      key: 'hobby',
      title: (w) => `${up(w.H)} entra em ação`,
      description: (w) =>
        `${w.hobby ? `A paixão de ${w.H}: ${w.hobby}. ` : ''}Ninguém imaginava que isso ia salvar a cidade, com ${w.foe.the} à solta.`,
    },
  ],
  address: {
    grandchild: { f: 'vovó', m: 'vovô' },
    child: { f: 'mãe', m: 'pai' },
    nieceNephew: { f: 'tia', m: 'tio' },
    spouse: { f: 'amor', m: 'amor' },
    partner: { f: 'amor', m: 'amor' },
  },
  intro: (p) => {
    if (p.relation === 'pet') {
      const [word, gender] = SPECIES[p.species ?? 'pet'];
      return `${gender === 'f' ? 'sua' : 'seu'} ${word} ${p.name}`;
    }
    const [word, index] = kin(p.relation, p.gender);
    return word ? `${his(index)} ${word} ${p.name}` : p.name;
  },
  role: (p, hero) =>
    p.relation === 'pet'
      ? `${SPECIES[p.species ?? 'pet'][0]} de ${hero}`
      : `${kin(p.relation, p.gender)[0] || 'pessoa querida'} de ${hero}`,
  heroRole: (g) => (g === 'm' ? 'o protagonista' : g === 'f' ? 'a protagonista' : 'protagonista'),
  foeRole: 'a pedra no sapato',
  sounds: {
    dog: 'Au, au!',
    cat: 'Miau!',
    bird: 'Piu, piu!',
    parrot: 'Currupaco!',
    rabbit: '…',
    horse: 'Hiiiin!',
    fish: 'Glub, glub!',
    turtle: '…',
    hamster: 'Iic, iic!',
    pet: '…',
  },
  sfx: {
    hit: ['POF!', 'PÁ!', 'CRÁS!', 'BUM!', 'SOC!'],
    move: ['VUPT!', 'ZUUUM!', 'FIUUU!', 'VRUUUM!'],
    tension: ['BRRR!', 'TIQUE-TAQUE…', 'NHEEEC!', 'CREC!'],
    quiet: ['Shhh…', 'Piu, piu…', 'Tique-taque…', 'Cri, cri…'],
    heart: ['Bravo!', 'Uhuu!', 'Êêê!', 'Tum-tum!'],
  },
  cheers: [
    (w) => w.buddy && `Mandou bem, ${w.buddy.calls}!`,
    (w) => w.buddy && `Eu sabia que você ia conseguir, ${w.buddy.calls}!`,
    () => 'Que orgulho!',
    () => 'Viva!',
  ],
  alsoThere: (who) => `Também na festa: ${who}.`,
  list: [', ', ' e '],
  dedication: [
    (w) => w.hobby && `Para ${w.H}, que nunca se cansa disto: ${w.hobby}`,
    (w) => w.dream && `Para ${w.H} e o seu sonho: ${w.dream}`,
    (w) => `Para ${w.H}, com todo o nosso carinho`,
  ],
  someone: 'nossa estrela',
  quote: (id, quoted, w) =>
    ({
      job: `Quem conhece ${w.H} resume assim: ${quoted}`,
      family: `Sobre a família de ${w.H}: ${quoted}`,
      friends: `Sobre os amigos de ${w.H}: ${quoted}`,
      hobbies: `O que ${w.H} adora, palavra por palavra: ${quoted}`,
      dream: `O sonho de ${w.H}, palavra por palavra: ${quoted}`,
    })[id] ?? `Palavra por palavra: ${quoted}`,
  quotes: ['“', '”'],
};
