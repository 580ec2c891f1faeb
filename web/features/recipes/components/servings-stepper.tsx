import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { RECIPE_TEXTS as T } from '../texts';

export const SERVINGS_MIN = 1;
export const SERVINGS_MAX = 20;

/** − 4 + : the portions the page's quantities are shown for; the count is announced as it changes. */
export function ServingsStepper({
  value,
  onChange,
  countLabel = T.servingsCount,
}: {
  value: number;
  onChange: (value: number) => void;
  /** How the count reads: portions, or people on a planned meal's page (each eating its portion factor). */
  countLabel?: (n: number) => string;
}) {
  const id = useId();
  const button =
    'flex h-11 w-11 items-center justify-center rounded-full border border-stone-400 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-3">
      <span id={`${id}-label`} className="text-sm font-semibold text-stone-800">
        {T.servingsStepper}
      </span>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.max(SERVINGS_MIN, value - 1))}
        disabled={value <= SERVINGS_MIN}
        aria-label={T.removeServing}
      >
        <Minus aria-hidden="true" className="h-5 w-5" />
      </button>
      <output aria-live="polite" className="min-w-[6.5rem] text-center text-lg font-bold tabular-nums text-stone-900">
        {countLabel(value)}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.min(SERVINGS_MAX, value + 1))}
        disabled={value >= SERVINGS_MAX}
        aria-label={T.addServing}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
