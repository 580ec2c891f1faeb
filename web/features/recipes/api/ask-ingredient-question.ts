import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { IngredientAnswer, questionResponseSchema, Recipe } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';
import { RECIPE_TEXTS as T } from '../texts';

export type QuestionInput = { recipe: Pick<Recipe, 'id' | 'title'>; ingredient: string; context: string; question: string };
export type QuestionAnswer = z.infer<typeof questionResponseSchema>;

/** POST /api/meals/question-about-recipe: an answer and replacement ideas for one ingredient. */
export async function askIngredientQuestion(input: QuestionInput): Promise<IngredientAnswer> {
  const body = { ...input, recipe: { id: input.recipe.id, title: input.recipe.title } };
  return (await apiFetch<QuestionAnswer>('/api/meals/question-about-recipe', { body })).data.answer;
}

/** The free question of the recipe page. Failures are only logged, never shown as an error. */
export function useAskIngredientQuestion() {
  return useMutation({ mutationFn: askIngredientQuestion, onError: (error) => console.error(error) });
}

/** 'Remplacer': asks 'Par quoi remplacer X ?' once per ingredient and keeps the suggested replacements. */
export function useReplacementSuggestions(recipe: Pick<Recipe, 'id' | 'title' | 'description'>, ingredient: string, enabled: boolean) {
  return useQuery({
    queryKey: ['replacement-suggestions', recipe.id, ingredient],
    queryFn: async () => {
      try {
        const answer = await askIngredientQuestion({
          recipe,
          ingredient,
          context: recipe.title,
          question: T.replacementQuestion(ingredient),
        });
        return answer.ingredientsSuggestedForReplacement;
      } catch (error) {
        console.error(error);
        return [];
      }
    },
    enabled,
    staleTime: Infinity,
  });
}
