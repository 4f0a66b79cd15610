// The real page list of a written script: each page's number, title and one-line summary under its act.
import { ACTS, type Script } from '../../../shared/script';
import { PageItem } from './PageItem';
import { m } from '../../lib/i18n';

type ActNumber = (typeof ACTS)[number]['number'];

/** The five acts' names (shared/script.ts) as shown, in the page's language, by act number. */
const ACT_TITLES: Record<ActNumber, () => string> = {
  1: m.builder_act_1,
  2: m.builder_act_2,
  3: m.builder_act_3,
  4: m.builder_act_4,
  5: m.builder_act_5,
};

export function StoryPages({ script }: { script: Script }) {
  return (
    <div className="flex flex-col gap-5">
      {ACTS.map((act) => {
        const pages = script.pages.filter((page) => page.act === act.number);
        if (pages.length === 0) return null;
        const heading = m.builder_act_heading({ number: act.number, title: ACT_TITLES[act.number]() });
        return (
          <section key={act.number} aria-label={heading}>
            <h3 className="font-display text-2xl tracking-wide text-pow-dark">{heading}</h3>
            <ol className="mt-2 flex flex-col gap-2">
              {pages.map((page) => (
                <PageItem key={page.number} number={page.number} title={page.title} summary={page.summary} level={4} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
