import { useId, useRef, useState } from 'react';
import { Plus, Search, X } from 'lucide-react';
import { AddTextField } from '@web/components/ui/add-text-field';
import { AUTOCOMPLETE_MAX } from '@shared/constants';
import { addTag, exactMatch, suggest } from '@shared/text';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ANTI_WASTE_TEXTS as T } from '../texts';

/**
 * Ingredients at hand: a search over known ingredients (case- and accent-insensitive, the same
 * name first, then names and words that start with the text, chosen ones excluded, at most 10), a free-text entry (trimmed, blanks and duplicates
 * ignored) and the chosen ones as removable chips.
 */
export function IngredientPicker({
  known,
  value,
  onChange,
}: {
  known: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const searchId = useId();
  const countId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const matches = suggest(known, query, value, AUTOCOMPLETE_MAX);

  const add = (name: string) => {
    const next = addTag(value, name);
    if (next.length !== value.length) onChange(next);
  };
  const addSuggestion = (name: string) => {
    add(name);
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-stone-900">{T.ingredients}</legend>

      <div className="space-y-1">
        <label htmlFor={searchId} className={labelClass}>
          {T.search}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-stone-500" />
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            value={query}
            autoComplete="off"
            placeholder={T.searchPlaceholder}
            aria-describedby={countId}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              // Enter adds the known ingredient of that very name, else what was typed: never
              // another food that merely contains the text (« lait » is not « Chocolat au lait »).
              const pick = exactMatch(known, query) ?? query.trim();
              if (pick) addSuggestion(pick);
            }}
            className={`${inputClass} pl-9`}
          />
        </div>
        <p id={countId} aria-live="polite" className="sr-only">
          {query.trim() ? `${matches.length} ${matches.length > 1 ? 'suggestions' : 'suggestion'}` : ''}
        </p>
        {matches.length > 0 && (
          <ul aria-label={T.suggestions} className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {matches.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-label={T.addNamed(name)}
                  onClick={() => addSuggestion(name)}
                  className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-brand-50"
                >
                  <span className="text-stone-900">{name}</span>
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
                    <Plus aria-hidden="true" className="h-3.5 w-3.5" />
                    {T.add}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <AddTextField label={T.custom} addLabel={T.addCustom} placeholder={T.customPlaceholder} maxLength={120} onAdd={add} />

      <div className="space-y-2">
        <p className="font-medium text-stone-900">{T.chosen}</p>
        {value.length === 0 ? (
          <p className="text-sm text-stone-700">{T.none}</p>
        ) : (
          <ul aria-label={T.chosen} className="flex flex-wrap gap-2">
            {value.map((name) => (
              <li
                key={name}
                className="inline-flex items-center gap-1 rounded-full bg-brand-700 py-1 pl-3 pr-1 text-sm font-medium text-white"
              >
                {name}
                <button
                  type="button"
                  aria-label={T.remove(name)}
                  onClick={() => onChange(value.filter((v) => v !== name))}
                  className="rounded-full p-1 hover:bg-brand-800"
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
