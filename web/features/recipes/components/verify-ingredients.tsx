import { useId, useRef, useState } from 'react';
import { AlertTriangle, Check } from 'lucide-react';
import type { ConfirmIngredientBody } from '@shared/schemas/recipe-import';
import type { Recipe, RecipeIngredient } from '@shared/schemas/recipes';
import { suggest } from '@shared/text';
import { errorMessage } from '@web/lib/api';
import { useIngredientCatalogue } from '@web/lib/common-ingredients';
import { Button } from '@web/components/ui/button';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ErrorAlert, FieldError, SuccessStatus } from '@web/components/ui/status-message';
import { useConfirmIngredient } from '../api/confirm-ingredient';
import { IMPORT_TEXTS as T } from '../texts';

/** A line of an imported recipe that the kitchen did not recognise and no member has confirmed yet. */
export function awaitsCheck(ingredient: RecipeIngredient): boolean {
  return ingredient.recognised === false && ingredient.confirmed !== true;
}

const SUGGESTIONS_MAX = 5;

/** What a line's form sends, or the French message of the field to fix. */
export function confirmBody(
  name: string,
  quantity: string,
  unit: string,
): { body: ConfirmIngredientBody } | { error: string; field: 'name' | 'quantity' } {
  const trimmed = name.trim();
  if (!trimmed) return { error: T.nameEmpty, field: 'name' };
  const typed = quantity.trim().replace(',', '.');
  const amount = typed ? Number(typed) : undefined;
  if (amount !== undefined && (!Number.isFinite(amount) || amount < 0)) return { error: T.quantityInvalid, field: 'quantity' };
  return {
    body: { name: trimmed, ...(amount === undefined ? {} : { quantity: amount }), ...(unit.trim() ? { unit: unit.trim() } : {}) },
  };
}

function VerifyLine({
  recipeId,
  index,
  ingredient,
  catalogue,
  onConfirmed,
}: {
  recipeId: string;
  index: number;
  ingredient: RecipeIngredient;
  catalogue: readonly string[];
  onConfirmed: (name: string) => void;
}) {
  const id = useId();
  const confirm = useConfirmIngredient();
  const [name, setName] = useState(ingredient.name);
  const [quantity, setQuantity] = useState(ingredient.quantity > 0 ? String(ingredient.quantity).replace('.', ',') : '');
  const [unit, setUnit] = useState(ingredient.unity);
  const [invalid, setInvalid] = useState<{ error: string; field: 'name' | 'quantity' } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const raw = ingredient.raw ?? ingredient.name;
  const matches = suggest(catalogue, name, [], SUGGESTIONS_MAX).filter((m) => m !== name.trim());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const checked = confirmBody(name, quantity, unit);
    if ('error' in checked) {
      setInvalid(checked);
      (checked.field === 'name' ? nameRef : quantityRef).current?.focus();
      return;
    }
    setInvalid(null);
    confirm.mutate({ recipeId, index, body: checked.body }, { onSuccess: () => onConfirmed(checked.body.name) });
  };

  const describedBy = (field: 'name' | 'quantity', hint?: string) =>
    [hint, invalid?.field === field ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3">
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-line`} className="space-y-3">
        <p id={`${id}-line`} className="font-medium text-stone-900">
          {T.line(raw)}
        </p>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className={labelClass}>
              {T.name}
            </label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              type="text"
              value={name}
              maxLength={120}
              autoComplete="off"
              aria-invalid={invalid?.field === 'name' ? true : undefined}
              aria-describedby={describedBy('name')}
              onChange={(event) => setName(event.target.value)}
              className={inputClass}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-quantity`} className={labelClass}>
              {T.quantity}
            </label>
            <input
              ref={quantityRef}
              id={`${id}-quantity`}
              type="text"
              inputMode="decimal"
              value={quantity}
              maxLength={12}
              aria-invalid={invalid?.field === 'quantity' ? true : undefined}
              aria-describedby={describedBy('quantity')}
              onChange={(event) => setQuantity(event.target.value)}
              className={inputClass}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-unit`} className={labelClass}>
              {T.unit}
            </label>
            <input
              id={`${id}-unit`}
              type="text"
              value={unit}
              maxLength={30}
              aria-describedby={`${id}-unit-hint`}
              onChange={(event) => setUnit(event.target.value)}
              className={inputClass}
            />
            <p id={`${id}-unit-hint`} className="text-xs text-stone-600">
              {T.unitHint}
            </p>
          </div>
        </div>
        {matches.length > 0 && (
          <ul aria-label={`${T.nameSuggestions} : ${raw}`} className="flex flex-wrap gap-2">
            {matches.map((match) => (
              <li key={match}>
                <button
                  type="button"
                  onClick={() => {
                    setName(match);
                    nameRef.current?.focus();
                  }}
                  className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-800 hover:border-brand-700 hover:text-brand-800"
                >
                  {match}
                </button>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${id}-error`} message={invalid?.error} />
        <ErrorAlert>{confirm.error ? errorMessage(confirm.error, T.confirmFailed) : null}</ErrorAlert>
        <Button type="submit" variant="primary" size="sm" disabled={confirm.isPending} aria-busy={confirm.isPending}>
          <Check aria-hidden="true" className="h-3.5 w-3.5" />
          {confirm.isPending ? T.confirming : T.confirm}
          <span className="sr-only"> : {raw}</span>
        </Button>
      </form>
    </li>
  );
}

function VerifyList({ recipe, lines, onConfirmed }: { recipe: Recipe; lines: number[]; onConfirmed: (name: string) => void }) {
  const catalogue = useIngredientCatalogue();
  return (
    <ul className="space-y-3">
      {lines.map((index) => (
        <VerifyLine
          key={`${index}-${recipe.ingredients[index]!.raw ?? ''}`}
          recipeId={recipe.id}
          index={index}
          ingredient={recipe.ingredients[index]!}
          catalogue={catalogue}
          onConfirmed={onConfirmed}
        />
      ))}
    </ul>
  );
}

/**
 * « Vérifier les ingrédients » on an imported recipe: each line the kitchen could not read, to confirm or
 * correct (PUT /api/recipes/:id/ingredients/:index). The page then shows the recipe the server re-derived.
 * Until every line is checked the planner leaves the recipe out for a household with allergies or diets.
 */
export function VerifyIngredients({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lines = recipe.ingredients.flatMap((ingredient, index) => (awaitsCheck(ingredient) ? [index] : []));
  if (lines.length === 0 && !confirmed) return null;

  const onConfirmed = (name: string) => {
    setConfirmed(name);
    // The confirmed line leaves the list, and with it the focused button: the focus goes back to the section.
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="verify-ingredients" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2
        id="verify-ingredients"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold text-stone-900 focus:outline-none"
      >
        <AlertTriangle aria-hidden="true" className="h-5 w-5 text-amber-700" />
        {T.verifyTitle}
      </h2>
      <SuccessStatus>
        {confirmed ? (lines.length === 0 ? `${T.confirmed(confirmed)}. ${T.allChecked}` : T.confirmed(confirmed)) : null}
      </SuccessStatus>
      {lines.length > 0 && (
        <>
          <p className="text-stone-800">{T.verifyExplain(lines.length)}</p>
          <Button
            type="button"
            variant="secondary"
            aria-expanded={open}
            aria-controls="verify-ingredients-list"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? T.verifyClose : T.verifyOpen}
          </Button>
          <div id="verify-ingredients-list" hidden={!open}>
            {open && <VerifyList recipe={recipe} lines={lines} onConfirmed={onConfirmed} />}
          </div>
        </>
      )}
    </section>
  );
}
