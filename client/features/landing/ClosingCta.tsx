// Landing section 7: the closing call to action with the three headline stats.
import { NewComicLink } from '../../components/NewComicLink';
import { m } from '../../lib/i18n';
import { figures } from './content';

function stats() {
  return [
    { id: 'time', value: m.landing_stat_time_value(), label: m.landing_stat_time_label() },
    {
      id: 'comics',
      value: m.landing_stat_comics_value({ count: figures().comicsCreatedShort }),
      label: m.landing_stat_comics_label(),
    },
    { id: 'shipping', value: m.landing_stat_shipping_value(), label: m.landing_stat_shipping_label() },
  ];
}

const HEADLINE =
  'font-display text-4xl tracking-wide text-balance [text-shadow:3px_3px_0_var(--color-ink)] sm:text-6xl';

export function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="relative overflow-hidden border-y-3 border-ink bg-pow-dark text-white"
    >
      <div aria-hidden="true" className="sunburst absolute inset-0 opacity-30" />
      <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="closing-heading" className={HEADLINE}>
          {m.landing_closing_heading()}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-xl font-bold">{m.landing_closing_text()}</p>
        <NewComicLink variant="primary" size="xl" className="mt-8">
          {m.landing_closing_cta()}
        </NewComicLink>
        <dl className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-3">
          {stats().map((s) => (
            <div key={s.id} className="rounded-xl border-3 border-ink bg-white px-4 py-3 text-ink shadow-comic">
              <dt className="sr-only">{s.label}</dt>
              <dd className="font-display text-3xl tracking-wide">{s.value}</dd>
              <dd className="font-bold text-ink/75">{s.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
