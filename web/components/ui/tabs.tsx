import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem<T extends string> = {
  value: T;
  label: ReactNode;
  panel: ReactNode;
};

type TabsProps<T extends string> = {
  /** Names the tab list for screen readers ('Journal entry type'). */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop for the list, arrow keys (and
 * Home/End) move between tabs and show their panel. Every panel stays mounted and is only hidden,
 * so a half-typed meal survives a look at the other tab. The tab list is a size container: labels
 * may size themselves by its width with @min-[...] variants.
 */
export function Tabs<T extends string>({ label, items, value, onChange }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (item: T) => `${baseId}-tab-${item}`;
  const panelId = (item: T) => `${baseId}-panel-${item}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  // Sized by the list's own width, not the window's: on a wide screen the journal's form shares the
  // row with the day's entries, and tabs sized for the window wrapped their labels there.
  return (
    <div className="@container">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={`grid ${items.length === 3 ? 'grid-cols-3' : 'grid-cols-2'} gap-1 rounded-2xl border border-line bg-surface-muted p-1`}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-3 py-2 text-base font-semibold transition-colors @min-[44rem]:text-lg ${
                selected ? 'bg-surface text-primary shadow-sm ring-1 ring-line' : 'text-muted hover:text-ink'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          hidden={item.value !== value}
          className="pt-6"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
