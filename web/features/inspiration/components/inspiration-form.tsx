import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import type { z } from '@shared/validation';
import { BAKING_TIME, COMMENT_MAX_LENGTH, PREPARATION_TIME } from '@shared/constants';
import { COMMON_INGREDIENTS_FALLBACK, CUISINE_OPTIONS, DIFFICULTY_OPTIONS, DISH_TYPE_OPTIONS } from '@shared/options';
import { criteriaSchema, type Criteria } from '@shared/schemas/recipes';
import { ChipToggleGroup } from '@web/components/ui/chip-toggle-group';
import { RangeField } from '@web/components/ui/range-field';
import { ErrorAlert } from '@web/components/ui/status-message';
import { inputClass } from '@web/components/ui/form-styles';
import { INSPIRATION_TEXTS as T } from '../texts';
import { writeFormData } from '../storage';
import { Button } from '@web/components/ui/button';

export const formatPreparationTime = (n: number) => (n >= PREPARATION_TIME.max ? T.minutesOrMore(n) : T.minutes(n));

/**
 * The inspiration form: dish types, cuisines, difficulty and ingredients as toggle chips
 * (free text for all but difficulty), preparation 10-120 step 5 ("120 min et plus"), baking 0-120 step 6,
 * a free description. Every change is kept under lastFormData so the form can be restored.
 */
export function InspirationForm({
  initialValues,
  onSubmit,
  pending,
  error,
}: {
  initialValues: Criteria;
  onSubmit: (values: Criteria) => void;
  pending: boolean;
  error: string | null;
}) {
  const descriptionId = useId();
  const hintId = useId();
  const { control, register, handleSubmit, watch } = useForm<z.input<typeof criteriaSchema>, unknown, Criteria>({
    defaultValues: initialValues,
    resolver: zodResolver(criteriaSchema),
  });

  useEffect(() => {
    const subscription = watch((values) => writeFormData(values));
    return () => subscription.unsubscribe();
  }, [watch]);

  const noDish = (watch('dish') ?? []).length === 0;

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      noValidate
    >
      <Controller
        control={control}
        name="dish"
        render={({ field }) => (
          <ChipToggleGroup
            legend={T.dish}
            options={DISH_TYPE_OPTIONS}
            value={field.value ?? []}
            onChange={field.onChange}
            custom={{ label: T.dishCustom, addLabel: T.dishAdd }}
          />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="preparationTime"
          render={({ field }) => (
            <RangeField
              label={T.preparationTime}
              name="preparationTime"
              min={PREPARATION_TIME.min}
              max={PREPARATION_TIME.max}
              step={PREPARATION_TIME.step}
              value={field.value ?? PREPARATION_TIME.default}
              onChange={field.onChange}
              format={formatPreparationTime}
            />
          )}
        />
        <Controller
          control={control}
          name="bakingTime"
          render={({ field }) => (
            <RangeField
              label={T.bakingTime}
              name="bakingTime"
              min={BAKING_TIME.min}
              max={BAKING_TIME.max}
              step={BAKING_TIME.step}
              value={field.value ?? BAKING_TIME.default}
              onChange={field.onChange}
              format={T.minutes}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="cuisine"
        render={({ field }) => (
          <ChipToggleGroup
            legend={T.cuisine}
            options={CUISINE_OPTIONS}
            value={field.value ?? []}
            onChange={field.onChange}
            custom={{ label: T.cuisineCustom, addLabel: T.cuisineAdd }}
          />
        )}
      />
      <Controller
        control={control}
        name="complexity"
        render={({ field }) => (
          <ChipToggleGroup legend={T.complexity} options={DIFFICULTY_OPTIONS} value={field.value ?? []} onChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="ingredients"
        render={({ field }) => (
          <ChipToggleGroup
            legend={T.ingredients}
            options={COMMON_INGREDIENTS_FALLBACK}
            value={field.value ?? []}
            onChange={field.onChange}
            custom={{ label: T.ingredientsCustom, addLabel: T.ingredientsAdd, maxLength: 120 }}
          />
        )}
      />
      <div className="space-y-1">
        <label htmlFor={descriptionId} className="font-medium text-stone-900">
          {T.description}
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={T.descriptionPlaceholder}
          className={inputClass}
          {...register('description')}
        />
      </div>
      <ErrorAlert>{error}</ErrorAlert>
      {pending && (
        <p role="status" className="sr-only">
          {T.generating}
        </p>
      )}
      <div className="space-y-2">
        {noDish && (
          <p id={hintId} className="text-sm text-stone-700">
            {T.noDishHint}
          </p>
        )}
        <Button
          type="submit"
          disabled={pending}
          aria-describedby={noDish ? hintId : undefined}
          variant="primary"
          className="w-full sm:w-auto"
        >
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {pending ? T.generating : noDish ? T.submitRecipe : T.submitSuggestions}
        </Button>
      </div>
    </form>
  );
}
