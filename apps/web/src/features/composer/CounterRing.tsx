import { counterRing } from '@rep/shared';

const RADIUS = 9;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const strokes = { green: 'stroke-green-500', yellow: 'stroke-yellow-500', red: 'stroke-red-500' } as const;
// The 700 shades: the 600 ones give the 10 px number 3.2:1 (green) and 2.9:1 (yellow) on white.
const texts = { green: 'text-green-700', yellow: 'text-yellow-700', red: 'text-red-600' } as const;

/**
 * The composer's character counter (SPEC §4): a ring, green above 20 left, yellow 0–20, red over the limit;
 * the number shows from 20 left; beyond −10 only a plain negative number shows.
 * @param length characters of the trimmed text
 */
export function CounterRing({ length, max }: { length: number; max?: number }) {
  const ring = counterRing(length, max);
  const description = ring.over
    ? `${-ring.remaining} characters over the limit`
    : `${ring.remaining} characters left`;
  if (!ring.showRing) {
    return (
      <span data-testid="counter-ring" data-color={ring.color} className="text-sm font-medium text-red-600">
        <span data-testid="counter-ring-label" aria-hidden="true">
          {ring.remaining}
        </span>
        <span className="sr-only">{description}</span>
      </span>
    );
  }
  const size = ring.label === null ? 20 : 28;
  return (
    <span
      data-testid="counter-ring"
      data-color={ring.color}
      className="relative inline-flex items-center justify-center"
    >
      <svg width={size} height={size} viewBox="0 0 24 24" className="-rotate-90" aria-hidden="true">
        <circle cx="12" cy="12" r={RADIUS} fill="none" strokeWidth="2.5" className="stroke-slate-200" />
        <circle
          data-testid="counter-ring-progress"
          cx="12"
          cy="12"
          r={RADIUS}
          fill="none"
          strokeWidth="2.5"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - ring.progress)}
          className={strokes[ring.color]}
        />
      </svg>
      {ring.label !== null && (
        <span
          data-testid="counter-ring-label"
          aria-hidden="true"
          className={`absolute text-[10px] font-medium ${texts[ring.color]}`}
        >
          {ring.label}
        </span>
      )}
      <span className="sr-only">{description}</span>
    </span>
  );
}
