// The real page list of a written script: each page's number, title and one-line summary under its act.
import { ACTS, type Script } from '../../../shared/script';
import { PageItem } from './PageItem';

export function StoryPages({ script }: { script: Script }) {
  return (
    <div className="flex flex-col gap-5">
      {ACTS.map((act) => {
        const pages = script.pages.filter((page) => page.act === act.number);
        if (pages.length === 0) return null;
        return (
          <section key={act.number} aria-label={`Act ${act.number}: ${act.title}`}>
            <h3 className="font-display text-2xl tracking-wide text-pow-dark">
              Act {act.number}: {act.title}
            </h3>
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
