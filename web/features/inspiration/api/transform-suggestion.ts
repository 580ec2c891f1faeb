import { useMutation } from '@tanstack/react-query';
import type { Criteria, Recipe } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';
import type { RecipeAnswer } from './generate-recipe';

export type TransformSuggestionInput = {
  title: string;
  description: string;
  dishType: string;
  parameters: Partial<Criteria>;
  sourceRecipeId?: string | null;
};

/** POST /api/meals/transform-suggestion-to-recipe: a suggestion card becomes a full recipe. */
export async function transformSuggestion(input: TransformSuggestionInput): Promise<Recipe> {
  return (await apiFetch<RecipeAnswer>('/api/meals/transform-suggestion-to-recipe', { body: input })).recipe;
}

export function useTransformSuggestion() {
  return useMutation({ mutationFn: transformSuggestion });
}
