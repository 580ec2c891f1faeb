import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ANTI_WASTE_MAX_INGREDIENTS, antiWasteBodySchema, RECIPE_MESSAGES, type AntiWasteBody } from '@shared/schemas/recipes';
import { ApiError, errorMessage } from '@web/lib/api';
import { isPremium, useSession } from '@web/lib/session';
import { PageTitle } from '@web/components/ui/page-title';
import { PremiumBadge } from '@web/components/ui/premium-badge';
import { PremiumNotice } from '@web/components/ui/premium-notice';
import { InfoStatus } from '@web/components/ui/status-message';
import { useCommonIngredients } from '../api/get-common-ingredients';
import { usePantry } from '@web/lib/household';
import { pantryStartSet } from '../pantry-start';
import { useGenerateRecipesFromIngredients, type AntiWasteAnswer } from '../api/generate-recipes-from-ingredients';
import { AntiWasteFormView, type AntiWasteFormInput } from '../components/anti-waste-form';
import { GeneratedRecipes } from '../components/generated-recipes';
import { ANTI_WASTE_TEXTS as T } from '../texts';

/** A 400 says what was wrong with the form (e.g. no ingredient understood as food): shown as the server wrote it. */
function generationError(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? errorMessage(error, T.generationError) : T.generationError;
}

const DEFAULTS: AntiWasteFormInput = { ingredients: [], dietaryRestrictions: [], mealType: '', time: 30, peopleCount: 2 };

/** /cuisiner-sans-gaspiller: criteria, then the recipes that use them. */
export default function AntiWastePage() {
  const form = useForm<AntiWasteFormInput, unknown, AntiWasteBody>({ defaultValues: DEFAULTS, resolver: zodResolver(antiWasteBodySchema) });
  const { user } = useSession();
  const common = useCommonIngredients();
  // « Mes placards » as a starting set; without a pantry (or when it cannot be read) no button.
  const pantry = usePantry();
  const pantryNames = useMemo(() => pantryStartSet(pantry.data?.items ?? [], ANTI_WASTE_MAX_INGREDIENTS), [pantry.data]);
  const generate = useGenerateRecipesFromIngredients();
  const [results, setResults] = useState<AntiWasteAnswer | null>(null);
  // The server decides what a Free user gets (docs/decisions/007-anti-waste-free-limit.md): the first results and an invitation
  // to go Premium; a 403 would mean Premium only.
  const premiumRefused = generate.error instanceof ApiError && generate.error.status === 403;

  const submit = (values: AntiWasteBody) => {
    generate.mutate(values, { onSuccess: (answer) => setResults(answer) });
  };

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>{T.title}</PageTitle>
        <PremiumBadge />
      </div>
      {premiumRefused ? (
        <PremiumNotice />
      ) : results ? (
        <div className="space-y-4">
          <InfoStatus>{results.unrecognizedMessage}</InfoStatus>
          {results.limitedToFree && <PremiumNotice message={results.message || undefined} />}
          <GeneratedRecipes
            recipes={results.recipes}
            onEdit={() => {
              setResults(null);
              generate.reset();
            }}
          />
        </div>
      ) : (
        <>
          <p className="text-stone-700">{T.intro}</p>
          {!isPremium(user) && <PremiumNotice message={RECIPE_MESSAGES.antiWasteFreeLimit} />}
          <AntiWasteFormView
            form={form}
            known={common.data ?? []}
            pantry={pantryNames}
            onSubmit={submit}
            pending={generate.isPending}
            error={generate.isError ? generationError(generate.error) : null}
          />
        </>
      )}
    </section>
  );
}
