import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { FamilyTreeNode, Recipe, recipeAnswerSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';
import { userTreesQueryKey } from './get-user-trees';

export type IterateInput = {
  originalRecipe: Recipe;
  variants: string[];
  comment: string;
  ingredientReplacements: { original: string; replacement: string }[];
  excludedIngredients: string[];
  oldFamilyTree: FamilyTreeNode;
};

/** POST /api/meals/iterate-recipe: a new version of the recipe, child of this one in its family tree. */
export async function iterateRecipe(input: IterateInput): Promise<Recipe> {
  return (await apiFetch<z.infer<typeof recipeAnswerSchema>>('/api/meals/iterate-recipe', { body: input })).recipe;
}

export function useIterateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: iterateRecipe,
    onSuccess: () => {
      // Every version of the tree now has one more node.
      void queryClient.invalidateQueries({ queryKey: ['recipe'] });
      void queryClient.invalidateQueries({ queryKey: userTreesQueryKey });
    },
  });
}
