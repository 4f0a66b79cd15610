// The book's language in the words we write ourselves (docs/book.md, "The book's language"): the matter pages'
// words in every language keep every name exactly as written and say nothing in English; Claude's requests name
// the language (ideas, each act, and act 1 asking for the dedication and the roles); the CBZ and the back cover
// say the book's language.
import { describe, expect, it } from 'vitest';
import { buildCoverPrompt } from '../../server/providers/cover/coverPrompt';
import { BOOK_LANGUAGES, bookLanguage, bookReadsRightToLeft, writableLanguages } from '../../shared/languages';
import { joinNames, matterWords } from '../../server/engines/words/matterWords';
import { buildIdeasUserMessage } from '../../server/providers/ideas/ideasPrompt';
import { actReplySchema, buildActMessage } from '../../server/providers/script/scriptPrompt';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { comicInfoXml } from '../../server/engines/print/comicBookZip';
import { backCoverBlurb } from '../../server/domains/files/backCoverBlurb';
import { aboutHeroLines } from '../../server/domains/book/aboutHero';
import { fitByline } from '../../server/engines/cover/coverArt';
import { lettered } from '../../server/engines/artKit/text/words';
import { withMatter } from '../../server/providers/script/actMatter';
import { MAX_STORY_PAGES } from '../../shared/script';
import { allLayouts, mirroredLayout } from '../../server/engines/layout/pageLayouts';
import { rectInside, signedArea2 } from '../../server/engines/layout/geometry';
import { COMIC_PAGE, pageGeometry } from '../../shared/printGeometry';
import { onScreen } from '../../client/features/book/reader/readerLayout';

/** Names as people write them, in many scripts: none may change on a matter page. */
const NAMES = [
  'Maria Lopez',
  'Małgorzata Żurowska',
  'Çağla Şahin',
  'Nguyễn Thị Hà',
  'Άννα Παπαδοπούλου',
  'Ольга Иванова',
  'مريم',
  'נועה',
  '山田はなこ',
  '김민준',
  'प्रिया',
  "Aoife O'Brien",
  'Jean-Luc',
];
/** English words that would give away a phrase left untranslated. */
const ENGLISH = /\b(the|and|by|starring|about|with|thanks|until|adventure|story|cast|meet|every|book)\b/i;

