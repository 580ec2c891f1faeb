import { useId, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { AUTOCOMPLETE_MAX, LIST_MAX_ENTRIES, TAG_MAX_LENGTH } from '@shared/constants';
import { suggest } from '@shared/text';
import { addChoice, removeChoice } from '@web/lib/choices';
import { Chips } from './chips';
import { inputClass, labelClass } from './form-styles';

type TagInputProps = {
  label: string;
  placeholder?: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Autocomplete source (`suggest` in shared/text.ts): case- and accent-insensitive, best match first, chosen ones excluded, at most 10. */
  suggestions?: readonly string[];
  /** Options whose own spelling wins when typed (tiles of the same list). */
  known?: readonly string[];
  /** The values shown as removable chips (default: all of them). */
  chips?: readonly string[];
  chipsLabel: string;
  emptyText?: string;
  hint?: string;
};

/** Free-text additions to a list, with optional autocomplete; chosen values are removed by clicking them. */
export function TagInput({ label, placeholder, values, onChange, suggestions, known, chips, chipsLabel, emptyText, hint }: TagInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const matches = suggestions ? suggest(suggestions, text, values, AUTOCOMPLETE_MAX) : [];
  const full = values.length >= LIST_MAX_ENTRIES;

  const add = (raw: string) => {
    onChange(addChoice(values, raw, [...(known ?? []), ...(suggestions ?? [])]));
    setText('');
    inputRef.current?.focus();
  };

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-input`} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          value={text}
          maxLength={TAG_MAX_LENGTH}
          placeholder={placeholder}
          disabled={full}
          autoComplete="off"
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the text instead of submitting the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
            }
          }}
          className={inputClass}
        />
        <button
          type="button"
          onClick={() => add(text)}
          disabled={full}
          className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-stone-400 bg-white px-3 py-2 text-sm font-semibold text-stone-800 hover:border-brand-700 hover:text-brand-800 disabled:opacity-50"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Ajouter<span className="sr-only"> : {label}</span>
        </button>
      </div>
      {full && <p className="text-sm text-stone-600">{LIST_MAX_ENTRIES} éléments au maximum.</p>}
      {matches.length > 0 && (
        <ul aria-label={`Suggestions : ${label}`} className="flex flex-wrap gap-2 rounded-xl border border-stone-200 bg-stone-50 p-2">
          {matches.map((match) => (
            <li key={match}>
              <button
                type="button"
                onClick={() => add(match)}
                className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-800 hover:border-brand-700 hover:text-brand-800"
              >
                {match}
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions && (
        <p className="sr-only" aria-live="polite">
          {text.trim() ? `${matches.length} suggestion(s)` : ''}
        </p>
      )}
      <Chips
        values={chips ?? values}
        onRemove={(value) => onChange(removeChoice(values, value))}
        label={chipsLabel}
        emptyText={emptyText}
      />
    </div>
  );
}
