// Acts 4 and 5: the showdown, the one splash page where the hero wins with something set up earlier (the
// special move named after a hobby, a named thing, the dream), then the celebration, the dream coming closer
// and a last page that pays off the opening.
import { capitalize, joinList, possessive } from '../wording';
import { captions } from './captions';
import { lines, villainLines } from './dialogue';
import { EXCLAIM } from './flavour';
import { dynamic, face, v, type PanelSpec } from './panels';
import { hobbyAt, names, silent, whoNext, type Draft } from './pageKit';
import type { PlannedPage } from './plan';
import { dreamLines } from './opening';
import type { Line } from './tools';
import { spoken, type World } from './world';

function showdown(w: World): Draft {
  const { H } = w;
  const contest = w.mode === 'contest';
  const [c] = whoNext(w, w.people, 1);
  return {
    titles: contest ? ['The Big Day', `Showtime at the Fair`, 'The Judges Arrive'] : ['The Final Battle', 'Showdown', 'Face to Face'],
    summaries: [
      contest ? `At ${w.event}, ${H} and ${w.foe.the} go head to head while all of ${w.places.town} watches.` : `At ${w.places.arena}, ${H} faces ${w.foe.the} and ${w.minions} one last time.`,
    ],
    panels: [
      { shot: 'establishing', setting: contest ? `${w.event}, the main tent` : w.places.arena, action: contest ? `Bunting, crowds and a judges' table at ${w.event}.` : dynamic(w, `${capitalize(w.foe.the)} towers over ${w.places.arena}, with ${w.minions} swarming below`), caption: captions(w, 'showdown'), sfx: 'tension' },
      { shot: 'medium', setting: contest ? `${w.event}, the main tent` : w.places.arena, action: `${capitalize(w.foe.the)} sneers at ${H}, ${face(w, 'sly')}.`, say: [{ who: w.villain, kind: 'shout', lines: villainLines(w, 'taunt') }] },
      c && { shot: 'medium', setting: contest ? `${w.event}, the crowd` : w.places.arena, action: `${c.label} ${v(c, 'stands')} behind ${H}, ${face(w, 'fierce')}.`, say: [{ who: c, kind: 'shout', lines: lines(w, c, 'help') }] },
      { shot: 'close-up', setting: contest ? `${w.event}, the main tent` : w.places.arena, action: dynamic(w, `${H}, ${face(w, 'fierce')}, takes a deep breath`, 'emotion'), say: [{ who: w.hero, lines: [`Let's finish this.`, `This time, I'm ready.`, w.fear && `${capitalize(w.fear)} or no ${w.fear}, I'm not backing down.`] }], sfx: 'heart' },
    ].filter(Boolean) as PanelSpec[],
  };
}

function allies(w: World, plan: PlannedPage): Draft {
  const { H } = w;
  const crew = whoNext(w, w.people, 3);
  return {
    titles: ['Side by Side', 'Everyone Fights', 'The Cavalry Arrives', 'Hold the Line'],
    summaries: [crew.length ? `${joinList(names(crew))} hold back ${w.minions} so ${H} can reach ${w.foe.the}.` : `${H} fights through ${w.minions} alone.`, `The battle rages on as every ally of ${H} joins in.`],
    panels: [
      { shot: 'wide' as const, setting: w.places.arena, action: dynamic(w, `${crew.length ? joinList(crew.map((c) => c.label)) : H} crash into ${w.minions}`), sfx: 'hit' as const, caption: [plan.round ? `The battle rages on.` : `Nobody fights alone.`] },
      ...crew.map((c) => ({ shot: 'medium' as const, setting: w.places.arena, action: dynamic(w, `${c.label} ${v(c, c.pet ? 'bites an ankle' : 'fights like never before')}, ${face(w, 'fierce')}`), say: [{ who: c, kind: 'shout' as const, lines: lines(w, c, 'help') }], sfx: 'hit' as const })),
    ].slice(0, 4),
  };
}

