// Acts 2 and 3: the premise kicks in (the antagonist arrives, the hero decides, the first clash is lost),
// then the rising action — training with hobbies, friends and family, trials and chases, a setback and a rally.
import { capitalize, joinList, possessive, titleCase } from '../wording';
import { captions } from './captions';
import { lines, villainLines } from './dialogue';
import { EXCLAIM } from './flavour';
import { dynamic, face, v, type PanelSpec } from './panels';
import { hobbyAt, names, whoNext, type Draft } from './pageKit';
import type { PlannedPage } from './plan';
import { dreamLines } from './opening';
import { spoken, type World } from './world';

const ex = (w: World) => EXCLAIM[w.style];

function omen(w: World): Draft {
  const { H } = w;
  const [c] = whoNext(w, w.people, 1);
  const contest = w.mode === 'contest';
  return {
    titles: ['A Shadow Falls', 'Something Strange', 'The Storm Approaches', 'Trouble Brewing'],
    summaries: [`Strange things start happening around ${w.places.omen}, and ${H} is the only one who notices.`, `A shadow falls over ${w.places.town} as ${w.foe.a} makes a first move.`],
    panels: [
      { shot: 'establishing', setting: w.places.omen, action: w.plot.antagonist?.person ? `A poster for ${w.event} on a lamppost; ${w.foe.the} is the first to sign up.` : contest ? `A poster for ${w.event} flaps on a lamppost; a figure in a long coat tears it down.` : `A dark silhouette watches ${w.places.town} from above.`, caption: captions(w, 'omen'), sfx: 'tension' },
      { shot: 'medium', setting: w.places.omen, action: `${H} stops mid-step, ${face(w, 'worried')}.`, say: [{ who: w.hero, kind: 'thought', lines: [`That's strange.`, `Did anyone else see that?`, `Something is wrong. I can feel it.`] }] },
      c && { shot: 'medium', setting: w.places.omen, action: `${c.label} ${v(c, 'catches')} up with ${H}, ${face(w, 'worried')}.`, say: [{ who: c, lines: lines(w, c, 'worry') }] },
      { shot: 'close-up', setting: w.places.omen, action: w.plot.antagonist?.person ? `Across the street, ${w.foe.the} watches ${H}, ${face(w, 'sly')}.` : `In the shadows, ${w.foe.the} smiles, ${face(w, 'sly')}.`, say: [{ who: w.villain, kind: 'whisper', lines: [`Soon, ${H}. Very soon.`, `Enjoy your little town while you can.`] }], sfx: 'quiet' },
    ].filter(Boolean) as PanelSpec[],
  };
}

function challenge(w: World): Draft {
  const { H } = w;
  if (w.plot.antagonist?.person) return familyChallenge(w);
  const contest = w.mode === 'contest';
  const [c] = whoNext(w, w.people, 1);
  const minions = contest ? w.minions : w.minions;
  return {
    titles: [`Enter ${titleCase(w.foe.the)}`, 'The Challenge', 'The Gauntlet Is Thrown', contest ? 'A Rival Appears' : 'The Villain Strikes'],
    summaries: [
      `${capitalize(w.foe.a)} bursts into ${H}'s life with ${minions} in tow, and the story of “${w.idea.title}” truly begins.`,
      `${capitalize(w.foe.the)} throws down a challenge that ${H} cannot ignore.`,
    ],
    panels: [
      { shot: 'wide', setting: `${w.places.town}, main square`, action: dynamic(w, `${capitalize(w.foe.the)} appears with ${minions}; townsfolk scatter`), caption: captions(w, 'challenge'), sfx: 'hit' },
      { shot: 'medium', setting: `${w.places.town}, main square`, action: `${capitalize(w.foe.the)} points straight at ${H}, ${face(w, 'sly')}.`, say: [{ who: w.villain, kind: 'shout', lines: villainLines(w, 'arrive') }] },
      { shot: 'close-up', setting: `${w.places.town}, main square`, action: `${H}, ${face(w, 'shocked')}.`, say: [{ who: w.hero, kind: 'shout', lines: [...ex(w), w.fear && `${capitalize(w.fear)}? Why did it have to be ${w.fear}?!`] }], sfx: 'heart' },
      w.fear && { shot: 'medium', setting: `${w.places.town}, main square`, action: `${H} backs away from the ${w.fear}, ${face(w, 'worried')}.`, caption: [`${H} is afraid of exactly one thing in this world: ${w.fear}.`] },
      c && { shot: 'medium', setting: `${w.places.town}, main square`, action: `${c.label} ${v(c, 'grabs')} ${possessive(H)} arm, ${face(w, 'worried')}.`, say: [{ who: c, lines: lines(w, c, 'worry') }] },
    ].filter(Boolean).slice(0, 5) as PanelSpec[],
  };
}

