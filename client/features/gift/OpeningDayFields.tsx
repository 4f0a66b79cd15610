// The day a gift link opens, as its giver chooses it: a day, a time and their time zone (the browser's to start
// with). The server turns the three into the instant and refuses one already past.
import { useId } from 'react';
import type { GiftOpeningInput } from '../../../shared/gifts';
import { m } from '../../lib/i18n';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Tomorrow at nine, in the browser's zone: a birthday morning is the usual choice. */
export function defaultOpening(): GiftOpeningInput {
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  return { date: dayOf(tomorrow), time: '09:00', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

/** Every zone the browser knows, the chosen one included even if it does not list it. */
function timeZones(chosen: string): string[] {
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return known.includes(chosen) ? known : [chosen, ...known];
}

export function OpeningDayFields({
  value,
  onChange,
}: {
  value: GiftOpeningInput;
  onChange(value: GiftOpeningInput): void;
}) {
  const ids = { date: useId(), time: useId(), zone: useId() };
  const field = 'rounded-xl border-2 border-ink bg-white px-3 py-2';
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label htmlFor={ids.date} className="flex flex-col gap-1 font-bold">
        {m.gift_day()}
        <input
          id={ids.date}
          type="date"
          required
          min={dayOf(new Date())}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          className={field}
        />
      </label>
      <label htmlFor={ids.time} className="flex flex-col gap-1 font-bold">
        {m.gift_time()}
        <input
          id={ids.time}
          type="time"
          required
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          className={field}
        />
      </label>
      <label htmlFor={ids.zone} className="flex flex-col gap-1 font-bold sm:col-span-2">
        {m.gift_time_zone()}
        <select
          id={ids.zone}
          value={value.timeZone}
          onChange={(event) => onChange({ ...value, timeZone: event.target.value })}
          className={`${field} min-w-0`}
        >
          {timeZones(value.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
