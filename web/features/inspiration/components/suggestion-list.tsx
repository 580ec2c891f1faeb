import { useId, useState } from 'react';
import { ChefHat, Eye } from 'lucide-react';
import { levelLabel } from '@shared/options';
import type { Suggestion, SuggestionGroup } from '@shared/schemas/recipes';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/status-message';
import { INSPIRATION_TEXTS as T } from '../texts';
import { Button, ButtonLink } from '@web/components/ui/button';

const LEVEL_STYLES: Record<string, string> = {
  Facile: 'bg-green-100 text-green-900',
  Moyen: 'bg-amber-100 text-amber-900',
  Difficile: 'bg-red-100 text-red-900',
};

export type ChooseSuggestion = (type: string, suggestion: Suggestion) => Promise<void>;

/** One card: title, description, difficulty badge, 'CRÉER LA RECETTE' → 'Création en cours...'. */
export function SuggestionCard({
  type,
  suggestion,
  onChoose,
  replaceMode,
}: {
  type: string;
  suggestion: Suggestion;
  onChoose: ChooseSuggestion;
  replaceMode: boolean;
}) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const level = levelLabel(suggestion.level);
  const existing = suggestion.already_generated_recipe_id;

  const choose = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onChoose(type, suggestion);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : T.recipeCreationError);
      setBusy(false);
    }
  };

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-stone-900">
          {suggestion.title}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEVEL_STYLES[level] ?? 'bg-stone-100 text-stone-800'}`}
        >
          <span className="sr-only">{T.difficulty} : </span>
          {level}
        </span>
      </div>
      <p className="flex-1 text-sm text-stone-700">{suggestion.description}</p>
      <ErrorAlert>{error}</ErrorAlert>
      {existing && !replaceMode ? (
        <ButtonLink to={`${paths.recipe(existing)}?lastPageType=suggestions`} variant="secondary">
          <Eye aria-hidden="true" className="h-4 w-4" />
          {T.view}
        </ButtonLink>
      ) : (
        <Button type="button" onClick={choose} disabled={busy} aria-busy={busy} variant="primary">
          <ChefHat aria-hidden="true" className="h-4 w-4" />
          {busy ? (existing ? T.replacing : T.creating) : existing ? T.choose : T.create}
        </Button>
      )}
    </article>
  );
}

/** The suggestions view: one section (h2) per dish type, its cards below. */
export function SuggestionList({
  groups,
  onChoose,
  replaceMode,
}: {
  groups: SuggestionGroup[];
  onChoose: ChooseSuggestion;
  replaceMode: boolean;
}) {
  const nonEmpty = groups.filter((group) => group.suggestions.length > 0);
  if (nonEmpty.length === 0) return <p className="text-stone-700">{T.noSuggestions}</p>;
  return (
    <div className="space-y-8">
      {nonEmpty.map((group, index) => (
        <section key={group.type} aria-labelledby={`suggestions-group-${index}`} className="space-y-3">
          <h2 id={`suggestions-group-${index}`} className="text-xl font-bold text-stone-900">
            {group.type}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.suggestions.map((suggestion) => (
              <SuggestionCard
                key={suggestion.title}
                type={group.type}
                suggestion={suggestion}
                onChoose={onChoose}
                replaceMode={replaceMode}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
