import { Search } from 'lucide-react';

/** Header search box; the search itself is wired by the recipe screens (issue #6). */
export function HeaderSearch() {
  return (
    <form role="search" className="relative" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="header-search" className="sr-only">
        Rechercher une recette
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-stone-500" />
      <input id="header-search" type="search" placeholder="Rechercher une recette" className="w-full rounded-full border border-stone-300 bg-stone-50 py-2 pl-9 pr-3 text-sm" />
    </form>
  );
}
