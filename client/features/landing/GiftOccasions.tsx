// Landing section 6: six occasion cards, twelve tags and the gift call to action (event click_gift_cta).
// Its id is the 'Personalized Books' header anchor.
import { NewComicLink } from '../../components/NewComicLink';
import { track } from '../../lib/analytics';
import { PERSONALIZED_BOOKS_ID } from '../../components/layout/PersonalizedBooksLink';
import { SectionHeading } from './SectionHeading';
import { m } from '../../lib/i18n';
import { occasions, occasionTags } from './content';

export function GiftOccasions() {
  return (
    <section
      id={PERSONALIZED_BOOKS_ID}
      aria-labelledby="occasions-heading"
      className="scroll-mt-28 mx-auto max-w-6xl px-4 py-14 sm:px-6"
    >
      <SectionHeading kicker={m.landing_occasions_kicker()} id="occasions-heading">
        {m.landing_occasions_heading()}
      </SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {occasions().map(({ id, icon: Icon, title, text, tone }) => (
          <li key={id} className="comic-panel flex items-start gap-4 p-5">
            <span className={`grid size-14 shrink-0 place-items-center rounded-xl border-3 border-ink ${tone}`}>
              <Icon aria-hidden="true" className="size-7" strokeWidth={2.2} />
            </span>
            <div>
              <h3 className="font-display text-2xl leading-tight tracking-wide">{title}</h3>
              <p className="mt-1 text-ink/80">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <ul aria-label={m.landing_occasion_tags()} className="mt-10 flex flex-wrap justify-center gap-2.5">
        {occasionTags().map((tag, i) => (
          <li
            key={tag.id}
            className={`rounded-full border-2 border-ink px-3.5 py-1 font-bold shadow-comic-sm ${
              i % 3 === 0 ? 'bg-zap' : i % 3 === 1 ? 'bg-white' : 'bg-paper-dark'
            }`}
          >
            {tag.label}
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <NewComicLink variant="primary" size="lg" onClick={() => track('click_gift_cta')}>
          {m.landing_gift_cta()}
        </NewComicLink>
      </div>
    </section>
  );
}
