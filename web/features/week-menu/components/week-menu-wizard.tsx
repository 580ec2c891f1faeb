import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { ArrowLeft, ArrowRight, CalendarCheck, RefreshCw, ShoppingBasket, SlidersHorizontal, Sparkles } from 'lucide-react';
import { weekMenuPreferencesSchema } from '@shared/schemas/week-menu';
import { formatZodError } from '@shared/validation';
import { addTag } from '@shared/text';
import { paths } from '@web/app/paths';
import { ApiError, errorMessage } from '@web/lib/api';
import { PremiumNotice } from '@web/components/ui/premium-notice';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { useGenerateWeekMenu } from '../api/generate-week-menu';
import { useSaveWeekMenu } from '../api/save-week-menu';
import { useGenerateShoppingList } from '../api/generate-shopping-list';
import { useWeekPlan } from '../api/get-week-plan';
import { usePlannableRecipes } from '../api/get-plannable-recipes';
import { WEEK_MENU_TEXTS as T } from '../texts';
import { readLastWeekMenu, writeLastWeekMenu, type LastWeekMenu } from '../utils/last-week-menu';
import { defaultFormValues, newSeed, toFormValues, toPreferences, type WeekMenuFormValues } from '../utils/week-menu-form';
import { WizardProgress } from './wizard-progress';
import { GeneralStep } from './general-step';
import { DailyStep } from './daily-step';
import { SummaryStep } from './summary-step';
import { WeekPlanResult } from './week-plan-result';
import { Button, ButtonLink } from '@web/components/ui/button';

type Step = 1 | 2 | 3 | 4;
type Failure = { text: string; detail?: string };

/** Query parameter set by a recipe card's 'Ajouter au menu': the dish joins the favourite dishes. */
export const ADD_DISH_PARAM = 'plat';

/**
 * The week-menu wizard: 1 general, 2 daily constraints, 3 confirmation, 4 result.
 * The last result is kept in sessionStorage and /menu-semaine?weekPlanId=.. shows it again.
 */
