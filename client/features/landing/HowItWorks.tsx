// Landing section 4: 'Here's How It Works' in three numbered steps.
import { SectionHeading } from './SectionHeading';
import { m } from '../../lib/i18n';
import { steps } from './content';

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading kicker={m.landing_how_kicker()} id="how-heading">
        {m.landing_how_heading()}
      </SectionHeading>
      <ol className="grid gap-8 md:grid-cols-3">
        {steps().map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="comic-panel relative p-6 pt-10">
            <span
              aria-hidden="true"
              className={
                'absolute -top-6 left-6 grid size-12 place-items-center rounded-full border-3 border-ink ' +
                'bg-pow-dark font-display text-2xl text-white shadow-comic-sm'
              }
            >
              {index + 1}
            </span>
            <Icon aria-hidden="true" className="size-10 text-sky" strokeWidth={2.2} />
            <h3 className="mt-3 font-display text-2xl tracking-wide">
              <span className="sr-only">{m.landing_how_step({ number: index + 1 })} </span>
              {title}
            </h3>
            <p className="mt-2 text-lg text-ink/80">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
