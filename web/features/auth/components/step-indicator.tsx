import { Check } from 'lucide-react';

/** The wizard's progress indicator: "Étape N sur 5" and the list of steps. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const percent = Math.round((current / steps.length) * 100);
  return (
    <div role="group" aria-label="Progression de l'inscription" className="space-y-3">
      <p className="text-sm font-semibold text-stone-700">
        Étape {current} sur {steps.length}
      </p>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="flex justify-between gap-1 text-xs text-stone-700">
        {steps.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} aria-current={active ? 'step' : undefined} className="flex flex-1 flex-col items-center gap-1 text-center">
              <span
                className={`flex h-7 w-7 items-center justify-center rounded-full text-sm font-bold ${
                  active ? 'bg-brand-700 text-white' : done ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-700'
                }`}
              >
                {done ? <Check aria-hidden="true" className="h-4 w-4" /> : step}
              </span>
              <span className={`hidden sm:block ${active ? 'font-semibold text-stone-900' : ''}`}>
                {label}
                {done && <span className="sr-only"> (terminée)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
