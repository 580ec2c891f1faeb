import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { okResponseSchema, UserRecipe } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';
import { userRecipesQueryKey } from './get-user-recipes';

export type FeedbackInput = { recipeId: string; feedback: string };

/** POST /api/submit-feedback. */
export function submitFeedback(input: FeedbackInput): Promise<z.infer<typeof okResponseSchema>> {
  return apiFetch<z.infer<typeof okResponseSchema>>('/api/submit-feedback', { body: input });
}

/** Saving updates userFeedback once the server has confirmed (never optimistically). */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: (_answer, { recipeId, feedback }) => {
      queryClient.setQueryData<UserRecipe[]>(userRecipesQueryKey, (list) =>
        list?.map((recipe) => (recipe.id === recipeId ? { ...recipe, userFeedback: feedback } : recipe)),
      );
    },
    onError: (error) => console.error(error),
  });
}
