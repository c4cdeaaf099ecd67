import { useId } from 'react';
import type { LiveFormErrors, LiveForm as LiveFormValue } from './liveForm';

export interface LiveFormProps {
  value: LiveFormValue;
  /** From `liveFormErrors`: shown under their field. */
  errors: LiveFormErrors;
  onChange: (value: LiveFormValue) => void;
  onRemove: () => void;
}

const fields: Array<{ key: keyof LiveFormValue; label: string }> = [
  { key: 'start', label: 'Start' },
  { key: 'end', label: 'End' },
];

/** The composer's live-schedule editor: start and end date-times, their errors, and 'Remove live schedule'. */
export function LiveForm({ value, errors, onChange, onRemove }: LiveFormProps) {
  const id = useId();
  return (
    <fieldset
      data-testid="live-form"
      className="mt-2 flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 p-3"
    >
      <legend className="px-1 text-sm font-semibold text-slate-700">Live schedule</legend>
      {fields.map(({ key, label }) => {
        const error = errors[key];
        return (
          <div key={key} className="flex flex-col gap-0.5">
            <label htmlFor={`${id}-${key}`} className="text-xs text-slate-600">
              {label}
            </label>
            <input
              id={`${id}-${key}`}
              type="datetime-local"
              data-testid={`live-${key}`}
              value={value[key]}
              required
              aria-invalid={!!error || undefined}
              aria-describedby={error ? `${id}-${key}-error` : undefined}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm outline-none focus:border-sky-500 aria-invalid:border-red-500"
            />
            {error && (
              <p id={`${id}-${key}-error`} data-testid={`live-${key}-error`} className="text-xs text-red-600">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="button"
        data-testid="live-remove"
        onClick={onRemove}
        className="mt-5 ml-auto text-sm text-red-600 hover:underline"
      >
        Remove live schedule
      </button>
    </fieldset>
  );
}
