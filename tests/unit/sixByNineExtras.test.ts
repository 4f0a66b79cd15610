// The pages a 6 × 9 in book adds to reach its format's minimum (server/domains/files/sixByNinePages.ts): the
// cast, the answers, then favourite moments, each a scene of its own, spread through the story in its order.
import { describe, expect, it } from 'vitest';
import { planExtras } from '../../server/domains/files/sixByNinePages';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';

const ANSWERS = [{ question: 'What does Tasha love?', answer: 'Skateboarding and her dog Biscuit.' }];

function script(seed: number, pages: number) {
  return writeLocalScript({
    author: 'Leo',
    type: ['black-and-white-manga', '30s-50s-style', 'classic-superhero'][seed % 3],
    seed,
    pages,
    idea: { title: 'Tasha and the Lost Kite', description: 'Tasha chases a kite across the whole town.' },
    answers: [{ id: 'loves', answer: 'Skateboarding and her dog Biscuit.' }],
  });
}

describe('the extra pages of a 6 × 9 in book', () => {
  it('shows every moment from a panel of its own, in story order, over every page, while the story has panels', () => {
    for (let seed = 0; seed < 6; seed++) {
      for (const pages of [8, 12, 20]) {
        const s = script(seed, pages);
        const panels = s.pages.flatMap((page, p) => page.panels.map((panel, i) => ({ page, panel, at: p * 10 + i })));
        for (const count of [3, 8, 20]) {
          const extras = planExtras(count, s, ANSWERS);
          const where = `seed ${seed}, ${pages} pages, ${count} extras`;
          expect(extras.map((e) => e.kind).slice(0, 2), where).toEqual(['cast', 'answers']);
          expect(extras, where).toHaveLength(count);
          const moments = extras.slice(2).map((e) => {
            const found = panels.filter(
              ({ page, panel }) =>
                e.moment!.title === page.title &&
                e.moment!.setting === panel.setting &&
                e.moment!.action === panel.action &&
                e.moment!.summary === (panel.caption || page.summary),
            );
            expect(found.length, `${where}: a moment from the story`).toBeGreaterThan(0);
            return found[0].at;
          });
          // Distinct scenes: no moment's words and picture repeat another's while the story has panels left.
          const scenes = extras.slice(2).map((e) => JSON.stringify(e.moment));
          const distinctPanels = new Set(
            panels.map(({ page, panel }) =>
              JSON.stringify([page.title, panel.setting, panel.action, panel.caption || page.summary]),
            ),
          );
          expect(new Set(scenes).size, where).toBe(Math.min(scenes.length, distinctPanels.size));
          expect(moments, `${where}: in story order`).toEqual([...moments].sort((x, y) => x - y));
          if (moments.length >= s.pages.length) {
            const pagesShown = new Set(moments.map((at) => Math.floor(at / 10)));
            expect(pagesShown.size, `${where}: every page has a moment`).toBe(s.pages.length);
          }
        }
      }
    }
  });

  it('leaves the answers out when there are none, and adds nothing when nothing is needed', () => {
    const s = script(1, 8);
    expect(planExtras(0, s, ANSWERS)).toEqual([]);
    expect(planExtras(1, s, ANSWERS).map((e) => e.kind)).toEqual(['cast']);
    expect(planExtras(4, s, []).map((e) => e.kind)).toEqual(['cast', 'moment', 'moment', 'moment']);
  });
});
