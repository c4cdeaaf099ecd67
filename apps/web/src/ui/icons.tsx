import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

export function HeartIcon({ filled }: { filled?: boolean }) {
  return (
    <svg aria-hidden="true" {...base} fill={filled ? 'currentColor' : 'none'}>
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </svg>
  );
}

export function BookmarkIcon({ filled }: { filled?: boolean }) {
  return (
    <svg aria-hidden="true" {...base} fill={filled ? 'currentColor' : 'none'}>
      <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />
    </svg>
  );
}

export function ReplyIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

export function RerepIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="m17 2 4 4-4 4" />
      <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
      <path d="m7 22-4-4 4-4" />
      <path d="M21 13v1a4 4 0 0 1-4 4H3" />
    </svg>
  );
}

export function QuoteIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8" />
      <path d="m16 6-4-4-4 4" />
      <path d="M12 2v13" />
    </svg>
  );
}

export function MoreIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </svg>
  );
}

export function PollIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M3 3v18h18" />
      <path d="M7 16v-4" />
      <path d="M12 16V8" />
      <path d="M17 16v-7" />
    </svg>
  );
}

export function ArticleIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6" />
      <path d="M16 13H8" />
      <path d="M16 17H8" />
    </svg>
  );
}

export function QuestionIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </svg>
  );
}

export function ImageIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <rect width="18" height="18" x="3" y="3" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
    </svg>
  );
}

export function MapPinIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}

export function LiveIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="m16 13 5.2 3.5a.5.5 0 0 0 .8-.4V7.9a.5.5 0 0 0-.8-.4L16 11" />
      <rect width="14" height="12" x="2" y="6" rx="2" />
    </svg>
  );
}

/** The app frame's navigation icons (bottom tab bar, top bar) are drawn larger, at 24 px. */
const navBase: SVGProps<SVGSVGElement> = { ...base, width: 24, height: 24 };

/** Icons of the app frame's navigation (bottom tab bar, top bar). */
export function HomeIcon() {
  return (
    <svg aria-hidden="true" {...navBase}>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" {...navBase}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function ProfileIcon() {
  return (
    <svg aria-hidden="true" {...navBase}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...navBase}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** A bell: notifications (navigation size), or `small` beside a button (the profile's 'Notify me of new posts'). */
export function BellIcon({ filled, small }: { filled?: boolean; small?: boolean }) {
  return (
    <svg aria-hidden="true" {...(small ? base : navBase)} fill={filled ? 'currentColor' : 'none'}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** A speech bubble: Messages (navigation size). */
export function ChatIcon() {
  return (
    <svg aria-hidden="true" {...navBase}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
    </svg>
  );
}