describe('the matter pages’ words', () => {
  it('hold every name exactly as written, in every language', () => {
    for (const { code } of BOOK_LANGUAGES) {
      const words = matterWords(code);
      for (const name of NAMES) {
        for (const phrase of [words.starring, words.byline, words.closing, words.about, words.star]) {
          expect(phrase(name), `${code}: ${phrase(name)}`).toContain(name);
        }
        expect(words.alsoInTheStory(joinNames(words, [name, 'Rosa']))).toContain(name);
      }
    }
  });

  it('say nothing in English outside English, and nothing left as a placeholder', () => {
    for (const { code } of BOOK_LANGUAGES.filter((l) => l.code !== 'en')) {
      const words = matterWords(code);
      const fixed = [
        words.starring('X'),
        words.byline('X'),
        words.forYou('X'),
        words.forYou(''),
        words.theEnd,
        words.closing('X'),
        words.about('X'),
        words.star('X'),
        words.alsoInTheStory('X'),
        words.meetTheCast,
        words.storyBehind,
        words.grewFrom('X'),
        words.someone,
      ];
      for (const text of fixed) {
        expect(text.replace(/\bX\b/g, ''), `${code}: ${text}`).not.toMatch(ENGLISH);
        expect(text, code).not.toMatch(/\$\{|undefined|\s{2}/);
        expect(text.trim(), code).not.toBe('');
      }
      if (bookLanguage(code).direction === 'rtl') expect(words.theEnd).toMatch(/[\u0590-\u06ff]/);
    }
  });

  it('keep English as it was, and list names as each language does', () => {
    const en = matterWords('en');
    expect([en.starring('Ana'), en.byline('Ana'), en.forYou(''), en.about('Ana'), en.theEnd]).toEqual([
      'Starring Ana',
      'By Ana',
      'For you',
      'About Ana',
      'The End',
    ]);
    expect(joinNames(matterWords('es'), ['Ana', 'Luis', 'Rosa'])).toBe('Ana, Luis y Rosa');
    expect(joinNames(matterWords('es'), ['Ana', 'Isabel'])).toBe('Ana e Isabel');
    expect(joinNames(matterWords('es'), ['Ana', 'Hilda'])).toBe('Ana e Hilda');
    expect(joinNames(matterWords('es'), ['Ana', 'Hielo'])).toBe('Ana y Hielo');
    expect(joinNames(matterWords('he'), ['נועה', 'דני'])).toBe('נועה ודני');
    expect(joinNames(matterWords('he'), ['נועה', 'Dan'])).toBe('נועה ו־Dan');
    expect(matterWords('he').forYou('')).toBe('למישהו מיוחד');
    expect(matterWords('he').forYou('Dan')).toBe('ל־Dan');
    // An address would inflect the name: it stands first, as written.
    expect(matterWords('pl').closing('Anna')).toBe('Anna – do następnej przygody!');
    expect(joinNames(matterWords('ja'), ['アナ', 'ルイス', 'ローザ'])).toBe('アナ、ルイス、ローザ');
    expect(matterWords('ja').starring('山田はなこ')).toBe('主演：山田はなこ');
    expect(matterWords('de').starring('Anna')).toBe('In der Hauptrolle: Anna');
    // Someone's own words, quoted as their language quotes.
    expect(en.quotes).toEqual(['“', '”']);
    expect(matterWords('de').quotes).toEqual(['„', '“']);
    expect(matterWords('fr').quotes).toEqual(['«\u00a0', '\u00a0»']);
    expect(matterWords('ja').quotes).toEqual(['「', '」']);
    // An unknown code (a row from a newer version) reads as English.
    expect(matterWords('xx')).toBe(en);
  });

  it('sign the built-in cover in the book’s language', () => {
    expect(fitByline('Tasha Williams').lines).toEqual(['COMICS BY TASHA WILLIAMS']);
    expect(fitByline('山田はなこ', 'ja').lines).toEqual(['作：山田はなこ']);
    expect(fitByline('Ana López', 'es').lines).toEqual(['POR ANA LÓPEZ']);
    // A Turkish book's capitals keep the dot of i even where no letter says the text is Turkish.
    expect(fitByline('Emine', 'tr').lines).toEqual(['YAZAN: EMİNE']);
    expect(lettered('Bir şey mi?', 'tr')).toBe('BİR ŞEY Mİ?');
    expect(lettered('Emine', 'en')).toBe('EMINE');
  });

  it('say the about page in the book’s language from the cast alone', () => {
    const cast = [
      { name: 'Maria', role: '主人公', isHero: true },
      { name: 'Rosa', role: '仲間', isHero: false },
    ];
    const input = { author: 'Maria Lopez', type: 'black-and-white-manga' as const, answers: [] };
    expect(aboutHeroLines(input, cast, 'ja')).toEqual([
      'ほかの登場人物：Rosa',
      'この本の主役は、どのページでもMaria。',
    ]);
    expect(aboutHeroLines(input, cast).at(-1)).toBe('Maria is the star of this book, and of every page in it.');
  });
});

describe('what Claude is asked', () => {
  const request = {
    author: 'Maria Lopez',
    type: 'black-and-white-manga',
    answers: [{ id: 'family', answer: 'Her sister Rosa' }],
    idea: { title: 'マリアの冒険', description: '町を救う。' },
    pages: 8,
    seed: 3,
  };

  it('names the language in every request, and asks act 1 of a book not in English for its dedication', () => {
    expect(buildIdeasUserMessage({ ...request, type: 'black-and-white-manga', language: 'ja' })).toContain(
      'Write every title and description in Japanese (ja).',
    );
    expect(buildIdeasUserMessage({ ...request, type: 'black-and-white-manga' })).toContain('in English (en).');
    const ja = { ...request, language: 'ja' as const };
    const plan = writeLocalScript(ja);
    const act1 = buildActMessage(ja, plan, 1, 2, []);
    expect(act1).toContain('balloons and sound effects in Japanese (ja)');
    expect(act1).toContain('setting and action in English: they are directions for the artist');
    expect(act1).toContain("Also write the book's dedication");
    expect(buildActMessage(ja, plan, 2, 2, [])).not.toContain('dedication');
    expect(buildActMessage(request, plan, 1, 2, [])).toContain('Write it in English (en).');
    expect(buildActMessage(request, plan, 1, 2, [])).not.toContain('dedication');
  });

  it('renames a character the plan invented wherever the acts wrote it, never a name the visitor wrote', () => {
    const ja = { ...request, language: 'ja' as const };
    const plan = writeLocalScript(ja);
    const invented = plan.cast.find((c) => !c.isHero && !JSON.stringify(ja).includes(c.name));
    expect(invented, JSON.stringify(plan.cast)).toBeDefined();
    const said = `${invented!.name}が来た！`;
    const pages = plan.pages.map((p) => ({
      ...p,
      title: `${invented!.name}の影`,
      panels: p.panels.map((x) => ({
        ...x,
        caption: said,
        balloons: [{ speaker: invented!.name, kind: 'speech' as const, text: said }],
      })),
    }));
    const matter = {
      dedication: 'マリアへ',
      cast: plan.cast.map((c) => ({
        name: c.name,
        role: '役',
        shownAs: c === invented ? 'こっそり探検家' : 'ちがう名前',
      })),
    };
    const script = withMatter({ ...plan, pages }, matter, ja);
    expect(script.cast.map((c) => c.name)).toEqual(plan.cast.map((c) => (c === invented ? 'こっそり探検家' : c.name)));
    const text = JSON.stringify(script.pages);
    expect(text).not.toContain(invented!.name);
    expect(text).toContain('こっそり探検家が来た！');
    expect(script.pages[0].title).toBe('こっそり探検家の影');
    expect(script.pages[0].panels[0].balloons[0].speaker).toBe('こっそり探検家');
  });

  it('asks act 1 for the dedication and the roles in the reply’s schema', () => {
    // The script's own rules hold for them: a reply that breaks them fails act 1, not the finished book.
    const reply = { pages: [], dedication: 'Para Ana <3', cast: [] };
    expect(actReplySchema(0, true).safeParse(reply).success).toBe(false);
    expect(actReplySchema(0, true).safeParse({ ...reply, dedication: 'Para Ana' }).success).toBe(true);
    const withMatter = actReplySchema(2, true).toJSONSchema() as { properties: object; required: string[] };
    expect(Object.keys(withMatter.properties)).toEqual(['pages', 'dedication', 'cast']);
    expect(withMatter.required).toEqual(['pages', 'dedication', 'cast']);
    expect(Object.keys((actReplySchema(2).toJSONSchema() as { properties: object }).properties)).toEqual(['pages']);
  });

  it('is asked for every listed language but the five the built-in writers speak only with Claude', () => {
    expect(writableLanguages(false)).toEqual(['en', 'es', 'fr', 'de', 'pt']);
    expect(writableLanguages(true)).toHaveLength(BOOK_LANGUAGES.length);
    expect(BOOK_LANGUAGES.length).toBeGreaterThanOrEqual(20);
    expect(BOOK_LANGUAGES.filter((l) => l.direction === 'rtl').map((l) => l.code)).toEqual(['ar', 'he']);
  });
});

describe('a right-to-left book', () => {
  it('reads every layout from the top right: mirrored frames, clockwise outlines, letter boxes in the safe box', () => {
    for (const geometry of [COMIC_PAGE, pageGeometry({ width: 6, height: 9 })]) {
      const width = geometry.px.width;
      for (const layout of allLayouts(geometry)) {
        const mirrored = mirroredLayout(layout, width);
        expect(mirrored.frames).toHaveLength(layout.frames.length);
        layout.frames.forEach((frame, i) => {
          const m = mirrored.frames[i];
          expect(m.rect.x + m.rect.width / 2, layout.id).toBeCloseTo(width - (frame.rect.x + frame.rect.width / 2));
          expect(m.rect.y, layout.id).toBe(frame.rect.y);
          expect(Math.sign(signedArea2(m.outline)), layout.id).toBe(Math.sign(signedArea2(frame.outline)));
          expect(rectInside(m.letterBox, geometry.safe), `${layout.id} ${i}`).toBe(
            rectInside(frame.letterBox, geometry.safe),
          );
        });
        // The first panel of a page whose first tier has two or more sits right of the second.
        const [first, second] = mirrored.frames;
        if (second && Math.abs(first.rect.y - second.rect.y) < 1)
          expect(first.rect.x, layout.id).toBeGreaterThan(second.rect.x);
      }
    }
  });

  it('shows a spread’s first page on the right in the reader, and says so in the CBZ', () => {
    expect(onScreen([3, 4], true)).toEqual([4, 3]);
    expect(onScreen([3, 4], false)).toEqual([3, 4]);
    const info = { title: 't', writer: 'w', summary: 's', made: new Date('2026-11-29') };
    expect(comicInfoXml({ ...info, language: 'he', rightToLeft: true }, [])).toContain(
      '<Manga>YesAndRightToLeft</Manga>',
    );
    expect(comicInfoXml({ ...info, language: 'ja', rightToLeft: false }, [])).toContain('<Manga>No</Manga>');
  });

  it('is every Arabic and Hebrew book, and a manga its owner set so, whatever its language', () => {
    const manga = 'black-and-white-manga';
    const vintage = '30s-50s-style';
    expect(bookReadsRightToLeft({ language: 'ar', type: vintage })).toBe(true);
    expect(bookReadsRightToLeft({ language: 'he', type: manga, rightToLeft: false })).toBe(true);
    expect(bookReadsRightToLeft({ language: 'ja', type: manga, rightToLeft: true })).toBe(true);
    expect(bookReadsRightToLeft({ language: 'en', type: manga, rightToLeft: true })).toBe(true);
    expect(bookReadsRightToLeft({ language: 'ja', type: manga, rightToLeft: false })).toBe(false);
    // Only a style that allows it: a vintage book set so (by a hand-made request) still reads left to right.
    expect(bookReadsRightToLeft({ language: 'ja', type: vintage, rightToLeft: true })).toBe(false);
  });
});

describe('the print files', () => {
  it('say the book’s language in ComicInfo, and write the back cover in it', () => {
    const info = {
      title: '月の冒険',
      writer: 'Maria',
      summary: 's',
      made: new Date('2026-11-29'),
      language: 'ja',
      rightToLeft: false,
    };
    expect(comicInfoXml(info, [])).toContain('<LanguageISO>ja</LanguageISO>');
    const local = writeLocalScript({
      author: 'Maria Lopez',
      type: 'black-and-white-manga',
      answers: [{ id: 'family', answer: 'Her sister Rosa' }],
      idea: { title: '月の冒険', description: '町を救う。' },
      pages: 8,
      seed: 1,
    });
    // As Claude leaves it (actMatter.ts): the people the visitor named, and an invented rival named in Japanese.
    const script = {
      ...local,
      cast: local.cast.map((c) => (/^[A-Z][a-z]+$/.test(c.name) ? c : { ...c, name: 'こっそり探検家' })),
      pages: local.pages.map((p) => ({ ...p, summary: `マリアが${p.number}ページ目で町を救う。` })),
    };
    const blurb = backCoverBlurb(script, 'ja');
    expect(blurb).toContain('マリアが1ページ目で町を救う。');
    expect(blurb).toContain('主演：');
    expect(blurb.replace(/Maria( Lopez)?|Rosa/g, '')).not.toMatch(/[A-Za-z]/);
    expect(script.pages.length).toBeLessThanOrEqual(MAX_STORY_PAGES);
  });
});

describe("the painted cover's words", () => {
  it("asks for the badge in the book's language, as the built-in cover letters it", () => {
    const ask = (language?: string) =>
      buildCoverPrompt({
        title: 'Carmen y la Llave',
        description: 'D',
        author: 'Carmen Ruiz',
        type: '30s-50s-style',
        language,
      });
    expect(ask('es')).toContain('reads exactly: "Por Carmen Ruiz"');
    expect(ask('de')).toContain('reads exactly: "Von Carmen Ruiz"');
    expect(ask('en')).toContain('reads exactly: "Comics by Carmen Ruiz"');
    expect(ask()).toContain('reads exactly: "Comics by Carmen Ruiz"');
  });
});
