import { useId, useMemo, useState } from 'react';
import { Lightbulb, Search } from 'lucide-react';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorAlert } from '@web/components/ui/status-message';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { useUserRecipes } from '../api/get-user-recipes';
import { RatingCard } from '../components/rating-card';
import { applyFilter, matchesSearch, sortRecipes, type RatingFilter, type RatingSort } from '../list';
import { RATING_TEXTS as T } from '../texts';
import { ButtonLink } from '@web/components/ui/button';

/** /noter-recettes: search, filter, sort, then one card per recipe. */
export default function RatingPage() {
  const searchId = useId();
  const filterId = useId();
  const sortId = useId();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<RatingFilter>('all');
  const [sort, setSort] = useState<RatingSort>('date');
  const recipes = useUserRecipes();

  const all = useMemo(() => recipes.data ?? [], [recipes.data]);
  const filtered = useMemo(() => applyFilter(all, filter), [all, filter]);
  const shown = useMemo(
    () =>
      sortRecipes(
        filtered.filter((r) => matchesSearch(r, query)),
        sort,
      ),
    [filtered, query, sort],
  );

  let empty: string | null = null;
  if (all.length === 0) empty = T.noRecipes;
  else if (filtered.length === 0) empty = filter === 'rated' ? T.noneRated : T.allRated;
  else if (shown.length === 0) empty = T.noMatch;

  return (
    <section className="space-y-6">
      <PageTitle>{T.title}</PageTitle>
      <p className="text-stone-700">{T.intro}</p>
      {recipes.isPending ? (
        <Spinner label={T.loading} />
      ) : recipes.isError ? (
        <ErrorAlert>{T.loadError}</ErrorAlert>
      ) : (
        <>
          <div className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]">
            <div className="space-y-1">
              <label htmlFor={searchId} className={labelClass}>
                {T.search}
              </label>
              <div className="relative">
                <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-stone-500" />
                <input
                  id={searchId}
                  type="search"
                  value={query}
                  placeholder={T.searchPlaceholder}
                  onChange={(event) => setQuery(event.target.value)}
                  className={`${inputClass} pl-9`}
                />
              </div>
            </div>
            <div className="space-y-1">
              <label htmlFor={filterId} className={labelClass}>
                {T.filter}
              </label>
              <select
                id={filterId}
                value={filter}
                onChange={(event) => setFilter(event.target.value as RatingFilter)}
                className={inputClass}
              >
                <option value="all">{T.filterAll}</option>
                <option value="rated">{T.filterRated}</option>
                <option value="unrated">{T.filterUnrated}</option>
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={sortId} className={labelClass}>
                {T.sort}
              </label>
              <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as RatingSort)} className={inputClass}>
                <option value="date">{T.sortDate}</option>
                <option value="rating">{T.sortRating}</option>
              </select>
            </div>
          </div>
          {empty ? (
            <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center">
              <p className="text-stone-800">{empty}</p>
              {all.length === 0 && (
                <ButtonLink to={paths.inspiration} variant="primary">
                  <Lightbulb aria-hidden="true" className="h-4 w-4" />
                  {T.noRecipesCta}
                </ButtonLink>
              )}
            </div>
          ) : (
            <>
              <p aria-live="polite" className="text-sm text-stone-700">
                {T.count(shown.length)}
              </p>
              <ul className="grid gap-4 md:grid-cols-2">
                {shown.map((recipe) => (
                  <li key={recipe.id}>
                    <RatingCard recipe={recipe} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
