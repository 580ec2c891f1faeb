import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Repeat } from 'lucide-react';
import type { Criteria, Suggestion, SuggestionGroup } from '@shared/schemas/recipes';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { InspirationForm } from '../components/inspiration-form';
import { SuggestionList } from '../components/suggestion-list';
import { useRecipeSuggestions } from '../api/get-recipe-suggestions';
import { useGenerateRecipe } from '../api/generate-recipe';
import { useTransformSuggestion } from '../api/transform-suggestion';
import { useReplaceMeal } from '../api/replace-meal';
import {
  DEFAULT_FORM,
  readFormData,
  readParameters,
  readSuggestions,
  withGeneratedRecipe,
  writeFormData,
  writeParameters,
  writeSuggestions,
} from '../storage';
import { readReplaceTarget, weekMenuHref } from '../replace-target';
import { INSPIRATION_TEXTS as T } from '../texts';
import { Button, ButtonLink } from '@web/components/ui/button';

type View = 'formInspiration' | 'suggestions';

/**
 * /inspirations-repas (and /inspiration-repas in replace mode): the form, then the suggestions.
 * `?lastPageType=formInspiration|suggestions` restores the saved form or suggestions view.
 */
export default function InspirationPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const replaceTarget = readReplaceTarget(params);
  const lastPageType = params.get('lastPageType');
  const [suggestions, setSuggestions] = useState<SuggestionGroup[] | null>(() =>
    lastPageType === 'suggestions' ? readSuggestions() : null,
  );
  const view: View = lastPageType === 'suggestions' && suggestions ? 'suggestions' : 'formInspiration';
  const initialValues = useMemo(
    () => (lastPageType === 'formInspiration' || lastPageType === 'suggestions' ? (readFormData() ?? DEFAULT_FORM) : DEFAULT_FORM),
    // Read once per view: the form keeps its own state while shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view],
  );
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const suggestionsCall = useRecipeSuggestions();
  const generateCall = useGenerateRecipe();
  const transformCall = useTransformSuggestion();
  const replaceCall = useReplaceMeal();

  const show = (next: View) => {
    const search = new URLSearchParams(params);
    search.set('lastPageType', next);
    setParams(search);
  };

  /** Opens the chosen recipe, or in replace mode puts it in the week menu and goes back there. */
  const openRecipe = async (recipeId: string, from: View) => {
    if (!replaceTarget) {
      void navigate(`${paths.recipe(recipeId)}?lastPageType=${from}`);
      return;
    }
    try {
      await replaceCall.mutateAsync({ ...replaceTarget, recipeId });
    } catch {
      throw new Error(T.replaceError);
    }
    void navigate(weekMenuHref(replaceTarget));
  };

  const submit = async (values: Criteria) => {
    setError(null);
    setSubmitting(true);
    writeFormData(values);
    writeParameters(values);
    try {
      if (values.dish.length === 0) {
        // No dish type: one recipe straight away (POST /api/meals/generate-recipe).
        const recipe = await generateCall.mutateAsync(values).catch(() => {
          throw new Error(T.recipeGenerationError);
        });
        await openRecipe(recipe.id, 'formInspiration');
        return;
      }
      const groups = await suggestionsCall.mutateAsync(values).catch(() => {
        throw new Error(T.suggestionsError);
      });
      writeSuggestions(groups);
      setSuggestions(groups);
      setSubmitting(false);
      show('suggestions');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : T.recipeGenerationError);
      setSubmitting(false);
    }
  };

  const choose = async (type: string, suggestion: Suggestion) => {
    let recipeId = suggestion.already_generated_recipe_id;
    if (!recipeId) {
      const recipe = await transformCall
        .mutateAsync({
          title: suggestion.title,
          description: suggestion.description,
          dishType: type,
          parameters: readParameters() ?? DEFAULT_FORM,
          sourceRecipeId: suggestion.sourceRecipeId ?? null,
        })
        .catch(() => {
          throw new Error(T.recipeCreationError);
        });
      recipeId = recipe.id;
      const updated = withGeneratedRecipe(readSuggestions() ?? suggestions ?? [], type, suggestion.title, recipe.id);
      writeSuggestions(updated);
      setSuggestions(updated);
    }
    await openRecipe(recipeId, 'suggestions');
  };

  return (
    <section className="space-y-6">
      <PageTitle>{T.title}</PageTitle>
      {replaceTarget && (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-600 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-stone-900">
            <Repeat aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>{T.replaceBanner(replaceTarget.mealType, replaceTarget.day)}</span>
          </p>
          <ButtonLink to={weekMenuHref(replaceTarget)} variant="secondary">
            {T.replaceCancel}
          </ButtonLink>
        </div>
      )}
      {view === 'suggestions' && suggestions ? (
        <div className="space-y-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg font-semibold text-stone-800">{T.suggestionsTitle}</p>
            <Button type="button" onClick={() => show('formInspiration')} variant="secondary">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {T.editSearch}
            </Button>
          </div>
          <SuggestionList groups={suggestions} onChoose={choose} replaceMode={Boolean(replaceTarget)} />
        </div>
      ) : (
        <>
          <p className="text-stone-700">{T.intro}</p>
          <InspirationForm initialValues={initialValues} onSubmit={submit} pending={submitting} error={error} />
        </>
      )}
    </section>
  );
}