/** A rival from the family or friends throws down the challenge at home, in front of everyone. */
function familyChallenge(w: World): Draft {
  const { H } = w;
  const A = w.foe.the;
  const [c] = whoNext(w, w.people.filter((p) => !p.pet), 1);
  const at = w.places.kitchen;
  return {
    titles: ['The Challenge', 'A Rival at the Table', `${A} Means Business`],
    summaries: [`${A} challenges ${H} in front of everyone.`],
    panels: [
      { shot: 'wide', setting: at, action: `${A} slams a handwritten challenge on the table; the whole family goes quiet.`, caption: captions(w, 'challenge'), sfx: 'hit' },
      { shot: 'medium', setting: at, action: `${A} points straight at ${H}, ${face(w, 'sly')}.`, say: [{ who: w.villain, kind: 'shout', lines: villainLines(w, 'arrive') }] },
      { shot: 'close-up', setting: at, action: `${H}, ${face(w, 'shocked')}.`, say: [{ who: w.hero, kind: 'shout', lines: [...ex(w)] }], sfx: 'heart' },
      c && { shot: 'medium', setting: at, action: `${c.label} ${v(c, 'looks')} from ${H} to ${A}, ${face(w, 'worried')}.`, say: [{ who: c, lines: [`Oh no. Not again. Not at the dinner table.`, ...lines(w, c, 'worry')] }] },
    ].filter(Boolean) as PanelSpec[],
  };
}

function secret(w: World): Draft {
  const { H } = w;
  const [elder] = whoNext(w, w.family.filter((c) => !c.pet), 1);
  const who = elder ?? whoNext(w, w.friends, 1)[0];
  const manga = w.style === 'manga';
  const gift = manga ? `an old scroll tied with red string` : `a dusty box from the attic with a rocket pack inside`;
  return {
    titles: ['The Secret', 'A Hidden Truth', 'What the Attic Knew'],
    summaries: [who ? `${who.short} reveals a secret that changes how ${H} sees everything.` : `${H} finds ${gift} and a secret that changes everything.`],
    panels: [
      { shot: 'establishing', setting: `${w.places.home}, the attic`, action: `Dust floats in the lamplight of the attic.`, caption: [manga ? `Every family has its secrets.` : `Every attic holds a secret, folks!`] },
      { shot: 'medium', setting: `${w.places.home}, the attic`, action: who ? `${who.label} ${v(who, 'hands')} ${H} ${gift}, ${face(w, 'moved')}.` : `${H} opens ${gift}, ${face(w, 'shocked')}.`, say: who ? [{ who, lines: [`I was saving this for the right day. Today is the day.`, `I should have told you years ago.`, `Every hero in this family gets one of these.`] }] : [] },
      { shot: 'close-up', setting: `${w.places.home}, the attic`, action: `${H} stares at the gift, ${face(w, 'shocked')}.`, say: [{ who: w.hero, lines: [`Wait. So all this time...?`, `This explains so much.`] }], sfx: 'tension' },
    ],
  };
}

