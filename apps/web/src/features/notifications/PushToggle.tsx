import { usePushToggle } from './usePushToggle';

/**
 * 'Push notifications' for this browser (issue 14): a switch (SPEC §4 "The switch toggles on and off") that
 * asks the browser's permission and subscribes, or unsubscribes. Hidden where the browser has no Push API.
 */
export function PushToggle() {
  const { state, busy, available, toggle } = usePushToggle();
  if (state === 'unsupported') return null;
  const on = state === 'on';
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
      <span className="min-w-0">
        <span id="push-toggle-label" className="block text-sm font-semibold text-slate-900">
          Push notifications
        </span>
        <span id="push-toggle-hint" className="block text-xs text-slate-600">
          Get notified on this device when Rep is closed.
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="push-toggle-label"
        aria-describedby="push-toggle-hint"
        aria-busy={busy || undefined}
        data-testid="push-toggle"
        disabled={busy || state === 'unknown' || !available}
        onClick={() => void toggle()}
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60 ${
          on ? 'bg-sky-700' : 'bg-slate-500'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${
            on ? 'translate-x-5' : ''
          }`}
        />
      </button>
    </div>
  );
}
