import { useEffect, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { useRecipe } from '../api/get-recipe';
import { BackButton } from '../components/back-button';
import { RecipeDetails } from '../components/recipe-details';
import { IMPORT_TEXTS, RECIPE_TEXTS as T } from '../texts';
import { readImportedState } from '../components/use-import-and-open';
import { SuccessStatus } from '@web/components/ui/status-message';
import { ButtonLink } from '@web/components/ui/button';

/** /recette/:recipeId?lastPageType=..&lastRecipeId=...; a planned meal's page adds ?weekPlanId=..&day=..&mealType=.. */
export default function RecipePage() {
  const { recipeId = '' } = useParams();
  const [search] = useSearchParams();
  const weekPlanId = search.get('weekPlanId');
  const day = search.get('day');
  const mealType = search.get('mealType');
  const query = useRecipe(recipeId, weekPlanId && day && mealType ? { weekPlanId, day, mealType } : null);
  const imported = readImportedState(useLocation().state);
  const noticeRef = useRef<HTMLDivElement>(null);
  const shown = !!imported && !!query.data;
  // Just imported: the focus goes to what happened (« Recette importée »), at the top of the recipe.
  useEffect(() => {
    if (shown) noticeRef.current?.focus();
  }, [shown]);
  return (
    <div className="space-y-4">
      <BackButton />
      {query.isPending ? (
        <Spinner label={T.loading} />
      ) : query.isError || !query.data ? (
        // Missing, someone else's or unreadable: the same answer ('Recette non trouvée').
        <section className="space-y-3 py-6 text-center">
          <PageTitle>{T.notFound}</PageTitle>
          <p className="text-stone-700">{T.notFoundHint}</p>
          <ButtonLink to={paths.inspiration} variant="primary">
            {T.newInspiration}
          </ButtonLink>
        </section>
      ) : (
        <>
          <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
            <SuccessStatus>
              {imported ? (imported === 'created' ? IMPORT_TEXTS.imported : IMPORT_TEXTS.alreadyImported) : null}
            </SuccessStatus>
          </div>
          <RecipeDetails
            key={query.data.recipe.id}
            recipe={query.data.recipe}
            familyTree={query.data.familyTree}
            served={query.data.served}
          />
        </>
      )}
    </div>
  );
}
