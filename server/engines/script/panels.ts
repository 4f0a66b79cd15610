// Panels and shots: building a page's panels with a shot, a setting, an action that says who is there and how
// they look, a caption, balloons from the book's memory (so nothing repeats) and a sound effect in the style.
import type { BALLOON_KINDS, Panel, SHOTS } from '../../../shared/script';
import { calledBy, type Character } from './cast';
import { SFX, type SfxKind } from './flavour';
import { babbles, lines } from './dialogue';
import { castOwnLines, heroOwnLines } from './ownLines';
import { isPetAction, petAction } from './petActions';
import type { Story } from './story';
import { clean, type Line } from './tools';
import { capitalize, fixArticles, sentence } from '../answers/wording';
import { detailsOf, mentions } from '../answers/answerDetails';
import { heroAs, inTheirWords, kinOf } from './familyWords';

export type Shot = (typeof SHOTS)[number];
export type Kind = (typeof BALLOON_KINDS)[number];

export interface Say {
  who: Character;
  kind?: Kind;
  /** Candidates: one fresh line is chosen; none fresh means the balloon is left out. */
  lines: Line[];
  /** Take the first fresh candidate rather than a random one (the line that carries the plot). */
  prefer?: boolean;
}

export interface PanelSpec {
  shot: Shot;
  setting: string;
  action: string;
  /** Caption candidates (narration). */
  caption?: Line[];
  say?: Say[];
  sfx?: SfxKind;
  /** Narration for a panel that ends up with no balloon (its speakers had nothing fresh left to say). */
  quietCaption?: Line[];
}

const FIRST_PLURAL: Record<string, string> = { "I'll": "we'll", "I'm": "we're", "I've": "we've", "I'd": "we'd" };

/**
 * A line for a group to say ('the mates', 'the three mokopuna'): "I'll cut them off!" is "We'll cut them off!";
 * a line that would need more than that ('Mom always liked me best') is not theirs to say.
 */
function saidByMany(line: string): string | undefined {
  const ours = line.replace(/\bI['’](ll|m|ve|d)\b/g, (word, _end, at: number) => {
    const we = FIRST_PLURAL[word.replace('’', "'")];
    return at === 0 || /[.!?]\s*$/.test(line.slice(0, at)) ? capitalize(we) : we;
  });
  return /\b(?:I|me|my|mine|myself)\b/.test(ours) ? undefined : ours;
}

/** How many balloons someone has had so far (the book counts, so everyone named in the answers gets a line). */
export function spokeCount(story: Pick<Story, 'book'>, c: Character): number {
  return story.book.spokeCount(c.name);
}

