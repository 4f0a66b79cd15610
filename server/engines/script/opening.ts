// Act 1, the opening: the hero's everyday life — home and family in the morning, the job, friends and
// hobbies, the dream said out loud — so the rest of the book has things to pay off.
import { joinList, possessive, titleCase } from '../answers/wording';
import { captions } from './captions';
import { lines } from './dialogue';
import { agree } from './cast';
import { dynamic, face } from './expressions';
import type { PanelSpec } from './panels';
import { hobbyAt, names, whoNext, type Draft } from './pageKit';
import type { PlannedPage } from './plan';
import type { Line } from './tools';
import { heroSays, type Story } from './story';
import { dayScene, daySummaries, dayTitles, dayLines, dayOf } from './dayOfLife';

const JOB_LINES: Array<[RegExp, string[]]> = [
  [/dentist/, ['Open wide! Wider! Perfect.', 'Flossing is a lifestyle, people.']],
  [
    /nurse|doctor|surgeon|paramedic|physician/,
    ['Deep breath. This will only pinch a little.', 'Who is next? And please stop bleeding on the magazines.'],
  ],
  [/teacher|professor|tutor|lecturer/, ['Pop quiz! Stop groaning, it builds character.', 'Phones away. Yes, you too.']],
  [/librar/, ['Shhh! This is a library, not a rock concert.', 'Late fees are no laughing matter.']],
  [/develop|programm|engineer|coder/, ['It works on my machine!', 'Who pushed to production on a Friday?']],
  [/chef|cook/, ['Order up!', 'Yes, chef! Wait, I am the chef.']],
  [/baker/, ['Fresh loaves, coming out!', 'Mind the oven. It bites.']],
  [/retiree|pensioner/, ['Retirement is a full-time job, you know.', 'Busy, busy. Retired people are never bored.']],
  [/student/, ['Is this going to be on the test?', 'Five more minutes of class. I can survive five minutes.']],
  [/napper/, ['Shh. Professional at work.', 'Five more minutes. Then five more.']],
  [/farmer|rancher/, ['Morning, cows. Who wants breakfast?']],
  [/pilot/, ['This is your captain speaking. Please enjoy the peanuts.']],
  [/firefighter/, ['Another cat up another tree. Classic.']],
  [/vet|veterinarian/, ['Who is a good patient? You are!']],
  [/lawyer|attorney|judge/, ['Objection! Also, good morning.']],
  [/scientist|chemist|researcher/, ['Goggles on. Always goggles on.']],
  [/librar|works at the/, ['Another day, another stack of work. Let’s go!']],
];

function jobLines(story: Story): Line[] {
  const text = `${story.life.job.head ?? ''} ${story.life.job.is ?? ''}`.toLowerCase();
  return dayLines(
    story,
    JOB_LINES.filter(([re]) => re.test(text)).flatMap(([, l]) => l),
  );
}

/** The hero's dream, said out loud. */
export function dreamLines(story: Story): Line[] {
  const to = story.life.dream.to && heroSays(story.cast, story.life.dream.to, 'me');
  const of = story.life.dream.of && heroSays(story.cast, story.life.dream.of, 'me');
  return [
    to && `Someday I'm going to ${to}. You'll see.`,
    to && `One day I'll ${to}. Just watch me.`,
    of && `I keep dreaming about ${of}.`,
    story.life.dream.quote && `My dream? ${story.life.dream.quote}. Someday.`,
  ];
}

