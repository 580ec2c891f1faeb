import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, Heart, CalendarPlus } from 'lucide-react';
import type { Illustration } from '@shared/schemas/images';
import { NutriScoreBadge, type NutriScoreGrade } from './nutri-score';
import { RecipePicture } from './recipe-picture';

export type RecipeCardRecipe = {
  id: string;
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  imageUrl: string | null;
  /** The drawn picture shown when there is no photo. */
  illustration?: Illustration;
  /** Shown as a small badge when the screen knows it (absent or null: no badge). */
  nutriScore?: NutriScoreGrade | null;
};

/** Total time shown on the card: prepTime + cookTime. */
export function totalMinutes(recipe: Pick<RecipeCardRecipe, 'prepTime' | 'cookTime'>): number {
  return (recipe.prepTime || 0) + (recipe.cookTime || 0);
}

/**
 * Recipe card: the household's photo (or the dish's illustration), title, description, total time, the Nutri-Score
 * badge when known, a favourite heart and 'Ajouter au menu'. Presentational: the screen that uses it says what the buttons do.
 */
export function RecipeCard({
  recipe,
  href,
  favorite,
  onToggleFavorite,
  favoriteBusy = false,
  addToMenuHref,
  headingLevel = 3,
  children,
}: {
  recipe: RecipeCardRecipe;
  /** Where the title leads (the recipe page). */
  href: string;
  favorite: boolean;
  onToggleFavorite: () => void;
  favoriteBusy?: boolean;
  addToMenuHref: string;
  headingLevel?: 2 | 3 | 4;
  /** Extra content under the card body (meal feedback...). */
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="relative">
        <RecipePicture imageUrl={recipe.imageUrl} illustration={recipe.illustration} className="h-40 w-full sm:h-48" />
        <button
          type="button"
          onClick={onToggleFavorite}
          disabled={favoriteBusy}
          aria-pressed={favorite}
          aria-label={favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
          className="absolute right-3 top-3 rounded-full bg-white/95 p-2 shadow hover:bg-white disabled:opacity-70"
        >
          <Heart
            aria-hidden="true"
            className={`h-5 w-5 ${favorite ? 'text-red-600' : 'text-stone-700'}`}
            fill={favorite ? 'currentColor' : 'none'}
          />
        </button>
      </div>
      <div className="space-y-3 p-4">
        <Heading className="text-lg font-semibold text-stone-900">
          <Link to={href} className="hover:text-brand-800 hover:underline">
            {recipe.title}
          </Link>
        </Heading>
        {recipe.description && <p className="text-sm text-stone-700">{recipe.description}</p>}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <p className="flex items-center gap-1.5 text-sm text-stone-700">
              <Clock aria-hidden="true" className="h-4 w-4" />
              <span>
                <span className="sr-only">Temps total : </span>
                {totalMinutes(recipe)} min
              </span>
            </p>
            <NutriScoreBadge grade={recipe.nutriScore} />
          </div>
          <Link
            to={addToMenuHref}
            className="inline-flex items-center gap-1.5 rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            Ajouter au menu
          </Link>
        </div>
        {children}
      </div>
    </article>
  );
}
