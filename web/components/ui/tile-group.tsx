import { Check } from 'lucide-react';
import { hasChoice } from '@web/lib/choices';

type TileGroupProps = {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Visually hidden legend when the section already has a visible heading. */
  hideLegend?: boolean;
  columns?: string;
};

/** Tiles that toggle a value in or out of a list: toggle buttons with aria-pressed. */
export function TileGroup({ legend, options, selected, onToggle, hideLegend, columns = 'sm:grid-cols-2' }: TileGroupProps) {
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-base font-semibold text-stone-900'}>{legend}</legend>
      <div className={`grid grid-cols-1 gap-2 ${columns}`}>
        {options.map((option) => {
          const pressed = hasChoice(selected, option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(option)}
              className={`flex min-h-12 items-center justify-between gap-2 rounded-xl border px-4 py-2 text-left text-sm font-medium transition-colors ${
                pressed
                  ? 'border-brand-700 bg-brand-50 text-brand-800 ring-1 ring-brand-700'
                  : 'border-stone-300 bg-white text-stone-800 hover:border-brand-700'
              }`}
            >
              <span>{option}</span>
              {pressed && <Check aria-hidden="true" className="h-5 w-5 shrink-0" />}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