/** How the hero wins: the named thing, the special move (manga), the hobby, the dream, the job, or heart. */
function victory(w: World): { action: string; shout: Line[] } {
  const { H } = w;
  const hobby = hobbyAt(w, 0);
  const foe = w.foe.the;
  if (w.mode === 'contest') {
    const what = hobby ? `a masterpiece of ${hobby.phrase}` : w.thing ? w.thing.label : 'the performance of a lifetime';
    return {
      action: `${H} unveils ${what}${w.thing && hobby ? `, with ${w.thing.label} front and centre` : ''} before the judges at ${w.event}; the crowd leaps to its feet and ${foe} drops a trophy in shock`,
      shout: [hobby && `${capitalize(hobby.phrase)}, the ${H} way! Feast your eyes!`, `Ladies and gentlemen... feast your eyes!`, `${w.book.pick(EXCLAIM.vintage)} Here goes everything!`],
    };
  }
  if (w.style === 'manga') {
    return {
      action: `${H} unleashes the ${w.move}${w.thing ? `, ${w.thing.label} blazing with light at ${w.pos} side` : ''}; the blast hurls ${foe} clean out of ${w.places.arena}, speed lines exploding across the whole page`,
      shout: [`${w.move}!`],
    };
  }
  const tool = w.thing ? w.thing.label : hobby ? `a daring trick from ${hobby.phrase}` : w.job.noun ? `every trick a ${w.job.head ?? 'pro'} knows` : 'a perfect right hook';
  return {
    action: `${H} swings into action with ${tool}, and ${foe} goes flying into a pile of crates in a giant starburst of red and yellow`,
    shout: [hobby && `That's what ${hobby.phrase} is for, ${w.villain.name.replace(/^The /, '')}!`, `Take that, ${w.villain.name.replace(/^The /, '')}!`, `${w.book.pick(EXCLAIM.vintage)} Special delivery for ${foe}!`],
  };
}

function splash(w: World, hadShowdown: boolean): Draft {
  const v = victory(w);
  return {
    titles: w.style === 'manga' ? [`${w.move}!`.length <= 80 ? `${w.move}!` : 'The Final Move'] : ['The Moment of Truth!', 'Victory at Last!'],
    summaries: [`${w.H} wins the day in one spectacular move, just as “${w.idea.title}” promised.`],
    panels: [
      {
        shot: 'wide',
        setting: w.mode === 'contest' ? `${w.event}, the main stage` : w.places.arena,
        action: v.action,
        caption: hadShowdown ? captions(w, 'splash') : captions(w, 'showdown'),
        say: [{ who: w.hero, kind: 'shout', lines: v.shout }, { who: w.villain, kind: 'shout', lines: villainLines(w, 'lose') }],
        sfx: 'hit',
      },
    ],
  };
}

function aftermath(w: World): Draft {
  const { H } = w;
  const [c] = whoNext(w, w.people, 1);
  return {
    titles: ['The Dust Settles', 'It’s Over', 'After the Storm'],
    summaries: [`${capitalize(w.foe.the)} is beaten${w.thing ? `, ${w.thing.name} is safe` : ''}, and ${H} can finally breathe.`],
    panels: [
      { shot: 'wide', setting: w.mode === 'contest' ? w.event : w.places.arena, action: `${capitalize(w.foe.the)} sits in a heap, ${face(w, 'shocked')}.`, caption: captions(w, 'aftermath'), say: [{ who: w.villain, lines: villainLines(w, 'lose') }], sfx: 'quiet' },
      w.thing ? { shot: 'medium', setting: w.places.arena, action: `${H} holds ${w.thing.label} close, ${face(w, 'moved')}.`, say: [{ who: w.hero, lines: [`${w.thing.name}! You're safe!`, `Nobody takes ${w.thing.name} from me. Nobody.`] }] } : undefined,
      w.fear ? { shot: 'medium', setting: w.places.arena, action: `${H} walks calmly past the last of the ${w.fear}, ${face(w, 'proud')}.`, say: [{ who: w.hero, lines: [`Huh. ${capitalize(w.fear)} aren't so scary after all.`, `You know what? I'm not afraid of ${w.fear} anymore.`] }] } : undefined,
      c && { shot: 'close-up', setting: w.places.arena, action: `${c.label} ${v(c, 'rushes')} in, ${face(w, 'moved')}.`, say: [{ who: c, lines: lines(w, c, 'celebrate') }] },
    ].filter(Boolean) as PanelSpec[],
  };
}

