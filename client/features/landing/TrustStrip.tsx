// Landing section 2: the three promises.
import { Printer, ShieldCheck, Truck } from 'lucide-react';

const ITEMS = [
  { icon: Truck, label: 'Free Shipping' },
  { icon: Printer, label: 'High-Quality Print' },
  { icon: ShieldCheck, label: 'Satisfaction Guaranteed' },
];

export function TrustStrip() {
  return (
    <section aria-label="Our promises" className="border-b-3 border-ink bg-ink text-paper">
      <ul className="mx-auto grid max-w-6xl gap-3 px-4 py-4 sm:grid-cols-3 sm:px-6">
        {ITEMS.map(({ icon: Icon, label }) => (
          <li key={label} className="flex items-center justify-center gap-2.5 font-display text-xl tracking-wide">
            <Icon aria-hidden="true" className="size-6 text-zap" strokeWidth={2.5} />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
