// Act 1, the opening: the hero's everyday life — home and family in the morning, the job, friends and
// hobbies, the dream said out loud — so the rest of the book has things to pay off.
import { joinList, possessive, titleCase } from '../wording';
import { captions } from './captions';
import { lines } from './dialogue';
import { dynamic, face, v, type PanelSpec } from './panels';
import { hobbyAt, names, whoNext, type Draft } from './pageKit';
import type { PlannedPage } from './plan';
import type { Line } from './tools';
import { spoken, type World } from './world';
import { dayScene, daySummaries, dayTitles, dayLines, dayOf } from './dayOfLife';

const JOB_LINES: Array<[RegExp, string[]]> = [
  [/dentist/, ['Open wide! Wider! Perfect.', 'Flossing is a lifestyle, people.']],
  [/nurse|doctor|surgeon|paramedic|physician/, ['Deep breath. This will only pinch a little.', 'Who is next? And please stop bleeding on the magazines.']],
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

function jobLines(w: World): Line[] {
  const text = `${w.job.head ?? ''} ${w.job.is ?? ''}`.toLowerCase();
  return dayLines(w, JOB_LINES.filter(([re]) => re.test(text)).flatMap(([, l]) => l));
}

/** The hero's dream, said out loud. */
export function dreamLines(w: World): Line[] {
  const to = w.dream.to && spoken(w, w.dream.to, 'me');
  const of = w.dream.of && spoken(w, w.dream.of, 'me');
  return [
    to && `Someday I'm going to ${to}. You'll see.`,
    to && `One day I'll ${to}. Just watch me.`,
    of && `I keep dreaming about ${of}.`,
    w.dream.quote && `My dream? ${w.dream.quote}. Someday.`,
  ];
}

function morning(w: World, plan: PlannedPage, withJob: boolean): Draft {
  const { H } = w;
  const home = whoNext(w, w.family, 2);
  const [first, second] = home;
  // The opening caption is the idea itself, its title and premise, as a chapter card.
  const title = w.idea.title && !/^The Legend of /.test(w.idea.title) ? `${w.idea.title}${/[.!?]$/.test(w.idea.title) ? '' : '.'} ` : '';
  const desc = w.idea.description && `${title}${w.idea.description}`.length <= 200 ? `${title}${w.idea.description}` : w.idea.description;
  const panels: PanelSpec[] = [
    {
      shot: 'establishing',
      setting: `${w.places.home} in ${w.places.town}, at sunrise`,
      action: `The whole street of ${w.places.town} wakes up in the early light; ${possessive(H)} window is the only one already open.`,
      caption: desc ? [desc] : captions(w, 'open'),
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      setting: w.places.kitchen,
      action: w.thing
        ? `${H}, ${face(w, 'sleepy')}, says good morning to ${w.thing.label} before anything else.`
        : w.stage === 'child' ? `${H}, ${face(w, 'sleepy')}, pours a bowl of cereal and squints at the day.` : `${H}, ${face(w, 'sleepy')}, pours a first cup of coffee and squints at the day.`,
      caption: desc ? captions(w, 'open') : undefined,
      say: [{ who: w.hero, lines: [w.thing && `Good morning, ${w.thing.name}. Big day today.`, hobbyAt(w, 0) && `Coffee first. Then ${hobbyAt(w, 0)!.phrase}.`, `Coffee first. Then the world.`] }],
    },
  ];
  if (first) {
    panels.push({
      shot: 'medium',
      setting: w.places.kitchen,
      action: `${first.label} ${v(first, first.pet ? 'trots up to' : 'joins')} ${w.obj === 'them' ? H : w.obj} at the breakfast table, ${face(w, first.pet ? 'happy' : 'sly')}.`,
      say: [
        { who: first, lines: lines(w, first, 'greet') },
        { who: w.hero, lines: [`Good morning to you too.`, `I love you too. Now pass the toast.`, `Not now. I haven't had my coffee.`] },
      ],
    });
  } else if (w.familyQuote) {
    panels.push({ shot: 'medium', setting: w.places.kitchen, action: `${H} smiles at a row of family photos on the fridge.`, caption: [`Family? In ${possessive(H)} own words: ${w.familyQuote}.`] });
  }
  if (second) {
    panels.push({
      shot: 'close-up',
      setting: w.places.kitchen,
      action: `${second.label}, ${face(w, 'happy')}, ${v(second, 'leans')} into the frame.`,
      say: [{ who: second, lines: lines(w, second, 'greet') }],
      sfx: 'quiet',
    });
  }
  if (withJob || panels.length < 3) {
    panels.push({
      shot: 'wide',
      setting: `the front door of ${w.places.home}`,
      action: `${H} grabs a coat and heads out towards ${w.places.work}, ${face(w, 'proud')}.`,
      caption: captions(w, 'work'),
      say: [{ who: w.hero, lines: withJob ? jobLines(w) : [`Right. Off I go!`, `Don't wait up!`] }],
    });
  }
  return {
    titles: w.style === 'manga' ? ['Chapter 1: Morning', 'An Ordinary Morning', `Morning in ${w.places.town}`] : ['Meet Our Hero!', `Good Morning, ${w.places.town}!`, 'An Ordinary Morning'],
    summaries: [
      home.length && `${H} starts an ordinary morning at home with ${joinList(names(home))}, with no idea that ${w.foe.a} is about to change everything.`,
      `${H} starts an ordinary morning in ${w.places.town}, with no idea that ${w.foe.a} is about to change everything.`,
    ],
    panels,
  };
}

function work(w: World): Draft {
  const { H } = w;
  const panels: PanelSpec[] = [
    { shot: 'establishing', setting: w.places.work, action: dayScene(w), caption: captions(w, 'work'), sfx: 'quiet' },
    {
      shot: 'medium',
      setting: w.places.work,
      action: dayOf(w) === 'school' ? `${H} at ${w.pos === 'their' ? 'a' : w.pos} desk in class, ${face(w, 'happy')}.` : dayOf(w) === 'retired' ? `${H}${w.job.a ? `, ${w.job.a},` : ''} keeps busy at ${w.places.work}, ${face(w, 'happy')}.` : w.job.noun ? `${H} at work as ${w.job.a}, ${face(w, 'happy')}.` : `${H} hard at work, ${face(w, 'happy')}.`,
      say: [{ who: w.hero, lines: jobLines(w) }],
    },
  ];
  if (w.quirk) {
    panels.push({ shot: 'medium', setting: w.places.work, action: `${H} ${w.quirk}, ${face(w, 'proud')}, while everyone nearby stares.`, caption: [`Yes, ${H} really ${w.quirk}. Every single day.`], sfx: 'quiet' });
  }
  const buddy = whoNext(w, w.friends.filter((f) => /cowork|colleague/.test(f.relation ?? '')).concat(w.friends), 1)[0];
  panels.push({
    shot: 'close-up',
    setting: w.places.work,
    action: dayOf(w) === 'retired' ? `${H} pauses for a cup of tea, ${face(w, 'sleepy')}, mind already elsewhere.` : `${H} glances at the clock, ${face(w, 'sleepy')}, mind already elsewhere.`,
    say: [
      {
        who: w.hero,
        kind: 'thought',
        lines: [hobbyAt(w, 0) && `Only a few more hours until ${hobbyAt(w, 0)!.phrase}.`, w.dream.of && `One day, this will all be worth it. One day: ${w.dream.of}.`, `Is it five o'clock yet? It feels like five o'clock.`],
      },
    ],
  });
  if (buddy && w.book.chance(0.5)) panels.push({ shot: 'medium', setting: w.places.work, action: `${buddy.label} ${v(buddy, 'pops')} by with a grin.`, say: [{ who: buddy, lines: lines(w, buddy, 'tease') }] });
  return {
    titles: dayTitles(w),
    summaries: [...daySummaries(w), `${H} makes the rounds of ${w.places.town}, counting the hours until the fun starts.`],
    panels,
  };
}

function friends(w: World, plan: PlannedPage): Draft {
  const { H } = w;
  const hobby = hobbyAt(w, plan.round);
  const crew = whoNext(w, w.friends.length ? w.friends : w.family, 2);
  const place = hobby?.place ?? w.places.hobby;
  const panels: PanelSpec[] = [
    {
      shot: 'establishing',
      setting: `${place}, late afternoon`,
      action: crew.length ? `${H} arrives at ${place} where ${joinList(names(crew))} ${crew.length > 1 || crew[0].plural ? 'are' : 'is'} already waiting.` : `${H} arrives at ${place}, the favorite spot in town.`,
      caption: plan.round === 0 ? captions(w, 'hobbies') : captions(w, 'later'),
    },
    {
      shot: 'medium',
      setting: place,
      action: dynamic(w, hobby ? `${H} throws everything into ${hobby.phrase}, ${face(w, 'happy')}` : `${H} laughs with the others, ${face(w, 'happy')}`, 'calm'),
      say: crew[0] ? [{ who: crew[0], lines: lines(w, crew[0], 'tease') }, { who: w.hero, lines: [`Says the one who asked to come along.`, `You're just jealous.`, `I'll take that as a compliment.`] }] : [{ who: w.hero, kind: 'thought', lines: [`This is the life.`, `Nothing beats this.`] }],
    },
  ];
  if (w.friendsQuote && plan.round === 0) panels.push({ shot: 'medium', setting: place, action: `${H} shrugs at an empty bench, ${face(w, 'sly')}.`, caption: [`Friends? In ${possessive(H)} own words: ${w.friendsQuote}. This story may prove otherwise.`] });
  if (crew[1]) panels.push({ shot: 'medium', setting: place, action: `${crew[1].label} ${v(crew[1], 'joins')} in, ${face(w, 'happy')}.`, say: [{ who: crew[1], lines: lines(w, crew[1], 'tease') }] });
  panels.push({
    shot: 'close-up',
    setting: `${place}, at sunset`,
    action: `${H} looks at the sky, ${face(w, 'moved')}.`,
    say: [{ who: w.hero, lines: dreamLines(w).concat([`Sometimes I think something big is coming. Something really big.`]) }, crew[0] && { who: crew[0], lines: [`And I'll be right there when it happens.`, `You'll get there. You always do.`, `Can I come too?`] }].filter(Boolean) as PanelSpec['say'],
    sfx: 'heart',
  });
  return {
    titles: ['Friends Like These', 'The Usual Gang', hobby ? `${titleCase(hobby.short)} Time` : '', 'After Hours'],
    summaries: [
      crew.length && hobby && `After hours, ${H} meets ${joinList(names(crew))} for ${hobby.phrase}${w.dream.of ? ` and confesses a dream: ${w.dream.of}` : ''}.`,
      crew.length && `${H} spends the evening with ${joinList(names(crew))} and talks about the future.`,
      hobby && `${H} unwinds with ${hobby.phrase} and dreams about what comes next.`,
      `${H} unwinds at ${place} and wonders if something big is about to happen.`,
    ],
    panels,
  };
}

function evening(w: World, plan: PlannedPage): Draft {
  const { H } = w;
  const pet = w.family.find((c) => c.pet);
  const who = whoNext(w, w.family.length ? w.family : w.friends, 2);
  const panels: PanelSpec[] = [
    { shot: 'establishing', setting: `${w.places.home}, evening`, action: `Lights glow in the windows of ${w.places.home} as night falls.`, caption: captions(w, 'evening'), sfx: 'quiet' },
  ];
  if (plan.round === 0 && (w.thing || pet)) {
    const subject = w.thing ? w.thing.label : pet!.label;
    panels.push({ shot: 'medium', setting: w.places.home, action: `${H} sits with ${subject}, ${face(w, 'moved')}.`, say: [{ who: w.hero, lines: [`You and me, ${w.thing?.name ?? pet!.short}. We make a good team.`, `Don't tell anyone, but you're my favorite.`] }, pet && { who: pet, lines: lines(w, pet, 'greet') }].filter(Boolean) as PanelSpec['say'] });
  }
  if (w.love) panels.push({ shot: 'medium', setting: w.places.home, action: `${H} admires ${w.love}, ${face(w, 'proud')}.`, caption: [`If you want to understand ${H}, start with ${w.love}.`] });
  for (const c of who) panels.push({ shot: 'medium', setting: w.places.home, action: `${c.label} ${v(c, c.pet ? 'curls up nearby' : 'sits down for dinner')}, ${face(w, 'happy')}.`, say: [{ who: c, lines: lines(w, c, plan.round % 2 ? 'tease' : 'greet') }] });
  panels.push({
    shot: 'close-up',
    setting: `${w.places.home}, at the window`,
    action: `${H} looks out at the night, ${face(w, 'worried')}.`,
    say: [{ who: w.hero, kind: 'thought', lines: [w.fear && `At least there are no ${w.fear} around here. Right?`, `Why do I feel like someone is watching?`, `Tomorrow will be a normal day. Surely.`] }],
  });
  return {
    titles: ['Home Sweet Home', 'Evening Falls', 'Dinner Is Served', 'Quiet Night'],
    summaries: [`Back home, ${H} spends a quiet evening with the people who matter most.`, `Dinner at ${w.places.home} is loud, warm and full of teasing.`, `The night is calm at ${w.places.home}, maybe a little too calm.`],
    panels: panels.slice(0, 5),
  };
}

/** The one-page opening of a short book: home, work, friends and the dream on one page. */
function intro(w: World, plan: PlannedPage): Draft {
  const m = morning(w, plan, true);
  const f = friends(w, plan);
  return { titles: m.titles, summaries: [`${w.H} goes about an ordinary day at home, at work and with friends, still dreaming of more.`], panels: [...m.panels.slice(0, 3), m.panels[m.panels.length - 1], f.panels[f.panels.length - 1]] };
}

export function openingPage(w: World, plan: PlannedPage, hasWorkPage: boolean): Draft {
  switch (plan.beat) {
    case 'intro': return intro(w, plan);
    case 'morning': return morning(w, plan, !hasWorkPage);
    case 'work': return work(w);
    case 'friends': return friends(w, plan);
    default: return evening(w, plan);
  }
}
