// The nutrition of a planned week as the week menu and the saved meal plans show it: portion factors,
// Nutri-Score letters, each day's energy against the household's target, and the days that miss it.
import type { NutritionTotals, PlannedMeal } from '@shared/schemas/week-menu';

const T = {
  portions: (factor: number) => `Portion × ${factor.toLocaleString('fr-FR')}`,
  portionsLabel: (factor: number) => `${factor.toLocaleString('fr-FR')} portion${factor >= 2 ? 's' : ''} par personne`,
  nutriScore: (grade: string) => `Nutri-Score ${grade}`,
  dayEnergy: (kcal: number, target: number) => `${kcal.toLocaleString('fr-FR')} / ${target.toLocaleString('fr-FR')} kcal par personne`,
  dayEnergyLabel: (day: string) => `Énergie du ${day.toLowerCase()}`,
  dayMacros: (p: number, g: number, l: number) => `Protéines ${p} g · glucides ${g} g · lipides ${l} g`,
  missesTitle: 'Objectifs nutritionnels non atteints',
};

/** Colours of the Nutri-Score letters (the official scale, dark green to dark orange). */
const GRADE_STYLES: Record<string, string> = {
  A: 'bg-green-700 text-white',
  B: 'bg-lime-600 text-white',
  C: 'bg-yellow-400 text-stone-900',
  D: 'bg-orange-500 text-stone-900',
  E: 'bg-orange-700 text-white',
};

/** The recipe's Nutri-Score letter, read out as « Nutri-Score B ». */
export function NutriScoreBadge({ grade }: { grade: NonNullable<PlannedMeal['nutriScore']> }) {
  return (
    <span
      role="img"
      aria-label={T.nutriScore(grade)}
      title={T.nutriScore(grade)}
      className={`inline-flex h-6 min-w-6 items-center justify-center rounded px-1.5 text-xs font-bold ${GRADE_STYLES[grade] ?? ''}`}
    >
      {grade}
    </span>
  );
}

/** « Portion × 1,5 » next to a meal whose portion factor is not 1. */
export function PortionLabel({ portions }: { portions?: number }) {
  if (portions === undefined || portions === 1) return null;
  return (
    <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
      <span aria-hidden="true">{T.portions(portions)}</span>
      <span className="sr-only">{T.portionsLabel(portions)}</span>
    </span>
  );
}

/**
 * The day's energy per person against the target: a meter (value, min 0, max 150 % of the target)
 * and the figures as text (« 1 980 / 2 350 kcal par personne »), then the macronutrients.
 */
export function DayNutritionGauge({ day, totals, targets }: { day: string; totals: NutritionTotals; targets: NutritionTotals }) {
  const max = Math.round(targets.kcal * 1.5);
  const share = Math.min(1, totals.kcal / max);
  const within = Math.abs(totals.kcal / targets.kcal - 1) <= 0.1;
  const text = T.dayEnergy(totals.kcal, targets.kcal);
  return (
    <div className="mb-3">
      <div
        role="meter"
        aria-label={T.dayEnergyLabel(day)}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={totals.kcal}
        aria-valuetext={text}
        className="relative h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className={`h-full rounded-full ${within ? 'bg-brand-600' : 'bg-orange-500'}`} style={{ width: `${share * 100}%` }} />
        {/* The target, two thirds of the way. */}
        <div aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-stone-700" style={{ left: `${(targets.kcal / max) * 100}%` }} />
      </div>
      <p className="mt-1 text-sm font-medium text-stone-800">{text}</p>
      <p className="text-xs text-stone-600">{T.dayMacros(totals.proteines, totals.glucides, totals.lipides)}</p>
    </div>
  );
}

/** The days whose energy misses the target, in the server's French sentences. */
export function NutritionMisses({ misses }: { misses?: string[] }) {
  if (!misses?.length) return null;
  return (
    <section aria-labelledby="nutrition-misses" className="mb-4 rounded-xl border border-orange-300 bg-orange-50 p-4">
      <h3 id="nutrition-misses" className="font-semibold text-stone-900">
        {T.missesTitle}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
        {misses.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </section>
  );
}