export function WeekMenuWizard() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm<WeekMenuFormValues>({ defaultValues: defaultFormValues() });
  const [step, setStep] = useState<Step>(1);
  const [result, setResult] = useState<LastWeekMenu | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const generate = useGenerateWeekMenu();
  const save = useSaveWeekMenu();
  const shoppingList = useGenerateShoppingList();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const plannable = usePlannableRecipes();

  const goTo = (next: Step) => {
    stepChanged.current = true;
    setFailure(null);
    setStep(next);
  };
  // Screen-reader and keyboard users land on the new step's heading.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  // Restore step 4 for /menu-semaine?weekPlanId=.. (back from the inspiration page's replacement).
  const requestedId = params.get('weekPlanId');
  const restoreId = requestedId && requestedId !== result?.weekPlan.id ? requestedId : null;
  const restore = useWeekPlan(restoreId);
  useEffect(() => {
    if (!restoreId || !restore.data) return;
    const stored = readLastWeekMenu();
    const same = stored?.weekPlan.id === restoreId ? stored : null;
    const unchanged = same && JSON.stringify(same.weekPlan) === JSON.stringify(restore.data.weekPlan);
    const preferences = same?.preferences ?? toPreferences(weekMenuPreferencesSchema.parse(defaultFormValues()));
    const next: LastWeekMenu = {
      weekPlan: restore.data.weekPlan,
      nutrition: restore.data.nutrition,
      preferences,
      generatedAt: same?.generatedAt ?? new Date().toISOString(),
      limitedToFree: same?.limitedToFree,
      message: same?.message,
      // A replaced meal makes the saved meal plan stale: saving again is offered.
      mealPlanId: unchanged ? same.mealPlanId : undefined,
    };
    form.reset(toFormValues(preferences));
    setResult(next);
    writeLastWeekMenu(next);
    setSavedMessage(null);
    setStep(4);
  }, [restoreId, restore.data, form]);

  // « Inclure mes recettes » starts ticked once the server says some own recipe could be chosen, unless
  // the member already chose (or a stored week brought its own choice back).
  const ownCount = plannable.data?.count;
  useEffect(() => {
    if (ownCount === undefined || form.getFieldState('includeMyRecipes').isDirty || restoreId) return;
    form.resetField('includeMyRecipes', { defaultValue: ownCount > 0 });
  }, [ownCount, form, restoreId]);

  // 'Ajouter au menu' on a recipe card: /menu-semaine?plat=Gratin
  const addedDish = params.get(ADD_DISH_PARAM);
  useEffect(() => {
    const dish = addedDish?.trim().slice(0, 60);
    if (!dish) return;
    form.setValue('favoriteDishes', addTag(form.getValues('favoriteDishes'), dish));
    setNotice(T.favoriteAdded(dish));
    setParams(
      (current) => {
        current.delete(ADD_DISH_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [addedDish, form, setParams]);

  const runGenerate = (seed?: number) =>
    form.handleSubmit(async (values) => {
      // The shared contract checks the form before the server does (same French messages).
      const parsed = weekMenuPreferencesSchema.safeParse(values);
      if (!parsed.success) {
        setFailure({ text: T.generationError, detail: formatZodError(parsed.error) });
        return;
      }
      const preferences = toPreferences(parsed.data, seed);
      setFailure(null);
      setSavedMessage(null);
      try {
        const answer = await generate.mutateAsync(preferences);
        const next: LastWeekMenu = {
          weekPlan: answer.weekPlan,
          preferences,
          generatedAt: new Date().toISOString(),
          limitedToFree: answer.limitedToFree,
          message: answer.message,
          nutrition: answer.nutrition,
        };
        writeLastWeekMenu(next);
        setResult(next);
        setParams({ weekPlanId: answer.weekPlan.id }, { replace: true });
        if (step !== 4) goTo(4);
      } catch (error) {
        console.error(T.generationError, error);
        // The contractual alert text, and for a non-OK answer the reason (server message, else 'Erreur lors de la génération du menu').
        const detail = error instanceof ApiError && error.status > 0 ? errorMessage(error, T.generationNotOk) : undefined;
        setFailure({ text: T.generationError, detail });
      }
    })();

  const onSave = async () => {
    if (!result) return;
    setFailure(null);
    try {
      const answer = await save.mutateAsync({
        weekPlan: result.weekPlan,
        preferences: result.preferences,
        generatedAt: result.generatedAt,
      });
      const next = { ...result, mealPlanId: answer.mealPlanId };
      writeLastWeekMenu(next);
      setResult(next);
      setSavedMessage(answer.message || T.saved);
    } catch (error) {
      console.error(T.saveError, error);
      setFailure({ text: T.saveError });
    }
  };

  const onShoppingList = async () => {
    if (!result) return;
    setFailure(null);
    try {
      const { shoppingListId } = await shoppingList.mutateAsync(result.weekPlan);
      void navigate(paths.listeCourses(shoppingListId));
    } catch (error) {
      console.error(T.shoppingListError, error);
      setFailure({ text: T.shoppingListError });
    }
  };

  const values = form.watch();
  const busy = generate.isPending || save.isPending || shoppingList.isPending;

  if (restoreId && restore.isPending) return <Spinner label={T.loadingPlan} />;

  return (
    <div className="space-y-6">
      <WizardProgress step={step} />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-stone-900 focus:outline-none">
        {T.steps[step - 1]}
      </h2>

      <SuccessStatus>{notice}</SuccessStatus>
      {restoreId && restore.isError && step !== 4 && <ErrorAlert>{T.planNotFound}</ErrorAlert>}

      {step < 4 ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === 3) void runGenerate();
            else if (values.mealTypes.length > 0) goTo((step + 1) as Step);
          }}
          className="space-y-6"
        >
          {step === 1 && <GeneralStep form={form} plannable={plannable.data} />}
          {step === 2 && <DailyStep form={form} />}
          {step === 3 && <SummaryStep values={values} />}
          <FailureAlert failure={failure} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {step > 1 ? (
              <Button type="button" variant="secondary" onClick={() => goTo((step - 1) as Step)}>
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                {T.previous}
              </Button>
            ) : (
              <span />
            )}
            {step < 3 ? (
              <Button type="submit" variant="primary" disabled={values.mealTypes.length === 0}>
                {T.next}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Button>
            ) : (
              <Button type="submit" variant="primary" disabled={generate.isPending}>
                <Sparkles aria-hidden="true" className="h-4 w-4" />
                {generate.isPending ? T.generating : T.generate}
              </Button>
            )}
          </div>
        </form>
      ) : (
        result && (
          <div className="space-y-6">
            <p className="text-stone-700">{T.resultIntro}</p>
            {result.limitedToFree && <PremiumNotice message={result.message ?? undefined} />}
            <div className="grid gap-3 sm:flex sm:flex-wrap">
              <Button type="button" variant="secondary" onClick={() => goTo(3)} disabled={busy}>
                <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
                {T.editPreferences}
              </Button>
              <Button type="button" variant="secondary" onClick={() => void runGenerate(newSeed())} disabled={busy}>
                <RefreshCw aria-hidden="true" className={`h-4 w-4 ${generate.isPending ? 'animate-spin' : ''}`} />
                {generate.isPending ? T.generating : T.regenerate}
              </Button>
              {result.mealPlanId ? (
                <ButtonLink to={paths.mealPlan(result.mealPlanId)} variant="primary">
                  <CalendarCheck aria-hidden="true" className="h-4 w-4" />
                  {T.openMealPlan}
                </ButtonLink>
              ) : (
                <Button type="button" variant="primary" onClick={() => void onSave()} disabled={busy}>
                  <CalendarCheck aria-hidden="true" className="h-4 w-4" />
                  {save.isPending ? T.saving : T.save}
                </Button>
              )}
              <Button type="button" variant="primary" onClick={() => void onShoppingList()} disabled={busy}>
                <ShoppingBasket aria-hidden="true" className="h-4 w-4" />
                {shoppingList.isPending ? T.shoppingListPending : T.shoppingList}
              </Button>
            </div>
            <SuccessStatus>
              {savedMessage && (
                <>
                  {savedMessage}{' '}
                  {result.mealPlanId && (
                    <Link to={paths.mealPlan(result.mealPlanId)} className="font-semibold underline">
                      {T.openMealPlan}
                    </Link>
                  )}
                </>
              )}
            </SuccessStatus>
            <FailureAlert failure={failure} />
            <WeekPlanResult plan={result.weekPlan} nutrition={result.nutrition} />
          </div>
        )
      )}
    </div>
  );
}

function FailureAlert({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <ErrorAlert>
      <span className="font-semibold">{failure.text}</span>
      {failure.detail && <span className="block">{failure.detail}</span>}
    </ErrorAlert>
  );
}