function celebrate(w: World, plan: PlannedPage): Draft {
  const { H } = w;
  // People raise the toast; a pet joins in its own way.
  const everyone = [...silent(w), ...whoNext(w, w.people, 6)].filter((c, i, all) => all.indexOf(c) === i && !c.pet);
  const rows: PanelSpec[] = [];
  for (let i = 0; i < everyone.length && rows.length < 3; i += 2) {
    const pair = everyone.slice(i, i + 2);
    rows.push({ shot: 'medium', setting: plan.round ? `${w.places.town}, main street` : `${w.places.home}, the back garden`, action: `${joinList(pair.map((c) => c.label))} ${pair.length > 1 || pair[0].plural ? 'raise' : 'raises'} a toast to ${H}, ${face(w, 'happy')}.`, say: pair.map((c) => ({ who: c, lines: lines(w, c, 'celebrate') })) });
  }
  return {
    titles: ['Party Time!', 'Hooray!', 'A Hero’s Welcome', 'Celebration'],
    summaries: [everyone.length ? `${joinList([...names(everyone.slice(0, 4)), ...(everyone.length > 4 ? ['everyone else'] : [])])} ${everyone.length > 1 || everyone[0].plural ? 'throw' : 'throws'} ${H} the party of the year.` : `The whole town turns out to cheer for ${H}.`, `${w.places.town} celebrates ${H} with cake, music and far too many speeches.`],
    panels: ([
      { shot: 'establishing', setting: plan.round ? `${w.places.town}, main street` : `${w.places.home}, the back garden`, action: `Streamers, music and a very big cake for ${H}.`, caption: captions(w, 'celebrate'), sfx: 'heart' },
      ...rows,
      { shot: 'close-up', setting: `${w.places.home}, the back garden`, action: `${H} laughs with cake on ${w.pos} nose, ${face(w, 'moved')}.`, say: [{ who: w.hero, lines: [`I couldn't have done it without all of you.`, `Best. Day. Ever.`, `Okay, who wants the last slice?`] }] },
    ] as PanelSpec[]).slice(0, 5),
  };
}

function dream(w: World): Draft {
  const { H } = w;
  const [c] = whoNext(w, w.people, 1);
  const d = w.dream;
  return {
    titles: ['A Dream Come True', 'Dreams Do Come True', 'The Next Step', 'Someday Is Today'],
    summaries: [
      d.to && `With ${w.foe.the} gone, ${H} takes the first real step to ${d.to}.`,
      d.of && `${H} finally gets a real shot at ${d.of}.`,
      d.quote && `The dream ${H} once described as ${d.quote} is finally within reach.`,
      `${H} discovers a brand-new dream, and it starts tomorrow.`,
    ],
    panels: [
      { shot: 'establishing', setting: `${w.places.town} at golden hour`, action: `The sun sets over ${w.places.town}; ${H} stands on a hill above it all.`, caption: captions(w, 'dream'), sfx: 'quiet' },
      { shot: 'medium', setting: `a hill above ${w.places.town}`, action: `${H} unfolds a letter, ${face(w, 'shocked')}, then ${face(w, 'happy')}.`, say: [{ who: w.hero, lines: [d.to && `It's real. I'm really going to ${spoken(w, d.to, 'me')}.`, d.of && `This is it. ${capitalize(spoken(w, d.of, 'me'))}. For real this time.`, `After all this? Anything is possible.`] }] },
      c && { shot: 'medium', setting: `a hill above ${w.places.town}`, action: `${c.label} ${v(c, 'reads')} over ${possessive(H)} shoulder, ${face(w, 'moved')}.`, say: [{ who: c, lines: [`I always knew you'd get there.`, `Told you so. I'm going to keep saying it, too.`, ...lines(w, c, 'celebrate')] }] },
      { shot: 'close-up', setting: `a hill above ${w.places.town}`, action: `${H}, ${face(w, 'moved')}, watches the first star come out.`, say: [{ who: w.hero, kind: 'thought', lines: [`Someday came sooner than I thought.`, `Thank you. All of you.`] }], sfx: 'heart' },
    ].filter(Boolean) as PanelSpec[],
  };
}

