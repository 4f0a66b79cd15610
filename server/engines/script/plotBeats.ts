// The spine of the book: what the chosen idea's plot says on the pages that carry it — the inciting page
// (the premise happens), the low point, the turn at the climax (won with a hobby, the named thing or the
// job) and the payoff (the dream). Each kind of plot tells these beats its own way, with the idea's rival,
// secret, other world or contest by name; the page writers keep the scenes around them.
import type { Plot } from './plot/readPlot';
import { capitalize, possessive } from '../answers/wording';
import type { Character } from './cast';
import type { Draft } from './pageKit';
import { face } from './expressions';
import type { Beat } from './plan';
import type { Line } from './tools';
import { heroSays, type Story } from './story';

export interface PlotBeat {
  /** The page's one-sentence summary. */
  summary?: Line;
  /** A caption for the page's first panel. */
  caption?: Line;
  /** What the hero says on this page (the line that carries the plot). */
  hero?: Line[];
  /** What the antagonist says. */
  foe?: Line[];
  /** What the idea's ally (the one who learns the secret, the partner) says. */
  ally?: Line[];
}

type Spine = 'inciting' | 'low' | 'turn' | 'payoff';
const SPINE: Partial<Record<Beat, Spine>> = {
  challenge: 'inciting',
  setback: 'low',
  splash: 'turn',
  finale: 'payoff',
  coda: 'payoff',
};

/** What the hero is good at, for the climax: the first hobby, the named thing, the job, or sheer nerve. */
function heroSkill(story: Story, not?: string): string {
  // The climax is won with something else the hero loves: the contest's own subject is no twist.
  const hobby = story.life.hobbies.find(
    (h) =>
      !not ||
      (!h.phrase.toLowerCase().includes(not.toLowerCase()) && !not.toLowerCase().includes(h.short.toLowerCase())),
  );
  if (hobby && not) return `a trick from ${hobby.phrase}`;
  return (
    hobby?.phrase ??
    (story.life.thing
      ? story.life.thing.label
      : story.life.job.head
        ? `every trick a ${story.life.job.head} knows`
        : `sheer nerve`)
  );
}

/** The dream as the end of a sentence: 'to ride a camel across the desert', 'of a bakery on the moon'. */
function dreamDone(story: Story): string | undefined {
  if (story.life.dream.to) return `${possessive(story.cast.hero.label)} dream to ${story.life.dream.to} comes true`;
  if (story.life.dream.of) return `${possessive(story.cast.hero.label)} dream of ${story.life.dream.of} comes true`;
  return undefined;
}

function stakeOf(plot: Plot, fallback: string): string {
  return plot.stake && plot.stake.length <= 40
    ? plot.stake.replace(/^(?:the|his|her|their|my)\s+/i, (m) => (/^the/i.test(m) ? 'the ' : ''))
    : fallback;
}

