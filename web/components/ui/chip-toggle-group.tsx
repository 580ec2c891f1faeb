import { Check, X } from 'lucide-react';
import { addTag, normalizeText } from '@shared/text';
import { AddTextField } from './add-text-field';

const chip = 'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors';
const chipOn = `${chip} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`;
const chipOff = `${chip} border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:bg-brand-50`;

/**
 * A multi-select as toggle chips (aria-pressed) in a fieldset, with an optional free-text entry:
 * trimmed, blanks and (case/accent-insensitive) duplicates ignored (the custom-tag rule, shared/text.ts).
 * Values typed by the user that are not options show as chips too; pressing one removes it.
 */
export function ChipToggleGroup({
  legend,
  options,
  value,
  onChange,
  custom,
}: {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Free-text entry: its label, and the accessible name of its 'Ajouter' button. */
  custom?: { label: string; addLabel: string; placeholder?: string; maxLength?: number };
}) {
  const chosen = new Set(value.map(normalizeText));
  const optionKeys = new Set(options.map(normalizeText));
  const extras = value.filter((item) => !optionKeys.has(normalizeText(item)));

  const toggle = (item: string) => {
    const key = normalizeText(item);
    onChange(chosen.has(key) ? value.filter((v) => normalizeText(v) !== key) : [...value, item]);
  };
  const addCustom = (text: string) => {
    // Typing an option chooses it, with its own spelling.
    const option = options.find((o) => normalizeText(o) === normalizeText(text));
    const next = addTag(value, option ?? text);
    if (next.length !== value.length) onChange(next);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-medium text-stone-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[...options, ...extras].map((item) => {
          const on = chosen.has(normalizeText(item));
          const isExtra = !optionKeys.has(normalizeText(item));
          return (
            <button key={item} type="button" aria-pressed={on} onClick={() => toggle(item)} className={on ? chipOn : chipOff}>
              {on && !isExtra && <Check aria-hidden="true" className="h-3.5 w-3.5" />}
              {item}
              {isExtra && <X aria-hidden="true" className="h-3.5 w-3.5" />}
            </button>
          );
        })}
      </div>
      {custom && (
        <div className="sm:max-w-md">
          <AddTextField
            label={custom.label}
            addLabel={custom.addLabel}
            placeholder={custom.placeholder}
            maxLength={custom.maxLength}
            onAdd={addCustom}
          />
        </div>
      )}
    </fieldset>
  );
}
