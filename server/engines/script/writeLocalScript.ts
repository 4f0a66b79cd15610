// The built-in script writer (no network, seeded): the visitor's answers and chosen idea become a whole comic
// script in five acts — the same input and seed always give the same script, another seed a different one.
// Answers are read once by the shared writing layer (readAnswers), so an idea and its script never contradict.
import { castAidsOf } from '../answers/castAids';
import { roleGender } from '../answers/roleGender';
import { heroAidsWith } from '../answers/heroAids';
import { keepWithAids } from './seatedHero';
import { memorialBeats, memorialPage } from './memorialPages';
import { animalBeats, animalPage } from './animalPages';
import { scriptSchema, type CastMember, type Script, type StoryPage } from '../../../shared/script';
import { seededRandom } from '../../lib/seededRandom';
import { joinList, possessive, withArticle } from '../answers/wording';
import { answerDetails, mentions, type AnswerDetails } from '../answers/answerDetails';
import type { AnswerId } from '../answers/facts';
import { lines } from './dialogue';
import { endingPage } from './ending';
import { middlePage } from './middle';
import { openingPage } from './opening';
import { buildPage, silent } from './pageKit';
import { agree } from './cast';
import { face } from './expressions';
import { makePanel, spokeCount } from './panels';
import { pageCount, planPages } from './plan';
import { plotBeat, withPlot } from './plotBeats';
import { personalWords } from './personalWords';
import { clean } from './tools';
import { inTheirWords } from './familyWords';
import { readStory } from './readStory';
import { endsWithOwnMark, quotedWords } from '../words/quoteMarks';
import { visibleText } from './visibleText';
import type { ScriptInput, Story } from './story';

export type { ScriptInput };

/** Every dedication the answers give words for, the likeliest first (the book picks from the first two). */
function dedicationOptions(story: Story): string[] {
  const H = story.cast.hero.label;
  if (story.cast.inMemory) return memorialDedications(story);
  const hobby = story.life.hobbies.find((h) => /ing\b/.test(h.phrase.split(' ')[0]) && h.phrase.length <= 30);
  const nounHobby = story.life.hobbies.find((h) => h !== hobby && h.phrase.length <= 30);
  const family = story.cast.family.filter((c) => !c.pet).slice(0, 3);
  const animal = story.cast.animal;
  const options = [
    animal && `For ${H}, the best ${animal.word} in the world`,
    hobby && `For ${H}, who never stops ${hobby.phrase}`,
    nounHobby && `For ${H}, who never gets tired of ${nounHobby.phrase}`,
    story.life.dream.of && `For ${H}, who dreams of ${story.life.dream.of}`,
    family.length > 0 && `For ${H}, with love from ${joinList(family.map((c) => c.short))}`,
    !animal && story.life.job.head && `For ${H}, the best ${story.life.job.head} in the world`,
  ].filter((x): x is string => typeof x === 'string' && x.length <= 200 && story.book.reads(x));
  return options;
}

/** A book in someone's memory is dedicated to it, in the past tense of what they loved. */
function memorialDedications(story: Story): string[] {
  const H = story.cast.hero.label;
  const loved = story.life.hobbies.filter((h) => h.phrase.length <= 30).map((h) => h.phrase);
  return [
    `In loving memory of ${H}`,
    ...loved.map((hobby) => `In loving memory of ${H}, who loved ${hobby}`),
    `In loving memory of ${H}. We carry your stories with us`,
  ].filter((line) => line.length <= 200 && story.book.reads(line));
}

/** Two heroes are dedicated the book together, in words that take them both ('For Anna and Ben, …'). */
function pairDedications(story: Story, partner: { label: string }): string[] {
  const both = `${story.cast.hero.label} and ${partner.label}`;
  const family = story.cast.family.filter((c) => !c.pet).slice(0, 3);
  return [
    family.length > 0 && `For ${both}, with love from ${joinList(family.map((c) => c.short))}`,
    `For ${both}, the best team in the world`,
    `For ${both}, side by side`,
  ].filter((x): x is string => typeof x === 'string' && x.length <= 200 && story.book.reads(x));
}

function dedication(story: Story): string {
  const { partner } = story.cast;
  if (partner && !story.cast.inMemory && story.cast.named) {
    const options = pairDedications(story, partner);
    return options.length ? story.book.pick(options.slice(0, 2)) : `For ${story.cast.hero.label} and ${partner.label}`;
  }
  if (story.cast.inMemory)
    return story.cast.named ? `In loving memory of ${story.cast.hero.label}` : 'In loving memory';
  if (!story.cast.named) return 'For our hero, with love';
  const options = dedicationOptions(story);
  return options.length ? story.book.pick(options.slice(0, 2)) : `For ${story.cast.hero.label}, the hero of this story`;
}

