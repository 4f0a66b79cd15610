// Landing section 2: the three promises.
import { Printer, ShieldCheck, Truck } from 'lucide-react';
import { m } from '../../lib/i18n';

/** Icons with their words, looked up while rendering (in the page's language). */
const ITEMS = [
  { id: 'shipping', icon: Truck, label: m.landing_promise_shipping },
  { id: 'print', icon: Printer, label: m.landing_promise_print },
  { id: 'guarantee', icon: ShieldCheck, label: m.landing_promise_guarantee },
];

export function TrustStrip() {
  return (
    <section aria-label={m.landing_promises()} className="border-b-3 border-ink bg-ink text-paper">
      <ul className="mx-auto grid max-w-6xl gap-3 px-4 py-4 sm:grid-cols-3 sm:px-6">
        {ITEMS.map(({ id, icon: Icon, label }) => (
          <li key={id} className="flex items-center justify-center gap-2.5 font-display text-xl tracking-wide">
            <Icon aria-hidden="true" className="size-6 text-zap" strokeWidth={2.5} />
            {label()}
          </li>
        ))}
      </ul>
    </section>
  );
}
