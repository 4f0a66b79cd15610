// Act 3 pages: the rising action — training with hobbies, friends and family, trials and chases, a setback and a
// rally, and the eve of the climax.
import { capitalize, joinList, possessive, titleCase } from '../answers/wording';
import { ex } from './actTwo';
import { captions } from './captions';
import { agree, isBaby } from './cast';
import { lines, villainLines } from './dialogue';
import { dynamic, face } from './expressions';
import { dreamLines } from './opening';
import { type Draft, hobbyAt, names, whoNext } from './pageKit';
import type { PanelSpec } from './panels';
import type { PlannedPage } from './plan';
import type { Story } from './story';

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

export function train(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const hobby = hobbyAt(story, plan.round);
  const coach = whoNext(
    story,
    story.cast.people.filter((c) => !c.pet && !isBaby(c)),
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

export function trial(story: Story, plan: PlannedPage): Draft {
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

export function chase(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const ally = whoNext(
    story,
    story.cast.people.filter((c) => !isBaby(c)),
    1,
  )[0];
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

export function setback(story: Story): Draft {
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

export function rally(story: Story): Draft {
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

export function eve(story: Story): Draft {
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
