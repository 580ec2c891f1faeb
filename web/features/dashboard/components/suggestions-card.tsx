import { Lightbulb } from 'lucide-react';
import { levelLabel } from '@shared/options';
import { paths } from '@web/app/paths';
import { Spinner } from '@web/components/ui/spinner';
import { useHouseholdSuggestions } from '../api/get-recipe-suggestions';
import { DASHBOARD_TEXTS as T } from '../texts';
import { DashboardCard } from './dashboard-card';
import { ButtonLink } from '@web/components/ui/button';

/** Four ideas for the household (POST /api/meals/recipe-suggestions with an empty form). */
export function SuggestionsCard() {
  const suggestions = useHouseholdSuggestions(4);
  return (
    <DashboardCard
      title={T.suggestionsTitle}
      icon={<Lightbulb aria-hidden="true" className="h-5 w-5 text-brand-700" />}
      className="lg:col-span-2"
    >
      {suggestions.isPending ? (
        <Spinner label={T.suggestionsLoading} />
      ) : suggestions.isError ? (
        <p className="text-stone-700">{T.suggestionsError}</p>
      ) : suggestions.data.length === 0 ? (
        <p className="text-stone-700">{T.suggestionsEmpty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {suggestions.data.map((s, i) => (
            <li key={`${s.type}-${s.title}-${i}`} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4">
              <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-800">{s.type}</span>
                <span className="rounded-full bg-stone-200 px-2 py-0.5 text-stone-800">{levelLabel(s.level)}</span>
              </div>
              <h3 className="font-semibold text-stone-900">{s.title}</h3>
              <p className="line-clamp-3 text-sm text-stone-700">{s.description}</p>
              <ButtonLink
                to={s.already_generated_recipe_id ? paths.recipe(s.already_generated_recipe_id) : paths.inspiration}
                variant="secondary"
                size="sm"
                className="mt-auto self-start"
              >
                {s.already_generated_recipe_id ? T.seeRecipe : T.seeIdeas}
                <span className="sr-only"> : {s.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
