// A recipe's drawn picture: what the dish is (its title's word for it, else its dish type) and its main
// ingredients by weight, on a background of the dish type's hue shifted by a hash of the title, so two
// dishes of one week never look the same (docs/screens.md « Images des recettes »).

import { hashString } from '../base/rng';
import { normalizeText } from '@shared/text';
import type { Illustration } from '@shared/schemas/images';
import { lineGrams, lineIngredient, type IngredientLine } from '../knowledge/lines';
import { DISH_TYPE_EMOJI, DISH_TYPE_HUE, FAMILY_EMOJI, INGREDIENT_EMOJI, TITLE_WORD_EMOJI, type EmojiEntry } from '../knowledge/emoji';
import { DISH_TYPES, type DishType, type IngredientData } from '../knowledge/vocabulary';

export const ILLUSTRATION_MAX_INGREDIENTS = 3;

const FALLBACK_DISH: EmojiEntry = { code: '1f37d', label: 'plat' };

/** The ingredient's own picture (longest id or id start in the table), else its family's, else none. */
export function ingredientEmoji(ing: Pick<IngredientData, 'id' | 'family'>): string | null {
  const parts = ing.id.split('-');
  for (let n = parts.length; n > 0; n--) {
    const code = INGREDIENT_EMOJI[parts.slice(0, n).join('-')];
    if (code) return code;
  }
  return FAMILY_EMOJI[ing.family] ?? null;
}

/** The dish's picture: a word of the title that names it ('Tarte', 'Salade'), else its dish type. */
export function dishEmoji(title: string, dishType: string): EmojiEntry {
  const words = new Set(
    normalizeText(title)
      .toLowerCase()
      .split(/[^a-z0-9]+/),
  );
  const byWord = TITLE_WORD_EMOJI.find((e) => words.has(e.word));
  if (byWord) return byWord;
  return (DISH_TYPES as readonly string[]).includes(dishType) ? DISH_TYPE_EMOJI[dishType as DishType] : FALLBACK_DISH;
}

/** A pastel background: the dish type's hue ±24°, and one of 4 lightnesses, both from the title's hash. */
export function illustrationBackground(title: string, dishType: string): string {
  const base = (DISH_TYPES as readonly string[]).includes(dishType) ? DISH_TYPE_HUE[dishType as DishType] : 40;
  const hash = hashString(normalizeText(title).toLowerCase());
  const hue = (base + (hash % 49) - 24 + 360) % 360;
  const lightness = 84 + ((hash >>> 8) % 4) * 3;
  return `hsl(${hue} 70% ${lightness}%)`;
}

const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The illustration of a recipe: the dish's emoji, then those of its heaviest ingredients that have one
 * (each picture once, at most ILLUSTRATION_MAX_INGREDIENTS), the background, and the French words for
 * the alt text ('soupe, potiron, carotte'). Unknown lines (free text the catalogue cannot read) are left out.
 */
export function recipeIllustration(recipe: { title: string; dishType: string; ingredients: readonly IngredientLine[] }): Illustration {
  const dish = dishEmoji(recipe.title, recipe.dishType);
  const weighed = recipe.ingredients
    .map((line, index) => {
      const ing = lineIngredient(line);
      const code = ing ? ingredientEmoji(ing) : null;
      return ing && code ? { ing, code, grams: lineGrams(line, ing), index } : null;
    })
    .filter((x) => x !== null)
    .sort((a, b) => b.grams - a.grams || a.index - b.index);
  const emoji = [dish.code];
  const labels = [dish.label];
  const seenIngredients = new Set<string>();
  for (const { ing, code } of weighed) {
    if (emoji.length > ILLUSTRATION_MAX_INGREDIENTS) break; // the dish, then at most 3 ingredients
    if (emoji.includes(code) || seenIngredients.has(ing.id)) continue;
    seenIngredients.add(ing.id);
    emoji.push(code);
    labels.push(lower(ing.name));
  }
  return { emoji, background: illustrationBackground(recipe.title, recipe.dishType), label: labels.join(', ') };
}
