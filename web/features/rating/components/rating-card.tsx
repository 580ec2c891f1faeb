import { useId, useState } from 'react';
import { Eye, MessageSquare } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '@shared/constants';
import type { UserRecipe } from '@shared/schemas/recipes';
import { paths } from '@web/app/paths';
import { StarRating } from '@web/components/ui/star-rating';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { useRateRecipe } from '../api/rate-recipe';
import { useSubmitFeedback } from '../api/submit-feedback';
import { formatLongDate } from '../format';
import { recipeDate } from '../list';
import { RATING_TEXTS as T } from '../texts';
import { Button, ButtonLink } from '@web/components/ui/button';

/** Feedback area: 'Ajouter un commentaire' / 'Modifier mon commentaire', textarea, Annuler / Enregistrer. */
function Feedback({ recipe }: { recipe: UserRecipe }) {
  const textareaId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const submit = useSubmitFeedback();
  const blank = text.trim() === '';

  const open = () => {
    setText(recipe.userFeedback ?? '');
    submit.reset();
    setEditing(true);
  };
  const save = () => {
    // Blank or whitespace-only comments are not sent.
    if (blank || submit.isPending) return;
    submit.mutate({ recipeId: recipe.id, feedback: text.trim() }, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <div className="space-y-2">
        {recipe.userFeedback && (
          <div className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
            <p className="font-semibold">{T.yourComment}</p>
            <p className="mt-1 whitespace-pre-line">{recipe.userFeedback}</p>
          </div>
        )}
        <SuccessStatus>{submit.isSuccess ? T.commentSaved : null}</SuccessStatus>
        <Button type="button" onClick={open} variant="secondary">
          <MessageSquare aria-hidden="true" className="h-4 w-4" />
          {recipe.userFeedback ? T.editComment : T.addComment}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <label htmlFor={textareaId} className={labelClass}>
        {T.commentFor(recipe.title)}
      </label>
      <textarea
        id={textareaId}
        rows={3}
        value={text}
        autoFocus
        maxLength={COMMENT_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        className={inputClass}
      />
      <ErrorAlert>{submit.isError ? T.feedbackError : null}</ErrorAlert>
      <div className="flex gap-2">
        <Button type="button" onClick={() => setEditing(false)} variant="ghost">
          {T.cancel}
        </Button>
        <Button type="button" onClick={save} disabled={blank || submit.isPending} variant="primary">
          {submit.isPending ? T.savingComment : T.saveComment}
        </Button>
      </div>
    </div>
  );
}

/** One recipe to rate: title, date, description, tags, stars, 'Voir la recette' and the feedback area. */
export function RatingCard({ recipe }: { recipe: UserRecipe }) {
  const titleId = useId();
  const rate = useRateRecipe();
  const date = recipeDate(recipe);

  const onRate = (rating: number) => {
    if (rate.isPending || rating === recipe.userRating) return;
    rate.mutate({ recipeId: recipe.id, rating });
  };

  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {recipe.title}
        </h2>
        <p className="text-sm text-stone-700">
          <time dateTime={date}>{formatLongDate(date)}</time>
        </p>
      </div>
      {recipe.description && <p className="text-sm text-stone-800">{recipe.description}</p>}
      {recipe.tags.length > 0 && (
        <ul aria-label="Étiquettes" className="flex flex-wrap gap-1.5">
          {recipe.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div aria-busy={rate.isPending}>
          <StarRating value={recipe.userRating ?? null} onChange={onRate} legend={T.ratingOf(recipe.title)} />
          {rate.isPending && (
            <span role="status" className="sr-only">
              {T.ratingPending}
            </span>
          )}
        </div>
        <ButtonLink to={paths.recipe(recipe.id)} aria-describedby={titleId} variant="ghost">
          <Eye aria-hidden="true" className="h-4 w-4" />
          {T.view}
        </ButtonLink>
      </div>
      <ErrorAlert>{rate.isError ? T.ratingError : null}</ErrorAlert>
      <Feedback recipe={recipe} />
    </article>
  );
}
