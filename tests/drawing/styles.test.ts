// The style registry (shared/styles.ts) is the one place a style is defined: every entry is complete, every
// consumer (labels, /create cards, prompts, local ideas, local covers) covers every entry, and no other source
// file spells a style id or its visible strings, so a new style is one entry plus its art.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findStyle, STYLE_IDS, STYLES, styleOrDefault, type BookType, type Style } from '../../shared/styles';
import { BOOK_TYPES, isBookType, styleLabel } from '../../shared/bookTypes';
import { generateIdeasInput } from '../../shared/schemas';
import { IDEA_TEMPLATE_SETS } from '../../server/engines/ideas/templateSets';
import { generateLocalIdeas } from '../../server/engines/ideas/localIdeas';
import { buildIdeasDataBlock, buildIdeasUserMessage } from '../../server/providers/ideas/ideasPrompt';
import { buildCoverPrompt } from '../../server/providers/cover/coverPrompt';
import { chooseCoverStyle, COVER_LOOKS } from '../../server/engines/cover/coverStyle';
import { COVER_HEIGHT, COVER_WIDTH, renderLocalCover } from '../../server/engines/cover/renderCover';
import { readAnswers } from '../../server/engines/answers/readAnswers';
import { BookTypeCard } from '../../client/features/builder/BookTypeCard';
import { makePhoto } from '../helpers/images';
import { expectGoodSet } from '../helpers/ideaQuality';

const ROOT = join(import.meta.dirname, '..', '..');
const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

describe('the style registry', () => {
  it('has at least the two spec styles, each complete and distinct', () => {
    expect(STYLES.length).toBeGreaterThanOrEqual(2);
    for (const style of STYLES) {
      expect(style.id, style.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [style.label, style.card.title, style.card.description, style.card.art, style.defaultGenre])
        expect(filled(text), style.id).toBe(true);
      for (const text of [
        style.prompts.ideas,
        style.prompts.ideasName,
        style.prompts.cover,
        style.ideaTemplates,
        style.coverLook,
      ])
        expect(filled(text), style.id).toBe(true);
      expect(['grayscale', 'color']).toContain(style.print);
      expect(style.label).not.toBe('Custom');
    }
    const fields: ((style: Style) => string)[] = [
      (s) => s.id,
      (s) => s.label,
      (s) => s.card.title,
      (s) => s.prompts.cover,
    ];
    for (const field of fields) expect(new Set(STYLES.map(field)).size).toBe(STYLES.length);
  });

  it('keeps the spec wording for the two styles', () => {
    expect(STYLES.map((s) => [s.id, s.label, s.card.title, s.defaultGenre])).toEqual([
      ['black-and-white-manga', 'Black & White Manga', 'Black-and-white Manga', 'adventure'],
      ['30s-50s-style', 'Vintage 30s–50s', '1930s-1950s Vintage', 'slice of life'],
    ]);
  });

  it('derives BOOK_TYPES, isBookType, styleLabel and the zod enum from the registry', () => {
    expect([...BOOK_TYPES]).toEqual(STYLES.map((s) => s.id));
    expect(STYLE_IDS).toBe(BOOK_TYPES);
    for (const style of STYLES) {
      expect(isBookType(style.id)).toBe(true);
      expect(styleLabel(style.id)).toBe(style.label);
      expect(findStyle(style.id)).toBe(style);
      expect(generateIdeasInput.safeParse({ author: 'Ann', type: style.id, answers: [] }).success).toBe(true);
    }
    for (const odd of ['custom', 'Black & White Manga', '', null, undefined]) {
      expect(styleLabel(odd)).toBe('Custom');
      expect(isBookType(odd)).toBe(false);
    }
    expect(isBookType(42)).toBe(false);
    expect(styleOrDefault('nope')).toBe(STYLES[0]);
    expect(generateIdeasInput.safeParse({ author: 'Ann', type: 'custom', answers: [] }).success).toBe(false);
  });
});