/** Dedications to offer a giver for an English book, written from the answers (none when the hero is unnamed). */
export function englishDedications(input: ScriptInput): string[] {
  const story = readStory(input, seededRandom(input.seed));
  if (!story.cast.named) return [];
  return story.cast.partner && !story.cast.inMemory
    ? pairDedications(story, story.cast.partner)
    : dedicationOptions(story);
}

function castList(story: Story): CastMember[] {
  const animal = story.cast.animal;
  const members: CastMember[] = [
    animal
      ? {
          name: story.cast.hero.name,
          role: `the hero, ${withArticle(animal.word)}`,
          isHero: true,
          kind: 'animal',
          species: animal.species,
        }
      : {
          name: story.cast.hero.name,
          role: story.cast.hero.role,
          isHero: true,
          kind: 'person',
          lifeStage: story.cast.stage,
        },
  ];
  const { partner } = story.cast;
  // The second of two heroes: a person, or an animal of the first's kind (two beagles).
  if (partner)
    members.push(
      partner.pet
        ? { name: partner.name, role: partner.role, isHero: true, kind: 'animal', species: partner.relation ?? 'pet' }
        : {
            name: partner.name,
            role: partner.role,
            ...(partner.drawnAs ? { drawnAs: partner.drawnAs } : {}),
            isHero: true,
            kind: 'person',
          },
    );
  for (const c of [...story.cast.family, ...story.cast.friends]) {
    // A pet is an animal of its species for the art (drawn as a parrot, never as a person).
    members.push(
      c.pet
        ? { name: c.name, role: c.role, isHero: false, kind: 'animal', species: c.relation ?? 'pet' }
        : { name: c.name, role: c.role, ...(c.drawnAs ? { drawnAs: c.drawnAs } : {}), isHero: false, kind: 'person' },
    );
  }
  // A book in someone's memory has no villain (memorialPages.ts), nor one whose hero is an animal (animalPages.ts).
  if (!story.cast.inMemory && !animal)
    members.push({ name: story.cast.villain.name, role: story.cast.villain.role, isHero: false, kind: 'person' });
  return members.slice(0, 12).map((m) => ({
    ...m,
    name: clean(m.name),
    role: clean(m.role),
    ...(m.drawnAs ? { drawnAs: clean(m.drawnAs) } : {}),
  }));
}

/** Gives a line to anyone named in the answers who has not spoken yet, on the last pages with room. */
function everyoneSpeaks(story: Story, pages: StoryPage[], act: number): void {
  for (const person of silent(story)) {
    for (const page of [...pages].reverse()) {
      if (page.act < 5 && page.act !== 3) continue;
      const panel = page.panels.find((p) => p.balloons.length < 3 && page.panels.length > 1);
      if (panel) {
        const said = lines(story, person, 'celebrate').concat(
          lines(story, person, 'farewell'),
          lines(story, person, 'help'),
        );
        const text = story.book.take(
          said.map((l) => (typeof l === 'string' ? inTheirWords(story, person, l) : l)),
          120,
          '.',
          !person.pet,
        );
        if (text) {
          panel.balloons.push({ speaker: person.name, kind: 'speech', text });
          panel.action = clean(
            `${panel.action.replace(/\.$/, '')}; ${person.label} ${agree(person, 'is')} ` +
              `there too, ${face(story, 'happy')}.`,
          ).slice(0, 300);
          break;
        }
      }
      if (page.panels.length < 5 && page.panels.length > 1) {
        const added = makePanel(
          story,
          {
            shot: 'medium',
            setting: page.panels[0].setting,
            action: `${person.label}, ${face(story, 'happy')}, squeezes into the picture.`,
            say: [{ who: person, lines: lines(story, person, 'celebrate').concat(lines(story, person, 'greet')) }],
          },
          act,
        );
        page.panels.push({ ...added, ...(page.panels[0].timeOfDay ? { timeOfDay: page.panels[0].timeOfDay } : {}) });
        if (spokeCount(story, person) > 0) break;
      }
    }
  }
}

/** How a caption quotes an answer the pages did not use yet, in the person's own words, whole. */
function quoteCaption(story: Story, id: AnswerId, answer: string): string {
  const said = quotedWords(answer);
  const q = `“${said}${endsWithOwnMark(said) ? '' : '.'}”`;
  const poss = possessive(story.cast.hero.label);
  const frames: Record<AnswerId, string> = {
    job: `Ask about ${poss} days and you hear: ${q}`,
    family: `Home, in a nutshell: ${q}`,
    friends: `${poss} people: ${q}`,
    hobbies: `What ${story.cast.hero.label} loves doing: ${q}`,
    dream: `The dream, word for word: ${q}`,
    genre: `Every ${story.voice.genre} story needs a hero.`,
  };
  return frames[id];
}

