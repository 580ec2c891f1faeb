import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMENT_MAX_LENGTH, PROFILE_SUCCESS_MS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import {
  ALLERGY_SUGGESTIONS,
  BAKING_EQUIPMENT,
  BLENDING_EQUIPMENT,
  COLD_STORAGE_EQUIPMENT,
  COOKING_EQUIPMENT,
  MULTIFUNCTION_ROBOTS,
  PROFILE_DIETS,
  PROFILE_GOALS,
} from '@shared/options';
import { USER_MESSAGES, type User } from '@shared/schemas/users';
import { errorMessage } from '@web/lib/api';
import { ErrorAlert, FieldError, SuccessStatus } from '@web/components/ui/status-message';
import { Counter } from '@web/components/ui/counter';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { TagInput } from '@web/components/ui/tag-input';
import { TileGroup } from '@web/components/ui/tile-group';
import { ReadingList, usePreferenceReadings } from '@web/components/ui/preference-readings';
import { customChoices, toggleChoice } from '@web/lib/choices';
import { updateProfile } from '../api/account-api';
import { LocationFields } from './location-fields';
import { NUTRIENTS, profileFormSchema, toFormValues, toUpdateBody, type ProfileFormValues } from './profile-form-schema';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

type ListKey =
  | 'dietaryRestrictions'
  | 'goals'
  | 'allergies'
  | 'dislikedIngredients'
  | 'cookingEquipment'
  | 'multifunctionRobot'
  | 'blendingEquipment'
  | 'coldStorageEquipment'
  | 'bakingEquipment';

/** Kitchen equipment groups of 16, 8, 8, 4 and 4 items (shared/options.ts). */
const EQUIPMENT_GROUPS: { key: ListKey; legend: string; options: readonly string[] }[] = [
  { key: 'cookingEquipment', legend: 'Cuisson', options: COOKING_EQUIPMENT },
  { key: 'multifunctionRobot', legend: 'Robots multifonctions', options: MULTIFUNCTION_ROBOTS },
  { key: 'blendingEquipment', legend: 'Mixage et préparation', options: BLENDING_EQUIPMENT },
  { key: 'coldStorageEquipment', legend: 'Conservation au froid', options: COLD_STORAGE_EQUIPMENT },
  { key: 'bakingEquipment', legend: 'Pâtisserie et boulangerie', options: BAKING_EQUIPMENT },
];

function Tiles({
  control,
  name,
  legend,
  options,
  hideLegend,
  columns,
}: {
  control: Control<ProfileFormValues>;
  name: ListKey;
  legend: string;
  options: readonly string[];
  hideLegend?: boolean;
  columns?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TileGroup
          legend={legend}
          hideLegend={hideLegend}
          columns={columns}
          options={options}
          selected={field.value}
          onToggle={(value) => field.onChange(toggleChoice(field.value, value))}
        />
      )}
    />
  );
}

type ProfileFormProps = {
  user: User;
  ingredientCatalogue: readonly string[];
  onSaved: (user: User) => void;
};

