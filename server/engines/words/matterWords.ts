// The book's own words in every book language (shared/languages.ts): the matter pages (title page, dedication,
// "The End", "About", and the pages that fill a print format), the back cover and the built-in cover's byline.
// Each phrase that holds a name keeps the name as written: a label and a colon ("In der Hauptrolle: Anna")
// where the language would otherwise inflect it (Polish, Czech, Hungarian, Russian, Greek…) or make it agree
// with the person's gender (Arabic, Hebrew, Russian).
import { bookLanguage, type LanguageCode } from '../../../shared/languages';

export interface MatterWords {
  starring: (hero: string) => string;
  byline: (author: string) => string;
  /** A dedication the script left empty (`hero` may be empty too). */
  forYou: (hero: string) => string;
  theEnd: string;
  closing: (hero: string) => string;
  /** "The End"'s closing line in a book in memory of its hero. */
  remembered: (hero: string) => string;
  about: (hero: string) => string;
  /** The about page's last line. */
  star: (hero: string) => string;
  /** The about page's last line in a book in memory of its hero: the heart of the book, not its star. */
  heart: (hero: string) => string;
  /** The about page's line naming the rest of the cast (already joined). */
  alsoInTheStory: (names: string) => string;
  /** How a list of names is joined: between names, and before the last. */
  list: [between: string, last: string];
  meetTheCast: string;
  storyBehind: string;
  favouriteMoment: string;
  /**
   * The quotation marks the language sets around someone's own words (the answers page quotes them). Arabic and
   * Hebrew keep “ ” for now: their own marks face the other way in right-to-left lines, unchecked in print.
   */
  quotes: [open: string, close: string];
  /** The answers page's first line. */
  grewFrom: (author: string) => string;
  /** Stands in for a hero's name the book lacks. */
  someone: string;
  /** Stands in for an author's name the book lacks. */
  lovedOne?: string;
}

type Entry = Omit<MatterWords, 'starring' | 'byline' | 'about' | 'remembered' | 'heart'> & {
  starring: string;
  byline: string;
  about: string;
  /** Written for the five built-in languages; the others close a book in memory with "For …". */
  remembered?: (hero: string) => string;
  /** Written for the five built-in languages; the others end a book in memory's about page with `star`. */
  heart?: (hero: string) => string;
};

/** A label and a name, with the space the label's script puts between them (none after Chinese or Japanese). */
const label = (words: string) => (name: string) =>
  /[\u3000-\u9fff\uff00-\uffef]$/.test(words) ? `${words}${name}` : `${words} ${name}`;

const ENGLISH: MatterWords = {
  starring: (hero) => `Starring ${hero}`,
  byline: (author) => `By ${author}`,
  forYou: (hero) => `For ${hero || 'you'}`,
  theEnd: 'The End',
  closing: (hero) => `Until the next adventure, ${hero}!`,
  remembered: (hero) => `Always with us, ${hero}.`,
  about: (hero) => `About ${hero}`,
  star: (hero) => `${hero} is the star of this book, and of every page in it.`,
  heart: (hero) => `${hero} is the heart of this book, and of every page in it.`,
  alsoInTheStory: (names) => `With thanks to ${names}, who are in the story too.`,
  list: [', ', ' and '],
  meetTheCast: 'Meet the Cast',
  storyBehind: 'The Story Behind the Story',
  favouriteMoment: 'A Favourite Moment',
  quotes: ['“', '”'],
  grewFrom: (author) => `Every page of this book grew from what ${author} told us:`,
  someone: 'our hero',
  lovedOne: 'someone who loves you',
};