/**
 * A safety net: every key word of every answer is in the words a reader sees. Anything the scenes did not
 * use yet is quoted whole, in a caption on an early page with room (the answer's own words, never cut).
 */
function everyAnswerUsed(story: Story, pages: StoryPage[], answers: AnswerDetails[]): void {
  for (const { id, answer, details } of answers) {
    // An answer with no key words of its own ('each other') is used when its words are there at all.
    const missing = (details.length ? details : [answer]).filter((d) => !mentions(visibleText(pages), d));
    if (!missing.length) continue;
    const whole = quoteCaption(story, id, answer);
    // Never the same caption twice (two answers alike), never a run of junk that is no word at all.
    const words = missing.filter((d) => d.length <= 40);
    const caption = story.book.take(
      [
        whole.length <= 200
          ? whole
          : words.length > 0 &&
            `Also part of ${possessive(story.cast.hero.label)} story: ${joinList(words.slice(0, 8))}.`,
      ],
      200,
    );
    if (!caption) continue;
    const order = [
      ...pages.filter((p) => p.act === 1),
      ...pages.filter((p) => p.act === 2 || p.act === 3),
      ...pages.filter((p) => p.act === 5),
    ];
    const panel = order.flatMap((p) => p.panels).find((p) => !p.caption);
    if (panel) panel.caption = caption.slice(0, 200);
    else {
      const roomy = order.flatMap((p) => p.panels).find((p) => (p.caption?.length ?? 0) + caption.length < 199);
      if (roomy) roomy.caption = `${roomy.caption} ${caption}`;
    }
  }
}

export function writeLocalScript(input: ScriptInput): Script {
  const rng = seededRandom(typeof input?.seed === 'number' ? input.seed : 0);
  const story = readStory(input, rng);
  story.book.personal = personalWords(story);
  const plan = planPages(pageCount(input?.pages));
  const hasWork = plan.some((p) => p.beat === 'work');
  const hadShowdown = plan.some((p) => p.beat === 'showdown');
  // A book in someone's memory is told by their family: a shape of its own (memorialPages.ts).
  const remembered = story.cast.inMemory ? memorialBeats(story, plan) : null;
  // An animal hero thinks and barks, never talks (animalPages.ts).
  const animal = story.cast.animal ? { story: { ...story, cast: { ...story.cast, animal: story.cast.animal } } } : null;
  const animalPlan = animal ? animalBeats(plan) : null;
  const pages: StoryPage[] = plan.map((planned, i) => {
    if (remembered) return buildPage(story, planned, i + 1, memorialPage(story, remembered[i], i));
    if (animal && animalPlan) return buildPage(story, planned, i + 1, animalPage(animal.story, animalPlan[i], i));
    const draft =
      planned.act === 1
        ? openingPage(story, planned, hasWork)
        : planned.act <= 3
          ? middlePage(story, planned)
          : endingPage(story, planned, hadShowdown);
    const first = plan.findIndex((p) => p.beat === planned.beat) === i;
    return buildPage(story, planned, i + 1, withPlot(story, plotBeat(story, planned.beat, first), draft));
  });
  // Late lines are said in the last act's voice (a memorial book gives everyone their say on its last page).
  if (!story.cast.inMemory && !story.cast.animal) everyoneSpeaks(story, pages, plan[plan.length - 1].act);
  everyAnswerUsed(story, pages, answerDetails(input?.answers, input?.author));
  // A hero who uses a wheelchair races and rolls, never sprints or kneels (the art draws them in it); one on
  // crutches, with a stick or a frame hurries, never sprints or leaps. So do the people around them who use one
  // (answers/castAids.ts): "Grandma Rose rolls in", never "walks in".
  const members = castList(story);
  if (!story.cast.animal) {
    const heroAids = heroAidsWith(input?.heroAids, input?.answers, [story.cast.hero.name], members);
    keepWithAids(pages, story.cast.hero.label, story.cast.pronouns.possessive, heroAids);
    const aids = castAidsOf(input?.answers, members, [story.cast.hero.name]);
    for (const member of members)
      keepWithAids(pages, member.name, POSSESSIVE[roleGender(member.role) ?? 'they'], aids[member.name] ?? []);
  }
  for (const page of pages) page.title = clean(page.title);
  return scriptSchema.parse({
    title: story.plot.idea.title,
    dedication: dedication(story),
    cast: members,
    pages,
  });
}

/** A relative's own possessive, from what their role says of them ('her grandma' is a woman). */
const POSSESSIVE = { she: 'her', he: 'his', they: 'their' } as const;
