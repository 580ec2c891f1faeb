import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan, UpdateMealBody } from '@shared/schemas/meals';
import { apiFetch } from '@web/lib/api';
import { mealPlanKey, type MealPlanAnswer } from './get-meal-plan';

/** PUT /api/meals/:id {dayIndex, mealIndex, rating?, comments?, isCompleted?} → the updated plan. */
export async function updateMeal(planId: string, body: UpdateMealBody): Promise<MealPlan> {
  const { data } = await apiFetch<MealPlanAnswer>(`/api/meals/${encodeURIComponent(planId)}`, { method: 'PUT', body });
  return data;
}

/** The plan with one meal's cooked flag / rating / comment changed, as the server will have it. */
export function applyMealUpdate(plan: MealPlan, { dayIndex, mealIndex, rating, comments, isCompleted }: UpdateMealBody): MealPlan {
  return {
    ...plan,
    days: plan.days.map((day, d) =>
      d !== dayIndex
        ? day
        : {
            ...day,
            meals: day.meals.map((meal, m) =>
              m !== mealIndex
                ? meal
                : {
                    ...meal,
                    isCompleted: isCompleted ?? meal.isCompleted,
                    feedback: {
                      rating: rating === undefined ? meal.feedback.rating : rating,
                      comments: comments ?? meal.feedback.comments,
                    },
                  },
            ),
          },
    ),
  };
}

/** Optimistic: the change shows at once and is rolled back if the server refuses it. */
export function useUpdateMeal(planId: string) {
  const queryClient = useQueryClient();
  const key = mealPlanKey(planId);
  return useMutation({
    mutationFn: (body: UpdateMealBody) => updateMeal(planId, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MealPlan>(key);
      if (previous) queryClient.setQueryData(key, applyMealUpdate(previous, body));
      return { previous };
    },
    onError: (error, _body, context) => {
      // A failed feedback update is only logged (and rolled back), never shown as an error.
      console.error('Erreur lors de la mise à jour du repas', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (plan) => queryClient.setQueryData(key, plan),
  });
}
