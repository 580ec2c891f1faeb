import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import { inputClass, labelClass } from './form-styles';
import { Button } from './button';

/**
 * A free-text entry with an 'Ajouter' button; Enter adds too (and never submits the surrounding form).
 * The caller decides what a blank or duplicate entry does (the custom-tag rule: both ignored, text trimmed).
 */
export function AddTextField({
  label,
  addLabel,
  onAdd,
  placeholder,
  maxLength = 60,
}: {
  label: string;
  /** Accessible name of the button, e.g. "Ajouter une cuisine" (its visible text is 'Ajouter'). */
  addLabel: string;
  onAdd: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    onAdd(text);
    setText('');
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={inputClass}
        />
        <Button type="button" aria-label={addLabel} onClick={add} variant="secondary">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Ajouter
        </Button>
      </div>
    </div>
  );
}