// Written for these pages; the prefixes end with the space or colon their language sets before a name.
const OTHERS: Record<Exclude<LanguageCode, 'en'>, Entry> = {
  es: {
    starring: 'Protagonista:',
    byline: 'Por',
    forYou: (hero) => `Para ${hero}`,
    theEnd: 'Fin',
    closing: (hero) => `¡Hasta la próxima aventura, ${hero}!`,
    remembered: (hero) => `Siempre con nosotros, ${hero}.`,
    about: 'Sobre',
    star: (hero) => `${hero} es la estrella de este libro y de cada una de sus páginas.`,
    heart: (hero) => `${hero} es el corazón de este libro y de cada una de sus páginas.`,
    alsoInTheStory: (names) => `También en la historia: ${names}.`,
    list: [', ', ' y '],
    meetTheCast: 'El reparto',
    storyBehind: 'La historia detrás de la historia',
    favouriteMoment: 'Un momento favorito',
    quotes: ['«', '»'],
    grewFrom: () => 'Cada página de este libro nació de estas respuestas:',
    someone: 'alguien especial',
  },
  fr: {
    starring: 'En vedette :',
    byline: 'Par',
    forYou: (hero) => `Pour ${hero}`,
    theEnd: 'Fin',
    closing: (hero) => `À la prochaine aventure, ${hero} !`,
    remembered: (hero) => `Toujours avec nous, ${hero}.`,
    about: 'Portrait :',
    star: (hero) => `${hero} est la vedette de ce livre, et de chacune de ses pages.`,
    heart: (hero) => `${hero} est le cœur de ce livre, et de chacune de ses pages.`,
    alsoInTheStory: (names) => `Aussi dans l’histoire : ${names}.`,
    list: [', ', ' et '],
    meetTheCast: 'Les personnages',
    storyBehind: 'L’histoire derrière l’histoire',
    favouriteMoment: 'Un moment préféré',
    quotes: ['«\u00a0', '\u00a0»'],
    grewFrom: () => 'Chaque page de ce livre est née de ces réponses :',
    someone: 'quelqu’un de spécial',
  },
  de: {
    starring: 'In der Hauptrolle:',
    byline: 'Von',
    forYou: (hero) => `Für ${hero}`,
    theEnd: 'Ende',
    closing: (hero) => `Bis zum nächsten Abenteuer, ${hero}!`,
    remembered: (hero) => `Für immer bei uns, ${hero}.`,
    about: 'Über',
    star: (hero) => `${hero} ist der Star dieses Buches, auf jeder einzelnen Seite.`,
    heart: (hero) => `${hero} ist das Herz dieses Buches, auf jeder einzelnen Seite.`,
    alsoInTheStory: (names) => `Außerdem in der Geschichte: ${names}.`,
    list: [', ', ' und '],
    meetTheCast: 'Die Besetzung',
    storyBehind: 'Die Geschichte hinter der Geschichte',
    favouriteMoment: 'Ein Lieblingsmoment',
    quotes: ['„', '“'],
    grewFrom: () => 'Jede Seite dieses Buches ist aus diesen Antworten entstanden:',
    someone: 'jemand Besonderes',
  },
  pt: {
    starring: 'Protagonista:',
    byline: 'Por',
    forYou: (hero) => `Para ${hero}`,
    theEnd: 'Fim',
    closing: (hero) => `Até a próxima aventura, ${hero}!`,
    remembered: (hero) => `Sempre com a gente, ${hero}.`,
    about: 'Sobre',
    star: (hero) => `${hero} é a estrela deste livro e de cada uma das suas páginas.`,
    heart: (hero) => `${hero} é o coração deste livro e de cada uma das suas páginas.`,
    alsoInTheStory: (names) => `Também na história: ${names}.`,
    list: [', ', ' e '],
    meetTheCast: 'O elenco',
    storyBehind: 'A história por trás da história',
    favouriteMoment: 'Um momento favorito',
    quotes: ['“', '”'],
    grewFrom: () => 'Cada página deste livro nasceu destas respostas:',
    someone: 'alguém especial',
  },
  it: {
    starring: 'Protagonista:',
    byline: 'Di',
    forYou: (hero) => `Per ${hero}`,
    theEnd: 'Fine',
    closing: (hero) => `Alla prossima avventura, ${hero}!`,
    about: 'Ritratto:',
    star: (hero) => `${hero} è la star di questo libro, e di ogni sua pagina.`,
    alsoInTheStory: (names) => `Nella storia anche: ${names}.`,
    list: [', ', ' e '],
    meetTheCast: 'I personaggi',
    storyBehind: 'La storia dietro la storia',
    favouriteMoment: 'Un momento preferito',
    quotes: ['«', '»'],
    grewFrom: () => 'Ogni pagina di questo libro è nata da queste risposte:',
    someone: 'qualcuno di speciale',
  },
  nl: {
    starring: 'In de hoofdrol:',
    byline: 'Door',
    forYou: (hero) => `Voor ${hero}`,
    theEnd: 'Einde',
    closing: (hero) => `Tot het volgende avontuur, ${hero}!`,
    about: 'Over',
    star: (hero) => `${hero} is de ster van dit boek, op elke bladzijde.`,
    alsoInTheStory: (names) => `Ook in het verhaal: ${names}.`,
    list: [', ', ' en '],
    meetTheCast: 'De personages',
    storyBehind: 'Het verhaal achter het verhaal',
    favouriteMoment: 'Een favoriet moment',
    quotes: ['“', '”'],
    grewFrom: () => 'Elke bladzijde van dit boek groeide uit deze antwoorden:',
    someone: 'iemand bijzonders',
  },
  pl: {
    starring: 'W roli głównej:',
    byline: 'Autor:',
    forYou: () => 'Dla Ciebie',
    theEnd: 'Koniec',
    // An address would need the vocative (Anno!): the name stands first, as written.
    closing: (hero) => `${hero} – do następnej przygody!`,
    about: 'Poznajcie:',
    star: (hero) => `W tej książce pierwsze skrzypce gra ${hero}, na każdej stronie.`,
    alsoInTheStory: (names) => `W historii występują też: ${names}.`,
    list: [', ', ' i '],
    meetTheCast: 'Obsada',
    storyBehind: 'Skąd wzięła się ta historia',
    favouriteMoment: 'Ulubiona chwila',
    quotes: ['„', '”'],
    grewFrom: () => 'Każda strona tej książki wyrosła z tych odpowiedzi:',
    someone: 'ktoś wyjątkowy',
  },
  cs: {
    starring: 'V hlavní roli:',
    byline: 'Autor:',
    forYou: () => 'Pro tebe',
    theEnd: 'Konec',
    closing: (hero) => `${hero} – na shledanou u dalšího dobrodružství!`,
    about: 'Seznamte se:',
    star: (hero) => `Hvězda této knihy, na každé její stránce: ${hero}.`,
    alsoInTheStory: (names) => `V příběhu dále hrají: ${names}.`,
    list: [', ', ' a '],
    meetTheCast: 'Obsazení',
    storyBehind: 'Jak vznikl tento příběh',
    favouriteMoment: 'Oblíbená chvíle',
    quotes: ['„', '“'],
    grewFrom: () => 'Každá stránka této knihy vyrostla z těchto odpovědí:',
    someone: 'někdo výjimečný',
  },
  tr: {
    starring: 'Başrolde:',
    byline: 'Yazan:',
    forYou: () => 'Senin için',
    theEnd: 'Son',
    closing: (hero) => `Bir sonraki maceraya kadar, ${hero}!`,
    about: 'Tanışın:',
    star: (hero) => `Bu kitabın ve her sayfasının yıldızı: ${hero}.`,
    alsoInTheStory: (names) => `Hikâyede ayrıca: ${names}.`,
    list: [', ', ' ve '],
    meetTheCast: 'Kadro',
    storyBehind: 'Hikâyenin ardındaki hikâye',
    favouriteMoment: 'En sevilen an',
    quotes: ['“', '”'],
    grewFrom: () => 'Bu kitabın her sayfası şu cevaplardan doğdu:',
    someone: 'çok özel biri',
  },
  ro: {
    starring: 'În rolul principal:',
    byline: 'De',
    forYou: () => 'Pentru tine',
    theEnd: 'Sfârșit',
    closing: (hero) => `Pe curând, la următoarea aventură, ${hero}!`,
    about: 'Despre',
    star: (hero) => `Vedeta acestei cărți, pe fiecare pagină: ${hero}.`,
    alsoInTheStory: (names) => `Tot în poveste: ${names}.`,
    list: [', ', ' și '],
    meetTheCast: 'Personajele',
    storyBehind: 'Povestea din spatele poveștii',
    favouriteMoment: 'Un moment preferat',
    quotes: ['„', '”'],
    grewFrom: () => 'Fiecare pagină a acestei cărți a pornit de la aceste răspunsuri:',
    someone: 'cineva special',
  },
  hu: {
    starring: 'Főszerepben:',
    byline: 'Írta:',
    forYou: () => 'Neked',
    theEnd: 'Vége',
    closing: (hero) => `A következő kalandig, ${hero}!`,
    about: 'Bemutatkozik:',
    star: (hero) => `A könyv sztárja, minden egyes oldalon: ${hero}.`,
    alsoInTheStory: (names) => `A történetben szerepel még: ${names}.`,
    list: [', ', ' és '],
    meetTheCast: 'Szereplők',
    storyBehind: 'A történet mögötti történet',
    favouriteMoment: 'Kedvenc pillanat',
    quotes: ['„', '”'],
    grewFrom: () => 'A könyv minden oldala ezekből a válaszokból született:',
    someone: 'valaki különleges',
  },
  sv: {
    starring: 'I huvudrollen:',
    byline: 'Av',
    forYou: (hero) => `Till ${hero}`,
    theEnd: 'Slut',
    closing: (hero) => `Till nästa äventyr, ${hero}!`,
    about: 'Om',
    star: (hero) => `${hero} är stjärnan i den här boken, på varenda sida.`,
    alsoInTheStory: (names) => `Också med i berättelsen: ${names}.`,
    list: [', ', ' och '],
    meetTheCast: 'Rollistan',
    storyBehind: 'Berättelsen bakom berättelsen',
    favouriteMoment: 'Ett favoritögonblick',
    quotes: ['”', '”'],
    grewFrom: () => 'Varje sida i den här boken växte fram ur de här svaren:',
    someone: 'någon speciell',
  },
  el: {
    starring: 'Πρωταγωνιστικός ρόλος:',
    byline: 'Συγγραφέας:',
    forYou: () => 'Για σένα',
    theEnd: 'Τέλος',
    closing: (hero) => `${hero} – ως την επόμενη περιπέτεια!`,
    about: 'Λίγα λόγια:',
    star: (hero) => `Το αστέρι αυτού του βιβλίου, σε κάθε σελίδα: ${hero}.`,
    alsoInTheStory: (names) => `Στην ιστορία επίσης: ${names}.`,
    list: [', ', ' και '],
    meetTheCast: 'Οι ήρωες',
    storyBehind: 'Η ιστορία πίσω από την ιστορία',
    favouriteMoment: 'Μια αγαπημένη στιγμή',
    quotes: ['«', '»'],
    grewFrom: () => 'Κάθε σελίδα αυτού του βιβλίου γεννήθηκε από αυτές τις απαντήσεις:',
    someone: 'κάποιος ξεχωριστός',
  },
  ru: {
    starring: 'В главной роли:',
    byline: 'Автор:',
    forYou: () => 'Для тебя',
    theEnd: 'Конец',
    closing: (hero) => `До новых приключений, ${hero}!`,
    about: 'Знакомьтесь:',
    star: (hero) => `Звезда этой книги, на каждой её странице: ${hero}.`,
    alsoInTheStory: (names) => `Также в истории: ${names}.`,
    list: [', ', ' и '],
    meetTheCast: 'Действующие лица',
    storyBehind: 'Как родилась эта история',
    favouriteMoment: 'Любимый момент',
    quotes: ['«', '»'],
    grewFrom: () => 'Каждая страница этой книги выросла из этих ответов:',
    someone: 'кто-то особенный',
  },
  uk: {
    starring: 'У головній ролі:',
    byline: 'Автор:',
    forYou: () => 'Для тебе',
    theEnd: 'Кінець',
    closing: (hero) => `${hero} – до нових пригод!`,
    about: 'Знайомтеся:',
    star: (hero) => `Зірка цієї книжки, на кожній її сторінці: ${hero}.`,
    alsoInTheStory: (names) => `Також в історії: ${names}.`,
    list: [', ', ' і '],
    meetTheCast: 'Дійові особи',
    storyBehind: 'Як народилася ця історія',
    favouriteMoment: 'Улюблена мить',
    quotes: ['«', '»'],
    grewFrom: () => 'Кожна сторінка цієї книжки виросла з цих відповідей:',
    someone: 'хтось особливий',
  },
  vi: {
    starring: 'Nhân vật chính:',
    byline: 'Tác giả:',
    forYou: (hero) => `Tặng ${hero}`,
    theEnd: 'Hết',
    closing: (hero) => `Hẹn gặp lại ở cuộc phiêu lưu tiếp theo, ${hero}!`,
    about: 'Về',
    star: (hero) => `${hero} là ngôi sao của cuốn sách này, trên từng trang sách.`,
    alsoInTheStory: (names) => `Cùng góp mặt trong câu chuyện: ${names}.`,
    list: [', ', ' và '],
    meetTheCast: 'Dàn nhân vật',
    storyBehind: 'Câu chuyện phía sau câu chuyện',
    favouriteMoment: 'Khoảnh khắc yêu thích',
    quotes: ['“', '”'],
    grewFrom: () => 'Mỗi trang của cuốn sách này đều bắt nguồn từ những câu trả lời sau:',
    someone: 'một người đặc biệt',
  },
  ja: {
    starring: '主演：',
    byline: '作：',
    forYou: (hero) => `${hero}へ`,
    theEnd: 'おわり',
    closing: (hero) => `${hero}、また次の冒険で！`,
    about: 'この人について：',
    star: (hero) => `この本の主役は、どのページでも${hero}。`,
    alsoInTheStory: (names) => `ほかの登場人物：${names}`,
    list: ['、', '、'],
    meetTheCast: '登場人物',
    storyBehind: 'この物語ができるまで',
    favouriteMoment: 'お気に入りの場面',
    quotes: ['「', '」'],
    grewFrom: () => 'この本のすべてのページは、これらの答えから生まれました：',
    someone: 'だいじな人',
  },
  zh: {
    starring: '主演：',
    byline: '作者：',
    forYou: (hero) => `献给${hero}`,
    theEnd: '完',
    closing: (hero) => `${hero}，下次冒险再见！`,
    about: '关于',
    star: (hero) => `${hero}是这本书每一页的主角。`,
    alsoInTheStory: (names) => `其他登场人物：${names}`,
    list: ['、', '和'],
    meetTheCast: '登场人物',
    storyBehind: '故事背后的故事',
    favouriteMoment: '最喜欢的时刻',
    quotes: ['“', '”'],
    grewFrom: () => '这本书的每一页，都源自这些回答：',
    someone: '特别的人',
  },
  ko: {
    starring: '주인공:',
    byline: '글:',
    forYou: (hero) => `${hero}에게`,
    theEnd: '끝',
    closing: (hero) => `${hero}, 다음 모험에서 또 만나요!`,
    about: '소개:',
    star: (hero) => `이 책의 모든 페이지의 주인공: ${hero}`,
    alsoInTheStory: (names) => `함께 등장하는 사람들: ${names}`,
    list: [', ', ', '],
    meetTheCast: '등장인물',
    storyBehind: '이야기 뒤의 이야기',
    favouriteMoment: '가장 좋아하는 순간',
    quotes: ['“', '”'],
    grewFrom: () => '이 책의 모든 페이지는 이 대답들에서 태어났어요:',
    someone: '특별한 사람',
  },
  hi: {
    starring: 'मुख्य भूमिका में:',
    byline: 'लेखक:',
    forYou: (hero) => `${hero} के लिए`,
    theEnd: 'समाप्त',
    closing: (hero) => `अगले रोमांच तक, ${hero}!`,
    about: 'परिचय:',
    star: (hero) => `इस किताब के हर पन्ने का सितारा: ${hero}`,
    alsoInTheStory: (names) => `कहानी में साथ हैं: ${names}`,
    list: [', ', ' और '],
    meetTheCast: 'पात्र परिचय',
    storyBehind: 'कहानी के पीछे की कहानी',
    favouriteMoment: 'पसंदीदा पल',
    quotes: ['“', '”'],
    grewFrom: () => 'इस किताब का हर पन्ना इन जवाबों से बना है:',
    someone: 'कोई खास',
  },
  ar: {
    starring: 'بطولة:',
    byline: 'تأليف:',
    forYou: (hero) => `إلى ${hero}`,
    theEnd: 'النهاية',
    closing: (hero) => `إلى المغامرة القادمة يا ${hero}!`,
    about: 'تعرّفوا على:',
    star: (hero) => `بطولة كل صفحة من هذا الكتاب: ${hero}`,
    alsoInTheStory: (names) => `يشارك في القصة أيضا: ${names}`,
    list: ['، ', ' و'],
    meetTheCast: 'الشخصيات',
    storyBehind: 'القصة وراء القصة',
    favouriteMoment: 'لحظة مفضلة',
    quotes: ['“', '”'],
    grewFrom: () => 'كل صفحة من هذا الكتاب ولدت من هذه الإجابات:',
    someone: 'شخص مميز',
  },
  he: {
    starring: 'בתפקיד הראשי:',
    byline: 'מאת',
    forYou: (hero) => `ל${hebrewJoin(hero)}`,
    theEnd: 'סוף',
    closing: (hero) => `עד ההרפתקה הבאה, ${hero}!`,
    about: 'הכירו את',
    star: (hero) => `בתפקיד הראשי בכל עמוד בספר: ${hero}`,
    alsoInTheStory: (names) => `משתתפים גם בסיפור: ${names}`,
    list: [', ', ' ו'],
    meetTheCast: 'הדמויות',
    storyBehind: 'הסיפור שמאחורי הסיפור',
    favouriteMoment: 'רגע אהוב',
    quotes: ['“', '”'],
    grewFrom: () => 'כל עמוד בספר הזה נולד מהתשובות האלה:',
    someone: 'מישהו מיוחד',
  },
};

