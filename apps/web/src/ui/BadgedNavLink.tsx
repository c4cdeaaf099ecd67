import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** Counts above this show as '99+'. */
const BADGE_MAX = 99;

/** The count over an icon's top right corner; `position` places it. Hidden from screen readers: the link's name says it. */
export function CountBadge({ count, position, testId }: { count: number; position: string; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={`absolute ${position} min-w-[1.125rem] rounded-full bg-sky-700 px-1 text-center text-[0.6875rem] leading-[1.125rem] font-bold text-white ring-2 ring-white`}
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}

/** What a badged navigation entry shows and where it leads. */
export interface BadgedNavLinkProps {
  /** `nav`: the sidebar's labelled entry; `icon`: the phone top bar's round button. */
  variant: 'nav' | 'icon';
  to: string;
  icon: ReactNode;
  /** The sidebar's word, e.g. 'Notifications'. */
  text: string;
  /** The accessible name, saying the count ('Notifications, 3 new'). */
  label: string;
  count: number;
  /** `data-testid` of the link; its badge's is `badgeTestId`. */
  testId: string;
  badgeTestId: string;
}

/**
 * A navigation entry with an unread count drawn over its icon (the notifications bell, Messages), in the
 * sidebar (`nav`) or the phone top bar (`icon`). The link carries the count in `data-count`.
 */
export function BadgedNavLink({
  variant,
  to,
  icon,
  text,
  label,
  count,
  testId,
  badgeTestId,
}: BadgedNavLinkProps) {
  if (variant === 'icon') {
    return (
      <NavLink
        to={to}
        aria-label={label}
        data-testid={testId}
        data-count={count}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <span className="relative flex size-6 items-center justify-center">
          {icon}
          <CountBadge count={count} position="-top-1 -right-1.5" testId={badgeTestId} />
        </span>
      </NavLink>
    );
  }
  return (
    <NavLink
      to={to}
      aria-label={label}
      data-testid={testId}
      data-count={count}
      className={({ isActive }) =>
        `relative flex items-center gap-3 rounded-full px-4 py-2 text-base transition-colors hover:bg-slate-100 ${
          isActive ? 'font-bold text-slate-900' : 'text-slate-700'
        }`
      }
    >
      <span className="flex size-6 items-center justify-center">{icon}</span>
      {/* The count follows the word in the page's text, as in the name ('Notifications, 3 new'; axe
          label-content-name-mismatch), and is drawn over the icon. */}
      {text} <CountBadge count={count} position="top-1 left-[2.125rem]" testId={badgeTestId} />
    </NavLink>
  );
}
