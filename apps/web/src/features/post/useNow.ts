import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `tickMs` while `active` (poll countdowns, live windows). */
export function useNow(tickMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, active]);
  return now;
}