/** The matter pages' words in `code`'s language (English for none or an unknown one). */
export function matterWords(code: string | undefined): MatterWords {
  const language = bookLanguage(code).code;
  if (language === 'en') return ENGLISH;
  const entry = OTHERS[language];
  return {
    ...entry,
    starring: label(entry.starring),
    byline: label(entry.byline),
    about: label(entry.about),
    forYou: (hero) => entry.forYou(hero || entry.someone),
    remembered: entry.remembered ?? ((hero) => entry.forYou(hero || entry.someone)),
    heart: entry.heart ?? entry.star,
  };
}

/** Names joined as the language lists them: "Ana, Luis y Rosa", "Ana e Isabel", "נועה ודני", "נועה ו־Dan". */
export function joinNames(words: Pick<MatterWords, 'list'>, names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const lastName = names[names.length - 1];
  let [between, last] = words.list;
  // Spanish "y" becomes "e" before the sound i ("Ana e Isabel", "e Hilda"; not before "hie": "y Hierro").
  if (last === ' y ' && /^h?[ií](?![eé])/iu.test(lastName)) last = ' e ';
  // Hebrew's "and" is a prefix: joined to a Hebrew name, with a maqaf before a name in another script.
  if (last === ' ו') return `${names.slice(0, -1).join(between)} ו${hebrewJoin(lastName)}`;
  return `${names.slice(0, -1).join(between)}${last}${lastName}`;
}

/** A Hebrew prefix letter joins a Hebrew word directly and a word in another script with a maqaf. */
function hebrewJoin(word: string): string {
  return /^[\u0590-\u05ff]/u.test(word) ? word : `־${word}`;
}
