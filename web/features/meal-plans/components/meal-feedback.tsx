import { useId, useState } from 'react';
import { CheckCircle2, Circle } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '@shared/constants';
import type { Meal } from '@shared/schemas/meals';
import { Button } from '@web/components/ui/button';
import { StarRating } from '@web/components/ui/star-rating';
import { useUpdateMeal } from '../api/update-meal';
import { MEAL_PLAN_TEXTS as T } from '../texts';
import { inputClass, labelClass } from '@web/components/ui/form-styles';

/** Cooked flag, 1-5 stars and a comment for one meal of the plan (PUT /api/meals/:id). */
export function MealFeedback({ planId, dayIndex, mealIndex, meal }: { planId: string; dayIndex: number; mealIndex: number; meal: Meal }) {
  const id = useId();
  const update = useUpdateMeal(planId);
  const [comment, setComment] = useState(meal.feedback.comments);
  const [saved, setSaved] = useState(false);

  const send = (patch: { isCompleted?: boolean; rating?: number; comments?: string }, onDone?: () => void) =>
    update.mutate({ dayIndex, mealIndex, ...patch }, { onSuccess: onDone });

  return (
    <div className="space-y-3 border-t border-stone-200 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          aria-pressed={meal.isCompleted}
          onClick={() => send({ isCompleted: !meal.isCompleted })}
          className={`inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm font-semibold ${
            meal.isCompleted ? 'border-lime-700 bg-lime-50 text-lime-900' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
          }`}
        >
          {meal.isCompleted ? <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> : <Circle aria-hidden="true" className="h-4 w-4" />}
          {T.markCooked}
        </button>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-sm text-stone-700">
            {T.yourRating}
          </span>
          <StarRating
            size="sm"
            value={meal.feedback.rating}
            legend={T.ratingLegend(meal.recipe.title)}
            onChange={(rating) => send({ rating })}
          />
        </div>
      </div>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          send({ comments: comment.trim() }, () => setSaved(true));
        }}
      >
        <label htmlFor={`${id}-comment`} className={labelClass}>
          {T.comment}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={2}
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          placeholder={T.commentPlaceholder}
          onChange={(e) => {
            setComment(e.target.value);
            setSaved(false);
          }}
          className={inputClass}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={update.isPending || comment.trim() === meal.feedback.comments}>
            {update.isPending ? T.savingComment : T.saveComment}
          </Button>
          <p role="status" className="text-sm text-lime-800">
            {saved ? T.commentSaved : ''}
          </p>
        </div>
      </form>
    </div>
  );
}
