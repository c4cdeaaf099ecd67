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
}

/** A row of tabs (SPEC §2 "Tab bar"), sticky under the header. */
export function TabBar<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  testIdPrefix = 'tab',
}: TabBarProps<K>) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="sticky top-(--shell-top) z-10 flex border-b border-slate-200 bg-white"
    >
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          data-testid={`${testIdPrefix}-${tab.key}`}
          aria-selected={selected === tab.key}
          onClick={() => onSelect(tab.key)}
          className={`flex-1 py-3 text-sm font-semibold transition-colors hover:bg-slate-100 ${
            selected === tab.key ? 'border-b-2 border-sky-600 text-slate-900' : 'text-slate-500'
          }`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
