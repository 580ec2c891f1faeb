import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import {
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  MIN_PEOPLE,
  PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  REGISTRATION_STEPS,
} from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { ALLERGY_SUGGESTIONS, REGISTRATION_DIETS, REGISTRATION_GOALS } from '@shared/options';
import { constraintTextError, type ConstraintKind } from '@shared/schemas/readings';
import { registerAccountStepSchema } from '@shared/schemas/users';
import { ApiError, errorMessage } from '@web/lib/api';
import { customChoices, toggleChoice } from '@web/lib/choices';
import type { RegisterInput } from '../api/auth-api';
import { ErrorAlert, FieldError } from '@web/components/ui/status-message';
import { Counter } from '@web/components/ui/counter';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { StepIndicator } from './step-indicator';
import { TagInput } from '@web/components/ui/tag-input';
import { TileGroup } from '@web/components/ui/tile-group';
import { ReadingList, usePreferenceReadings } from '@web/components/ui/preference-readings';
import { Button } from '@web/components/ui/button';

// The 5-step registration wizard.

export const STEP_LABELS = ['Compte', 'Foyer', 'Objectifs', 'Régimes', 'Allergies'] as const;
const STEP_TITLES = [
  'Vos informations de connexion',
  'Votre foyer',
  'Vos objectifs',
  'Vos régimes alimentaires',
  'Allergies et ingrédients à éviter',
] as const;

type AccountField = 'name' | 'email' | 'password' | 'confirmPassword';
const ACCOUNT_FIELDS: readonly AccountField[] = ['name', 'email', 'password', 'confirmPassword'];

export type WizardState = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  adultCount: number;
  childrenCount: number;
  goals: string[];
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
};

const initialState: WizardState = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  adultCount: DEFAULT_ADULTS,
  childrenCount: DEFAULT_CHILDREN,
  goals: [],
  dietaryRestrictions: [],
  allergies: [],
  dislikedIngredients: [],
};

/** 'Repas prévu pour N personne(s)' (contractual text, to the letter). */
export const peopleLabel = (count: number) => `Repas prévu pour ${count} personne(s)`;

type RegisterWizardProps = {
  /** Registers; a rejection shows the server's message, else 'Erreur lors de l'inscription'. */
  onComplete: (body: RegisterInput) => Promise<void>;
  /** Disliked-ingredient suggestions: the ingredient catalogue. */
  ingredientCatalogue: readonly string[];
};