/** Every field of the profile. */
export function ProfileForm({ user, ingredientCatalogue, onSaved }: ProfileFormProps) {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The readings the server gave with the profile (at load, then with each save's answer).
  const [savedReadings, setSavedReadings] = useState(user.readings);
  useEffect(() => setSavedReadings(user.readings), [user.readings]);
  useEffect(() => () => clearTimeout(successTimer.current ?? undefined), []);

  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: toFormValues(user) });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSuccess(null);
    try {
      const saved = await updateProfile(toUpdateBody(values));
      setSavedReadings(saved.readings);
      onSaved(saved);
      reset(toFormValues(saved));
      // 'Profil mis à jour avec succès!' for 3 seconds (PROFILE_SUCCESS_MS).
      setSuccess(MESSAGES.profileUpdated);
      clearTimeout(successTimer.current ?? undefined);
      successTimer.current = setTimeout(() => setSuccess(null), PROFILE_SUCCESS_MS);
    } catch (error) {
      setServerError(errorMessage(error, MESSAGES.profileUpdateError));
    }
  });

  const total = watch('adultCount') + watch('childrenCount');
  // The saved profile's readings are shown at once; an entry added since is read by the server.
  const diets = watch('dietaryRestrictions');
  const allergies = watch('allergies');
  const disliked = watch('dislikedIngredients');
  const readingOf = usePreferenceReadings({ dietaryRestrictions: diets, allergies, dislikedIngredients: disliked }, savedReadings);

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
      <Section title="Informations personnelles">
        <div className="space-y-1">
          <label htmlFor={`${id}-name`} className={labelClass}>
            Nom
          </label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            maxLength={100}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className={inputClass}
            {...register('name')}
          />
          <FieldError id={`${id}-name-error`} message={errors.name?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            value={user.email}
            readOnly
            aria-describedby={`${id}-email-hint`}
            className={`${inputClass} bg-stone-100 text-stone-700`}
          />
          <p id={`${id}-email-hint`} className="text-sm text-stone-600">
            {USER_MESSAGES.emailNotEditable}
          </p>
        </div>
      </Section>

      <Section title="Localisation" description="Pour vous proposer des produits de saison et les drives proches de chez vous.">
        <LocationFields register={register} setValue={setValue} getValues={getValues} />
      </Section>

      <Section title="Préférences alimentaires">
        <Tiles control={control} name="dietaryRestrictions" legend="Régimes alimentaires" options={PROFILE_DIETS} />
        <Controller
          control={control}
          name="dietaryRestrictions"
          render={({ field }) => (
            <TagInput
              label="Autre régime"
              values={field.value}
              known={PROFILE_DIETS}
              chips={customChoices(field.value, PROFILE_DIETS)}
              chipsLabel="Autres régimes"
              onChange={field.onChange}
            />
          )}
        />
        <ReadingList kind="dietaryRestrictions" entries={diets} readingOf={readingOf} label="Ce que nous avons compris de vos régimes" />
        <div className="space-y-1">
          <label htmlFor={`${id}-diet-comment`} className={labelClass}>
            Précisions sur votre alimentation
          </label>
          <textarea
            id={`${id}-diet-comment`}
            rows={2}
            maxLength={COMMENT_MAX_LENGTH}
            className={inputClass}
            {...register('dietaryRestrictionsComment')}
          />
        </div>
      </Section>

      <Section title="Allergies">
        <Controller
          control={control}
          name="allergies"
          render={({ field }) => (
            <TagInput
              label="Ajouter une allergie"
              values={field.value}
              suggestions={ALLERGY_SUGGESTIONS}
              chipsLabel="Vos allergies"
              emptyText="Aucune allergie indiquée."
              onChange={field.onChange}
            />
          )}
        />
        <ReadingList kind="allergies" entries={allergies} readingOf={readingOf} label="Ce que nous avons compris de vos allergies" />
      </Section>

      <Section title="Ingrédients non appréciés">
        <Controller
          control={control}
          name="dislikedIngredients"
          render={({ field }) => (
            <TagInput
              label="Ajouter un ingrédient"
              values={field.value}
              suggestions={ingredientCatalogue}
              chipsLabel="Ingrédients à éviter"
              emptyText="Aucun ingrédient indiqué."
              onChange={field.onChange}
            />
          )}
        />
        <ReadingList
          kind="dislikedIngredients"
          entries={disliked}
          readingOf={readingOf}
          label="Ce que nous avons compris des ingrédients à éviter"
        />
      </Section>

      <Section title="Objectifs personnels">
        <Tiles control={control} name="goals" legend="Vos objectifs" options={PROFILE_GOALS} />
        <Controller
          control={control}
          name="goals"
          render={({ field }) => (
            <TagInput
              label="Autre objectif"
              values={field.value}
              known={PROFILE_GOALS}
              chips={customChoices(field.value, PROFILE_GOALS)}
              chipsLabel="Autres objectifs"
              onChange={field.onChange}
            />
          )}
        />
        <div className="space-y-1">
          <label htmlFor={`${id}-goals-comment`} className={labelClass}>
            Précisions sur vos objectifs
          </label>
          <textarea
            id={`${id}-goals-comment`}
            rows={2}
            maxLength={COMMENT_MAX_LENGTH}
            className={inputClass}
            {...register('goalsComment')}
          />
        </div>
      </Section>

      <Section title="Objectifs nutritionnels" description="Facultatif : laissez vide ce que vous ne suivez pas.">
        <div className="grid gap-4 sm:grid-cols-2">
          {NUTRIENTS.map(({ key, label }) => {
            const error = errors.nutritionalGoals?.[key]?.message;
            return (
              <div key={key} className="space-y-1">
                <label htmlFor={`${id}-${key}`} className={labelClass}>
                  {label}
                </label>
                <input
                  id={`${id}-${key}`}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${key}-error` : undefined}
                  className={inputClass}
                  {...register(`nutritionalGoals.${key}`)}
                />
                <FieldError id={`${id}-${key}-error`} message={error} />
              </div>
            );
          })}
        </div>
      </Section>

      <Section title="Composition du foyer">
        <Controller
          control={control}
          name="adultCount"
          render={({ field }) => (
            <Counter
              label="Adultes"
              decrementLabel="Retirer un adulte"
              incrementLabel="Ajouter un adulte"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="childrenCount"
          render={({ field }) => (
            <Counter
              label="Enfants"
              decrementLabel="Retirer un enfant"
              incrementLabel="Ajouter un enfant"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <p className="font-semibold text-stone-900" aria-live="polite">
          Repas prévu pour {total} personne(s)
        </p>
      </Section>

      <Section title="Équipement de cuisine">
        {EQUIPMENT_GROUPS.map((group) => (
          <Tiles
            key={group.key}
            control={control}
            name={group.key}
            legend={group.legend}
            options={group.options}
            columns="sm:grid-cols-2 lg:grid-cols-4"
          />
        ))}
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <ErrorAlert>{serverError}</ErrorAlert>
        <SuccessStatus>{success}</SuccessStatus>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-full sm:w-auto"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? 'Enregistrement...' : 'Enregistrer mon profil'}
        </Button>
      </div>
    </form>
  );
}
