// What the fake Messages API writes for a book in Japanese or Arabic (tests/fakes/fakeClaudeWriter.ts): the
// app's prompts name the book's language ("… in Japanese (ja)"), and a model that follows them answers in it,
// keeping the artist's directions (setting, action) in English as the script prompt asks. Other languages get
// the English words, as the fake has no more to say.
import type { FakeIdea } from './fakeClaudeWriter';

interface FakeWords {
  ideas: FakeIdea[];
  pageTitle: (act: string, page: number) => string;
  summary: (act: string) => string;
  caption: (act: string, page: number) => string;
  balloon: (act: string, page: number) => string;
  sfx: string;
  dedication: (hero: string) => string;
  heroRole: string;
  otherRole: string;
  /** The name it gives a character the story invented ("The Sneaky Explorer"). */
  invented: string;
}

const WORDS: Record<string, FakeWords> = {
  ja: {
    ideas: [
      {
        title: 'マリア先生と歌うドリル',
        description: '歌が上手すぎる歯医者のマリア。患者はドリルを忘れるが、ライバル合唱団が歯の妖精をさらってしまう。',
      },
      {
        title: '真夜中のサルサ対決',
        description: 'マリアのサルサの夜が、町の運命をかけたダンスバトルに。相棒はもちろんローザ。',
      },
      {
        title: '月の歯みがき大作戦',
        description: 'ついに月へ旅立ったマリア。そこは彼女にしか治せない虫歯だらけだった。',
      },
    ],
    pageTitle: (act, page) => `第${act}幕 ${page}ページ`,
    summary: (act) => `主人公が第${act}幕の次の一歩をふみ出す。`,
    caption: (act, page) => `第${act}幕、${page}ページ目。`,
    balloon: (act, page) => `さあ、また行くよ！その${act}の${page}！`,
    sfx: 'ビューン！',
    dedication: (hero) => `${hero}へ。どのページでも主人公のあなたに。`,
    heroRole: '主人公',
    otherRole: '仲間',
    invented: 'こっそり探検家',
  },
  ar: {
    ideas: [
      {
        title: 'الدكتورة ماريا والمثقاب المغني',
        description: 'طبيبة الأسنان ماريا تغني بصوت جميل ينسي المرضى المثقاب، حتى تخطف جوقة منافسة جنية الأسنان.',
      },
      {
        title: 'مواجهة السالسا في منتصف الليل',
        description: 'ليالي السالسا عند ماريا تتحول إلى مسابقة رقص لإنقاذ الحي، وروزا شريكتها الوفية.',
      },
      {
        title: 'القمر يحتاج إلى تنظيف',
        description: 'تسافر ماريا أخيرا إلى القمر، فتجده مليئا بتسوس لا يعالجه أحد سواها.',
      },
    ],
    pageTitle: (act, page) => `الفصل ${act}، الصفحة ${page}`,
    summary: (act) => `البطل يخطو الخطوة التالية في الفصل ${act}.`,
    caption: (act, page) => `الفصل ${act}، الصفحة ${page}.`,
    balloon: (act, page) => `ها نحن من جديد، الجزء ${act}.${page}!`,
    sfx: 'ووووش!',
    dedication: (hero) => `إلى ${hero}، بطل كل صفحة`,
    heroRole: 'البطل',
    otherRole: 'صديق',
    invented: 'المستكشف المتسلل',
  },
};

/** The fake's words for the language a request names, or undefined for English and the languages it lacks. */
export function wordsFor(prompt: string): FakeWords | undefined {
  const code = / in [A-Z][A-Za-z ()]+ \(([a-z]{2})\)/.exec(prompt)?.[1];
  return code ? WORDS[code] : undefined;
}
