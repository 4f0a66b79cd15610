// Landing section 5: 'Customers Love Us' with three speech-bubble testimonials.
import { SectionHeading } from './SectionHeading';
import { Stars } from './Stars';
import { m } from '../../lib/i18n';
import { testimonials } from './content';

export function Testimonials() {
  return (
    <section aria-labelledby="reviews-heading" className="border-y-3 border-ink bg-[#d9ecff] halftone-bg">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <SectionHeading kicker={m.landing_reviews_kicker()} id="reviews-heading">
          {m.landing_reviews_heading()}
        </SectionHeading>
        <ul className="grid gap-10 md:grid-cols-3 md:gap-6">
          {testimonials().map((t) => (
            <li key={t.author} className="flex flex-col">
              <figure className="flex h-full flex-col">
                <blockquote className="speech-bubble comic-panel relative flex-1 p-5">
                  <Stars rating={t.rating} />
                  <p className="mt-2 font-display text-2xl tracking-wide">{t.title}</p>
                  <p className="mt-2 text-ink/85">{t.content}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3 pl-4">
                  <span
                    aria-hidden="true"
                    className={
                      'grid size-11 place-items-center rounded-full border-3 ' +
                      'border-ink bg-zap font-display text-xl'
                    }
                  >
                    {t.initial}
                  </span>
                  <span>
                    <span className="block font-bold">{t.author}</span>
                    <span className="block text-sm text-ink/75">{t.timeAgo}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
