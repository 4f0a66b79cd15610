// Acts 2 and 3: the premise kicks in (the antagonist arrives, the hero decides, the first clash is lost),
// then the rising action — training with hobbies, friends and family, trials and chases, a setback and a rally.
import { capitalize, joinList, possessive, titleCase } from '../answers/wording';
import { captions } from './captions';
import { lines, villainLines } from './dialogue';
import { EXCLAIM } from './flavour';
import { agree } from './cast';
import { dynamic, face } from './expressions';
import type { PanelSpec } from './panels';
import { hobbyAt, names, whoNext, type Draft } from './pageKit';
import type { PlannedPage } from './plan';
import { dreamLines } from './opening';
import { heroSays, type Story } from './story';

const ex = (story: Story) => EXCLAIM[story.voice.style];

function omen(story: Story): Draft {
  const H = story.cast.hero.label;
  const [c] = whoNext(story, story.cast.people, 1);
  const contest = story.plot.mode === 'contest';
  return {
    titles: ['A Shadow Falls', 'Something Strange', 'The Storm Approaches', 'Trouble Brewing'],
    summaries: [
      `Strange things start happening around ${story.places.omen}, and ${H} is the only one who notices.`,
      `A shadow falls over ${story.places.town} as ${story.plot.foe.a} makes a first move.`,
    ],
    panels: [
      {
        shot: 'establishing',
        setting: story.places.omen,
        action: story.plot.arc.antagonist?.person
          ? `A poster for ${story.plot.event} on a lamppost; ${story.plot.foe.the} is the first to sign up.`
          : contest
            ? `A poster for ${story.plot.event} flaps on a lamppost; a figure in a long coat tears it down.`
            : `A dark silhouette watches ${story.places.town} from above.`,
        caption: captions(story, 'omen'),
        sfx: 'tension',
      },
      {
        shot: 'medium',
        setting: story.places.omen,
        action: `${H} stops mid-step, ${face(story, 'worried')}.`,
        say: [
          {
            who: story.cast.hero,
            kind: 'thought',
            lines: [`That's strange.`, `Did anyone else see that?`, `Something is wrong. I can feel it.`],
          },
        ],
      },
      c && {
        shot: 'medium',
        setting: story.places.omen,
        action: `${c.label} ${agree(c, 'catches')} up with ${H}, ${face(story, 'worried')}.`,
        say: [{ who: c, lines: lines(story, c, 'worry') }],
      },
      {
        shot: 'close-up',
        setting: story.places.omen,
        action: story.plot.arc.antagonist?.person
          ? `Across the street, ${story.plot.foe.the} watches ${H}, ${face(story, 'sly')}.`
          : `In the shadows, ${story.plot.foe.the} smiles, ${face(story, 'sly')}.`,
        say: [
          {
            who: story.cast.villain,
            kind: 'whisper',
            lines: [`Soon, ${H}. Very soon.`, `Enjoy your little town while you can.`],
          },
        ],
        sfx: 'quiet',
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

function challenge(story: Story): Draft {
  const H = story.cast.hero.label;
  if (story.plot.arc.antagonist?.person) return familyChallenge(story);
  const contest = story.plot.mode === 'contest';
  const [c] = whoNext(story, story.cast.people, 1);
  const { minions } = story.plot;
  return {
    titles: [
      `Enter ${titleCase(story.plot.foe.the)}`,
      'The Challenge',
      'The Gauntlet Is Thrown',
      contest ? 'A Rival Appears' : 'The Villain Strikes',
    ],
    summaries: [
      `${capitalize(story.plot.foe.a)} bursts into ${H}'s life with ${minions} in tow, and the story of ` +
        `“${story.plot.idea.title}” truly begins.`,
      `${capitalize(story.plot.foe.the)} throws down a challenge that ${H} cannot ignore.`,
    ],
    panels: [
      {
        shot: 'wide',
        setting: `${story.places.town}, main square`,
        action: dynamic(story, `${capitalize(story.plot.foe.the)} appears with ${minions}; townsfolk scatter`),
        caption: captions(story, 'challenge'),
        sfx: 'hit',
      },
      {
        shot: 'medium',
        setting: `${story.places.town}, main square`,
        action: `${capitalize(story.plot.foe.the)} points straight at ${H}, ${face(story, 'sly')}.`,
        say: [{ who: story.cast.villain, kind: 'shout', lines: villainLines(story, 'arrive') }],
      },
      {
        shot: 'close-up',
        setting: `${story.places.town}, main square`,
        action: `${H}, ${face(story, 'shocked')}.`,
        say: [
          {
            who: story.cast.hero,
            kind: 'shout',
            lines: [
              ...ex(story),
              story.life.fear && `${capitalize(story.life.fear)}? Why did it have to be ${story.life.fear}?!`,
            ],
          },
        ],
        sfx: 'heart',
      },
      story.life.fear && {
        shot: 'medium',
        setting: `${story.places.town}, main square`,
        action: `${H} backs away from the ${story.life.fear}, ${face(story, 'worried')}.`,
        caption: [`${H} is afraid of exactly one thing in this world: ${story.life.fear}.`],
      },
      c && {
        shot: 'medium',
        setting: `${story.places.town}, main square`,
        action: `${c.label} ${agree(c, 'grabs')} ${possessive(H)} arm, ${face(story, 'worried')}.`,
        say: [{ who: c, lines: lines(story, c, 'worry') }],
      },
    ]
      .filter(Boolean)
      .slice(0, 5) as PanelSpec[],
  };
}

/** A rival from the family or friends throws down the challenge at home, in front of everyone. */
function familyChallenge(story: Story): Draft {
  const H = story.cast.hero.label;
  const A = story.plot.foe.the;
  const [c] = whoNext(
    story,
    story.cast.people.filter((p) => !p.pet),
    1,
  );
  const at = story.places.kitchen;
  return {
    titles: ['The Challenge', 'A Rival at the Table', `${A} Means Business`],
    summaries: [`${A} challenges ${H} in front of everyone.`],
    panels: [
      {
        shot: 'wide',
        setting: at,
        action: `${A} slams a handwritten challenge on the table; the whole family goes quiet.`,
        caption: captions(story, 'challenge'),
        sfx: 'hit',
      },
      {
        shot: 'medium',
        setting: at,
        action: `${A} points straight at ${H}, ${face(story, 'sly')}.`,
        say: [{ who: story.cast.villain, kind: 'shout', lines: villainLines(story, 'arrive') }],
      },
      {
        shot: 'close-up',
        setting: at,
        action: `${H}, ${face(story, 'shocked')}.`,
        say: [{ who: story.cast.hero, kind: 'shout', lines: [...ex(story)] }],
        sfx: 'heart',
      },
      c && {
        shot: 'medium',
        setting: at,
        action: `${c.label} ${agree(c, 'looks')} from ${H} to ${A}, ${face(story, 'worried')}.`,
        say: [{ who: c, lines: [`Oh no. Not again. Not at the dinner table.`, ...lines(story, c, 'worry')] }],
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

function secret(story: Story): Draft {
  const H = story.cast.hero.label;
  const [elder] = whoNext(
    story,
    story.cast.family.filter((c) => !c.pet),
    1,
  );
  const who = elder ?? whoNext(story, story.cast.friends, 1)[0];
  const manga = story.voice.style === 'manga';
  const gift = manga ? `an old scroll tied with red string` : `a dusty box from the attic with a rocket pack inside`;
  return {
    titles: ['The Secret', 'A Hidden Truth', 'What the Attic Knew'],
    summaries: [
      who
        ? `${who.short} reveals a secret that changes how ${H} sees everything.`
        : `${H} finds ${gift} and a secret that changes everything.`,
    ],
    panels: [
      {
        shot: 'establishing',
        setting: `${story.places.home}, the attic`,
        action: `Dust floats in the lamplight of the attic.`,
        caption: [manga ? `Every family has its secrets.` : `Every attic holds a secret, folks!`],
      },
      {
        shot: 'medium',
        setting: `${story.places.home}, the attic`,
        action: who
          ? `${who.label} ${agree(who, 'hands')} ${H} ${gift}, ${face(story, 'moved')}.`
          : `${H} opens ${gift}, ${face(story, 'shocked')}.`,
        say: who
          ? [
              {
                who,
                lines: [
                  `I was saving this for the right day. Today is the day.`,
                  `I should have told you years ago.`,
                  `Every hero in this family gets one of these.`,
                ],
              },
            ]
          : [],
      },
      {
        shot: 'close-up',
        setting: `${story.places.home}, the attic`,
        action: `${H} stares at the gift, ${face(story, 'shocked')}.`,
        say: [{ who: story.cast.hero, lines: [`Wait. So all this time...?`, `This explains so much.`] }],
        sfx: 'tension',
      },
    ],
  };
}

function decision(story: Story): Draft {
  const H = story.cast.hero.label;
  const worried = whoNext(story, story.cast.people, 2);
  return {
    titles: ['The Decision', 'No Turning Back', 'A Vow Is Made', 'The Promise'],
    summaries: [
      `Despite ${worried.length ? joinList(names(worried)) + "'s" : 'every'} worries, ${H} decides ` +
        `to face ${story.plot.foe.the}.`,
      `${H} makes a vow: ${story.plot.foe.the} will not win.`,
    ],
    panels: [
      {
        shot: 'wide',
        setting: `${story.places.home}, living room`,
        action:
          `${H} paces the room while ${worried.length ? joinList(names(worried)) : 'the clock'} ` +
          `${worried.length ? 'watch' : 'ticks'}.`,
        caption: captions(story, 'decision'),
      },
      ...worried.map((c) => ({
        shot: 'medium' as const,
        setting: `${story.places.home}, living room`,
        action: `${c.label}, ${face(story, 'worried')}.`,
        say: [{ who: c, lines: lines(story, c, 'worry') }],
      })),
      {
        shot: 'close-up',
        setting: `${story.places.home}, living room`,
        action: dynamic(story, `${H} looks up, ${face(story, 'fierce')}`, 'emotion'),
        say: [
          {
            who: story.cast.hero,
            kind: 'shout',
            lines: [
              `I'm doing it. Someone has to stand up to ${story.plot.foe.the}.`,
              `Nobody threatens ${story.places.town} on my watch!`,
              story.life.dream.to &&
                `I'm going to ${heroSays(story.cast, story.life.dream.to, 'me')} someday, and no one is stopping me!`,
            ],
          },
        ],
        sfx: 'tension',
      },
    ],
  };
}

function gather(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const recruits = whoNext(story, story.cast.friends.length ? story.cast.friends : story.cast.people, 2);
  return {
    titles: ['Assemble the Team', 'Allies', 'Who’s With Me?', 'The Crew Signs Up'],
    summaries: [
      recruits.length
        ? `${H} asks ${joinList(names(recruits))} for help, and nobody says no.`
        : `${H} makes a plan alone, late into the night.`,
      `${H} rounds up every ally in ${story.places.town}.`,
    ],
    panels: [
      {
        shot: 'establishing',
        setting: plan.round % 2 ? story.places.work : story.places.hobby,
        action: `${H} bursts through the door, out of breath.`,
        caption: captions(story, 'decision'),
      },
      {
        shot: 'medium',
        setting: story.places.hobby,
        action: `${H} explains the plan, ${face(story, 'fierce')}.`,
        say: [
          {
            who: story.cast.hero,
            lines: [`I can't do this alone. Are you in?`, `It's dangerous. It's ridiculous. Who wants to come?`],
          },
        ],
      },
      ...recruits.map((c) => ({
        shot: 'medium' as const,
        setting: story.places.hobby,
        action: `${c.label} ${agree(c, 'steps')} forward, ${face(story, 'proud')}.`,
        say: [
          {
            who: c,
            lines: [
              `Are you kidding? I'm in!`,
              `Try and stop me.`,
              `I was hoping you'd ask.`,
              `Only if I get a cool nickname.`,
              ...lines(story, c, 'help'),
            ],
          },
        ],
      })),
    ],
  };
}

function firstClash(story: Story): Draft {
  const H = story.cast.hero.label;
  if (story.plot.mode === 'contest') return practiceRound(story);
  return {
    titles: ['First Clash', 'Round One', 'Outmatched', 'A Bitter Lesson'],
    summaries: [
      `${H} faces ${story.plot.foe.the} for the first time and loses, badly.`,
      `The first clash with ${story.plot.foe.the} is over almost before it starts.`,
    ],
    panels: [
      {
        shot: 'wide',
        setting: story.places.omen,
        action: dynamic(story, `${H} charges at ${story.plot.foe.the}, ${face(story, 'fierce')}`),
        sfx: 'move',
      },
      {
        shot: 'medium',
        setting: story.places.omen,
        action: dynamic(story, `${capitalize(story.plot.foe.the)} sidesteps and sends ${H} flying`),
        say: [{ who: story.cast.villain, lines: villainLines(story, 'win') }],
        sfx: 'hit',
      },
      {
        shot: 'close-up',
        setting: story.places.omen,
        action: `${H} lies in the dust, ${face(story, 'worried')}.`,
        caption: captions(story, 'clash'),
        say: [
          { who: story.cast.hero, kind: 'thought', lines: [`Too strong. Way too strong.`, `I'm not ready. Not yet.`] },
        ],
      },
    ],
  };
}

/** A contest's first round: a practice judging that the rival wins, fair and square. */
function practiceRound(story: Story): Draft {
  const H = story.cast.hero.label;
  const what = story.life.hobbies[0]?.phrase ?? 'the entries';
  const at = `${story.places.town} community hall`;
  return {
    titles: ['Round One', 'The Practice Round', 'Outmatched'],
    summaries: [`At a practice round in ${at}, ${story.plot.foe.the} wins the judges over and ${H} comes second.`],
    panels: [
      {
        shot: 'wide',
        setting: at,
        action: `Two tables side by side: ${H} and ${story.plot.foe.the} hard at ${what}, a row of judges watching.`,
        caption: captions(story, 'clash'),
        sfx: 'tension',
      },
      {
        shot: 'medium',
        setting: at,
        action: `The judges pin a blue ribbon on ${possessive(story.plot.foe.the)} table.`,
        say: [{ who: story.cast.villain, lines: villainLines(story, 'win') }],
        sfx: 'hit',
      },
      {
        shot: 'close-up',
        setting: at,
        action: `${H} stares at a red second-place ribbon, ${face(story, 'worried')}.`,
        say: [{ who: story.cast.hero, kind: 'thought', lines: [`Second. Behind ${story.plot.foe.the}. Again.`] }],
      },
    ],
  };
}

const TRIALS = {
  manga: [
    'a stairway of a thousand steps',
    'a waterfall that never stops',
    'a forest full of traps',
    'a rope bridge over a bottomless gorge',
    'a field of hidden pitfalls',
    'a cave of echoes',
  ],
  pulp: [
    'a collapsing bridge',
    'a runaway streetcar',
    'a room filling with water',
    'a maze of mirrors',
    'a burning warehouse',
    'a rooftop in a thunderstorm',
  ],
  contest: [
    'the qualifying round',
    'a surprise inspection by the judges',
    'a rainstorm on practice day',
    'a power cut the night before',
    'a mix-up with the entry forms',
    'a very windy dress rehearsal',
  ],
};

function train(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const hobby = hobbyAt(story, plan.round);
  const coach = whoNext(
    story,
    story.cast.people.filter((c) => !c.pet),
    1,
  )[0];
  const place = plan.round % 2 === 0 ? story.places.training : (hobby?.place ?? story.places.hobby);
  const manga = story.voice.style === 'manga';
  const skill = hobby
    ? hobby.phrase
    : story.life.job.noun
      ? `the tricks of a ${story.life.job.head ?? 'pro'}`
      : 'the basics';
  return {
    titles: [
      manga ? 'The Training Arc' : 'Practice Makes Perfect',
      hobby ? `The Way of ${titleCase(hobby.short)}` : '',
      coach ? `Lessons from ${coach.short.replace(/^the /, 'The ')}` : '',
      'Sweat and Tears',
      'Harder!',
    ],
    summaries: [
      coach &&
        `${coach.short.replace(/^the /, 'The ')} ${agree(coach, 'trains')} ${H} in ${skill} at ${place}, and it hurts.`,
      coach && `${H} trains with ${coach.short} until ${skill} becomes a weapon.`,
      !coach && `Alone at ${place}, ${H} practices ${skill} until the sun goes down.`,
      `${H} practices ${skill} at ${place} until every muscle aches.`,
    ],
    panels: [
      {
        shot: 'establishing',
        setting: place,
        action: `${place} at dawn; ${H} arrives ${coach ? `with ${coach.label}` : 'alone'}.`,
        caption: captions(story, 'train'),
      },
      {
        shot: 'medium',
        setting: place,
        action: dynamic(story, `${H} tries ${skill} and tumbles over, ${face(story, 'worried')}`),
        say: coach
          ? [{ who: coach, kind: 'shout', lines: lines(story, coach, 'coach') }]
          : [{ who: story.cast.hero, kind: 'shout', lines: [`Again!`, `Come on, come on!`] }],
        sfx: 'hit',
      },
      {
        shot: 'medium',
        setting: place,
        action: dynamic(story, `${H} tries again, faster, ${face(story, 'fierce')}`),
        say: [
          {
            who: story.cast.hero,
            lines:
              plan.round >= 1 && manga
                ? [
                    `${story.plot.move}! ...Why is nothing happening?`,
                    `One more try. The ${story.plot.move} is almost there.`,
                  ]
                : [
                    `Okay. Okay! I think I've got it.`,
                    `This is harder than it looks.`,
                    `Every muscle hurts. Even the ones I didn't know about.`,
                  ],
          },
        ],
        sfx: 'move',
      },
      {
        shot: 'close-up',
        setting: place,
        action: `${H} wipes away sweat, ${face(story, 'proud')}.`,
        say: coach
          ? [{ who: coach, lines: lines(story, coach, 'encourage') }]
          : [{ who: story.cast.hero, kind: 'thought', lines: dreamLines(story) }],
      },
    ],
  };
}

function trial(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const list =
    story.voice.style === 'manga' ? TRIALS.manga : TRIALS[story.plot.mode === 'contest' ? 'contest' : 'pulp'];
  const fearTrial = plan.round === 0 && story.life.fear;
  const what = fearTrial
    ? `a crowd of ${story.life.fear}`
    : list[(plan.round + Math.floor(story.book.rng() * 3)) % list.length];
  const friend = whoNext(story, story.cast.people, 1)[0];
  const spot = fearTrial ? story.places.omen : what.replace(/^an? /, 'the ');
  return {
    titles: fearTrial
      ? [`Face the ${titleCase(story.life.fear!)}`, 'The Fear']
      : ['A New Trial', 'The Test', titleCase(what)],
    summaries: [
      fearTrial &&
        `${H} must get past ${what}, the one thing ` +
          `${story.cast.pronouns.possessive === 'their' ? 'they fear' : story.cast.pronouns.subject + ' fears'}` +
          ` most.`,
      `${H} faces ${what}${friend ? ` with ${friend.short} cheering from the side` : ''}.`,
    ],
    panels: [
      {
        shot: 'establishing',
        setting: spot,
        action: `Before ${H} lies ${what}.`,
        caption: captions(story, 'trial'),
        sfx: 'tension',
      },
      {
        shot: 'close-up',
        setting: spot,
        action: `${H} swallows hard, ${face(story, 'worried')}.`,
        say: [
          {
            who: story.cast.hero,
            kind: 'thought',
            lines: fearTrial
              ? [`Why did it have to be ${story.life.fear}?`, `Don't look at them. Just don't look.`]
              : [`How am I supposed to get past that?`, `Think, ${H}. Think.`],
          },
        ],
      },
      friend && {
        shot: 'medium',
        setting: spot,
        action: `${friend.label} ${agree(friend, 'shouts')} encouragement, ${face(story, 'fierce')}.`,
        say: [{ who: friend, kind: 'shout', lines: lines(story, friend, 'help') }],
      },
      {
        shot: 'wide',
        setting: spot,
        action: dynamic(story, `${H} makes it through, ${face(story, 'proud')}`),
        say: [
          {
            who: story.cast.hero,
            kind: 'shout',
            lines:
              story.voice.style === 'manga'
                ? [`I did it!`, `So this is what it feels like to get stronger!`, `Is that all? Bring on the next one!`]
                : ex(story),
          },
        ],
        sfx: 'move',
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

function chase(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const ally = whoNext(story, story.cast.people, 1)[0];
  const contest = story.plot.mode === 'contest';
  const target = contest
    ? `the stolen entry form`
    : plan.round
      ? `one of the ${story.places.minions}`
      : story.plot.foe.the;
  return {
    titles: ['The Chase', 'Hot Pursuit', 'Run!', 'Across the Rooftops'],
    summaries: [
      `${H}${ally ? ` and ${ally.short}` : ''} chase ${target} across ${story.places.town}.`,
      `A wild chase through ${story.places.town} ends in a narrow escape.`,
    ],
    panels: [
      {
        shot: 'wide',
        setting: `the streets of ${story.places.town}`,
        action: dynamic(story, `${H}${ally ? ` and ${ally.label}` : ''} sprint after ${target}`),
        caption: captions(story, 'chase'),
        sfx: 'move',
      },
      ally && {
        shot: 'medium',
        setting: `an alley in ${story.places.town}`,
        action: `${ally.label} ${agree(ally, 'points')} ahead, ${face(story, 'fierce')}.`,
        say: [
          {
            who: ally,
            kind: 'shout',
            lines: [
              `There! Over there!`,
              `Left! No, your other left!`,
              `I'll cut them off!`,
              ...lines(story, ally, 'help'),
            ],
          },
        ],
      },
      {
        shot: 'medium',
        setting: `a rooftop in ${story.places.town}`,
        action: dynamic(story, `${H} leaps a gap between two roofs, ${face(story, 'fierce')}`),
        say: [
          { who: story.cast.hero, kind: 'shout', lines: [`You're not getting away this time!`, `Come back here!`] },
        ],
        sfx: 'move',
      },
      {
        shot: 'close-up',
        setting: `a rooftop in ${story.places.town}`,
        action: `${H} lands, panting, ${face(story, 'shocked')}; the trail has gone cold.`,
        say: [{ who: story.cast.hero, lines: [`Gone. But not for long.`, `Next time. Next time for sure.`] }],
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

function setback(story: Story): Draft {
  const H = story.cast.hero.label;
  const contest = story.plot.mode === 'contest';
  const taken = story.life.thing
    ? story.life.thing.label
    : contest
      ? `${possessive(H)} prize entry`
      : `the key to ${story.places.town}`;
  return {
    titles: ['All Is Lost', 'The Darkest Hour', 'Defeat', 'Stolen!'],
    summaries: [
      `${capitalize(story.plot.foe.the)} strikes back and takes ${taken}, leaving ${H} with nothing.`,
      `${H} hits rock bottom after ${story.plot.foe.the} makes off with ${taken}.`,
    ],
    panels: [
      {
        shot: 'wide',
        setting: story.places.lair,
        action: dynamic(story, `${capitalize(story.plot.foe.the)} makes off with ${taken}, laughing`),
        say: [{ who: story.cast.villain, kind: 'shout', lines: villainLines(story, 'taunt') }],
        sfx: 'hit',
      },
      {
        shot: 'medium',
        setting: `${story.places.town} in the rain`,
        action: `${H} kneels in the rain, ${face(story, 'worried')}.`,
        caption: captions(story, 'setback'),
        sfx: 'quiet',
      },
      {
        shot: 'extreme close-up',
        setting: `${story.places.town} in the rain`,
        action: `A single tear on ${possessive(H)} cheek.`,
        say: [
          {
            who: story.cast.hero,
            kind: 'whisper',
            lines: [
              `I failed. I failed everyone.`,
              `Maybe I was never a hero after all.`,
              story.life.thing && `${story.life.thing.name}... I'm so sorry.`,
            ],
          },
        ],
      },
    ],
  };
}

function rally(story: Story): Draft {
  const H = story.cast.hero.label;
  const helpers = whoNext(story, story.cast.people, 3);
  return {
    titles: ['Not Alone', 'Get Up!', 'The Rally', 'Together'],
    summaries: [
      helpers.length
        ? `${joinList(names(helpers))} ${helpers.length > 1 || helpers[0].plural ? 'find' : 'finds'} ${H} in ` +
          `the rain and ${helpers.length > 1 || helpers[0].plural ? 'refuse' : 'refuses'} to let ` +
          `${story.cast.pronouns.object} give up.`
        : `${H} remembers the dream and gets back up.`,
      `In the darkest hour, ${H} finds the strength to stand again.`,
    ],
    panels: (
      [
        {
          shot: 'wide',
          setting: `${story.places.town} in the rain`,
          action: helpers.some((c) => !c.pet)
            ? `${joinList(helpers.filter((c) => !c.pet).map((c) => c.label))} ` +
              `${helpers.filter((c) => !c.pet).length > 1 ? 'run' : 'runs'} up with umbrellas.`
            : `${H} sits alone as the rain slows.`,
          caption: captions(story, 'rally'),
        },
        ...helpers.map((c) => ({
          shot: 'medium' as const,
          setting: `${story.places.town} in the rain`,
          action: `${c.label}, ${face(story, 'moved')}, ${agree(c, c.pet ? 'nuzzles' : 'reaches out to')} ${H}.`,
          say: [{ who: c, lines: lines(story, c, 'encourage') }],
        })),
        {
          shot: 'close-up',
          setting: `${story.places.town}, the clouds breaking`,
          action: dynamic(story, `${H} stands up, ${face(story, 'fierce')}`, 'emotion'),
          say: [
            {
              who: story.cast.hero,
              lines: [
                `You're right. Let's finish this.`,
                `Okay. Okay! One more time.`,
                `Thank you. Now let's go get ${story.plot.foe.the}.`,
              ],
            },
          ],
          sfx: 'heart',
        },
      ] as PanelSpec[]
    ).slice(0, 5),
  };
}

function eve(story: Story): Draft {
  const H = story.cast.hero.label;
  const [c] = whoNext(story, story.cast.people, 1);
  return {
    titles: ['The Night Before', 'Calm Before the Storm', 'Tomorrow'],
    summaries: [
      `On the night before the final battle, ${H} prepares ` +
        `${story.voice.style === 'manga' ? `the ${story.plot.move}` : 'a daring plan'}.`,
      `${H} spends a quiet night getting ready for tomorrow.`,
    ],
    panels: [
      {
        shot: 'establishing',
        setting: `${story.places.home} under the stars`,
        action: `A single light burns in ${possessive(H)} window.`,
        caption: captions(story, 'eve'),
        sfx: 'quiet',
      },
      {
        shot: 'medium',
        setting: story.places.home,
        action:
          `${H} packs a bag${story.life.thing ? `, with a place saved for ${story.life.thing.name}` : ''}` +
          `, ${face(story, 'fierce')}.`,
        say: [
          {
            who: story.cast.hero,
            kind: 'thought',
            lines: [
              story.voice.style === 'manga'
                ? `The ${story.plot.move}. Tomorrow it has to work.`
                : `Tomorrow, ${story.plot.foe.the} gets the surprise of a lifetime.`,
              `Tomorrow, everything changes.`,
            ],
          },
        ],
      },
      c && {
        shot: 'medium',
        setting: story.places.home,
        action: `${c.label} ${agree(c, 'leans')} in the doorway, ${face(story, 'moved')}.`,
        say: [{ who: c, lines: lines(story, c, 'farewell').concat(lines(story, c, 'encourage')) }],
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

export function middlePage(story: Story, plan: PlannedPage): Draft {
  switch (plan.beat) {
    case 'omen':
      return omen(story);
    case 'challenge':
      return challenge(story);
    case 'secret':
      return secret(story);
    case 'decision':
      return decision(story);
    case 'gather':
      return gather(story, plan);
    case 'firstClash':
      return firstClash(story);
    case 'train':
      return train(story, plan);
    case 'trial':
      return trial(story, plan);
    case 'chase':
      return chase(story, plan);
    case 'setback':
      return setback(story);
    case 'rally':
      return rally(story);
    default:
      return eve(story);
  }
}