function decision(w: World): Draft {
  const { H } = w;
  const worried = whoNext(w, w.people, 2);
  return {
    titles: ['The Decision', 'No Turning Back', 'A Vow Is Made', 'The Promise'],
    summaries: [
      `Despite ${worried.length ? joinList(names(worried)) + "'s" : 'every'} worries, ${H} decides to face ${w.foe.the}.`,
      `${H} makes a vow: ${w.foe.the} will not win.`,
    ],
    panels: [
      { shot: 'wide', setting: `${w.places.home}, living room`, action: `${H} paces the room while ${worried.length ? joinList(names(worried)) : 'the clock'} ${worried.length ? 'watch' : 'ticks'}.`, caption: captions(w, 'decision') },
      ...worried.map((c) => ({ shot: 'medium' as const, setting: `${w.places.home}, living room`, action: `${c.label}, ${face(w, 'worried')}.`, say: [{ who: c, lines: lines(w, c, 'worry') }] })),
      { shot: 'close-up', setting: `${w.places.home}, living room`, action: dynamic(w, `${H} looks up, ${face(w, 'fierce')}`, 'emotion'), say: [{ who: w.hero, kind: 'shout', lines: [`I'm doing it. Someone has to stand up to ${w.foe.the}.`, `Nobody threatens ${w.places.town} on my watch!`, w.dream.to && `I'm going to ${spoken(w, w.dream.to, 'me')} someday, and no one is stopping me!`] }], sfx: 'tension' },
    ],
  };
}

function gather(w: World, plan: PlannedPage): Draft {
  const { H } = w;
  const recruits = whoNext(w, w.friends.length ? w.friends : w.people, 2);
  return {
    titles: ['Assemble the Team', 'Allies', 'Who’s With Me?', 'The Crew Signs Up'],
    summaries: [recruits.length ? `${H} asks ${joinList(names(recruits))} for help, and nobody says no.` : `${H} makes a plan alone, late into the night.`, `${H} rounds up every ally in ${w.places.town}.`],
    panels: [
      { shot: 'establishing', setting: plan.round % 2 ? w.places.work : w.places.hobby, action: `${H} bursts through the door, out of breath.`, caption: captions(w, 'decision') },
      { shot: 'medium', setting: w.places.hobby, action: `${H} explains the plan, ${face(w, 'fierce')}.`, say: [{ who: w.hero, lines: [`I can't do this alone. Are you in?`, `It's dangerous. It's ridiculous. Who wants to come?`] }] },
      ...recruits.map((c) => ({ shot: 'medium' as const, setting: w.places.hobby, action: `${c.label} ${v(c, 'steps')} forward, ${face(w, 'proud')}.`, say: [{ who: c, lines: [`Are you kidding? I'm in!`, `Try and stop me.`, `I was hoping you'd ask.`, `Only if I get a cool nickname.`, ...lines(w, c, 'help')] }] })),
    ],
  };
}

function firstClash(w: World): Draft {
  const { H } = w;
  if (w.mode === 'contest') return practiceRound(w);
  return {
    titles: ['First Clash', 'Round One', 'Outmatched', 'A Bitter Lesson'],
    summaries: [`${H} faces ${w.foe.the} for the first time and loses, badly.`, `The first clash with ${w.foe.the} is over almost before it starts.`],
    panels: [
      { shot: 'wide', setting: w.places.omen, action: dynamic(w, `${H} charges at ${w.foe.the}, ${face(w, 'fierce')}`), sfx: 'move' },
      { shot: 'medium', setting: w.places.omen, action: dynamic(w, `${capitalize(w.foe.the)} sidesteps and sends ${H} flying`), say: [{ who: w.villain, lines: villainLines(w, 'win') }], sfx: 'hit' },
      { shot: 'close-up', setting: w.places.omen, action: `${H} lies in the dust, ${face(w, 'worried')}.`, caption: captions(w, 'clash'), say: [{ who: w.hero, kind: 'thought', lines: [`Too strong. Way too strong.`, `I'm not ready. Not yet.`] }] },
    ],
  };
}

/** A contest's first round: a practice judging that the rival wins, fair and square. */
function practiceRound(w: World): Draft {
  const { H } = w;
  const what = w.hobbies[0]?.phrase ?? 'the entries';
  const at = `${w.places.town} community hall`;
  return {
    titles: ['Round One', 'The Practice Round', 'Outmatched'],
    summaries: [`At a practice round in ${at}, ${w.foe.the} wins the judges over and ${H} comes second.`],
    panels: [
      { shot: 'wide', setting: at, action: `Two tables side by side: ${H} and ${w.foe.the} hard at ${what}, a row of judges watching.`, caption: captions(w, 'clash'), sfx: 'tension' },
      { shot: 'medium', setting: at, action: `The judges pin a blue ribbon on ${possessive(w.foe.the)} table.`, say: [{ who: w.villain, lines: villainLines(w, 'win') }], sfx: 'hit' },
      { shot: 'close-up', setting: at, action: `${H} stares at a red second-place ribbon, ${face(w, 'worried')}.`, say: [{ who: w.hero, kind: 'thought', lines: [`Second. Behind ${w.foe.the}. Again.`] }] },
    ],
  };
}

