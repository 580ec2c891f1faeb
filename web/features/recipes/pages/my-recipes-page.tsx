import { Download, Lightbulb } from 'lucide-react';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { useUserTrees } from '../api/get-user-trees';
import { countVersions, FamilyTree } from '../components/family-tree';
import { RecipeSource } from '../components/recipe-source';
import { IMPORT_TEXTS, RECIPE_TEXTS as T } from '../texts';
import { ButtonLink } from '@web/components/ui/button';

/** /mes-recettes: « Importer une recette », a spinner, then one family tree of versions per recipe the user started or the household imported
 *  (an imported one credits its source). */
export default function MyRecipesPage() {
  const trees = useUserTrees();
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{T.myRecipesTitle}</PageTitle>
        <ButtonLink to={paths.importRecipe} variant="primary">
          <Download aria-hidden="true" className="h-4 w-4" />
          {IMPORT_TEXTS.cta}
        </ButtonLink>
      </div>
      {trees.isPending ? (
        <Spinner label={T.myRecipesLoading} />
      ) : (trees.data?.length ?? 0) === 0 ? (
        <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center">
          <p className="text-stone-700">{T.myRecipesEmpty}</p>
          <ButtonLink to={paths.inspiration} variant="primary">
            <Lightbulb aria-hidden="true" className="h-4 w-4" />
            {T.myRecipesCta}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {trees.data?.map((tree) => (
            <li key={tree.id} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
              <div className="flex items-baseline justify-between gap-3">
                <h2 className="text-lg font-bold text-stone-900">{tree.title}</h2>
                <span className="shrink-0 text-sm text-stone-700">{T.versionsCount(countVersions(tree))}</span>
              </div>
              {tree.source && <RecipeSource source={tree.source} />}
              <FamilyTree tree={tree} label={`${T.versions} : ${tree.title}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
