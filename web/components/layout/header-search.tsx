import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { MESSAGES } from '@shared/messages';
import type { Recipe, SearchResult } from '@shared/schemas/recipes';
import { paths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api';

type SearchAnswer = { success: true; data: { results: SearchResult[] } };

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
 * Header search (docs/decisions.md entry 11), a combobox: typing 2 characters or more searches GET /api/recipes/search
 * (debounced); arrow keys move through the results, Enter opens one. A user recipe opens
 * /recette/{id}; a catalogue recipe is first copied for the user (POST /api/recipes/from-corpus).
 * The header sits outside the QueryClientProvider: plain apiFetch and state here.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const term = query.trim();

  useEffect(() => {
    if (term.length < SEARCH_MIN_CHARS) {
      setResults([]);
      setStatus('idle');
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('loading');
      apiFetch<SearchAnswer>(`/api/recipes/search?q=${encodeURIComponent(term)}`, { signal: controller.signal })
        .then((answer) => {
          setResults(answer.data.results);
          setActive(-1);
          setStatus('done');
        })
        .catch((error: unknown) => {
          if ((error as Error)?.name === 'AbortError') return;
          setResults([]);
          setStatus('error');
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  const expanded = open && status !== 'idle';
  const listOpen = expanded && results.length > 0;

  const choose = async (result: SearchResult) => {
    setOpenError(null);
    if (result.source === 'user') {
      close(true);
      navigate(paths.recipe(result.id));
      return;
    }
    setOpening(true);
    try {
      const { recipe } = await apiFetch<{ recipe: Recipe }>('/api/recipes/from-corpus', { body: { sourceRecipeId: result.id } });
      close(true);
      navigate(paths.recipe(recipe.id));
    } catch {
      setOpenError(TEXTS.openError);
    } finally {
      setOpening(false);
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
