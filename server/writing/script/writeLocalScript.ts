// The built-in script writer (no network, seeded): the visitor's answers and chosen idea become a whole comic
// script in five acts — the same input and seed always give the same script, another seed a different one.
// Answers are read once by the shared writing layer (readAnswers), so an idea and its script never contradict.
import { scriptSchema, type CastMember, type Script, type StoryPage } from '../../../shared/script';
import { seededRandom } from '../../lib/seededRandom';
import { joinList, possessive } from '../wording';
import { captions } from './captions';
import type { Line } from './tools';
import { lines } from './dialogue';
import { endingPage } from './ending';
import { middlePage } from './middle';
import { openingPage } from './opening';
import { buildPage, silent } from './pageKit';
import { face, makePanel, spokeCount, v } from './panels';
import { pageCount, planPages } from './plan';
import { clean } from './tools';
import { buildWorld, type ScriptInput, type World } from './world';

export type { ScriptInput };

function dedication(w: World): string {
  const { H } = w;
  const named = w.facts.hero.named;
  const hobby = w.hobbies.find((h) => /ing\b/.test(h.phrase.split(' ')[0]) && h.phrase.length <= 30);
  const nounHobby = w.hobbies.find((h) => h !== hobby && h.phrase.length <= 30);
  const family = w.family.filter((c) => !c.pet).slice(0, 3);
  const options = [
    hobby && `For ${H}, who never stops ${hobby.phrase}`,
    nounHobby && `For ${H}, who never gets tired of ${nounHobby.phrase}`,
    w.dream.of && `For ${H}, who dreams of ${w.dream.of}`,
    family.length > 0 && `For ${H}, with love from ${joinList(family.map((c) => c.short))}`,
    w.job.head && `For ${H}, the best ${w.job.head} in the world`,
  ].filter((x): x is string => typeof x === 'string' && x.length <= 200);
  if (!named) return 'For our hero, with love';
  return options.length ? w.book.pick(options.slice(0, 2)) : `For ${H}, the hero of this story`;
}

function castList(w: World): CastMember[] {
  const members: CastMember[] = [{ name: w.hero.name, role: w.hero.role, isHero: true }];
  for (const c of [...w.family, ...w.friends]) members.push({ name: c.name, role: c.role, isHero: false });
  members.push({ name: w.villain.name, role: w.villain.role, isHero: false });
  return members.slice(0, 12).map((m) => ({ ...m, name: clean(m.name), role: clean(m.role) }));
}

/** Gives a line to anyone named in the answers who has not spoken yet, on the last pages with room. */
function everyoneSpeaks(w: World, pages: StoryPage[]): void {
  for (const person of silent(w)) {
    for (const page of [...pages].reverse()) {
      if (page.act < 5 && page.act !== 3) continue;
      const panel = page.panels.find((p) => p.balloons.length < 3 && page.panels.length > 1);
      if (panel) {
        const text = w.book.take(lines(w, person, 'celebrate').concat(lines(w, person, 'farewell'), lines(w, person, 'help')));
        if (text) {
          panel.balloons.push({ speaker: person.name, kind: 'speech', text });
          panel.action = clean(`${panel.action.replace(/\.$/, '')}; ${person.label} ${v(person, 'is')} there too, ${face(w, 'happy')}.`).slice(0, 300);
          break;
        }
      }
      if (page.panels.length < 6 && page.panels.length > 1) {
        page.panels.push(makePanel(w, { shot: 'medium', setting: page.panels[0].setting, action: `${person.label}, ${face(w, 'happy')}, squeezes into the picture.`, say: [{ who: person, lines: lines(w, person, 'celebrate').concat(lines(w, person, 'greet')) }] }));
        if (spokeCount(w, person) > 0) break;
      }
    }
  }
}

/** A safety net: any answer the pages did not mention yet gets a caption on an early page with room. */
function everyAnswerUsed(w: World, pages: StoryPage[]): void {
  const { H } = w;
  const poss = possessive(H);
  const needs: Array<[string | undefined, Line[]]> = [
    [w.friendsQuote, [`Friends? In ${poss} own words: ${w.friendsQuote}. This story may prove otherwise.`]],
    [w.familyQuote, [`Family? In ${poss} own words: ${w.familyQuote}.`]],
    [w.hobbyQuote ?? w.hobbies[0]?.phrase, captions(w, 'hobbies')],
    [w.job.quote ?? w.job.noun ?? w.job.is, captions(w, 'work')],
    [w.dream.quote ?? w.dream.to ?? w.dream.of, captions(w, 'dream')],
    [w.facts.genre.given ? w.genre : undefined, [`Every ${w.genre} story needs a hero. This one has ${H}.`]],
    [w.fear, [`${H} is afraid of exactly one thing in this world: ${w.fear}.`]],
    [w.thing?.name, [`Never underestimate ${w.thing?.label}.`]],
  ];
  const text = () => JSON.stringify(pages).toLowerCase();
  for (const [needle, candidates] of needs) {
    if (!needle || text().includes(needle.toLowerCase())) continue;
    const panel = pages.filter((p) => p.panels.length > 1 && p.act !== 4).flatMap((p) => p.panels).find((p) => !p.caption);
    const caption = panel && w.book.take(candidates, 200);
    if (panel && caption) panel.caption = caption;
  }
}

export function writeLocalScript(input: ScriptInput): Script {
  const rng = seededRandom(typeof input?.seed === 'number' ? input.seed : 0);
  const w = buildWorld(input, rng);
  const plan = planPages(pageCount(input?.pages));
  const hasWork = plan.some((p) => p.beat === 'work');
  const hadShowdown = plan.some((p) => p.beat === 'showdown');
  const pages: StoryPage[] = plan.map((planned, i) => {
    const draft = planned.act === 1 ? openingPage(w, planned, hasWork) : planned.act <= 3 ? middlePage(w, planned) : endingPage(w, planned, hadShowdown);
    return buildPage(w, planned, i + 1, draft);
  });
  everyoneSpeaks(w, pages);
  everyAnswerUsed(w, pages);
  for (const page of pages) page.title = clean(page.title);
  return scriptSchema.parse({ title: w.idea.title, dedication: dedication(w), cast: castList(w), pages });
}