function morning(story: Story, withJob: boolean): Draft {
  const H = story.cast.hero.label;
  const home = whoNext(story, story.cast.family, 2);
  const [first, second] = home;
  // The opening caption is the idea itself, its title and premise, as a chapter card.
  const title =
    story.plot.idea.title && !/^The Legend of /.test(story.plot.idea.title)
      ? `${story.plot.idea.title}${/[.!?]$/.test(story.plot.idea.title) ? '' : '.'} `
      : '';
  const desc =
    story.plot.idea.description && `${title}${story.plot.idea.description}`.length <= 200
      ? `${title}${story.plot.idea.description}`
      : story.plot.idea.description;
  const panels: PanelSpec[] = [
    {
      shot: 'establishing',
      setting: `${story.places.home} in ${story.places.town}, at sunrise`,
      action:
        `The whole street of ${story.places.town} wakes up in the early light; ${possessive(H)} ` +
        `window is the only one already open.`,
      caption: desc ? [desc] : captions(story, 'open'),
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      setting: story.places.kitchen,
      action: story.life.thing
        ? `${H}, ${face(story, 'sleepy')}, says good morning to ${story.life.thing.label} before anything else.`
        : story.cast.stage === 'child'
          ? `${H}, ${face(story, 'sleepy')}, pours a bowl of cereal and squints at the day.`
          : story.cast.stage === 'teen'
            ? `${H}, ${face(story, 'sleepy')}, grabs a slice of toast and squints at the day.`
            : `${H}, ${face(story, 'sleepy')}, pours a first cup of coffee and squints at the day.`,
      caption: desc ? captions(story, 'open') : undefined,
      say: [
        {
          who: story.cast.hero,
          lines: [
            story.life.thing && `Good morning, ${story.life.thing.name}. Big day today.`,
            hobbyAt(story, 0) && `Coffee first. Then ${hobbyAt(story, 0)!.phrase}.`,
            `Coffee first. Then the world.`,
          ],
        },
      ],
    },
  ];
  if (first) {
    panels.push({
      shot: 'medium',
      setting: story.places.kitchen,
      action:
        `${first.label} ${agree(first, first.pet ? 'trots up to' : 'joins')} ` +
        `${story.cast.pronouns.object === 'them' ? H : story.cast.pronouns.object} at the breakfast table, ` +
        `${face(story, first.pet ? 'happy' : 'sly')}.`,
      say: [
        { who: first, lines: lines(story, first, 'greet') },
        {
          who: story.cast.hero,
          lines: [
            `Good morning to you too.`,
            `I love you too. Now pass the toast.`,
            `Not now. I haven't had my coffee.`,
          ],
        },
      ],
    });
  } else if (story.life.quotes.family) {
    panels.push({
      shot: 'medium',
      setting: story.places.kitchen,
      action: `${H} smiles at a row of family photos on the fridge.`,
      caption: [`Family? In ${possessive(H)} own words: ${story.life.quotes.family}.`],
    });
  }
  if (second) {
    panels.push({
      shot: 'close-up',
      setting: story.places.kitchen,
      action: `${second.label}, ${face(story, 'happy')}, ${agree(second, 'leans')} into the frame.`,
      say: [{ who: second, lines: lines(story, second, 'greet') }],
      sfx: 'quiet',
    });
  }
  if (withJob || panels.length < 3) {
    panels.push({
      shot: 'wide',
      setting: `the front door of ${story.places.home}`,
      action: `${H} grabs a coat and heads out towards ${story.places.work}, ${face(story, 'proud')}.`,
      caption: captions(story, 'work'),
      say: [{ who: story.cast.hero, lines: withJob ? jobLines(story) : [`Right. Off I go!`, `Don't wait up!`] }],
    });
  }
  return {
    titles:
      story.voice.style === 'manga'
        ? ['Chapter 1: Morning', 'An Ordinary Morning', `Morning in ${story.places.town}`]
        : ['Meet Our Hero!', `Good Morning, ${story.places.town}!`, 'An Ordinary Morning'],
    summaries: [
      home.length &&
        `${H} starts an ordinary morning at home with ${joinList(names(home))}, with no idea that ` +
          `${story.plot.foe.a} is about to change everything.`,
      `${H} starts an ordinary morning in ${story.places.town}, with no idea that ${story.plot.foe.a} ` +
        `is about to change everything.`,
    ],
    panels,
  };
}

