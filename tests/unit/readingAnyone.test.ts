// Answers written the many ways people write them, each read into the same facts —
// life stage from school years and ages of several countries and from retirements, the word the hero's
// grandchildren use, family lists, phrases cut only where they stay whole, the last guard on a line, and
// what a premise rules out.
import { describe, expect, it } from 'vitest';
import { readAnswers } from '../../server/engines/answers/readAnswers';
import { ageIn, schoolStage } from '../../server/engines/answers/schoolYears';
import { cutPoints, lineFault } from '../../server/engines/answers/lineGuard';
import { phraseCuts } from '../../server/engines/answers/textLimits';
import { readPlot } from '../../server/engines/script/plot/readPlot';
import type { GenerateIdeasInput } from '../../shared/schemas';

const read = (answers: Record<string, string>, author = 'Alex Kim') =>
  readAnswers({
    author,
    type: 'black-and-white-manga',
    answers: Object.entries(answers).map(([id, answer]) => ({ id, answer })),
  } as GenerateIdeasInput);

describe('life stage', () => {
  it.each([
    ['Fourth-grader and captain of the school chess club', 'child'],
    ['Primary 5 pupil', 'child'],
    ['she is 7 and just started second grade!!', 'child'],
    ['P6 at Hillhead Primary', 'child'],
    ['Year 4 at St Mary’s Primary', 'child'],
    ['She is in 4th class at Scoil Bhríde', 'child'],
    ['senior infants', 'child'],
    ['kindergarten', 'child'],
    ['kinder', 'child'],
    ['Daycare', 'child'],
    ['school', 'child'],
    ['At preschool.', 'child'],
    ['kindergarten teacher', 'adult'],
    ['works at a daycare', 'adult'],
    ['grade 3', 'child'],
    ['aged nine', 'child'],
    ['seven years old', 'child'],
    ['10th grade', 'teen'],
    ['I’m a junior in high school', 'teen'],
    ['Year 12 at sixth form, doing A levels', 'teen'],
    ['S4 at Gairloch High', 'teen'],
    ['Transition Year', 'teen'],
    ['he is fifteen', 'teen'],
    ['2nd year at uni studying marine biology', 'adult'],
    ['high school chemistry teacher', 'adult'],
    ['teaches 4th grade at Lincoln Elementary', 'adult'],
    ['captain of the local fire brigade', 'adult'],
    ['dentist', 'adult'],
    ['retired', 'senior'],
    ['pensioner', 'senior'],
    ['She used to run the village post office', 'senior'],
    ['After 40 years as a fisherman I’m finally retired', 'senior'],
    ['former miner, now enjoying retirement', 'senior'],
    ['used to be a nurse, now a florist', 'adult'],
    ['Grandma to six and proud of it', 'senior'],
    ['he is 72', 'senior'],
  ])('%s -> %s', (job, stage) => {
    expect(read({ job }).hero.stage).toBe(stage);
  });

  it('reads a child from the other answers only when nobody grown-up is in the family', () => {
    expect(read({ family: 'Mum and Dad', hobbies: 'I’m 8 and I love Lego' }).hero.stage).toBe('child');
    expect(read({ family: 'my son Leo', hobbies: 'watching Leo, he is 8, play football' }).hero.stage).toBe('adult');
    expect(read({ family: 'my granddaughter Mia' }).hero.stage).toBe('senior');
    expect(read({ family: 'my grandma Rose' }).hero.stage).toBe('adult');
  });

  it('reads the place a child goes, said alone, as no job: the school days tell it', () => {
    for (const job of ['kinder', 'Kindergarten', 'daycare', 'school']) expect(read({ job }).job, job).toBeUndefined();
    expect(read({ job: 'kindergarten teacher' }).job).toBeDefined();
  });

  it('reads school years and ages as numbers or words', () => {
    expect(schoolStage('a 5th grader')).toBe('child');
    expect(schoolStage('eighth grade')).toBe('teen');
    expect(ageIn('she is seven')).toBe(7);
    expect(ageIn('38 years on the number 12 route')).toBeUndefined();
    expect(ageIn('she is one of a kind')).toBeUndefined();
  });
});

describe('what the family calls the hero', () => {
  it('takes the answer’s own word first', () => {
    expect(
      read({ family: 'my granddaughter Mia and my grandson Diego, they call me abuela' }).hero.address.grandchild,
    ).toBe('Abuela');
    expect(read({ family: 'my granddaughter Aoife, who calls me Granda' }).hero.address.grandchild).toBe('Granda');
    expect(
      read({ job: 'Grandma to six and proud of it', family: 'the grandkids Chidi, Ada and Tobenna' }).hero.address
        .grandchild,
    ).toBe('Grandma');
    expect(read({ family: 'grandkids Tom and Ella, who call me Mimi' }).hero.address.grandchild).toBe('Mimi');
  });

  it('else a word for the hero’s gender in the answers’ English, else none', () => {
    expect(
      read({ job: 'She used to run the post office', family: 'grandsons Cian and Oisín, my neighbour Dolores' }).hero
        .address,
    ).toEqual({ child: 'Mum', grandchild: 'Nan' });
    expect(read({ job: 'He is a retired mailman', family: 'my grandson Leo' }).hero.address).toEqual({
      child: 'Dad',
      grandchild: 'Grandpa',
    });
    expect(read({ job: 'retired postman', family: 'grandkids Ollie and Ruby' }).hero.address.grandchild).toBe(
      'Grandad',
    );
    expect(read({ job: 'retired', family: 'grandkids Ollie and Ruby' }).hero.address).toEqual({});
  });
});

