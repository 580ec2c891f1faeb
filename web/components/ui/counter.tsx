import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';

type CounterProps = {
  label: string;
  /** Accessible names of the buttons, e.g. "Retirer un adulte" / "Ajouter un adulte". */
  decrementLabel: string;
  incrementLabel: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
};

/** Plus/minus counter (never below 0). */
export function Counter({ label, decrementLabel, incrementLabel, value, onChange, min = 0, max = 20 }: CounterProps) {
  const id = useId();
  const button =
    'flex h-11 w-11 items-center justify-center rounded-full border border-stone-400 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white p-3"
    >
      <span id={`${id}-label`} className="font-semibold text-stone-800">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          onClick={() => onChange(Math.max(min, value - 1))}
          disabled={value <= min}
          aria-label={decrementLabel}
        >
          <Minus aria-hidden="true" className="h-5 w-5" />
        </button>
        <span data-testid="counter-value" className="w-8 text-center text-xl font-bold tabular-nums text-stone-900">
          {value}
        </span>
        <button
          type="button"
          className={button}
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={value >= max}
          aria-label={incrementLabel}
        >
          <Plus aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
