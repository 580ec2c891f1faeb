import { useId, useState, type FormEvent } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { COMMENT_MAX_LENGTH, QUESTION_MAX_LENGTH } from '@shared/constants';
import type { Recipe } from '@shared/schemas/recipes';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { useAskIngredientQuestion } from '../api/ask-ingredient-question';
import { RECIPE_TEXTS as T } from '../texts';
import { Button } from '@web/components/ui/button';

/** A question about one ingredient: sent only when the text is not blank; the answer is shown below. */
export function IngredientQuestion({ recipe }: { recipe: Recipe }) {
  const selectId = useId();
  const questionId = useId();
  const names = recipe.ingredients.map((i) => i.name);
  const [ingredient, setIngredient] = useState(names[0] ?? '');
  const [question, setQuestion] = useState('');
  const ask = useAskIngredientQuestion();
  const blank = question.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || !ingredient || ask.isPending) return;
    ask.mutate({
      recipe,
      ingredient,
      context: `${recipe.title} : ${recipe.description}`.slice(0, COMMENT_MAX_LENGTH),
      question: question.trim(),
    });
  };

  if (names.length === 0) return null;
  return (
    <section aria-labelledby="recipe-question" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="recipe-question" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <MessageCircleQuestion aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {T.questionTitle}
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
        <div className="space-y-1">
          <label htmlFor={selectId} className={labelClass}>
            {T.questionIngredient}
          </label>
          <select id={selectId} value={ingredient} onChange={(event) => setIngredient(event.target.value)} className={inputClass}>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={questionId} className={labelClass}>
            {T.question}
          </label>
          <input
            id={questionId}
            type="text"
            value={question}
            maxLength={QUESTION_MAX_LENGTH}
            placeholder={T.questionPlaceholder}
            onChange={(event) => setQuestion(event.target.value)}
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={blank || ask.isPending} variant="primary">
          {ask.isPending ? T.asking : T.ask}
        </Button>
      </form>
      <div aria-live="polite">
        {ask.isPending && (
          <p role="status" className="sr-only">
            {T.asking}
          </p>
        )}
        {ask.data && !ask.isPending && (
          <div className="rounded-lg bg-brand-50 p-3 text-sm text-stone-900">
            <p className="font-semibold">{T.answer}</p>
            <p className="mt-1 whitespace-pre-line">{ask.data.answer}</p>
          </div>
        )}
      </div>
    </section>
  );
}
