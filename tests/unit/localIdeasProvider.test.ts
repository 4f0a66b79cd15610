// The local ideas provider: regenerating with the same answers never repeats an idea within three sets, and
// its memory of recent sets stays bounded.
import { describe, expect, it } from 'vitest';
import { RecentTemplates, createLocalIdeasProvider } from '../../server/providers/ideas/localIdeasProvider';
import { SAMPLE_PERSONAS } from '../../server/engines/ideas/samplePersonas';
import type { GenerateIdeasInput } from '../../shared/schemas';
import type { BookType } from '../../shared/bookTypes';

const TYPICAL = SAMPLE_PERSONAS.filter((p) => /Margaret|Priya|Dev|Night nurse|Rambling|Works at/.test(p.label));

describe('localIdeasProvider', () => {
  it('gives no repeated idea (title or template) within three consecutive sets', async () => {
    for (const persona of TYPICAL) {
      for (const type of ['black-and-white-manga', '30s-50s-style'] as BookType[]) {
        const provider = createLocalIdeasProvider();
        const input: GenerateIdeasInput = { author: persona.author, type, answers: persona.answers };
        const sets = [];
        for (let i = 0; i < 4; i += 1) sets.push((await provider.generate(input, 1000 + i * 17)).ideas);
        for (let i = 0; i + 2 < sets.length; i += 1) {
          const titles = sets
            .slice(i, i + 3)
            .flat()
            .map((idea) => idea.title.toLowerCase());
          expect(new Set(titles).size, `${persona.label} ${type}: ${titles.join(' | ')}`).toBe(9);
        }
      }
    }
  });

  it('keeps the same seed deterministic for a fresh memory and still answers for unknown input shapes', async () => {
    const input: GenerateIdeasInput = { author: 'Bo', type: 'black-and-white-manga', answers: [] };
    const a = await createLocalIdeasProvider().generate(input, 5);
    const b = await createLocalIdeasProvider().generate(input, 5);
    expect(a).toEqual(b);
    expect(a.source).toBe('local');
    expect(a.ideas).toHaveLength(3);
  });

  it('remembers at most the configured number of inputs, forgetting the least recently used', () => {
    const memory = new RecentTemplates(3, 2);
    for (const key of ['a', 'b', 'c']) memory.remember(key, [`${key}1`]);
    memory.avoidFor('a'); // 'a' is now the most recently used
    memory.remember('d', ['d1']);
    expect(memory.size).toBe(3);
    expect(memory.avoidFor('b')).toEqual([]);
    expect(memory.avoidFor('a')).toEqual(['a1']);
    memory.remember('a', ['a2']);
    memory.remember('a', ['a3']);
    expect(memory.avoidFor('a')).toEqual(['a2', 'a3']);
  });

  it('answers a repeated request (same input and seed) with the same set', async () => {
    const provider = createLocalIdeasProvider();
    const input: GenerateIdeasInput = { author: 'Maria', type: 'black-and-white-manga', answers: TYPICAL[1].answers };
    const first = await provider.generate(input, 5);
    const second = await provider.generate(input, 6);
    expect(await provider.generate(input, 5)).toEqual(first);
    expect(await provider.generate(input, 6)).toEqual(second);
  });

  it('hashes author, type and answers into the memory key', () => {
    const base: GenerateIdeasInput = {
      author: 'Bo',
      type: 'black-and-white-manga',
      answers: [{ id: 'job', answer: 'chef' }],
    };
    const key = RecentTemplates.keyOf(base);
    expect(RecentTemplates.keyOf({ ...base })).toBe(key);
    expect(RecentTemplates.keyOf({ ...base, type: '30s-50s-style' })).not.toBe(key);
    expect(RecentTemplates.keyOf({ ...base, answers: [{ id: 'job', answer: 'cook' }] })).not.toBe(key);
  });
});