describe('family lists', () => {
  it('reads a group with its names, a name with who they are, and a family word before a name', () => {
    expect(
      read({ family: 'grandsons Cian and Oisín, and my daughter Niamh' }).family.map((p) => [p.label, p.relation]),
    ).toEqual([
      ['Cian', 'grandson'],
      ['Oisín', 'grandson'],
      ['Niamh', 'daughter'],
    ]);
    expect(read({ family: 'the grandkids Chidi, Ada and Tobenna' }).family.map((p) => p.relation)).toEqual([
      'grandkid',
      'grandkid',
      'grandkid',
    ]);
    expect(read({ friends: 'Dolores, my neighbour' }).friends.map((p) => [p.label, p.relation])).toEqual([
      ['Dolores', 'neighbour'],
    ]);
    expect(
      read({ friends: 'Florence, my best friend since school' }).friends.map((p) => [p.label, p.relation]),
    ).toEqual([['Florence', 'friend']]);
    expect(read({ family: 'Mum, my koro (grandad) Wiremu' }).family.map((p) => p.label)).toContain('Koro Wiremu');
  });
});

describe('phrases stay whole', () => {
  it('cuts a phrase only where the shorter phrase is complete', () => {
    expect(phraseCuts('fly a hot-air balloon over the Cliffs of Moher')).toEqual([
      'fly a hot-air balloon over the Cliffs of Moher',
      'fly a hot-air balloon',
    ]);
    expect(phraseCuts('fourth-grader and captain of the school chess club')).toEqual([
      'fourth-grader and captain of the school chess club',
      'fourth-grader',
    ]);
    expect(phraseCuts('looking after rescued hedgehogs')).toEqual(['looking after rescued hedgehogs']);
    expect(phraseCuts('get into MIT')).toEqual(['get into MIT']);
    expect(phraseCuts('open a bakery on the moon')).toEqual(['open a bakery on the moon', 'open a bakery']);
    expect(read({ hobbies: 'Looking after rescued hedgehogs' }).hobbies[0].phrase).toEqual([
      'looking after rescued hedgehogs',
    ]);
    expect(read({ hobbies: 'gardening and winning at Scrabble' }).hobbies[1].phrase).toEqual(['winning at Scrabble']);
  });

  it('refuses the lines the issue found, and lets whole ones through', () => {
    const cuts = cutPoints([
      'Fourth-grader and captain of the school chess club',
      'fly a hot-air balloon over the Cliffs of Moher',
      'Looking after rescued hedgehogs',
    ]);
    for (const bad of [
      'Next stop: fly a hot-air balloon over the.',
      'Kwame is a fourth-grader and captain.',
      'One day: the Cliffs.',
      'A Duel of Looking!',
      'Coffee first. Then the world and.',
      'Say hello to my.',
      'This one is for.',
    ]) {
      expect(lineFault(bad, cuts), bad).toBeDefined();
    }
    for (const good of [
      'Next stop: fly a hot-air balloon over the Cliffs of Moher.',
      'Who is it for?',
      'I’m in!',
      'Bring it on.',
      'Happily ever after.',
      'Looking after rescued hedgehogs, the Maeve way!',
      'What Rosa loves doing: “dancing with the.”',
    ]) {
      expect(lineFault(good, cuts), good).toBeUndefined();
    }
  });
});

describe('what a premise rules out', () => {
  const facts = read({ friends: 'Dolores, my neighbour', family: 'my son Cian' }, 'Maeve O’Brien');
  it('a friend in the squad never learns the secret and is never the rival', () => {
    const squad = readPlot(
      {
        title: 'The Astonishing Masked Squad',
        description: 'Maeve and Dolores form a masked squad. First case: the hedgehog snatcher!',
      },
      facts,
    );
    expect(squad.kind).toBe('secret');
    expect(squad.team.map((p) => p.name)).toEqual(['Dolores']);
    expect([...squad.rulesOut]).toEqual(['reveal', 'rivalAlly']);
    const trains = readPlot(
      {
        title: 'Raised by Legends',
        description: 'Dolores trains Maeve in secret every night. The reason: an evil sorcerer!',
      },
      facts,
    );
    expect(trains.kind).toBe('training');
    expect(trains.rulesOut.has('reveal')).toBe(true);
  });

  it('a premise about learning the truth, or about rivals, keeps those beats', () => {
    const learns = readPlot(
      {
        title: 'Cian Learns the Truth!',
        description: 'Extra! Extra! Cian learns that Maeve is the city’s masked hero!',
      },
      facts,
    );
    expect(learns.rulesOut.size).toBe(0);
    expect(learns.ally?.name).toBe('Cian');
    const rivals = readPlot(
      {
        title: 'Duel at Dawn',
        description: 'Best friends turned rivals! Dolores and Maeve clash over the Northern Lights.',
      },
      facts,
    );
    expect(rivals.kind).toBe('rival');
    expect(rivals.antagonist?.person?.name).toBe('Dolores');
  });
});