/** The last page: back where it began (the kitchen, the job, the named thing), with a wink. */
function coda(w: World, everything: boolean): Draft {
  const { H } = w;
  const [c] = whoNext(w, w.people, 1);
  const hobby = hobbyAt(w, 0);
  const end = w.style === 'manga' ? ['End of volume one.', 'The end. For now.'] : ['The End... or is it?', 'THE END! See you next week, folks!'];
  const panels: PanelSpec[] = [
    { shot: 'establishing', setting: `${w.places.home}, morning`, action: `The same street as on the first page, the same early light; this time a banner over the door reads “Our Hero”.`, caption: captions(w, 'coda'), sfx: 'quiet' },
    {
      shot: 'medium',
      setting: w.thing ? w.places.kitchen : w.places.work,
      action: w.thing ? `${H} says good morning to ${w.thing.label}, ${face(w, 'happy')}, exactly like before.` : `${H} is back at ${w.places.work}, ${face(w, 'happy')}, like nothing happened.`,
      say: [{ who: w.hero, lines: [w.thing && `Morning, ${w.thing.name}. Ready for another adventure?`, w.job.noun && `Saving the town is nice, but somebody still has to be the ${w.job.noun}.`, hobby && `Now, where was I? Oh right. ${capitalize(hobby.phrase)}.`, `Back to normal. Well, almost.`] }],
    },
  ];
  if (everything) {
    for (const s of silent(w).slice(0, 2)) panels.push({ shot: 'medium', setting: w.places.kitchen, action: `${s.label} ${v(s, 'drops')} by, ${face(w, 'happy')}.`, say: [{ who: s, lines: lines(w, s, 'celebrate') }] });
    panels.push({ shot: 'wide', setting: `a hill above ${w.places.town}`, action: `${H} looks out over the town, ${face(w, 'moved')}.`, caption: captions(w, 'dream'), say: [{ who: w.hero, lines: dreamLines(w) }] });
  }
  if (c) panels.push({ shot: 'medium', setting: w.places.kitchen, action: `${c.label} ${v(c, 'walks')} in, ${face(w, 'sly')}.`, say: [{ who: c, lines: [`So. What are you doing tomorrow?`, `Same time next week, hero?`, ...lines(w, c, 'farewell')] }] });
  panels.push({ shot: 'close-up', setting: w.places.kitchen, action: `${H} winks at the reader, ${face(w, 'happy')}.`, caption: end, say: [{ who: w.hero, lines: [`Don't worry. I'll be ready.`, `Whatever comes next, bring it on.`] }] });
  return {
    titles: ['Back Where It Began', 'A New Morning', 'Home Again', 'The Next Adventure'],
    summaries: [`Back where it all began, ${H} starts a new morning, a little wiser and a lot more famous.`, `Life returns to normal for ${H}, almost.`],
    panels: panels.slice(0, 5),
  };
}

export function endingPage(w: World, plan: PlannedPage, hadShowdown: boolean): Draft {
  switch (plan.beat) {
    case 'showdown': return showdown(w);
    case 'allies': return allies(w, plan);
    case 'splash': return splash(w, hadShowdown);
    case 'aftermath': return aftermath(w);
    case 'celebrate': return celebrate(w, plan);
    case 'dream': return dream(w);
    case 'coda': return coda(w, false);
    default: return coda(w, true);
  }
}
