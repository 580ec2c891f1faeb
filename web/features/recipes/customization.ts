// What the user asks for the next version of a recipe (the recipe page's customisation).
import type { Criteria } from '@shared/schemas/recipes';
import { criteriaSchema } from '@shared/schemas/recipes';
import { STORAGE_KEYS } from '@shared/constants';
import { readJson } from '@web/lib/storage';
import { paths } from '@web/app/paths';

export type Customization = {
  variants: string[];
  comment: string;
  /** Ingredient name → replacement as typed (blank = none). */
  replacements: Record<string, string>;
  excluded: string[];
};

export const EMPTY_CUSTOMIZATION: Customization = { variants: [], comment: '', replacements: {}, excluded: [] };

export function replacementList(c: Customization): { original: string; replacement: string }[] {
  return Object.entries(c.replacements)
    .filter(([original, replacement]) => replacement.trim() && !c.excluded.includes(original))
    .map(([original, replacement]) => ({ original, replacement: replacement.trim() }));
}

/** A new version needs a ticked variant, a replacement or exclusion, or a non-blank comment. */
export function canRequestVersion(c: Customization): boolean {
  return c.variants.length > 0 || c.excluded.length > 0 || replacementList(c).length > 0 || c.comment.trim() !== '';
}

export function toggleVariant(c: Customization, variant: string): Customization {
  const variants = c.variants.includes(variant) ? c.variants.filter((v) => v !== variant) : [...c.variants, variant];
  return { ...c, variants };
}

export function setReplacement(c: Customization, ingredient: string, replacement: string): Customization {
  return { ...c, replacements: { ...c.replacements, [ingredient]: replacement } };
}

export function clearReplacement(c: Customization, ingredient: string): Customization {
  const { [ingredient]: _removed, ...replacements } = c.replacements;
  return { ...c, replacements };
}

/** Excluding clears the ingredient's replacement; 'Réintégrer' takes it back. */
export function toggleExcluded(c: Customization, ingredient: string): Customization {
  if (c.excluded.includes(ingredient)) return { ...c, excluded: c.excluded.filter((name) => name !== ingredient) };
  return { ...clearReplacement(c, ingredient), excluded: [...c.excluded, ingredient] };
}

/** Criteria sent with 'Sauvegarder': the last inspiration form, else the recipe's own, else the defaults (30 / 30). */
export function criteriaForSave(recipeCriteria: Criteria | null): Criteria {
  const stored = criteriaSchema.safeParse(readJson<unknown>(STORAGE_KEYS.lastFormData));
  if (stored.success) return stored.data;
  return recipeCriteria ?? criteriaSchema.parse({});
}

/** Where 'Retour' leads: suggestions, the form, the previous version, else null (history / dashboard). */
export function backTarget(params: URLSearchParams): string | null {
  const lastPageType = params.get('lastPageType');
  if (lastPageType === 'suggestions' || lastPageType === 'formInspiration') return `${paths.inspiration}?lastPageType=${lastPageType}`;
  const lastRecipeId = params.get('lastRecipeId');
  if (lastRecipeId) return paths.recipe(lastRecipeId);
  return null;
}
