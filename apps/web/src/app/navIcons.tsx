import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

/** Icons of the app frame's navigation (bottom tab bar, top bar). */
export function HomeIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function ProfileIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
