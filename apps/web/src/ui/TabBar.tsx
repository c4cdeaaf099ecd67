import { type KeyboardEvent, useRef } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

export interface TabBarProps<K extends string> {
  tabs: ReadonlyArray<Tab<K>>;
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  /** Prefix of each tab's data-testid (`<prefix>-<key>`). */
  testIdPrefix?: string;
  /** `underline`: the sticky bar under the header; `pills`: a row of rounded chips (a feed's kinds). */
  variant?: 'underline' | 'pills';
}

const styles = {
  underline: {
    list: 'sticky top-(--shell-top) z-10 flex border-b border-slate-200 bg-white',
    tab: 'flex-1 py-3 text-sm font-semibold transition-colors hover:bg-slate-100',
    on: 'border-b-2 border-sky-600 text-slate-900',
    off: 'text-slate-600',
  },
  pills: {
    list: 'flex gap-2 border-b border-slate-200 px-4 py-2',
    tab: 'rounded-full px-3 py-1 text-sm font-semibold',
    on: 'bg-slate-900 text-white',
    off: 'bg-slate-100 text-slate-600 hover:bg-slate-200',
  },
};

/** Where an arrow, Home or End key moves from tab `index` of `count` (WAI-ARIA tabs); null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A row of tabs (SPEC §2 "Tab bar") in the WAI-ARIA tabs pattern: one Tab stop (the selected tab), the arrow
 * keys, Home and End select and focus another tab (tabs here switch the list below at once).
 */
export function TabBar<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  testIdPrefix = 'tab',
  variant = 'underline',
}: TabBarProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const style = styles[variant];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={style.list}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          data-testid={`${testIdPrefix}-${tab.key}`}
          aria-selected={selected === tab.key}
          tabIndex={selected === tab.key ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className={`${style.tab} ${selected === tab.key ? style.on : style.off}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
