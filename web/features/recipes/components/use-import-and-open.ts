import { useNavigate } from 'react-router';
import type { ImportRecipeBody } from '@shared/schemas/recipe-import';
import { paths } from '@web/app/paths';
import { useImportRecipe } from '../api/import-recipe';

/** What the recipe page is told after an import, to say « Recette importée » or that it was already there. */
export type ImportedState = { imported: 'created' | 'existing' };

export function readImportedState(state: unknown): ImportedState['imported'] | null {
  const imported = (state as Partial<ImportedState> | null)?.imported;
  return imported === 'created' || imported === 'existing' ? imported : null;
}

/** Sends an import and, once the server answers with the recipe, opens its page (replacing the import screen in history). */
export function useImportAndOpen() {
  const navigate = useNavigate();
  const mutation = useImportRecipe();
  const start = (body: ImportRecipeBody) =>
    mutation.mutate(body, {
      onSuccess: ({ created, recipe }) => {
        const state: ImportedState = { imported: created ? 'created' : 'existing' };
        void navigate(paths.recipe(recipe.id), { state, replace: true });
      },
    });
  return { start, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
