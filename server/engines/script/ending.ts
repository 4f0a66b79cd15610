// Acts 4 and 5: the showdown, the one splash page where the hero wins with something set up earlier (the
// special move named after a hobby, a named thing, the dream), then the celebration, the dream coming closer
// and a last page that pays off the opening.
import { capitalize, joinList, possessive } from '../answers/wording';
import { captions } from './captions';
import { lines, villainLines } from './dialogue';
import { EXCLAIM } from './flavour';
import { agree } from './cast';
import { dynamic, face } from './expressions';
import type { PanelSpec } from './panels';
import { hobbyAt, names, silent, whoNext, type Draft } from './pageKit';
import type { PlannedPage } from './plan';
import { dreamLines } from './opening';
import type { Line } from './tools';
import { heroSays, type Story } from './story';

function showdown(story: Story): Draft {
  const H = story.cast.hero.label;
  const contest = story.plot.mode === 'contest';
  const [c] = whoNext(story, story.cast.people, 1);
  return {
    titles: contest
      ? ['The Big Day', `Showtime at the Fair`, 'The Judges Arrive']
      : ['The Final Battle', 'Showdown', 'Face to Face'],
    summaries: [
      contest
        ? `At ${story.plot.event}, ${H} and ${story.plot.foe.the} go head to head while all ` +
          `of ${story.places.town} watches.`
        : `At ${story.places.arena}, ${H} faces ${story.plot.foe.the} and ${story.plot.minions} one last time.`,
    ],
    panels: [
      {
        shot: 'establishing',
        setting: contest ? `${story.plot.event}, the main tent` : story.places.arena,
        action: contest
          ? `Bunting, crowds and a judges' table at ${story.plot.event}.`
          : dynamic(
              story,
              `${capitalize(story.plot.foe.the)} towers over ${story.places.arena}, with ` +
                `${story.plot.minions} swarming below`,
            ),
        caption: captions(story, 'showdown'),
        sfx: 'tension',
      },
      {
        shot: 'medium',
        setting: contest ? `${story.plot.event}, the main tent` : story.places.arena,
        action: `${capitalize(story.plot.foe.the)} sneers at ${H}, ${face(story, 'sly')}.`,
        say: [{ who: story.cast.villain, kind: 'shout', lines: villainLines(story, 'taunt') }],
      },
      c && {
        shot: 'medium',
        setting: contest ? `${story.plot.event}, the crowd` : story.places.arena,
        action: `${c.label} ${agree(c, 'stands')} behind ${H}, ${face(story, 'fierce')}.`,
        say: [{ who: c, kind: 'shout', lines: lines(story, c, 'help') }],
      },
      {
        shot: 'close-up',
        setting: contest ? `${story.plot.event}, the main tent` : story.places.arena,
        action: dynamic(story, `${H}, ${face(story, 'fierce')}, takes a deep breath`, 'emotion'),
        say: [
          {
            who: story.cast.hero,
            lines: [
              `Let's finish this.`,
              `This time, I'm ready.`,
              story.life.fear && `${capitalize(story.life.fear)} or no ${story.life.fear}, I'm not backing down.`,
            ],
          },
        ],
        sfx: 'heart',
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

function allies(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const crew = whoNext(story, story.cast.people, 3);
  return {
    titles: ['Side by Side', 'Everyone Fights', 'The Cavalry Arrives', 'Hold the Line'],
    summaries: [
      crew.length
        ? `${joinList(names(crew))} hold back ${story.plot.minions} so ${H} can reach ${story.plot.foe.the}.`
        : `${H} fights through ${story.plot.minions} alone.`,
      `The battle rages on as every ally of ${H} joins in.`,
    ],
    panels: [
      {
        shot: 'wide' as const,
        setting: story.places.arena,
        action: dynamic(
          story,
          `${crew.length ? joinList(crew.map((c) => c.label)) : H} crash into ${story.plot.minions}`,
        ),
        sfx: 'hit' as const,
        caption: [plan.round ? `The battle rages on.` : `Nobody fights alone.`],
      },
      ...crew.map((c) => ({
        shot: 'medium' as const,
        setting: story.places.arena,
        action: dynamic(
          story,
          `${c.label} ${agree(c, c.pet ? 'bites an ankle' : 'fights like never before')}, ${face(story, 'fierce')}`,
        ),
        say: [{ who: c, kind: 'shout' as const, lines: lines(story, c, 'help') }],
        sfx: 'hit' as const,
      })),
    ].slice(0, 4),
  };
}

/** How the hero wins: the named thing, the special move (manga), the hobby, the dream, the job, or heart. */
function victory(story: Story): { action: string; shout: Line[] } {
  const H = story.cast.hero.label;
  const hobby = hobbyAt(story, 0);
  const foe = story.plot.foe.the;
  if (story.plot.mode === 'contest') {
    const what = hobby
      ? `a masterpiece of ${hobby.phrase}`
      : story.life.thing
        ? story.life.thing.label
        : 'the performance of a lifetime';
    const alongside = story.life.thing && hobby ? `, with ${story.life.thing.label} front and centre` : '';
    return {
      action:
        `${H} unveils ${what}${alongside} before the judges at ${story.plot.event}; the crowd leaps to its feet ` +
        `and ${foe} drops a trophy in shock`,
      shout: [
        hobby && `${capitalize(hobby.phrase)}, the ${H} way! Feast your eyes!`,
        `Ladies and gentlemen... feast your eyes!`,
        `${story.book.pick(EXCLAIM.vintage)} Here goes everything!`,
      ],
    };
  }
  if (story.voice.style === 'manga') {
    const blazing = story.life.thing
      ? `, ${story.life.thing.label} blazing with light at ${story.cast.pronouns.possessive} side`
      : '';
    return {
      action:
        `${H} unleashes the ${story.plot.move}${blazing}; the blast hurls ${foe} clean out of ` +
        `${story.places.arena}, speed lines exploding across the whole page`,
      shout: [`${story.plot.move}!`],
    };
  }
  const tool = story.life.thing
    ? story.life.thing.label
    : hobby
      ? `a daring trick from ${hobby.phrase}`
      : story.life.job.noun
        ? `every trick a ${story.life.job.head ?? 'pro'} knows`
        : 'a perfect right hook';
  return {
    action:
      `${H} swings into action with ${tool}, and ${foe} goes flying into a pile of crates in a ` +
      `giant starburst of red and yellow`,
    shout: [
      hobby && `That's what ${hobby.phrase} is for, ${story.cast.villain.name.replace(/^The /, '')}!`,
      `Take that, ${story.cast.villain.name.replace(/^The /, '')}!`,
      `${story.book.pick(EXCLAIM.vintage)} Special delivery for ${foe}!`,
    ],
  };
}

function splash(story: Story, hadShowdown: boolean): Draft {
  const v = victory(story);
  return {
    titles:
      story.voice.style === 'manga'
        ? [`${story.plot.move}!`.length <= 80 ? `${story.plot.move}!` : 'The Final Move']
        : ['The Moment of Truth!', 'Victory at Last!'],
    summaries: [
      `${story.cast.hero.label} wins the day in one spectacular move, just as “${story.plot.idea.title}” promised.`,
    ],
    panels: [
      {
        shot: 'wide',
        setting: story.plot.mode === 'contest' ? `${story.plot.event}, the main stage` : story.places.arena,
        action: v.action,
        caption: hadShowdown ? captions(story, 'splash') : captions(story, 'showdown'),
        say: [
          { who: story.cast.hero, kind: 'shout', lines: v.shout },
          { who: story.cast.villain, kind: 'shout', lines: villainLines(story, 'lose') },
        ],
        sfx: 'hit',
      },
    ],
  };
}

function aftermath(story: Story): Draft {
  const H = story.cast.hero.label;
  const [c] = whoNext(story, story.cast.people, 1);
  return {
    titles: ['The Dust Settles', 'It’s Over', 'After the Storm'],
    summaries: [
      `${capitalize(story.plot.foe.the)} is ` +
        `beaten${story.life.thing ? `, ${story.life.thing.name} is safe` : ''}, and ${H} can finally breathe.`,
    ],
    panels: [
      {
        shot: 'wide',
        setting: story.plot.mode === 'contest' ? story.plot.event : story.places.arena,
        action: `${capitalize(story.plot.foe.the)} sits in a heap, ${face(story, 'shocked')}.`,
        caption: captions(story, 'aftermath'),
        say: [{ who: story.cast.villain, lines: villainLines(story, 'lose') }],
        sfx: 'quiet',
      },
      story.life.thing
        ? {
            shot: 'medium',
            setting: story.places.arena,
            action: `${H} holds ${story.life.thing.label} close, ${face(story, 'moved')}.`,
            say: [
              {
                who: story.cast.hero,
                lines: [
                  `${story.life.thing.name}! You're safe!`,
                  `Nobody takes ${story.life.thing.name} from me. Nobody.`,
                ],
              },
            ],
          }
        : undefined,
      story.life.fear
        ? {
            shot: 'medium',
            setting: story.places.arena,
            action: `${H} walks calmly past the last of the ${story.life.fear}, ${face(story, 'proud')}.`,
            say: [
              {
                who: story.cast.hero,
                lines: [
                  `Huh. ${capitalize(story.life.fear)} aren't so scary after all.`,
                  `You know what? I'm not afraid of ${story.life.fear} anymore.`,
                ],
              },
            ],
          }
        : undefined,
      c && {
        shot: 'close-up',
        setting: story.places.arena,
        action: `${c.label} ${agree(c, 'rushes')} in, ${face(story, 'moved')}.`,
        say: [{ who: c, lines: lines(story, c, 'celebrate') }],
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

function celebrate(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  // People raise the toast; a pet joins in its own way.
  const everyone = [...silent(story), ...whoNext(story, story.cast.people, 6)].filter(
    (c, i, all) => all.indexOf(c) === i && !c.pet,
  );
  const rows: PanelSpec[] = [];
  for (let i = 0; i < everyone.length && rows.length < 3; i += 2) {
    const pair = everyone.slice(i, i + 2);
    rows.push({
      shot: 'medium',
      setting: plan.round ? `${story.places.town}, main street` : `${story.places.home}, the back garden`,
      action:
        `${joinList(pair.map((c) => c.label))} ${pair.length > 1 || pair[0].plural ? 'raise' : 'raises'} a ` +
        `toast to ${H}, ${face(story, 'happy')}.`,
      say: pair.map((c) => ({ who: c, lines: lines(story, c, 'celebrate') })),
    });
  }
  return {
    titles: ['Party Time!', 'Hooray!', 'A Hero’s Welcome', 'Celebration'],
    summaries: [
      everyone.length
        ? `${joinList([...names(everyone.slice(0, 4)), ...(everyone.length > 4 ? ['everyone else'] : [])])} ` +
          `${everyone.length > 1 || everyone[0].plural ? 'throw' : 'throws'} ${H} the party of the year.`
        : `The whole town turns out to cheer for ${H}.`,
      `${story.places.town} celebrates ${H} with cake, music and far too many speeches.`,
    ],
    panels: (
      [
        {
          shot: 'establishing',
          setting: plan.round ? `${story.places.town}, main street` : `${story.places.home}, the back garden`,
          action: `Streamers, music and a very big cake for ${H}.`,
          caption: captions(story, 'celebrate'),
          sfx: 'heart',
        },
        ...rows,
        {
          shot: 'close-up',
          setting: `${story.places.home}, the back garden`,
          action: `${H} laughs with cake on ${story.cast.pronouns.possessive} nose, ${face(story, 'moved')}.`,
          say: [
            {
              who: story.cast.hero,
              lines: [
                `I couldn't have done it without all of you.`,
                `Best. Day. Ever.`,
                `Okay, who wants the last slice?`,
              ],
            },
          ],
        },
      ] as PanelSpec[]
    ).slice(0, 5),
  };
}

function dream(story: Story): Draft {
  const H = story.cast.hero.label;
  const [c] = whoNext(story, story.cast.people, 1);
  const d = story.life.dream;
  return {
    titles: ['A Dream Come True', 'Dreams Do Come True', 'The Next Step', 'Someday Is Today'],
    summaries: [
      d.to && `With ${story.plot.foe.the} gone, ${H} takes the first real step to ${d.to}.`,
      d.of && `${H} finally gets a real shot at ${d.of}.`,
      d.quote && `The dream ${H} once described as ${d.quote} is finally within reach.`,
      `${H} discovers a brand-new dream, and it starts tomorrow.`,
    ],
    panels: [
      {
        shot: 'establishing',
        setting: `${story.places.town} at golden hour`,
        action: `The sun sets over ${story.places.town}; ${H} stands on a hill above it all.`,
        caption: captions(story, 'dream'),
        sfx: 'quiet',
      },
      {
        shot: 'medium',
        setting: `a hill above ${story.places.town}`,
        action: `${H} unfolds a letter, ${face(story, 'shocked')}, then ${face(story, 'happy')}.`,
        say: [
          {
            who: story.cast.hero,
            lines: [
              d.to && `It's real. I'm really going to ${heroSays(story.cast, d.to, 'me')}.`,
              d.of && `This is it. ${capitalize(heroSays(story.cast, d.of, 'me'))}. For real this time.`,
              `After all this? Anything is possible.`,
            ],
          },
        ],
      },
      c && {
        shot: 'medium',
        setting: `a hill above ${story.places.town}`,
        action: `${c.label} ${agree(c, 'reads')} over ${possessive(H)} shoulder, ${face(story, 'moved')}.`,
        say: [
          {
            who: c,
            lines: [
              `I always knew you'd get there.`,
              `Told you so. I'm going to keep saying it, too.`,
              ...lines(story, c, 'celebrate'),
            ],
          },
        ],
      },
      {
        shot: 'close-up',
        setting: `a hill above ${story.places.town}`,
        action: `${H}, ${face(story, 'moved')}, watches the first star come out.`,
        say: [
          {
            who: story.cast.hero,
            kind: 'thought',
            lines: [`Someday came sooner than I thought.`, `Thank you. All of you.`],
          },
        ],
        sfx: 'heart',
      },
    ].filter(Boolean) as PanelSpec[],
  };
}

/** The last page: back where it began (the kitchen, the job, the named thing), with a wink. */
function coda(story: Story, everything: boolean): Draft {
  const H = story.cast.hero.label;
  const [c] = whoNext(story, story.cast.people, 1);
  const hobby = hobbyAt(story, 0);
  const end =
    story.voice.style === 'manga'
      ? ['End of volume one.', 'The end. For now.']
      : ['The End... or is it?', 'THE END! See you next week, folks!'];
  const panels: PanelSpec[] = [
    {
      shot: 'establishing',
      setting: `${story.places.home}, morning`,
      action:
        `The same street as on the first page, the same early light; this time a banner ` +
        `over the door reads “Our Hero”.`,
      caption: captions(story, 'coda'),
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      setting: story.life.thing ? story.places.kitchen : story.places.work,
      action: story.life.thing
        ? `${H} says good morning to ${story.life.thing.label}, ${face(story, 'happy')}, exactly like before.`
        : `${H} is back at ${story.places.work}, ${face(story, 'happy')}, like nothing happened.`,
      say: [
        {
          who: story.cast.hero,
          lines: [
            story.life.thing && `Morning, ${story.life.thing.name}. Ready for another adventure?`,
            story.life.job.noun && `Saving the town is nice, but somebody still has to be the ${story.life.job.noun}.`,
            hobby && `Now, where was I? Oh right. ${capitalize(hobby.phrase)}.`,
            `Back to normal. Well, almost.`,
          ],
        },
      ],
    },
  ];
  if (everything) {
    for (const guest of silent(story).slice(0, 2))
      panels.push({
        shot: 'medium',
        setting: story.places.kitchen,
        action: `${guest.label} ${agree(guest, 'drops')} by, ${face(story, 'happy')}.`,
        say: [{ who: guest, lines: lines(story, guest, 'celebrate') }],
      });
    panels.push({
      shot: 'wide',
      setting: `a hill above ${story.places.town}`,
      action: `${H} looks out over the town, ${face(story, 'moved')}.`,
      caption: captions(story, 'dream'),
      say: [{ who: story.cast.hero, lines: dreamLines(story) }],
    });
  }
  if (c)
    panels.push({
      shot: 'medium',
      setting: story.places.kitchen,
      action: `${c.label} ${agree(c, 'walks')} in, ${face(story, 'sly')}.`,
      say: [
        {
          who: c,
          lines: [`So. What are you doing tomorrow?`, `Same time next week, hero?`, ...lines(story, c, 'farewell')],
        },
      ],
    });
  panels.push({
    shot: 'close-up',
    setting: story.places.kitchen,
    action: `${H} winks at the reader, ${face(story, 'happy')}.`,
    caption: end,
    say: [{ who: story.cast.hero, lines: [`Don't worry. I'll be ready.`, `Whatever comes next, bring it on.`] }],
  });
  return {
    titles: ['Back Where It Began', 'A New Morning', 'Home Again', 'The Next Adventure'],
    summaries: [
      `Back where it all began, ${H} starts a new morning, a little wiser and a lot more famous.`,
      `Life returns to normal for ${H}, almost.`,
    ],
    panels: panels.slice(0, 5),
  };
}

export function endingPage(story: Story, plan: PlannedPage, hadShowdown: boolean): Draft {
  switch (plan.beat) {
    case 'showdown':
      return showdown(story);
    case 'allies':
      return allies(story, plan);
    case 'splash':
      return splash(story, hadShowdown);
    case 'aftermath':
      return aftermath(story);
    case 'celebrate':
      return celebrate(story, plan);
    case 'dream':
      return dream(story);
    case 'coda':
      return coda(story, false);
    default:
      return coda(story, true);
  }
}
