// A person's card: what they live with that the book should draw with them (shared/heroAids.ts): the hero's
// on the photo step, each other person's where they are added. The answers are read for the same (a wheelchair
// named there is drawn too); a tick here needs no words.
import { useId } from 'react';
import { CHOSEN_AIDS, type ChosenAid } from '../../shared/heroAids';
import { CheckboxField } from './ui/FieldParts';
import { m } from '../lib/i18n';

/** Each aid as the card names it ("A wheelchair"). */
export const AID_LABELS: Record<ChosenAid, () => string> = {
  wheelchair: m.builder_aid_wheelchair,
  crutches: m.builder_aid_crutches,
  'white cane': m.builder_aid_white_cane,
  'hearing aids': m.builder_aid_hearing_aids,
  'prosthetic leg': m.builder_aid_prosthetic_leg,
  'guide dog': m.builder_aid_guide_dog,
  'walking stick': m.builder_aid_walking_stick,
  walker: m.builder_aid_walker,
  glasses: m.builder_aid_glasses,
};

export function AidsChoice({
  chosen,
  onChange,
  legend,
  hint,
}: {
  chosen: readonly ChosenAid[];
  onChange(aids: ChosenAid[]): void;
  legend: string;
  hint: string;
}) {
  const id = useId();
  const toggle = (aid: ChosenAid, on: boolean) =>
    onChange(CHOSEN_AIDS.filter((a) => (a === aid ? on : chosen.includes(a))));
  return (
    <fieldset aria-describedby={`${id}-hint`} className="rounded-2xl border-3 border-ink bg-white p-4 shadow-comic-sm">
      <legend className="px-2 font-display text-xl tracking-wide">{legend}</legend>
      <p id={`${id}-hint`} className="text-ink/80">
        {hint}
      </p>
      <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
        {CHOSEN_AIDS.map((aid) => (
          <CheckboxField
            key={aid}
            id={`${id}-${aid.replace(' ', '-')}`}
            label={AID_LABELS[aid]()}
            checked={chosen.includes(aid)}
            onChange={(on) => toggle(aid, on)}
          />
        ))}
      </div>
    </fieldset>
  );
}
