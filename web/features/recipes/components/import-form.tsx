import { useId, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { IMPORT_STORE_LIMITS, type ImportRecipeBody } from '@shared/schemas/recipe-import';
import { errorMessage } from '@web/lib/api';
import { Button } from '@web/components/ui/button';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { FieldError } from '@web/components/ui/status-message';
import { httpUrl, type SharedImport } from '../import/share-target';
import { IMPORT_TEXTS as T } from '../texts';
import { useImportAndOpen } from './use-import-and-open';
import { ImportProgress } from './import-progress';

type Mode = 'url' | 'text';

/** The body to send, or the French message of what is missing (checked before anything is sent). */
export function importBody(mode: Mode, url: string, text: string): { body: ImportRecipeBody } | { error: string } {
  if (mode === 'url') {
    if (!url.trim()) return { error: T.urlEmpty };
    const checked = httpUrl(url);
    return checked ? { body: { url: checked } } : { error: T.urlInvalid };
  }
  if (!text.trim()) return { error: T.textEmpty };
  if (text.length > IMPORT_STORE_LIMITS.maxTextLength) return { error: T.textTooLong };
  return { body: { text } };
}

const modeClass =
  'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-400 bg-white px-3 py-2.5 font-semibold text-stone-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700';

/**
 * « Lien de la recette » or a pasted text, checked here first (French messages under the field), then
 * sent; the server's refusal is shown as it is worded, in an alert that takes the focus.
 */
export function ImportForm({ initial }: { initial?: SharedImport }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(initial?.kind ?? 'url');
  const [url, setUrl] = useState(initial?.kind === 'url' ? initial.url : '');
  const [text, setText] = useState(initial?.kind === 'text' ? initial.text : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const importer = useImportAndOpen();
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const fieldId = `${id}-${mode}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const serverError = importer.error ? errorMessage(importer.error, T.failed) : null;

  const choose = (next: Mode) => {
    setMode(next);
    setFieldError(null);
    importer.reset();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (importer.isPending) return;
    const checked = importBody(mode, url, text);
    if ('error' in checked) {
      setFieldError(checked.error);
      fieldRef.current?.focus();
      return;
    }
    setFieldError(null);
    importer.start(checked.body);
  };

  const fieldProps = {
    id: fieldId,
    ref: fieldRef,
    'aria-invalid': fieldError ? true : undefined,
    'aria-describedby': [hintId, fieldError ? errorId : ''].filter(Boolean).join(' '),
    className: inputClass,
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={importer.isPending}>
      <fieldset>
        <legend className={labelClass}>{T.modeLegend}</legend>
        <div className="mt-2 flex gap-2">
          {(['url', 'text'] as const).map((value) => (
            <label key={value} className={modeClass}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              {value === 'url' ? T.modeUrl : T.modeText}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'url' ? (
        <div className="space-y-1">
          <label htmlFor={fieldId} className={labelClass}>
            {T.urlLabel}
          </label>
          <input
            {...fieldProps}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            maxLength={IMPORT_STORE_LIMITS.maxUrlLength}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <p id={hintId} className="text-sm text-stone-600">
            {T.urlHint}
          </p>
          <FieldError id={errorId} message={fieldError} />
        </div>
      ) : (
        <div className="space-y-1">
          <label htmlFor={fieldId} className={labelClass}>
            {T.textLabel}
          </label>
          <textarea
            {...fieldProps}
            rows={10}
            maxLength={IMPORT_STORE_LIMITS.maxTextLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={hintId} className="text-sm text-stone-600">
            {T.textHint}
          </p>
          <FieldError id={errorId} message={fieldError} />
        </div>
      )}

      <ImportProgress error={serverError} pending={importer.isPending} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        disabled={importer.isPending}
        aria-busy={importer.isPending}
        className="w-full sm:w-auto"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {importer.isPending ? T.busy : T.submit}
      </Button>
    </form>
  );
}