describe('every consumer covers every style', () => {
  const input = (type: BookType) => ({
    author: 'Maria',
    type,
    answers: [
      { id: 'job', answer: 'She is a dentist who sings to patients' },
      { id: 'hobbies', answer: 'Salsa dancing and baking sourdough' },
    ],
  });

  it('renders a /create card with the title, description and a Create button', () => {
    for (const style of STYLES) {
      const html = renderToStaticMarkup(createElement(BookTypeCard, { style, selected: false, onCreate: () => {} }));
      expect(html).toContain(style.card.title);
      expect(html).toContain(style.card.description);
      expect(html).toContain(`aria-label="Create ${style.card.title}"`);
    }
  });

  it('has a local idea template set, and local ideas in the default genre', () => {
    for (const style of STYLES) {
      expect(IDEA_TEMPLATE_SETS[style.ideaTemplates]?.length, style.id).toBeGreaterThan(3);
      expect(readAnswers(input(style.id)).genre.label).toBe(style.defaultGenre);
      expectGoodSet(generateLocalIdeas(input(style.id), 1));
      // With nothing else to go on, the ideas lean on the genre, so the default must show.
      const bare = generateLocalIdeas({ author: 'Ann', type: style.id, answers: [] }, 1);
      expectGoodSet(bare);
      expect(bare.map((i) => `${i.title} ${i.description}`).join(' ')).toContain(style.defaultGenre);
    }
  });

  it('puts the style wording and default genre into the Claude prompt', () => {
    for (const style of STYLES) {
      expect(buildIdeasUserMessage(input(style.id))).toContain(style.prompts.ideas);
      expect(buildIdeasUserMessage(input(style.id))).toContain(`${style.defaultGenre} (no genre was given)`);
      const data = JSON.parse(buildIdeasDataBlock(input(style.id)).split('\n')[1]);
      expect(data).toMatchObject({ style: style.prompts.ideasName, genre: style.defaultGenre });
    }
  });

  it('puts the style wording into the image-model prompt, and a plain one for unknown types', () => {
    for (const style of STYLES) {
      expect(buildCoverPrompt({ title: 'T', description: 'D', author: 'A', type: style.id })).toContain(
        `Turn this photo into ${style.prompts.cover}.`,
      );
    }
    const custom = buildCoverPrompt({ title: 'T', description: 'D', author: 'A', type: 'custom' });
    for (const style of STYLES) expect(custom).not.toContain(style.prompts.cover);
  });

  it('has a cover look, and the local cover follows the print treatment', () => {
    for (const style of STYLES) {
      const look = COVER_LOOKS[style.coverLook];
      expect(look, style.id).toBeDefined();
      expect(look.palettes.length).toBeGreaterThan(0);
      const chosen = chooseCoverStyle(style.id, 5);
      expect(chosen.mono).toBe(style.print === 'grayscale');
      expect(chosen.dotCell).toBe(look.dotCell);
      expect(chosen.cornerLabels).toEqual(look.cornerLabels(chosen.issueNumber));
    }
  });

  it('renders a local cover for each style', { timeout: 60_000 }, async () => {
    const photo = await makePhoto('jpeg', 600, 800);
    for (const style of STYLES) {
      const cover = await renderLocalCover({ photo, title: 'The Test', author: 'Ann', type: style.id, seed: 3 });
      const meta = await sharp(cover.bytes).metadata();
      expect([meta.width, meta.height], style.id).toEqual([COVER_WIDTH, COVER_HEIGHT]);
    }
  });
});

/** Source files of the app (tests, fixtures and build output excluded: the compiled messages among it). */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'fixtures', '__fixtures__', 'paraglide'].includes(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|js|mjs|cjs|jsx|html|css|json)$/.test(name) && !/\.(test|spec)\.[a-z]+$/.test(name))
      out.push(path);
  }
  return out;
}

describe('no style is defined outside the registry', () => {
  it('no file under server/, client/ or shared/ spells a style id, label or card title', () => {
    const spelled = STYLES.flatMap((s) => [s.id, s.label, s.card.title, s.card.description]);
    const registry = join(ROOT, 'shared', 'styles.ts');
    const offenders: string[] = [];
    for (const dir of ['server', 'client', 'shared']) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        if (file === registry) continue;
        const text = readFileSync(file, 'utf8');
        for (const word of spelled) if (text.includes(word)) offenders.push(`${relative(ROOT, file)}: ${word}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
