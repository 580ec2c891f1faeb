import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Archive, Leaf } from 'lucide-react';
import type { z } from '@shared/validation';
import { ANTI_WASTE_TIME, PEOPLE_MAX, PEOPLE_MIN } from '@shared/constants';
import { ANTI_WASTE_DIETS, ANTI_WASTE_MEAL_TYPES } from '@shared/options';
import type { antiWasteBodySchema, AntiWasteBody } from '@shared/schemas/recipes';
import { ChipToggleGroup } from '@web/components/ui/chip-toggle-group';
import { RangeField } from '@web/components/ui/range-field';
import { ErrorAlert, InfoStatus } from '@web/components/ui/status-message';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ANTI_WASTE_TEXTS as T } from '../texts';
import { IngredientPicker } from './ingredient-picker';
import { addTag } from '@shared/text';
import { ANTI_WASTE_MAX_INGREDIENTS } from '@shared/schemas/recipes';
import { Button } from '@web/components/ui/button';

export type AntiWasteFormInput = z.input<typeof antiWasteBodySchema>;
export type AntiWasteForm = UseFormReturn<AntiWasteFormInput, unknown, AntiWasteBody>;

/**
 * The anti-waste criteria: ingredients, meal type, people 1-10, time 10-120 step 5, diets.
 * `pantry`: « Mes placards »' starting set (pantry-start.ts); its button adds it to the chosen
 * ingredients and asks for the recipes that use most of the pantry first (`usePantry`).
 */
export function AntiWasteFormView({
  form,
  known,
  pantry = [],
  onSubmit,
  pending,
  error,
}: {
  form: AntiWasteForm;
  known: readonly string[];
  pantry?: readonly string[];
  onSubmit: (values: AntiWasteBody) => void;
  pending: boolean;
  error: string | null;
}) {
  const mealTypeId = useId();
  const [invalid, setInvalid] = useState<string | null>(null);
  const pantryHintId = useId();
  const [pantryAdded, setPantryAdded] = useState<number | null>(null);
  const { control, register, handleSubmit, watch, getValues, setValue } = form;
  const count = (watch('ingredients') ?? []).length;

  const fillFromPantry = () => {
    const before = getValues('ingredients') ?? [];
    const next = pantry.reduce<string[]>(
      (names, name) => (names.length < ANTI_WASTE_MAX_INGREDIENTS ? addTag(names, name) : names),
      [...before],
    );
    setValue('ingredients', next, { shouldDirty: true });
    setValue('usePantry', true);
    setInvalid(null);
    setPantryAdded(next.length - before.length);
  };

  const submit = handleSubmit(
    (values) => {
      setInvalid(null);
      onSubmit(values);
    },
    // Only reachable without an ingredient (the button is disabled then): the 'at least one ingredient' alert.
    (errors) => setInvalid(errors.ingredients ? T.atLeastOne : T.generationError),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      {pantry.length > 0 && (
        <div className="space-y-2">
          <Button type="button" variant="secondary" aria-describedby={pantryHintId} onClick={fillFromPantry}>
            <Archive aria-hidden="true" className="h-4 w-4" />
            {T.pantry}
          </Button>
          <p id={pantryHintId} className="text-sm text-stone-700">
            {T.pantryHint}
          </p>
          <InfoStatus>{pantryAdded === null ? null : T.pantryAdded(pantryAdded)}</InfoStatus>
        </div>
      )}
      <Controller
        control={control}
        name="ingredients"
        render={({ field }) => (
          <IngredientPicker
            known={known}
            value={field.value ?? []}
            onChange={(next) => {
              field.onChange(next);
              if (next.length > 0) setInvalid(null);
            }}
          />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <div className="space-y-1">
          <label htmlFor={mealTypeId} className={labelClass}>
            {T.mealType}
          </label>
          <select id={mealTypeId} className={inputClass} {...register('mealType')}>
            {ANTI_WASTE_MEAL_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Controller
          control={control}
          name="peopleCount"
          render={({ field }) => (
            <RangeField
              label={T.people}
              name="peopleCount"
              min={PEOPLE_MIN}
              max={PEOPLE_MAX}
              step={1}
              value={field.value}
              onChange={field.onChange}
              format={T.peopleValue}
            />
          )}
        />
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <RangeField
              label={T.time}
              name="time"
              min={ANTI_WASTE_TIME.min}
              max={ANTI_WASTE_TIME.max}
              step={ANTI_WASTE_TIME.step}
              value={field.value}
              onChange={field.onChange}
              format={T.minutes}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="dietaryRestrictions"
        render={({ field }) => (
          <ChipToggleGroup legend={T.diets} options={ANTI_WASTE_DIETS} value={field.value ?? []} onChange={field.onChange} />
        )}
      />
      <ErrorAlert>{invalid ?? error}</ErrorAlert>
      {pending && (
        <p role="status" className="sr-only">
          {T.generating}
        </p>
      )}
      <Button type="submit" disabled={count === 0 || pending} variant="primary" className="w-full sm:w-auto">
        <Leaf aria-hidden="true" className="h-4 w-4" />
        {pending ? T.generating : T.submit(count)}
      </Button>
    </form>
  );
}