const TRIALS = {
  manga: ['a stairway of a thousand steps', 'a waterfall that never stops', 'a forest full of traps', 'a rope bridge over a bottomless gorge', 'a field of hidden pitfalls', 'a cave of echoes'],
  pulp: ['a collapsing bridge', 'a runaway streetcar', 'a room filling with water', 'a maze of mirrors', 'a burning warehouse', 'a rooftop in a thunderstorm'],
  contest: ['the qualifying round', 'a surprise inspection by the judges', 'a rainstorm on practice day', 'a power cut the night before', 'a mix-up with the entry forms', 'a very windy dress rehearsal'],
};

function train(w: World, plan: PlannedPage): Draft {
  const { H } = w;
  const hobby = hobbyAt(w, plan.round);
  const coach = whoNext(w, w.people.filter((c) => !c.pet), 1)[0];
  const place = plan.round % 2 === 0 ? w.places.training : hobby?.place ?? w.places.hobby;
  const manga = w.style === 'manga';
  const skill = hobby ? hobby.phrase : w.job.noun ? `the tricks of a ${w.job.head ?? 'pro'}` : 'the basics';
  return {
    titles: [manga ? 'The Training Arc' : 'Practice Makes Perfect', hobby ? `The Way of ${titleCase(hobby.short)}` : '', coach ? `Lessons from ${coach.short.replace(/^the /, 'The ')}` : '', 'Sweat and Tears', 'Harder!'],
    summaries: [
      coach && `${coach.short.replace(/^the /, 'The ')} ${v(coach, 'trains')} ${H} in ${skill} at ${place}, and it hurts.`,
      coach && `${H} trains with ${coach.short} until ${skill} becomes a weapon.`,
      !coach && `Alone at ${place}, ${H} practices ${skill} until the sun goes down.`,
      `${H} practices ${skill} at ${place} until every muscle aches.`,
    ],
    panels: [
      { shot: 'establishing', setting: place, action: `${place} at dawn; ${H} arrives ${coach ? `with ${coach.label}` : 'alone'}.`, caption: captions(w, 'train') },
      { shot: 'medium', setting: place, action: dynamic(w, `${H} tries ${skill} and tumbles over, ${face(w, 'worried')}`), say: coach ? [{ who: coach, kind: 'shout', lines: lines(w, coach, 'coach') }] : [{ who: w.hero, kind: 'shout', lines: [`Again!`, `Come on, come on!`] }], sfx: 'hit' },
      { shot: 'medium', setting: place, action: dynamic(w, `${H} tries again, faster, ${face(w, 'fierce')}`), say: [{ who: w.hero, lines: plan.round >= 1 && manga ? [`${w.move}! ...Why is nothing happening?`, `One more try. The ${w.move} is almost there.`] : [`Okay. Okay! I think I've got it.`, `This is harder than it looks.`, `Every muscle hurts. Even the ones I didn't know about.`] }], sfx: 'move' },
      { shot: 'close-up', setting: place, action: `${H} wipes away sweat, ${face(w, 'proud')}.`, say: coach ? [{ who: coach, lines: lines(w, coach, 'encourage') }] : [{ who: w.hero, kind: 'thought', lines: dreamLines(w) }] },
    ],
  };
}

