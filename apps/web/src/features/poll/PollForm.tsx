import { POLL_MAX_DAYS, POLL_OPTION_MAX, type PollDuration } from '@rep/shared';
import { useId, useState } from 'react';
import {
  addPollOption,
  type PollForm as PollFormValue,
  pollOptionErrors,
  removePollOption,
  setPollDuration,
  setPollOption,
} from './pollForm';

export interface PollFormProps {
  value: PollFormValue;
  onChange: (value: PollFormValue) => void;
  onRemove: () => void;
}

const range = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);
const units: Array<{ key: keyof PollDuration; label: string; max: number }> = [
  { key: 'days', label: 'Days', max: POLL_MAX_DAYS },
  { key: 'hours', label: 'Hours', max: 23 },
  { key: 'minutes', label: 'Minutes', max: 59 },
];

/** The composer's poll editor (SPEC §5): options with a 25-character counter, add/remove, and the length. */
export function PollForm({ value, onChange, onRemove }: PollFormProps) {
  const id = useId();
  const [touched, setTouched] = useState<boolean[]>([]);
  const [addError, setAddError] = useState<string>();
  const errors = pollOptionErrors(value.options);

  const add = () => {
    const result = addPollOption(value);
    setAddError(result.error);
    onChange(result.form);
  };

  return (
    <fieldset
      data-testid="poll-form"
      className="mt-2 flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
    >
      <legend className="px-1 text-sm font-semibold text-slate-700">Poll</legend>
      {value.options.map((option, i) => {
        const error = touched[i] ? errors[i] : undefined;
        const inputId = `${id}-option-${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positional ("Option 1", "Option 2", …)
          <div key={i} className="flex flex-col gap-0.5">
            <div className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                Option {i + 1}
              </label>
              <input
                id={inputId}
                data-testid="poll-option-input"
                value={option}
                placeholder={`Option ${i + 1}${i < 2 ? '' : ' (optional)'}`}
                aria-invalid={!!error || undefined}
                onChange={(event) => onChange(setPollOption(value, i, event.target.value))}
                onBlur={() => setTouched((t) => Object.assign([...t], { [i]: true }))}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-sky-500 aria-invalid:border-red-500"
              />
              <span data-testid="poll-option-counter" className="w-12 text-right text-xs text-slate-500">
                {option.length}/{POLL_OPTION_MAX}
              </span>
              {i >= 2 && (
                <button
                  type="button"
                  aria-label={`Remove option ${i + 1}`}
                  onClick={() => onChange(removePollOption(value, i))}
                  className="rounded-full px-2 text-slate-500 hover:bg-slate-100"
                >
                  ×
                </button>
              )}
            </div>
            {error && (
              <p data-testid="poll-option-error" className="text-xs text-red-600">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="button"
        data-testid="poll-add-option"
        onClick={add}
        className="self-start text-sm font-semibold text-sky-700 hover:underline"
      >
        Add option
      </button>
      {addError && (
        <p role="alert" data-testid="poll-add-error" className="text-xs text-red-600">
          {addError}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <span className="text-sm text-slate-700">Poll length</span>
        {units.map((unit) => (
          <label key={unit.key} className="flex flex-col text-xs text-slate-600">
            {unit.label}
            <select
              data-testid={`poll-${unit.key}`}
              value={value.duration[unit.key]}
              disabled={unit.key !== 'days' && value.duration.days === POLL_MAX_DAYS}
              onChange={(event) =>
                onChange(
                  setPollDuration(value, { ...value.duration, [unit.key]: Number(event.target.value) }),
                )
              }
              className="mt-0.5 max-h-[200px] rounded-md border border-slate-300 px-2 py-1 text-sm"
            >
              {range(unit.max).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button
          type="button"
          data-testid="poll-remove"
          onClick={onRemove}
          className="ml-auto text-sm text-red-600 hover:underline"
        >
          Remove poll
        </button>
      </div>
    </fieldset>
  );
}
