import { type ReactNode, useEffect, useRef, useState } from 'react';
import { HoverCardContent } from './HoverCardContent';

/** Delays before the card opens on hover and closes after the pointer left, in ms. */
const OPEN_DELAY_MS = 350;
const CLOSE_DELAY_MS = 250;

/**
 * Shows the profile hover card (SPEC §2) while the pointer rests on `children` (an author's name or avatar)
 * or on the card. It stays open while focus is inside it, e.g. in the unfollow confirmation.
 */
export function ProfileHoverCard({ accountId, children }: { accountId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const hovering = useRef(false);
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setOpen(next || hovering.current || focused.current),
      next ? OPEN_DELAY_MS : CLOSE_DELAY_MS,
    );
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show extra content; the link inside is the control
    <span
      className="relative inline-flex min-w-0"
      data-testid="profile-hover-trigger"
      onMouseEnter={() => {
        hovering.current = true;
        schedule(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        schedule(false);
      }}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        if (!hovering.current) schedule(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {children}
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: stops clicks in the card from opening the post
        // biome-ignore lint/a11y/useKeyWithClickEvents: nothing to do for keys; links and buttons inside work
        <div
          onClick={(event) => event.stopPropagation()}
          className="absolute top-full left-0 z-30 pt-2 text-left font-normal whitespace-normal"
        >
          <HoverCardContent accountId={accountId} />
        </div>
      )}
    </span>
  );
}
