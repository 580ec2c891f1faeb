import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { MESSAGES } from '@shared/messages';
import type { z } from '@shared/validation';
import type { recipeAnswerSchema, SearchResult, searchResponseSchema } from '@shared/schemas/recipes';
import { paths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api';

type SearchAnswer = z.infer<typeof searchResponseSchema>;
type RecipeAnswer = z.infer<typeof recipeAnswerSchema>;

const NO_RESULTS: SearchResult[] = [];

/** GET /api/recipes/search?q= : the user's recipes, then catalogue recipes. */
async function searchRecipes(term: string, signal: AbortSignal): Promise<SearchResult[]> {
  return (await apiFetch<SearchAnswer>(`/api/recipes/search?q=${encodeURIComponent(term)}`, { signal })).data.results;
}

/** The search of one term, shared by the request sent after the pause and the list shown. */
const searchOptions = (term: string) => ({
  queryKey: ['recipe-search', term] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => searchRecipes(term, signal),
  staleTime: 30_000,
});

/** POST /api/recipes/from-corpus: the user's own copy of a catalogue recipe (or the one they already have). */
async function openFromCorpus(sourceRecipeId: string): Promise<RecipeAnswer['recipe']> {
  return (await apiFetch<RecipeAnswer>('/api/recipes/from-corpus', { body: { sourceRecipeId } })).recipe;
}

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 250;

const TEXTS = {
  label: 'Rechercher une recette',
  loading: 'Recherche en cours...',
  empty: 'Aucune recette trouvée',
  error: 'La recherche a échoué. Veuillez réessayer.',
  opening: 'Ouverture de la recette...',
  openError: MESSAGES.recipeCreationError,
  results: 'Résultats de la recherche',
  source: { user: 'Ma recette', corpus: 'Catalogue' },
} as const;

/**
 * Header search (docs/decisions/011-header-search-corpus-recipes.md), a combobox: typing 2 characters or more searches GET /api/recipes/search
 * (debounced); arrow keys move through the results, Enter opens one. A user recipe opens
 * /recette/{id}; a catalogue recipe is first copied for the user (POST /api/recipes/from-corpus).
 * Results are TanStack queries keyed by the term typed (a term left is no longer observed, so its
 * request is aborted); the copy is a mutation.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [openError, setOpenError] = useState<string | null>(null);
  const term = query.trim();
  const queryClient = useQueryClient();
  // The term whose request is under way, and the term whose answer is shown.
  const [pending, setPending] = useState('');
  const [searched, setSearched] = useState('');

  // Searched once typing pauses; below 2 characters nothing is searched and the list closes. A term
  // typed over has its request aborted.
  useEffect(() => {
    if (term.length < SEARCH_MIN_CHARS) {
      setPending('');
      setSearched('');
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setPending(term);
      queryClient
        .fetchQuery({ ...searchOptions(term), retry: false })
        .catch(() => undefined) // the failure is read from the query's state
        .finally(() => current && setSearched(term));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      void queryClient.cancelQueries({ queryKey: searchOptions(term).queryKey });
    };
  }, [term, queryClient]);

  const shown = term.length >= SEARCH_MIN_CHARS && searched.length >= SEARCH_MIN_CHARS;
  const search = useQuery({ ...searchOptions(searched), enabled: shown, retry: false, retryOnMount: false });
  const results = shown && !search.isError ? (search.data ?? NO_RESULTS) : NO_RESULTS;
  const status: 'idle' | 'loading' | 'done' | 'error' =
    term.length < SEARCH_MIN_CHARS || (!pending && !searched)
      ? 'idle'
      : pending !== searched
        ? 'loading'
        : search.isError
          ? 'error'
          : 'done';

  // New results: no option is active yet.
  useEffect(() => setActive(-1), [results]);

  const fromCorpus = useMutation({ mutationFn: openFromCorpus, retry: false });
  const opening = fromCorpus.isPending;

  const expanded = open && status !== 'idle';
  const listOpen = expanded && results.length > 0;

  const choose = async (result: SearchResult) => {
    setOpenError(null);
    if (result.source === 'user') {
      close(true);
      void navigate(paths.recipe(result.id));
      return;
    }
    try {
      const recipe = await fromCorpus.mutateAsync(result.id);
      close(true);
      void navigate(paths.recipe(recipe.id));
    } catch {
      setOpenError(TEXTS.openError);
    }
  };

  function close(clear = false) {
    setOpen(false);
    setActive(-1);
    if (clear) setQuery('');
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? results.length - 1 : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const pick = results[active] ?? (listOpen ? results[0] : undefined);
      if (pick && !opening) void choose(pick);
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setQuery('');
    }
  };

  const activeId = listOpen && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <form
      ref={rootRef}
      role="search"
      className="relative"
      onSubmit={(e) => e.preventDefault()}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {TEXTS.label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-stone-500" />
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder={TEXTS.label}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setOpenError(null);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-stone-300 bg-stone-50 py-2 pl-9 pr-3 text-sm"
      />
      {(expanded || opening || openError) && (
        <div className="absolute left-0 right-0 z-30 mt-1 rounded-xl border border-stone-200 bg-white p-1 shadow-lg">
          <ul id={listId} role="listbox" aria-label={TEXTS.results} hidden={!listOpen}>
            {results.map((result, index) => (
              <li
                key={`${result.source}-${result.id}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => !opening && void choose(result)}
                className={`cursor-pointer rounded-lg px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-medium text-stone-900">{result.title}</span>
                  <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                    {TEXTS.source[result.source]}
                  </span>
                </span>
                {result.description && <span className="mt-0.5 line-clamp-1 block text-xs text-stone-600">{result.description}</span>}
              </li>
            ))}
          </ul>
          <div role="status" className="px-3 text-sm text-stone-700 empty:hidden">
            {opening
              ? TEXTS.opening
              : status === 'loading' && results.length === 0
                ? TEXTS.loading
                : status === 'done' && results.length === 0
                  ? TEXTS.empty
                  : ''}
          </div>
          {(status === 'error' || openError) && (
            <p role="alert" className="px-3 py-2 text-sm text-red-700">
              {openError ?? TEXTS.error}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
