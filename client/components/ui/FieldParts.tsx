// The labelled inputs of the order form, the gift form and the comic page's "Add a person" form: a visible label whose
// text is the field's name exactly, an optional hint and the field's message, both tied to the input with
// aria-describedby; a field with a message is aria-invalid. Inputs are at least 44 px tall, for fingers.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { CircleAlert } from 'lucide-react';

export const INPUT_CLASS =
  'min-h-11 w-full min-w-0 rounded-xl border-2 border-ink bg-white px-3 py-2 text-lg ' +
  'aria-invalid:border-pow-dark aria-invalid:bg-[#fff3f3]';

export const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 font-bold text-pow-dark">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** What a field's input or select takes from its frame: its id, whether it is wrong and what describes it. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** The label above, the hint under it, the control, and the field's message below. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  className = '',
  control,
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = `${id}-error`;
  return (
    <div className={`flex min-w-0 flex-col ${className}`}>
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {hint ? (
        <p id={hintId!} className="text-sm text-ink/75">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, error && errorId),
        className: `mt-1 ${INPUT_CLASS}`,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(props) => <input {...props} {...input} />}
    />
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(props) => (
        <select {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A box to tick with its label beside it (the whole line is the label), and its message below when wrong. */
export function CheckboxField({
  id,
  label,
  checked,
  error,
  className = '',
  onChange,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  error?: string;
  className?: string;
  onChange(checked: boolean): void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-bold">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 shrink-0"
        />
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface Choice<T extends string> {
  id: T;
  title: string;
  detail: ReactNode;
  price: string;
}

interface ChoiceGroupProps<T extends string> {
  /** Element id of the first radio (the group's focus target) and the base of the others'. */
  id: string;
  name: string;
  legend: string;
  choices: Choice<T>[];
  value: T;
  error?: string;
  onChange(value: T): void;
}

/** A radio group drawn as cards (a format, a shipping speed): the whole card is the radio's label. */
export function ChoiceGroup<T extends string>({
  id,
  name,
  legend,
  choices,
  value,
  error,
  onChange,
}: ChoiceGroupProps<T>) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="min-w-0">
      <legend className="font-display text-2xl tracking-wide">{legend}</legend>
      <div className="mt-2 grid gap-3">
        {choices.map((choice, i) => {
          const checked = choice.id === value;
          return (
            <label
              key={choice.id}
              className={
                'flex cursor-pointer items-start gap-3 rounded-xl border-2 border-ink p-3 transition-colors ' +
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky ' +
                (checked ? 'bg-zap shadow-comic-sm' : 'bg-white hover:bg-paper')
              }
            >
              <input
                type="radio"
                id={i === 0 ? id : `${id}-${choice.id}`}
                name={name}
                value={choice.id}
                checked={checked}
                onChange={() => onChange(choice.id)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="mt-1 size-5 shrink-0 accent-ink focus-visible:outline-none"
              />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0">
                  <span className="block font-bold">{choice.title}</span>
                  <span className="block text-sm text-ink/80">{choice.detail}</span>
                </span>
                <span className="font-bold whitespace-nowrap">{choice.price}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
