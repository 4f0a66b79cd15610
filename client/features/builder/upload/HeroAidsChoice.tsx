// The hero's card: what they live with that the book should draw with them (shared/heroAids.ts). The answers
// are read for the same (a wheelchair named there is drawn too); a tick here needs no words.
import { CHOSEN_AIDS, type ChosenAid } from '../../../../shared/heroAids';
import { CheckboxField } from '../../../components/ui/FieldParts';
import { m } from '../../../lib/i18n';

const LABELS: Record<ChosenAid, () => string> = {
  wheelchair: m.builder_aid_wheelchair,
  crutches: m.builder_aid_crutches,
  'white cane': m.builder_aid_white_cane,
  'hearing aids': m.builder_aid_hearing_aids,
  'prosthetic leg': m.builder_aid_prosthetic_leg,
};

export function HeroAidsChoice({
  chosen,
  onChange,
}: {
  chosen: readonly ChosenAid[];
  onChange(aids: ChosenAid[]): void;
}) {
  const toggle = (aid: ChosenAid, on: boolean) =>
    onChange(CHOSEN_AIDS.filter((a) => (a === aid ? on : chosen.includes(a))));
  return (
    <fieldset
      aria-describedby="hero-aids-hint"
      className="rounded-2xl border-3 border-ink bg-white p-4 shadow-comic-sm"
    >
      <legend className="px-2 font-display text-xl tracking-wide">{m.builder_aids_legend()}</legend>
      <p id="hero-aids-hint" className="text-ink/80">
        {m.builder_aids_hint()}
      </p>
      <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
        {CHOSEN_AIDS.map((aid) => (
          <CheckboxField
            key={aid}
            id={`hero-aid-${aid.replace(' ', '-')}`}
            label={LABELS[aid]()}
            checked={chosen.includes(aid)}
            onChange={(on) => toggle(aid, on)}
          />
        ))}
      </div>
    </fieldset>
  );
}