/** A panel of the page being written in act `act` (the hero's and the cast's own lines suit the act). */
export function makePanel(story: Story, spec: PanelSpec, act: number): Panel {
  const balloons: Panel['balloons'] = [];
  const speakers = (spec.say ?? []).map((s) => s.who);
  for (const s of spec.say ?? []) {
    if (balloons.length >= 3) break;
    const kind = s.kind ?? 'speech';
    // Pets and babies only ever make their own noises, whatever the page wrote for them, and at most twice
    // in a book: more reads like filler.
    const sounds = babbles(s.who);
    if (sounds && spokeCount(story, s.who) >= 2) continue;
    // The page's own lines first; then lines made of this person's details, for when the page's are stock.
    const candidates = sounds ? lines(story, s.who, kind === 'whisper' ? 'worry' : 'greet') : s.lines;
    const end = kind === 'shout' ? '!' : '.';
    // Who a line is said to: the hero, or for the hero the other person speaking in the panel.
    // A thought is said to no one.
    const to =
      kind === 'thought'
        ? undefined
        : s.who === story.cast.hero
          ? speakers.find((c) => c !== story.cast.hero && !c.pet)
          : story.cast.hero;
    // The hero's children and grandchildren call the hero by the family word ('Nan'), never by first name.
    // In a book in someone's memory the antagonist never speaks to them by name.
    const unnamed = story.cast.inMemory && s.who === story.cast.villain;
    const toName =
      to === story.cast.hero ? (story.cast.named && !unnamed ? heroAs(story, s.who) : undefined) : to && calledBy(to);
    // Someone from the answers who has not spoken yet may say a stock line: everyone named gets a word in.
    // A book with an animal for its hero is written from copy about pets (copy/animal.ts): its lines are
    // nobody's in particular by nature, so the book's ration of such lines does not apply.
    const listener = story.cast.animal
      ? false
      : (toName ?? !(s.who !== story.cast.hero && s.who.mustSpeak && spokeCount(story, s.who) === 0));
    // A group says its lines as 'we'; the hero's children and grandchildren call the hero by the family word.
    const theirs = (from: Line[]) =>
      from.map((l) => {
        if (typeof l !== 'string') return l;
        const said = s.who.plural ? saidByMany(l) : l;
        return said && kinOf(story, s.who) ? inTheirWords(story, s.who, said) : said;
      });
    const pick = (from: Line[]) =>
      s.prefer ? story.book.first(theirs(from), 120, end, listener) : story.book.take(theirs(from), 120, end, listener);
    // A book in someone's memory, or with an animal for its hero, says only its own lines: no stock quips
    // when they run out.
    const own = () =>
      story.cast.inMemory || story.cast.animal
        ? undefined
        : pick(s.who === story.cast.hero ? heroOwnLines(story, kind, act) : castOwnLines(story, s.who, act));
    const text = sounds ? story.book.take(candidates, 120, end, false) : (pick(candidates) ?? own());
    if (!text) continue;
    balloons.push({ speaker: s.who.name, kind, text });
    story.book.heard(s.who.name);
  }
  // Someone from the answers, the first time they speak, is introduced by name and relation.
  const newcomer = balloons
    .map((b) => [...story.cast.family, ...story.cast.friends].find((c) => c.name === b.speaker))
    .find((c) => c && spokeCount(story, c) === 1);
  const intro = newcomer && !spec.caption ? introduction(story, newcomer) : undefined;
  const told = spec.caption ? story.book.take(spec.caption, 200) : intro && story.book.take([intro], 200);
  const caption = told ?? (!balloons.length && spec.quietCaption ? story.book.take(spec.quietCaption, 200) : undefined);
  // A pet at the front of a picture acts as its species does, and a baby as a baby, whatever the page wrote
  // for a person.
  const pet = story.cast.people.find((c) => babbles(c) && isPetAction(spec.action, c));
  const action = pet ? petAction(story, pet) : spec.action;
  const sfxPool = spec.sfx ? SFX[story.voice.style][spec.sfx] : undefined;
  const panel: Panel = {
    shot: spec.shot,
    setting: clean(spec.setting).slice(0, 120) || 'somewhere in town',
    action: capitalize(fixArticles(sentence(clean(action)))).slice(0, 300),
    balloons,
  };
  if (caption) panel.caption = caption;
  if (sfxPool) panel.sfx = story.book.pick(sfxPool);
  const props = propsOf(
    story,
    [panel.setting, panel.action, caption ?? '', ...balloons.map((b) => b.text)].join(' \n '),
  );
  if (props.length) panel.props = props;
  return panel;
}

/**
 * The things from the answers a panel's words mention, for the art to draw: a hobby, the job, the dream, a named thing.
 */
function propsOf(story: Story, text: string): string[] {
  const things = [
    ...story.life.hobbies.map((h) => h.short),
    story.life.thing?.kind,
    story.life.dream.to,
    story.life.dream.of,
    story.life.job.head,
  ].filter((t): t is string => Boolean(t && t.length <= 40));
  // A thing counts when one of its key words is there ('camel' in a caption), not a small word ('across').
  return [...new Set(things.filter((t) => detailsOf(t).some((word) => mentions(text, word))))]
    .slice(0, 2)
    .map((t) => clean(t));
}

/** 'Tom, Aisha's husband.', 'Father Okafor, Winifred's friend, a priest.', 'Biscuit, Mateo's dog.' */
function introduction(story: Story, c: Character): string | undefined {
  const { hero, partner, named, pronouns } = story.cast;
  // Two heroes' own ('their twins'): both of theirs, 'Anna and Ben's'.
  const both = partner && /^(?:one of\s+)?their\s/.test(c.role);
  const whose = named ? (both ? `${hero.label} and ${partner.label}'s` : `${hero.label}'s`) : 'our hero’s';
  // 'one of her twins': 'Mia, one of Anna's twins.', never 'Anna's one of her twins'.
  const oneOf = /^one of (?:her|his|their)\s+(.+)$/.exec(c.role);
  if (oneOf) return `${c.name}, one of ${whose} ${oneOf[1]}.`;
  const role = c.role.replace(new RegExp(`^(?:${pronouns.possessive}|their)\\s+`), '');
  if (!role || role === 'family' || c.name.toLowerCase().includes(role.toLowerCase())) return undefined;
  return `${c.name}, ${whose} ${role}.`;
}

export type { Panel };