function beats(story: Story, plot: Plot): Record<Spine, PlotBeat> {
  const H = story.cast.hero.label;
  const A = story.plot.foe.the;
  const Acap = capitalize(A);
  const skill = heroSkill(story);
  const dream = dreamDone(story);
  const ally = story.cast.ally;
  const town = story.places.town;
  switch (plot.kind) {
    case 'rival': {
      const S = stakeOf(plot, skill);
      const twist = heroSkill(story, S);
      return {
        inciting: {
          summary: `${Acap} vows to beat ${H} at ${S}, and everyone takes sides.`,
          foe: [
            `This time I beat you at ${S}, ${H}. You'll see.`,
            `${capitalize(S)}? I was doing that before you could walk, ${H}.`,
          ],
          hero: [`${capitalize(S)} against me, ${A}? You're on.`],
        },
        low: {
          summary: `${Acap} pulls ahead at ${S}, and ${H} starts to doubt.`,
          foe: [`Told you, ${H}. ${capitalize(S)} is in my blood.`],
          hero: [`Maybe ${A} really is better at ${S} than me.`],
        },
        turn: {
          summary: `${H} and ${A} go head to head at ${S}, and ${H} wins with ${twist}.`,
          caption: `${capitalize(S)}: ${H} against ${A}. The last round.`,
          foe: [`Hmph. Fine. That was good, ${H}. Very good.`],
        },
        payoff: {
          summary: `${H} and ${A} make peace over ${S}: rivals, and family, forever.`,
          foe: [`Same time next year, ${H}? I'll be ready for you.`],
          hero: [`Deal, ${A}. And next year, I win again.`],
        },
      };
    }
    case 'contest': {
      const S = stakeOf(plot, story.plot.event);
      const twist = heroSkill(story, S);
      // The contest is the event itself ('the church baking contest'): say it once a line.
      const same = S.replace(/^the /i, '').toLowerCase() === story.plot.event.replace(/^the /i, '').toLowerCase();
      return {
        inciting: {
          summary:
            `${Acap} challenges ${H} to ${/^(?:the|a|an)\s/i.test(S) ? S : `a contest of ${S}`}, and the ` +
            `whole of ${town} wants to watch.`,
          foe: [`${capitalize(S)}, ${H}. You and me. Winner takes all.`],
          hero: [`${capitalize(S)}? Nobody in ${town} beats me at that.`],
        },
        low: {
          summary: `${Acap} wins the first round of ${S}, and ${H} loses heart.`,
          hero: [`I lost at ${S}. In front of everyone.`],
        },
        turn: same
          ? {
              summary: `At ${story.plot.event}, ${H} wins with ${twist}.`,
              caption: `${capitalize(story.plot.event)}. The final round.`,
              hero: [`This is how it's done in ${town}!`],
            }
          : {
              summary: `At ${story.plot.event}, ${H} wins ${S} with ${twist}.`,
              caption: `${capitalize(story.plot.event)}. The final round of ${S}.`,
              hero: [`This is ${S}, ${H} style!`],
            },
        payoff: {
          summary:
            `${H} wins ${story.plot.event}` +
            `${dream && !dream.includes(story.plot.event.replace(/^the /i, '')) ? `, and ${dream}` : ''}.`,
          caption: `Winner of ${story.plot.event}: ${H}.`,
        },
      };
    }
    case 'secret': {
      // 'masked avenger' from 'By night, a masked avenger!' is who the hero is: 'the masked avenger'.
      const stake = stakeOf(plot, 'the masked hero');
      const X = /^(?:the|a|an)\s|^\p{Lu}/u.test(stake) ? stake : `the ${stake}`;
      const L = ally?.short;
      // The ally is in it with the hero from the start ('Maeve and Dolores form a masked squad'): nothing to learn.
      if (L && plot.rulesOut.has('reveal')) return secretTogether(story, plot, X, L, skill);
      return {
        inciting: {
          summary: `Nobody in ${town} knows the truth: ${H} is ${X}.`,
          hero: [L ? `Nobody can know I'm ${X}. Not even ${L}.` : `Nobody can ever know I'm ${X}.`],
        },
        low: L
          ? {
              summary: `${L} learns the truth: ${H} is ${X}.`,
              ally: [`${H}?! You're ${X}?!`],
              hero: [`I can explain, ${L}. Mostly.`],
            }
          : { summary: `${Acap} comes close to unmasking ${X}.`, foe: [`I know who you really are, ${X}.`] },
        turn: {
          summary: `${L ? `With ${L} keeping watch, ` : ''}${H} strikes as ${X}, with ${skill}.`,
          caption: `${capitalize(X)} strikes again!`,
        },
        payoff: {
          summary: L
            ? `${L} keeps the secret, and ${X} has a partner now.`
            : `${town} cheers for ${X}, and still nobody guesses it was ${H}.`,
          ally: L ? [`Your secret is safe with me, ${H}. Mostly.`] : undefined,
        },
      };
    }
    case 'otherWorld': {
      const W = story.places.otherWorld;
      return {
        inciting: {
          summary: `A flash of light, and ${H} lands in ${W}, where ${A} rules.`,
          hero: [`Where am I? This is not ${town}!`],
        },
        low: {
          summary: `${Acap} has ${W} in an iron grip, and ${town} has never felt further away.`,
          hero: [`I just want to go home to ${town}.`],
        },
        turn: {
          summary: `${H} beats ${A} with ${skill}, the one thing ${W} has never seen.`,
          caption: `${capitalize(W)} has never seen anything like ${skill}.`,
        },
        payoff: {
          summary: `${H} comes home from ${W}${dream ? `, and ${dream}` : ' with a story nobody will believe'}.`,
          hero: [`Home. ${town} never looked so good.`],
        },
      };
    }
    case 'mystery': {
      const T = story.life.thing?.label ?? stakeOf(plot, 'the town’s prize trophy');
      return {
        inciting: {
          summary: `${capitalize(T)} goes missing, and ${H} takes the case.`,
          hero: [`Somebody took ${T}. I am going to find out who.`],
        },
        low: {
          summary: `Every clue leads nowhere, and ${A} is always one step ahead of ${H}.`,
          hero: [`Another dead end. Think, ${H}.`],
        },
        turn: {
          summary: `${H} cracks the case with ${skill}: it was ${A} all along.`,
          hero: [`It was you all along, ${A}!`],
        },
        payoff: { summary: `${capitalize(T)} is back where it belongs, and ${H} is the talk of ${town}.` },
      };
    }
    case 'menace':
      return {
        inciting: {
          summary: `${Acap} descends on ${town}, and only ${H} stands in the way.`,
          hero: [`Not in ${town}, ${A.replace(/^the\s+/i, '')}. Not today.`],
        },
        low: { summary: `${Acap} strikes back, and ${town} is in trouble.` },
        turn: { summary: `${H} beats ${A} with ${skill}.`, caption: `${capitalize(skill)} against ${A}!` },
        payoff: { summary: `${town} is safe from ${A}, thanks to ${H}${dream ? `, and ${dream}` : ''}.` },
      };
    case 'training': {
      const master = ally?.short ?? (story.voice.style === 'manga' ? 'an old sensei' : 'an old champion');
      const S = stakeOf(plot, skill);
      return {
        inciting: {
          summary: `${capitalize(master)} takes ${H} on as a student of ${S}.`,
          ally: [`From today, you train in ${S}, ${H}. No complaining.`],
        },
        low: { summary: `${H} fails ${possessive(master)} hardest test of ${S}.` },
        turn: {
          summary: `${H} masters ${S} at last and turns it on ${A}.`,
          caption: `Everything ${master} taught comes down to this.`,
        },
        payoff: {
          summary: `${capitalize(master)} names ${H} a master of ${S}${dream ? `, and ${dream}` : ''}.`,
          ally: ally ? [`You're the master now, ${H}.`] : undefined,
        },
      };
    }
    case 'team': {
      const crew = ally?.short ?? 'the gang';
      return {
        inciting: {
          summary: `${H} and ${crew} band together against ${A}.`,
          hero: [`${capitalize(crew)} and me against ${A}? I like those odds.`],
        },
        low: { summary: `${Acap} splits up ${H} and ${crew}.` },
        turn: { summary: `Together again, ${H} and ${crew} beat ${A} with ${skill}.` },
        payoff: { summary: `${H} and ${crew}: the best team in ${town}${dream ? `, and ${dream}` : ''}.` },
      };
    }
    case 'destiny':
      return {
        inciting: {
          summary:
            `${H} learns ${possessive(H) === H ? 'a' : story.cast.pronouns.possessive} destiny: ` +
            `${plot.stake ?? `to stop ${A}`}.`,
          hero: [`Me? A destiny? I have ${skill} to get back to.`],
        },
        low: { summary: `${Acap} strikes before ${possessive(H)} power is ready.` },
        turn: {
          summary: `${possessive(H)} power awakens at last: ${story.plot.move}.`,
          caption: `The destiny written for ${H} comes true.`,
        },
        payoff: {
          summary: dream
            ? `Destiny fulfilled, and ${dream}.`
            : `Destiny fulfilled: ${H} is the hero ${town} was waiting for.`,
        },
      };
    default: {
      const goal = story.life.dream.to
        ? `to ${story.life.dream.to}`
        : story.life.dream.of
          ? `for ${story.life.dream.of}`
          : `to stop ${A}`;
      return {
        inciting: {
          summary: `${H} sets out ${goal}, and ${A} stands in the way.`,
          hero: [`I'm going. Nothing stops me now: ${heroSays(story.cast, goal.replace(/^(?:to|for) /, ''), 'me')}.`],
        },
        low: { summary: `Halfway there, ${A} blocks the road and ${H} nearly turns back.` },
        turn: { summary: `${H} gets past ${A} with ${skill}.` },
        payoff: { summary: dream ? `${H} makes it: ${dream}.` : `${H} makes it, and ${town} will never forget it.` },
      };
    }
  }
}

