import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** One message or a list (SPEC §5 "Field errors take one string or a list"). */
  error?: string | string[];
}

/** A labelled input with its field errors below. Required fields show an asterisk unless read-only. */
export function TextField({ label, error, required, readOnly, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const errors = error === undefined ? [] : Array.isArray(error) ? error : [error];
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {required && !readOnly && <span className="text-red-600"> *</span>}
      </label>
      <input
        id={id}
        required={required}
        readOnly={readOnly}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-200 read-only:bg-slate-100 read-only:text-slate-500 aria-invalid:border-red-500"
        {...rest}
      />
      {errors.length > 0 && (
        <ul id={errorId} className="text-xs text-red-600">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
