// Where a line may break in scripts written without spaces. Chinese and Thai break between words (the
// dictionaries of Intl.Segmenter, which Node's full ICU carries); Japanese between phrases: a word that starts
// with a kanji, katakana or a Latin letter starts a phrase, and the hiragana after it (particles, endings)
// stay with it ("山田はなこは|今日、|森へ|冒険に|出かけました。", "「すごい！」と|言った。"), never
// "行|こう". Punctuation stays with the phrase before it and an opening bracket with the phrase after it, so
// no line starts with "、" or ends with "「". Text with spaces breaks at its spaces only (words.ts).

/** Letters of scripts written without spaces between words. */
export const NO_SPACES =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;
/** What hiragana stay with: a letter, a number or a closing bracket (not a comma or a full stop). */
const ATTACHES_AFTER = /[\p{L}\p{N}」』）)］\]｝}〉》】〕”’]$/u;
const OPENING = /^[「『（(［[｛{〈《【〔“‘]+$/u;

const segmenters = new Map<string, Intl.Segmenter>();
const segmenter = (language: string) => {
  let s = segmenters.get(language);
  if (!s) {
    s = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, s);
  }
  return s;
};

/** The pieces a space-free word may be broken into, in order; a word of a spaced script is one piece. */
export function phrasesOf(word: string): string[] {
  if (!NO_SPACES.test(word)) return [word];
  const language = /\p{Script=Thai}/u.test(word) ? 'th' : KANA.test(word) ? 'ja' : 'zh';
  const phrases: string[] = [];
  let openingBefore = '';
  for (const { segment, isWordLike } of segmenter(language).segment(word)) {
    const last = phrases.at(-1);
    if (OPENING.test(segment)) {
      openingBefore += segment;
      continue;
    }
    const joinsBefore =
      last !== undefined &&
      !openingBefore &&
      (!isWordLike || (language === 'ja' && HIRAGANA_ONLY.test(segment) && ATTACHES_AFTER.test(last)));
    if (joinsBefore) phrases[phrases.length - 1] = last + segment;
    else phrases.push(openingBefore + segment);
    openingBefore = '';
  }
  if (openingBefore) phrases.push(openingBefore);
  return phrases;
}