/** A secret the hero shares with the ally from the first page: kept from everyone else, together. */
function secretTogether(story: Story, plot: Plot, X: string, L: string, skill: string): Record<Spine, PlotBeat> {
  const H = story.cast.hero.label;
  const town = story.places.town;
  const group = /\b((?:masked|secret|crime-fighting)\s+)?(squad|team|duo|gang|crew)\b/i.exec(plot.premise);
  const us = group ? `the ${group[0].toLowerCase()}` : X;
  return {
    inciting: {
      summary: `Nobody in ${town} knows the truth: ${H} and ${L} are ${us}.`,
      hero: [`Not a word to anyone, ${L}. Nobody can know.`],
      ally: [`My lips are sealed, ${H}. We're in this together.`],
    },
    low: {
      summary: `${capitalize(story.plot.foe.the)} comes close to unmasking ${us}.`,
      foe: [`I know who you really are, ${X}.`],
      ally: [`They nearly saw us, ${H}. Too close.`],
    },
    turn: {
      summary: `With ${L} keeping watch, ${H} strikes as ${X}, with ${skill}.`,
      caption: `${capitalize(us)} strikes again!`,
    },
    payoff: {
      summary: `${town} cheers for ${us}, and still nobody guesses it was ${H} and ${L}.`,
      ally: [`Same time tomorrow, partner?`],
    },
  };
}