function trial(w: World, plan: PlannedPage): Draft {
  const { H } = w;
  const list = w.style === 'manga' ? TRIALS.manga : TRIALS[w.mode === 'contest' ? 'contest' : 'pulp'];
  const fearTrial = plan.round === 0 && w.fear;
  const what = fearTrial ? `a crowd of ${w.fear}` : list[(plan.round + Math.floor(w.rng() * 3)) % list.length];
  const friend = whoNext(w, w.people, 1)[0];
  const spot = fearTrial ? w.places.omen : what.replace(/^an? /, 'the ');
  return {
    titles: fearTrial ? [`Face the ${titleCase(w.fear!)}`, 'The Fear'] : ['A New Trial', 'The Test', titleCase(what)],
    summaries: [
      fearTrial && `${H} must get past ${what}, the one thing ${w.pos === 'their' ? 'they fear' : w.facts.hero.pronouns?.subject + ' fears'} most.`,
      `${H} faces ${what}${friend ? ` with ${friend.short} cheering from the side` : ''}.`,
    ],
    panels: [
      { shot: 'establishing', setting: spot, action: `Before ${H} lies ${what}.`, caption: captions(w, 'trial'), sfx: 'tension' },
      { shot: 'close-up', setting: spot, action: `${H} swallows hard, ${face(w, 'worried')}.`, say: [{ who: w.hero, kind: 'thought', lines: fearTrial ? [`Why did it have to be ${w.fear}?`, `Don't look at them. Just don't look.`] : [`How am I supposed to get past that?`, `Think, ${H}. Think.`] }] },
      friend && { shot: 'medium', setting: spot, action: `${friend.label} ${v(friend, 'shouts')} encouragement, ${face(w, 'fierce')}.`, say: [{ who: friend, kind: 'shout', lines: lines(w, friend, 'help') }] },
      { shot: 'wide', setting: spot, action: dynamic(w, `${H} makes it through, ${face(w, 'proud')}`), say: [{ who: w.hero, kind: 'shout', lines: w.style === 'manga' ? [`I did it!`, `So this is what it feels like to get stronger!`, `Is that all? Bring on the next one!`] : ex(w) }], sfx: 'move' },
    ].filter(Boolean) as PanelSpec[],
  };
}

function chase(w: World, plan: PlannedPage): Draft {
  const { H } = w;
  const ally = whoNext(w, w.people, 1)[0];
  const contest = w.mode === 'contest';
  const target = contest ? `the stolen entry form` : plan.round ? `one of the ${w.places.minions}` : w.foe.the;
  return {
    titles: ['The Chase', 'Hot Pursuit', 'Run!', 'Across the Rooftops'],
    summaries: [`${H}${ally ? ` and ${ally.short}` : ''} chase ${target} across ${w.places.town}.`, `A wild chase through ${w.places.town} ends in a narrow escape.`],
    panels: [
      { shot: 'wide', setting: `the streets of ${w.places.town}`, action: dynamic(w, `${H}${ally ? ` and ${ally.label}` : ''} sprint after ${target}`), caption: captions(w, 'chase'), sfx: 'move' },
      ally && { shot: 'medium', setting: `an alley in ${w.places.town}`, action: `${ally.label} ${v(ally, 'points')} ahead, ${face(w, 'fierce')}.`, say: [{ who: ally, kind: 'shout', lines: [`There! Over there!`, `Left! No, your other left!`, `I'll cut them off!`, ...lines(w, ally, 'help')] }] },
      { shot: 'medium', setting: `a rooftop in ${w.places.town}`, action: dynamic(w, `${H} leaps a gap between two roofs, ${face(w, 'fierce')}`), say: [{ who: w.hero, kind: 'shout', lines: [`You're not getting away this time!`, `Come back here!`] }], sfx: 'move' },
      { shot: 'close-up', setting: `a rooftop in ${w.places.town}`, action: `${H} lands, panting, ${face(w, 'shocked')}; the trail has gone cold.`, say: [{ who: w.hero, lines: [`Gone. But not for long.`, `Next time. Next time for sure.`] }] },
    ].filter(Boolean) as PanelSpec[],
  };
}

function setback(w: World): Draft {
  const { H } = w;
  const contest = w.mode === 'contest';
  const taken = w.thing ? w.thing.label : contest ? `${possessive(H)} prize entry` : `the key to ${w.places.town}`;
  return {
    titles: ['All Is Lost', 'The Darkest Hour', 'Defeat', 'Stolen!'],
    summaries: [`${capitalize(w.foe.the)} strikes back and takes ${taken}, leaving ${H} with nothing.`, `${H} hits rock bottom after ${w.foe.the} makes off with ${taken}.`],
    panels: [
      { shot: 'wide', setting: w.places.lair, action: dynamic(w, `${capitalize(w.foe.the)} makes off with ${taken}, laughing`), say: [{ who: w.villain, kind: 'shout', lines: villainLines(w, 'taunt') }], sfx: 'hit' },
      { shot: 'medium', setting: `${w.places.town} in the rain`, action: `${H} kneels in the rain, ${face(w, 'worried')}.`, caption: captions(w, 'setback'), sfx: 'quiet' },
      { shot: 'extreme close-up', setting: `${w.places.town} in the rain`, action: `A single tear on ${possessive(H)} cheek.`, say: [{ who: w.hero, kind: 'whisper', lines: [`I failed. I failed everyone.`, `Maybe I was never a hero after all.`, w.thing && `${w.thing.name}... I'm so sorry.`] }] },
    ],
  };
}