function work(story: Story): Draft {
  const H = story.cast.hero.label;
  const panels: PanelSpec[] = [
    {
      shot: 'establishing',
      setting: story.places.work,
      action: dayScene(story),
      caption: captions(story, 'work'),
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      setting: story.places.work,
      action:
        dayOf(story) === 'school'
          ? `${H} at ${story.cast.pronouns.possessive === 'their' ? 'a' : story.cast.pronouns.possessive} desk ` +
            `in class, ${face(story, 'happy')}.`
          : dayOf(story) === 'retired'
            ? `${H}${story.life.job.a ? `, ${story.life.job.a},` : ''} keeps busy at ` +
              `${story.places.work}, ${face(story, 'happy')}.`
            : story.life.job.noun
              ? `${H} at work as ${story.life.job.a}, ${face(story, 'happy')}.`
              : `${H} hard at work, ${face(story, 'happy')}.`,
      say: [{ who: story.cast.hero, lines: jobLines(story) }],
    },
  ];
  if (story.life.quirk) {
    panels.push({
      shot: 'medium',
      setting: story.places.work,
      action: `${H} ${story.life.quirk}, ${face(story, 'proud')}, while everyone nearby stares.`,
      caption: [`Yes, ${H} really ${story.life.quirk}. Every single day.`],
      sfx: 'quiet',
    });
  }
  const buddy = whoNext(
    story,
    story.cast.friends.filter((f) => /cowork|colleague/.test(f.relation ?? '')).concat(story.cast.friends),
    1,
  )[0];
  panels.push({
    shot: 'close-up',
    setting: story.places.work,
    action:
      dayOf(story) === 'retired'
        ? `${H} pauses for a cup of tea, ${face(story, 'sleepy')}, mind already elsewhere.`
        : `${H} glances at the clock, ${face(story, 'sleepy')}, mind already elsewhere.`,
    say: [
      {
        who: story.cast.hero,
        kind: 'thought',
        lines: [
          hobbyAt(story, 0) && `Only a few more hours until ${hobbyAt(story, 0)!.phrase}.`,
          story.life.dream.of &&
            `One day, this will all be worth it. One day: ${heroSays(story.cast, story.life.dream.of, 'me')}.`,
          `Is it five o'clock yet? It feels like five o'clock.`,
        ],
      },
    ],
  });
  if (buddy && story.book.chance(0.5))
    panels.push({
      shot: 'medium',
      setting: story.places.work,
      action: `${buddy.label} ${agree(buddy, 'pops')} by with a grin.`,
      say: [{ who: buddy, lines: lines(story, buddy, 'tease') }],
    });
  return {
    titles: dayTitles(story),
    summaries: [
      ...daySummaries(story),
      `${H} makes the rounds of ${story.places.town}, counting the hours until the fun starts.`,
    ],
    panels,
  };
}

function friends(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const hobby = hobbyAt(story, plan.round);
  const crew = whoNext(story, story.cast.friends.length ? story.cast.friends : story.cast.family, 2);
  const place = hobby?.place ?? story.places.hobby;
  const panels: PanelSpec[] = [
    {
      shot: 'establishing',
      setting: `${place}, late afternoon`,
      action: crew.length
        ? `${H} arrives at ${place} where ${joinList(names(crew))} ` +
          `${crew.length > 1 || crew[0].plural ? 'are' : 'is'} already waiting.`
        : `${H} arrives at ${place}, the favorite spot in town.`,
      caption: plan.round === 0 ? captions(story, 'hobbies') : captions(story, 'later'),
    },
    {
      shot: 'medium',
      setting: place,
      action: dynamic(
        story,
        hobby
          ? `${H} throws everything into ${hobby.phrase}, ${face(story, 'happy')}`
          : `${H} laughs with the others, ${face(story, 'happy')}`,
        'calm',
      ),
      say: crew[0]
        ? [
            { who: crew[0], lines: lines(story, crew[0], 'tease') },
            {
              who: story.cast.hero,
              lines: [
                `Says the one who asked to come along.`,
                `You're just jealous.`,
                `I'll take that as a compliment.`,
              ],
            },
          ]
        : [{ who: story.cast.hero, kind: 'thought', lines: [`This is the life.`, `Nothing beats this.`] }],
    },
  ];
  if (story.life.quotes.friends && plan.round === 0)
    panels.push({
      shot: 'medium',
      setting: place,
      action: `${H} shrugs at an empty bench, ${face(story, 'sly')}.`,
      caption: [
        `Friends? In ${possessive(H)} own words: ${story.life.quotes.friends}. This story may prove otherwise.`,
      ],
    });
  if (crew[1])
    panels.push({
      shot: 'medium',
      setting: place,
      action: `${crew[1].label} ${agree(crew[1], 'joins')} in, ${face(story, 'happy')}.`,
      say: [{ who: crew[1], lines: lines(story, crew[1], 'tease') }],
    });
  panels.push({
    shot: 'close-up',
    setting: `${place}, at sunset`,
    action: `${H} looks at the sky, ${face(story, 'moved')}.`,
    say: [
      {
        who: story.cast.hero,
        lines: dreamLines(story).concat([`Sometimes I think something big is coming. Something really big.`]),
      },
      crew[0] && {
        who: crew[0],
        lines: crew[0].plural
          ? [`And we'll be right there when it happens.`, `You'll get there. You always do.`, `Can we come too?`]
          : [`And I'll be right there when it happens.`, `You'll get there. You always do.`, `Can I come too?`],
      },
    ].filter(Boolean) as PanelSpec['say'],
    sfx: 'heart',
  });
  return {
    titles: ['Friends Like These', 'The Usual Gang', hobby ? `${titleCase(hobby.short)} Time` : '', 'After Hours'],
    summaries: [
      crew.length &&
        hobby &&
        `After hours, ${H} meets ${joinList(names(crew))} for ` +
          `${hobby.phrase}${story.life.dream.of ? ` and confesses a dream: ${story.life.dream.of}` : ''}.`,
      crew.length && `${H} spends the evening with ${joinList(names(crew))} and talks about the future.`,
      hobby && `${H} unwinds with ${hobby.phrase} and dreams about what comes next.`,
      `${H} unwinds at ${place} and wonders if something big is about to happen.`,
    ],
    panels,
  };
}

