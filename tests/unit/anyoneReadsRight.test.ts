// The built-in story reads right for anyone. Over a generated corpus of people (tests/helpers/
// peopleCorpus.ts: school years of several countries, ages, retirements, grandchildren with their own word for
// the hero, one-word, rambling, lower-case answers, names from many languages, pets of many species) and the
// ten hand-written newcomers, each book and each idea is checked for every class the issue found: the life
// stage, how the family addresses the hero, lines that stop short, phrases cut, and beats against the premise.
import { describe, expect, it } from 'vitest';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { generateLocalIdeas } from '../../server/engines/ideas/localIdeas';
import { readAnswers } from '../../server/engines/answers/readAnswers';
import { NEWCOMER_PERSONAS } from '../../server/engines/ideas/newcomerPersonas';
import { peopleCorpus, type CorpusPerson } from '../helpers/peopleCorpus';
import { wordingProblems } from '../helpers/ideaQuality';
import type { Script } from '../../shared/script';

const TYPES = ['black-and-white-manga', '30s-50s-style'] as const;
const CORPUS = peopleCorpus(64);

interface Book {
  person: CorpusPerson;
  type: string;
  script: Script;
  ideas: Array<{ title: string; description: string }>;
}

function bookOf(person: CorpusPerson, i: number): Book {
  const type = TYPES[i % 2];
  const ideas = TYPES.flatMap((t) =>
    generateLocalIdeas({ author: person.author, type: t, answers: person.answers }, i + 1),
  );
  const idea = person.idea ?? ideas[i % 2 === 0 ? 0 : 3];
  const script = writeLocalScript({
    author: person.author,
    type,
    answers: person.answers,
    idea,
    pages: 20,
    seed: i + 1,
  });
  return { person, type, script, ideas };
}

/** The ten hand-written newcomers, as the corpus describes people (their grammar is the persona file). */
const NEWCOMERS: CorpusPerson[] = NEWCOMER_PERSONAS.map((p) => ({
  label: p.label,
  author: p.author,
  answers: p.answers,
  stage: p.lifeStage,
  grandchildWord: p.address,
  kin: [],
  whole: (
    [
      ['and captain', 'of the school chess club'],
      ['the Cliffs', 'of Moher'],
      ['Looking', 'after rescued hedgehogs'],
      ['looking', 'after rescued hedgehogs'],
      ['winning', 'at Scrabble'],
    ] as Array<[string, string]>
  ).filter(([head, rest]) => p.answers.some((a) => a.answer.includes(`${head} ${rest}`))),
  idea: p.idea,
  allies: p.label.startsWith('Maeve') ? ['Dolores'] : p.label.startsWith('Ngozi') ? ['Florence'] : [],
}));

const books = [...CORPUS, ...NEWCOMERS].map(bookOf);

/** Everything a reader sees in the book and its script view, with where it is. */
function printed(script: Script): Array<{ where: string; text: string; speaker?: string }> {
  const out: Array<{ where: string; text: string; speaker?: string }> = [
    { where: 'title', text: script.title },
    { where: 'dedication', text: script.dedication },
  ];
  for (const page of script.pages) {
    out.push(
      { where: `p${page.number} title`, text: page.title },
      { where: `p${page.number} summary`, text: page.summary },
    );
    for (const panel of page.panels) {
      // The script view shows where and what happens too.
      out.push(
        { where: `p${page.number} setting`, text: panel.setting },
        { where: `p${page.number} action`, text: panel.action },
      );
      if (panel.caption) out.push({ where: `p${page.number} caption`, text: panel.caption });
      for (const b of panel.balloons)
        out.push({ where: `p${page.number} ${b.speaker}`, text: b.text, speaker: b.speaker });
    }
  }
  return out;
}

