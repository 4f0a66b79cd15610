// The back cover's blurb, written from the script: how the story opens, where it turns, who is in it, and
// a line that makes you open the book. At most a few sentences; it never gives the ending away. A book in
// another language says the same from its own words: the opening and the turn as Claude wrote them in it, and
// who is in it in the matter pages' words.
import { heroesName, type Script } from '../../../shared/script';
import { joinNames, matterWords } from '../../engines/words/matterWords';

const MAX_BLURB = 520;

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…。！？]$/u.test(t) ? t : `${t}.`;
};

export function backCoverBlurb(script: Script, language = 'en'): string {
  if (language !== 'en') return otherLanguageBlurb(script, language);
  const pages = script.pages;
  const opening = pages[0]?.summary ?? '';
  // The turn: the first page of the middle act, or the page a third of the way in.
  const turn = pages.find((page) => page.act === 2 || page.act === 3) ?? pages[Math.floor(pages.length / 3)];
  const heroes = heroesName(script.cast);
  const hero = heroes ? { name: heroes } : undefined;
  const others = script.cast.filter((member) => !member.isHero).map((member) => member.name);
  const starring = hero
    ? others.length
      ? `Starring ${hero.name}, with ` +
        `${others.slice(0, 3).join(others.length > 2 ? ', ' : ' and ')}${others.length > 3 ? ' and more' : ''}.`
      : `Starring ${hero.name}.`
    : '';
  const parts = [
    sentence(opening),
    turn && turn !== pages[0] ? `Then: ${sentence(turn.summary)}` : '',
    starring,
    'How does it end? Only one way to find out.',
  ];
  return upToMaxLength(parts);
}

function otherLanguageBlurb(script: Script, language: string): string {
  const words = matterWords(language);
  const pages = script.pages;
  const turn = pages.find((page) => page.act === 2 || page.act === 3);
  const hero = script.cast.find((member) => member.isHero);
  // The second of two heroes is named with the others.
  const others = script.cast.filter((member) => member !== hero).map((member) => member.name);
  const parts = [
    pages[0]?.summary.trim() ?? '',
    turn && turn !== pages[0] ? turn.summary.trim() : '',
    hero ? words.starring(hero.name) : '',
    others.length ? words.alsoInTheStory(joinNames(words, others.slice(0, 3))) : '',
  ];
  return upToMaxLength(parts);
}

/** The parts in order, as many whole ones as fit in MAX_BLURB characters. */
function upToMaxLength(parts: string[]): string {
  let blurb = '';
  for (const part of parts.filter(Boolean)) {
    const next = blurb ? `${blurb} ${part}` : part;
    if (next.length > MAX_BLURB) break;
    blurb = next;
  }
  return blurb;
}
