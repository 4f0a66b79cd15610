// Landing section 3: comics printed, the review score and the 'Excellent' rating.
import { m } from '../../lib/i18n';
import { figures } from './content';
import { Stars } from './Stars';

const AVATARS = [
  { initial: 'M', tone: 'bg-pow text-white' },
  { initial: 'A', tone: 'bg-sky text-white' },
  { initial: 'J', tone: 'bg-zap text-ink' },
  { initial: 'L', tone: 'bg-[#1f7a6f] text-white' },
  { initial: 'R', tone: 'bg-white text-ink' },
  { initial: 'K', tone: 'bg-ink text-paper' },
];

const RATING_BOX =
  'flex shrink-0 flex-col items-center rounded-xl border-3 border-ink bg-paper px-6 py-4 shadow-comic-sm';

export function SocialProof() {
  const { comicsPrinted, reviews, score } = figures();
  return (
    <section aria-labelledby="printed-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <div
        className={
          'comic-panel flex flex-col items-center gap-6 p-6 text-center sm:p-10 md:flex-row ' +
          'md:justify-between md:text-left'
        }
      >
        <div>
          <h2 id="printed-heading" className="font-display text-4xl tracking-wide sm:text-5xl">
            {m.landing_printed_heading({ count: comicsPrinted })}
          </h2>
          <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row md:items-center">
            <div className="flex -space-x-2" aria-hidden="true">
              {AVATARS.map((a) => (
                <span
                  key={a.initial}
                  className={
                    `grid size-10 place-items-center rounded-full border-2 border-ink ` +
                    `font-display text-lg ${a.tone}`
                  }
                >
                  {a.initial}
                </span>
              ))}
            </div>
            <div className="flex flex-col items-center gap-0.5 sm:items-start">
              <Stars rating={5} label={m.landing_rating_label({ score })} />
              <p className="font-bold">
                <span className="text-lg">{m.landing_rating_score({ score })}</span>{' '}
                {m.landing_rating_reviews({ reviews })}
              </p>
            </div>
          </div>
        </div>
        <div className={RATING_BOX}>
          <p className="font-display text-3xl tracking-wide">{m.landing_rating_excellent()}</p>
          <div className="mt-1 flex gap-1" aria-hidden="true">
            {[1, 2, 3, 4, 5].map((star) => (
              <span key={star} className="grid size-7 place-items-center rounded-sm bg-[#1f7a6f] text-white">
                ★
              </span>
            ))}
          </div>
          <p className="mt-1 text-sm font-bold text-ink/75">{m.landing_rating_based_on({ reviews })}</p>
        </div>
      </div>
    </section>
  );
}
