import { Check } from 'lucide-react';
import { WEEK_MENU_TEXTS as T } from '../texts';

/** Progress indicator of the 4 steps: the current one carries aria-current="step". */
export function WizardProgress({ step }: { step: number }) {
  const total = T.steps.length;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-stone-700">{T.stepOf(step, total)}</p>
      <ol className="flex gap-2" aria-label="Progression">
        {T.steps.map((label, index) => {
          const n = index + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="flex min-w-0 flex-1 flex-col gap-1">
              <span aria-hidden="true" className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-stone-200' : 'bg-brand-700'}`} />
              {/* On a phone the step's h2 names it: the labels stay for screen readers only. */}
              <span
                className={`flex items-center gap-1 text-sm max-sm:sr-only ${state === 'current' ? 'font-semibold text-brand-800' : 'text-stone-600'}`}
              >
                {state === 'done' && <Check aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />}
                {n}. {label}
                {state === 'done' && <span className="sr-only"> (terminée)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
