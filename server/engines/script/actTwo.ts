// Act 2 pages: the premise kicks in — an omen, the antagonist's challenge (or a family member's), a secret, the
// hero's decision, gathering help, and the first clash, which is lost (a practice round in a contest).
import { capitalize, joinList, possessive, titleCase } from '../answers/wording';
import { captions } from './captions';
import { agree } from './cast';
import { lines, villainLines } from './dialogue';
import { dynamic, face } from './expressions';
import { EXCLAIM } from './flavour';
import { type Draft, names, whoNext } from './pageKit';
import type { PanelSpec } from './panels';
import type { PlannedPage } from './plan';
import { heroSays, type Story } from './story';

export const ex = (story: Story) => EXCLAIM[story.voice.style];

export function omen(story: Story): Draft {
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
            lines: story.cast.inMemory
              ? [`Enjoy your little town while you can.`]
              : [`Soon, ${H}. Very soon.`, `Enjoy your little town while you can.`],
          },
        ],
        sfx: 'quiet',
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

export function challenge(story: Story): Draft {
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

export function secret(story: Story): Draft {
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

export function decision(story: Story): Draft {
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

export function gather(story: Story, plan: PlannedPage): Draft {
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

export function firstClash(story: Story): Draft {
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