function rally(w: World): Draft {
  const { H } = w;
  const helpers = whoNext(w, w.people, 3);
  return {
    titles: ['Not Alone', 'Get Up!', 'The Rally', 'Together'],
    summaries: [helpers.length ? `${joinList(names(helpers))} ${helpers.length > 1 || helpers[0].plural ? 'find' : 'finds'} ${H} in the rain and ${helpers.length > 1 || helpers[0].plural ? 'refuse' : 'refuses'} to let ${w.obj} give up.` : `${H} remembers the dream and gets back up.`, `In the darkest hour, ${H} finds the strength to stand again.`],
    panels: ([
      { shot: 'wide', setting: `${w.places.town} in the rain`, action: helpers.some((c) => !c.pet) ? `${joinList(helpers.filter((c) => !c.pet).map((c) => c.label))} ${helpers.filter((c) => !c.pet).length > 1 ? 'run' : 'runs'} up with umbrellas.` : `${H} sits alone as the rain slows.`, caption: captions(w, 'rally') },
      ...helpers.map((c) => ({ shot: 'medium' as const, setting: `${w.places.town} in the rain`, action: `${c.label}, ${face(w, 'moved')}, ${v(c, c.pet ? 'nuzzles' : 'reaches out to')} ${H}.`, say: [{ who: c, lines: lines(w, c, 'encourage') }] })),
      { shot: 'close-up', setting: `${w.places.town}, the clouds breaking`, action: dynamic(w, `${H} stands up, ${face(w, 'fierce')}`, 'emotion'), say: [{ who: w.hero, lines: [`You're right. Let's finish this.`, `Okay. Okay! One more time.`, `Thank you. Now let's go get ${w.foe.the}.`] }], sfx: 'heart' },
    ] as PanelSpec[]).slice(0, 5),
  };
}

function eve(w: World): Draft {
  const { H } = w;
  const [c] = whoNext(w, w.people, 1);
  return {
    titles: ['The Night Before', 'Calm Before the Storm', 'Tomorrow'],
    summaries: [`On the night before the final battle, ${H} prepares ${w.style === 'manga' ? `the ${w.move}` : 'a daring plan'}.`, `${H} spends a quiet night getting ready for tomorrow.`],
    panels: [
      { shot: 'establishing', setting: `${w.places.home} under the stars`, action: `A single light burns in ${possessive(H)} window.`, caption: captions(w, 'eve'), sfx: 'quiet' },
      { shot: 'medium', setting: w.places.home, action: `${H} packs a bag${w.thing ? `, with a place saved for ${w.thing.name}` : ''}, ${face(w, 'fierce')}.`, say: [{ who: w.hero, kind: 'thought', lines: [w.style === 'manga' ? `The ${w.move}. Tomorrow it has to work.` : `Tomorrow, ${w.foe.the} gets the surprise of a lifetime.`, `Tomorrow, everything changes.`] }] },
      c && { shot: 'medium', setting: w.places.home, action: `${c.label} ${v(c, 'leans')} in the doorway, ${face(w, 'moved')}.`, say: [{ who: c, lines: lines(w, c, 'farewell').concat(lines(w, c, 'encourage')) }] },
    ].filter(Boolean) as PanelSpec[],
  };
}

export function middlePage(w: World, plan: PlannedPage): Draft {
  switch (plan.beat) {
    case 'omen': return omen(w);
    case 'challenge': return challenge(w);
    case 'secret': return secret(w);
    case 'decision': return decision(w);
    case 'gather': return gather(w, plan);
    case 'firstClash': return firstClash(w);
    case 'train': return train(w, plan);
    case 'trial': return trial(w, plan);
    case 'chase': return chase(w, plan);
    case 'setback': return setback(w);
    case 'rally': return rally(w);
    default: return eve(w);
  }
}