/** The test's own reading of a sentence end: no article, conjunction, possessive, or (outside questions) preposition. */
const SMALL_END = /(?<![\p{L}'’-])(?:a|an|the|and|or|but|nor|my|your|our|their|its)[.!?,;:…]*["”’]?$/iu;
const PREPOSITION_END = /(?<![\p{L}'’-])(?:of|to|for|with|from|at|into|onto|than|towards?|via|upon)[.!…]*["”’]?$/iu;
function danglingEnd(text: string): boolean {
  const unquoted = text.replace(/“[^”]*”/g, 'Q');
  return (unquoted.match(/[^.!?…]+[.!?…]*/gu) ?? [])
    .map((s) => s.trim())
    .some((s) => SMALL_END.test(s) || (!/\?["”’]?$/.test(s) && PREPOSITION_END.test(s)));
}

/**
 * A whole phrase of the answers printed cut: its head word stopping a sentence ('the Cliffs.'), or followed by
 * a word that never follows it in the answers ('Looking Thunder' from 'Looking after rescued hedgehogs').
 */
function cutUnits(text: string, whole: Array<[string, string]>, answers: string[]): string[] {
  return whole
    .filter(([head]) => {
      const next = (source: string, flags: string) =>
        [...source.matchAll(new RegExp(`(?<![\\p{L}])${head}(?![\\p{L}])\\s*([\\p{L}]+|[^\\s\\p{L}]|$)`, flags))].map(
          (m) => m[1].toLowerCase(),
        );
      // What follows the word, or another form of it ('win the contest' lets 'winning the contest' through), in the answers.
      const stem = head.split(' ').pop()!.slice(0, 3);
      const allowed = new Set(
        answers.flatMap((a) =>
          [...a.matchAll(new RegExp(`(?<![\\p{L}])${stem}\\p{L}*\\s+(\\p{L}+)`, 'giu'))].map((m) => m[1].toLowerCase()),
        ),
      );
      return next(text, 'gu').some((word) => !/^\p{L}/u.test(word) || !allowed.has(word));
    })
    .map(([head, rest]) => `${head} ${rest}`);
}

const GRANDMOTHER =
  /\b(?:Grandma|Granny|Nan|Nana|Gran|Nonna|Abuela|Oma|Babcia|Grandmother|Mum|Mom|Mam|Mammy|Mummy|Mommy)\b/;
const GRANDFATHER = /\b(?:Grandpa|Grandad|Granddad|Granda|Gramps|Abuelo|Nonno|Opa|Grandfather|Dad|Daddy|Pa)\b/;

describe('the built-in story reads right for anyone', () => {
  it('has at least 60 generated people over every stage, plus ten hand-written ones', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    for (const stage of ['child', 'teen', 'adult', 'senior'] as const)
      expect(CORPUS.filter((p) => p.stage === stage).length).toBeGreaterThanOrEqual(15);
    expect(NEWCOMERS).toHaveLength(10);
  });

  it('reads the life stage right; a child never gets coffee or work, a retiree never goes to work', () => {
    for (const { person, script } of books) {
      expect(script.cast.find((c) => c.isHero)?.lifeStage, `${person.label}: ${person.answers[0]?.answer}`).toBe(
        person.stage,
      );
      for (const { where, text } of printed(script)) {
        if (person.stage === 'child')
          expect(text, `${person.label} ${where}`).not.toMatch(
            /\b(?:coffee|at work|(?:go|get|off|back) to work|nine to five|daily grind|office|pension|retire\w*|bingo)\b/i,
          );
        if (person.stage === 'senior')
          expect(text, `${person.label} ${where}`).not.toMatch(
            /\b(?:at work|(?:go|get|off|back) to work|nine to five|daily grind|day[’']s work|day job|working day)\b/i,
          );
      }
    }
  });

  it('has the hero’s children and grandchildren call the hero by the family word, never by first name', () => {
    let checked = 0;
    let ownWords = 0;
    for (const { person, script } of books) {
      const first = readAnswers({ author: person.author, type: 'black-and-white-manga', answers: person.answers }).hero
        .call;
      const kinNames = new Set(
        script.cast
          .filter(
            (c) =>
              /\b(?:grand(?:kid|child|son|daughter)\w*|sons?|daughters?|kids?|child(?:ren)?|twins?)\b/.test(c.role) &&
              c.kind !== 'animal',
          )
          .map((c) => c.name),
      );
      for (const { where, text, speaker } of printed(script)) {
        if (!speaker || !kinNames.has(speaker)) continue;
        checked += 1;
        expect(text, `${person.label} ${where}: ${speaker} says`).not.toMatch(
          new RegExp(`(?<![\\p{L}])${first}(?![\\p{L}])`, 'u'),
        );
        if (person.gender === 'she') expect(text, `${person.label} ${where}`).not.toMatch(GRANDFATHER);
        if (person.gender === 'he' && !person.grandchildWord)
          expect(text, `${person.label} ${where}`).not.toMatch(GRANDMOTHER);
        if (
          person.grandchildWord &&
          /grand/.test(script.cast.find((c) => c.name === speaker)?.role ?? '') &&
          (GRANDMOTHER.test(text) || GRANDFATHER.test(text) || text.includes(person.grandchildWord))
        ) {
          expect(text, `${person.label} ${where}`).toContain(person.grandchildWord);
          ownWords += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(ownWords).toBeGreaterThan(5);
  });

  it('ends no line on an article, preposition, conjunction or possessive, and prints answers’ phrases whole', () => {
    for (const { person, script, ideas } of books) {
      const texts = [
        ...printed(script),
        ...ideas.flatMap((i) => [
          { where: 'idea title', text: i.title },
          { where: 'idea', text: i.description },
        ]),
      ];
      for (const { where, text } of texts) {
        expect(danglingEnd(text), `${person.label} ${where}: ${text}`).toBe(false);
        expect(
          cutUnits(
            text,
            person.whole,
            person.answers.map((a) => a.answer),
          ),
          `${person.label} ${where}: ${text}`,
        ).toEqual([]);
      }
    }
  });

  it('makes idea titles of whole phrases', () => {
    for (const { person, ideas } of books) {
      for (const idea of ideas) {
        expect(wordingProblems(idea), `${person.label}: ${idea.title} / ${idea.description}`).toEqual([]);
        expect(
          cutUnits(
            idea.title,
            person.whole,
            person.answers.map((a) => a.answer),
          ),
          `${person.label}: ${idea.title}`,
        ).toEqual([]);
      }
    }
  });

  it('uses no beat that contradicts the premise: a friend in the squad never learns the secret, nor turns rival', () => {
    let premises = 0;
    for (const { person, script } of books) {
      for (const ally of person.allies) {
        premises += 1;
        for (const { where, text, speaker } of printed(script)) {
          expect(text, `${person.label} ${where}`).not.toMatch(
            new RegExp(`${ally} (?:learns|finds out|discovers) the truth`),
          );
          if (speaker === ally)
            expect(text, `${person.label} ${where}`).not.toMatch(
              /You['’]re (?:the )?(?:masked|secret)|\?!.*(?:masked|hero)|^\S+\?! You['’]re/,
            );
          if (speaker === script.cast.find((c) => c.isHero)?.name)
            expect(text, `${person.label} ${where}`).not.toMatch(new RegExp(`Not even ${ally}`));
        }
        const allyRole = script.cast.find((c) => c.name === ally)?.role ?? '';
        expect(allyRole, `${person.label}: ${ally}`).not.toMatch(/rival|villain|troublemaker/);
      }
    }
    expect(premises).toBeGreaterThanOrEqual(8);
  });
});
