import { useRef, type KeyboardEvent } from 'react';

export type DayTab = { key: string; label: string; isToday: boolean };

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order, arrows move and select
 * (wrapping), Home/End jump to the first/last day.
 */
export function DayTabs({
  tabs,
  selected,
  onSelect,
  idPrefix,
  label,
  todayLabel,
}: {
  tabs: DayTab[];
  selected: number;
  onSelect: (index: number) => void;
  idPrefix: string;
  label: string;
  todayLabel: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(selected + 1),
      ArrowLeft: () => move(selected - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {tabs.map((tab, index) => {
        const active = index === selected;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(index)}
            className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold ${
              active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
            }`}
          >
            {tab.label}
            {tab.isToday && <span className="sr-only"> {todayLabel}</span>}
            {tab.isToday && (
              <span
                aria-hidden="true"
                className={`ml-1.5 inline-block h-1.5 w-1.5 rounded-full align-middle ${active ? 'bg-white' : 'bg-brand-700'}`}
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