export function RegisterWizard({ onComplete, ingredientCatalogue }: RegisterWizardProps) {
  const id = useId();
  const [step, setStep] = useState(1);
  const [state, setState] = useState<WizardState>(initialState);
  const [error, setError] = useState<string | null>(null);
  const [errorField, setErrorField] = useState<AccountField | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<Partial<Record<AccountField, HTMLInputElement | null>>>({});
  const moved = useRef(false);

  const total = state.adultCount + state.childrenCount;
  // The server's reading of each diet, allergy and dislike, shown under the lists of steps 4 and 5.
  const readingOf = usePreferenceReadings({
    dietaryRestrictions: state.dietaryRestrictions,
    allergies: state.allergies,
    dislikedIngredients: state.dislikedIngredients,
  });
  const set = <K extends keyof WizardState>(key: K, value: WizardState[K]) => setState((s) => ({ ...s, [key]: value }));

  // /register arrives prerendered and React adopts its fields (web/main.tsx): anything typed
  // before the script took over is in the inputs but not yet in the state. Taken in before the
  // first paint, so the next render does not put the empty state back into the fields.
  useLayoutEffect(() => {
    const typed: Partial<Record<AccountField, string>> = {};
    for (const field of ACCOUNT_FIELDS) {
      const value = fieldRefs.current[field]?.value;
      if (value) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) setState((s) => ({ ...s, ...typed }));
  }, []);

  // Focus management: each new step's heading takes the focus (not on first render).
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step]);

  const showError = (message: string, field: AccountField | null = null) => {
    setError(message);
    setErrorField(field);
    if (field) fieldRefs.current[field]?.focus();
  };

  const goTo = (next: number) => {
    moved.current = true;
    setError(null);
    setErrorField(null);
    setStep(next);
  };

  const validateStep = (): boolean => {
    if (step === 1) {
      const result = registerAccountStepSchema.safeParse(state);
      if (!result.success) {
        const issue = result.error.issues[0]!;
        showError(issue.message, (issue.path[0] as AccountField | undefined) ?? null);
        return false;
      }
    }
    if (step === 2 && total < MIN_PEOPLE) {
      showError(MESSAGES.atLeastOnePerson);
      return false;
    }
    // An entry the server would refuse (no letter...) is reported here, on its own step.
    const lists: ConstraintKind[] = step === 4 ? ['dietaryRestrictions'] : step === 5 ? ['allergies', 'dislikedIngredients'] : [];
    for (const kind of lists) {
      const refused = state[kind].map((entry) => constraintTextError(kind, entry)).find((message) => message !== null);
      if (refused) {
        showError(refused);
        return false;
      }
    }
    return true;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validateStep()) return;
    if (step < REGISTRATION_STEPS) {
      goTo(step + 1);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await onComplete({
        name: state.name,
        email: state.email,
        password: state.password,
        preferences: {
          goals: state.goals,
          dietaryRestrictions: state.dietaryRestrictions,
          allergies: state.allergies,
          dislikedIngredients: state.dislikedIngredients,
          adultCount: state.adultCount,
          childrenCount: state.childrenCount,
        },
      });
    } catch (cause) {
      const message = errorMessage(cause, MESSAGES.registerError);
      // An email in use or a refused password is fixed on step 1: take the user there.
      if (cause instanceof ApiError && (cause.status === 409 || message === MESSAGES.commonPassword)) {
        goTo(1);
        setError(message);
        setErrorField(cause.status === 409 ? 'email' : 'password');
      } else {
        setError(message);
      }
      setSubmitting(false);
    }
  };

  const errorId = `${id}-error`;
  const fieldProps = (field: AccountField) => ({
    id: `${id}-${field}`,
    ref: (el: HTMLInputElement | null) => {
      fieldRefs.current[field] = el;
    },
    value: state[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    'aria-invalid': errorField === field ? true : undefined,
    'aria-describedby': errorField === field ? errorId : undefined,
    className: inputClass,
  });

  return (
    <div className="space-y-6">
      <StepIndicator steps={STEP_LABELS} current={step} />
      {/* method="post": were the browser ever to send it itself, nothing typed goes into the URL (the Worker answers with a redirect). */}
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
          {STEP_TITLES[step - 1]}
        </h2>
        <ErrorAlert id={errorId}>{error}</ErrorAlert>

        {step === 1 && (
          <div className="space-y-4">
            <div className="space-y-1">
              <label htmlFor={`${id}-name`} className={labelClass}>
                Nom
              </label>
              <input {...fieldProps('name')} type="text" autoComplete="name" maxLength={NAME_MAX_LENGTH} required />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-email`} className={labelClass}>
                Email
              </label>
              <input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} required />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-password`} className={labelClass}>
                Mot de passe
              </label>
              <input
                {...fieldProps('password')}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
                aria-describedby={errorField === 'password' ? errorId : `${id}-password-hint`}
              />
              <p id={`${id}-password-hint`} className="text-sm text-stone-600">
                6 caractères au minimum.
              </p>
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-confirmPassword`} className={labelClass}>
                Confirmer le mot de passe
              </label>
              <input
                {...fieldProps('confirmPassword')}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
              />
            </div>
          </div>
        )}

        {step === 2 && (
          <div className="space-y-3">
            <Counter
              label="Adultes"
              decrementLabel="Retirer un adulte"
              incrementLabel="Ajouter un adulte"
              value={state.adultCount}
              onChange={(value) => set('adultCount', value)}
            />
            <Counter
              label="Enfants"
              decrementLabel="Retirer un enfant"
              incrementLabel="Ajouter un enfant"
              value={state.childrenCount}
              onChange={(value) => set('childrenCount', value)}
            />
            <p className="text-base font-semibold text-stone-900" aria-live="polite">
              {peopleLabel(total)}
            </p>
            {total < MIN_PEOPLE && !error && <FieldError id={`${errorId}-people`} message={MESSAGES.atLeastOnePerson} />}
          </div>
        )}

        {step === 3 && (
          <div className="space-y-4">
            <TileGroup
              legend="Choisissez vos objectifs"
              options={REGISTRATION_GOALS}
              selected={state.goals}
              onToggle={(value) => set('goals', toggleChoice(state.goals, value))}
            />
            <TagInput
              label="Autre objectif"
              placeholder="Ex. : cuisiner avec les enfants"
              values={state.goals}
              known={REGISTRATION_GOALS}
              chips={customChoices(state.goals, REGISTRATION_GOALS)}
              chipsLabel="Objectifs ajoutés"
              onChange={(values) => set('goals', values)}
            />
          </div>
        )}

        {step === 4 && (
          <div className="space-y-4">
            <TileGroup
              legend="Choisissez vos régimes alimentaires"
              options={REGISTRATION_DIETS}
              selected={state.dietaryRestrictions}
              onToggle={(value) => set('dietaryRestrictions', toggleChoice(state.dietaryRestrictions, value))}
            />
            <TagInput
              label="Autre régime"
              placeholder="Ex. : flexitarien"
              values={state.dietaryRestrictions}
              known={REGISTRATION_DIETS}
              chips={customChoices(state.dietaryRestrictions, REGISTRATION_DIETS)}
              chipsLabel="Régimes ajoutés"
              onChange={(values) => set('dietaryRestrictions', values)}
            />
            <ReadingList
              kind="dietaryRestrictions"
              entries={state.dietaryRestrictions}
              readingOf={readingOf}
              label="Ce que nous avons compris de vos régimes"
            />
          </div>
        )}

        {step === 5 && (
          <div className="space-y-6">
            <TagInput
              label="Allergies"
              placeholder="Ex. : arachides, lait..."
              values={state.allergies}
              suggestions={ALLERGY_SUGGESTIONS}
              chipsLabel="Allergies choisies"
              emptyText="Aucune allergie indiquée."
              onChange={(values) => set('allergies', values)}
            />
            <ReadingList
              kind="allergies"
              entries={state.allergies}
              readingOf={readingOf}
              label="Ce que nous avons compris de vos allergies"
            />
            <TagInput
              label="Ingrédients que vous n'aimez pas"
              placeholder="Ex. : céleri, chou-fleur..."
              values={state.dislikedIngredients}
              suggestions={ingredientCatalogue}
              chipsLabel="Ingrédients à éviter"
              emptyText="Aucun ingrédient indiqué."
              onChange={(values) => set('dislikedIngredients', values)}
            />
            <ReadingList
              kind="dislikedIngredients"
              entries={state.dislikedIngredients}
              readingOf={readingOf}
              label="Ce que nous avons compris des ingrédients à éviter"
            />
          </div>
        )}

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button type="button" variant="secondary" size="lg" onClick={() => goTo(step - 1)} disabled={submitting}>
              <ArrowLeft aria-hidden="true" className="h-5 w-5" />
              Précédent
            </Button>
          ) : (
            <span />
          )}
          {step < REGISTRATION_STEPS ? (
            <Button type="submit" variant="primary" size="lg" disabled={step === 2 && total < MIN_PEOPLE}>
              Suivant
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Button>
          ) : (
            <Button type="submit" variant="primary" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Inscription en cours...' : 'Terminer'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
