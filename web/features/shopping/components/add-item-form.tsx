import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { ITEM_NAME_MAX_LENGTH } from '@shared/schemas/shopping';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { useIngredientCatalogue } from '@web/lib/common-ingredients';
import { SHOPPING_TEXTS as T } from '../texts';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/status-message';

/** The same rules as the server's, checked before the change is queued. */
export function itemNameError(name: string): string | null {
  const text = name.trim();
  if (!text) return T.itemNameRequired;
  if (text.length > ITEM_NAME_MAX_LENGTH) return T.itemNameTooLong;
  if (!/\p{L}/u.test(text)) return T.itemNameInvalid;
  return null;
}

/** "Ajouter un article": a catalogue product (suggested as you type) or anything else. Works offline. */
export function AddItemForm({ onAdd }: { onAdd: (name: string) => Promise<boolean> }) {
  const id = useId();
  const catalogue = useIngredientCatalogue();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = itemNameError(name);
    setError(problem);
    if (problem) return;
    if (await onAdd(name.trim())) setName('');
    else setError(T.saveError);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-1 rounded-2xl border border-stone-200 bg-white p-4" noValidate>
      <h2 className="text-lg font-bold text-stone-900">{T.addTitle}</h2>
      <label htmlFor={`${id}-name`} className={labelClass}>
        {T.addLabel}
      </label>
      <p id={`${id}-hint`} className="text-sm text-stone-700">
        {T.addHint}
      </p>
      <div className="flex gap-2">
        <input
          id={`${id}-name`}
          type="text"
          list={`${id}-catalogue`}
          autoComplete="off"
          value={name}
          maxLength={ITEM_NAME_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
          className={inputClass}
        />
        <datalist id={`${id}-catalogue`}>
          {catalogue.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <Button type="submit" variant="primary">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {T.add}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