function evening(story: Story, plan: PlannedPage): Draft {
  const H = story.cast.hero.label;
  const pet = story.cast.family.find((c) => c.pet);
  const who = whoNext(story, story.cast.family.length ? story.cast.family : story.cast.friends, 2);
  const panels: PanelSpec[] = [
    {
      shot: 'establishing',
      setting: `${story.places.home}, evening`,
      action: `Lights glow in the windows of ${story.places.home} as night falls.`,
      caption: captions(story, 'evening'),
      sfx: 'quiet',
    },
  ];
  if (plan.round === 0 && (story.life.thing || pet)) {
    const subject = story.life.thing ? story.life.thing.label : pet!.label;
    panels.push({
      shot: 'medium',
      setting: story.places.home,
      action: `${H} sits with ${subject}, ${face(story, 'moved')}.`,
      say: [
        {
          who: story.cast.hero,
          lines: [
            `You and me, ${story.life.thing?.name ?? pet!.short}. We make a good team.`,
            `Don't tell anyone, but you're my favorite.`,
          ],
        },
        pet && { who: pet, lines: lines(story, pet, 'greet') },
      ].filter(Boolean) as PanelSpec['say'],
    });
  }
  if (story.life.love)
    panels.push({
      shot: 'medium',
      setting: story.places.home,
      action: `${H} admires ${story.life.love}, ${face(story, 'proud')}.`,
      caption: [`If you want to understand ${H}, start with ${story.life.love}.`],
    });
  for (const c of who)
    panels.push({
      shot: 'medium',
      setting: story.places.home,
      action: `${c.label} ${agree(c, c.pet ? 'curls up nearby' : 'sits down for dinner')}, ${face(story, 'happy')}.`,
      say: [{ who: c, lines: lines(story, c, plan.round % 2 ? 'tease' : 'greet') }],
    });
  panels.push({
    shot: 'close-up',
    setting: `${story.places.home}, at the window`,
    action: `${H} looks out at the night, ${face(story, 'worried')}.`,
    say: [
      {
        who: story.cast.hero,
        kind: 'thought',
        lines: [
          story.life.fear && `At least there are no ${story.life.fear} around here. Right?`,
          `Why do I feel like someone is watching?`,
          `Tomorrow will be a normal day. Surely.`,
        ],
      },
    ],
  });
  return {
    titles: ['Home Sweet Home', 'Evening Falls', 'Dinner Is Served', 'Quiet Night'],
    summaries: [
      `Back home, ${H} spends a quiet evening with the people who matter most.`,
      `Dinner at ${story.places.home} is loud, warm and full of teasing.`,
      `The night is calm at ${story.places.home}, maybe a little too calm.`,
    ],
    panels: panels.slice(0, 5),
  };
}

/** The one-page opening of a short book: home, work, friends and the dream on one page. */
function intro(story: Story, plan: PlannedPage): Draft {
  const m = morning(story, true);
  const f = friends(story, plan);
  return {
    titles: m.titles,
    summaries: [
      `${story.cast.hero.label} goes about an ordinary day at home, at work and with friends, still dreaming of more.`,
    ],
    panels: [...m.panels.slice(0, 3), m.panels[m.panels.length - 1], f.panels[f.panels.length - 1]],
  };
}

export function openingPage(story: Story, plan: PlannedPage, hasWorkPage: boolean): Draft {
  switch (plan.beat) {
    case 'intro':
      return intro(story, plan);
    case 'morning':
      return morning(story, !hasWorkPage);
    case 'work':
      return work(story);
    case 'friends':
      return friends(story, plan);
    default:
      return evening(story, plan);
  }
}
