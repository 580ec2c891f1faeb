import { useParams, useSearchParams } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { useRecipe } from '../api/get-recipe';
import { BackButton } from '../components/back-button';
import { RecipeDetails } from '../components/recipe-details';
import { RECIPE_TEXTS as T } from '../texts';
import { ButtonLink } from '@web/components/ui/button';

/** /recette/:recipeId?lastPageType=..&lastRecipeId=...; a planned meal's page adds ?weekPlanId=..&day=..&mealType=.. */
export default function RecipePage() {
  const { recipeId = '' } = useParams();
  const [search] = useSearchParams();
  const weekPlanId = search.get('weekPlanId');
  const day = search.get('day');
  const mealType = search.get('mealType');
  const query = useRecipe(recipeId, weekPlanId && day && mealType ? { weekPlanId, day, mealType } : null);
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
        <RecipeDetails
          key={query.data.recipe.id}
          recipe={query.data.recipe}
          familyTree={query.data.familyTree}
          served={query.data.served}
        />
      )}
    </div>
  );
}