/** The plot's words for a page, when the page carries the spine; nothing for the scenes in between. */
export function plotBeat(story: Story, beat: Beat, firstOfKind: boolean): PlotBeat | undefined {
  const spine = SPINE[beat];
  if (!spine || !firstOfKind) return undefined;
  return beats(story, story.plot.arc)[spine];
}

/**
 * Puts the plot's words on a page's draft: its summary first, its caption on the first panel, the hero's,
 * the antagonist's and the ally's plot lines in the balloons they already have there (or a panel of their own).
 */
export function withPlot(story: Story, beat: PlotBeat | undefined, draft: Draft): Draft {
  if (!beat) return draft;
  const panels = draft.panels.map((p) => ({ ...p, say: p.say?.map((s) => ({ ...s })) }));
  if (beat.caption && panels[0]) panels[0].caption = [beat.caption];
  const speakers: Array<[Character | undefined, Line[] | undefined]> = [
    [story.cast.villain, beat.foe],
    [story.cast.ally, beat.ally],
    [story.cast.hero, beat.hero],
  ];
  for (const [who, lines] of speakers) {
    if (!who || !lines?.length) continue;
    const say = panels.flatMap((p) => p.say ?? []).find((s) => s.who === who);
    if (say) say.lines = [...lines, ...say.lines].filter(Boolean);
    else if (panels.length < 5) {
      const setting = panels[panels.length - 1]?.setting ?? story.places.town;
      panels.push({
        shot: 'close-up',
        setting,
        action: `${who.label}, ${face(story, who === story.cast.villain ? 'sly' : 'fierce')}, speaks up.`,
        say: [{ who, lines, prefer: true }],
      });
    }
    const placed = panels.flatMap((p) => p.say ?? []).find((s) => s.who === who);
    if (placed) placed.prefer = true;
  }
  return { ...draft, summaries: [beat.summary, ...draft.summaries], panels };
}
