// The texts the kitchen writes when it adapts a dish (repaired corpus recipes, versions, anti-waste
// recipes) over the whole corpus and the common allergies and diets, and two oracles written here,
// from their own tables, never from the engine's: what a title's food words require in the
// ingredient list, and the French agreement, elision and accent errors a reader would notice.

import {
  ALL_RECIPES,
  corpusRecipeDraft,
  ingredientById,
  iterateRecipe,
  recipesFromIngredients,
  repairRecipe,
} from '../../worker/kitchen/index';
import type { EaterProfile, IterateRequest, RecipeDraft } from '../../worker/kitchen/index';

const BASE: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
/** The common profiles of the substitution and safety scans (substitutions.sanity.test.ts). */
export const ALLERGIES = ['Lait', 'Œufs', 'Gluten', 'Fruits à coque', 'Chocolat', 'Poisson', 'Crustacés', 'Soja', 'Sésame', 'Moutarde'];
export const DIETS = ['Végan', 'Végétarien', 'Halal', 'Sans porc', 'Sans gluten', 'Sans lactose', 'Cétogène'];
export const PROFILES: { label: string; profile: EaterProfile; diet?: string }[] = [
  ...ALLERGIES.map((a) => ({ label: `allergie ${a}`, profile: { ...BASE, allergies: [a] } })),
  ...DIETS.map((d) => ({ label: `régime ${d}`, profile: { ...BASE, diets: [d] }, diet: d })),
];

export interface Output {
  /** Path, recipe and profile that produced it. */
  where: string;
  title: string;
  lines: string[];
  /** Texts the adaptation wrote (those not already in the corpus recipe it came from). */
  texts: string[];
}

const req = (over: Partial<IterateRequest>): IterateRequest => ({
  variants: [],
  comment: '',
  ingredientReplacements: [],
  excludedIngredients: [],
  ...over,
});

function output(where: string, r: RecipeDraft, original: RecipeDraft | null): Output {
  const own = new Set(
    original ? [original.title, original.description, ...original.instructions.flatMap((s) => [s.explanation, s.tips ?? ''])] : [],
  );
  const texts = [
    r.title,
    r.description.split('\n\nCette version : ')[1] ?? r.description,
    ...r.instructions.flatMap((s) => [s.explanation, s.tips ?? '']),
  ];
  return {
    where,
    title: r.title,
    lines: r.ingredients.map((l) => `${l.name} ${l.ingredientId ?? ''}`),
    texts: texts.filter((t) => t && !own.has(t)),
  };
}

/** Every recipe's own main ingredients (three non-staples) offered to anti-waste. */
function offersOf(id: string): string[] {
  const data = ALL_RECIPES.find((r) => r.id === id)!;
  return data.ingredients
    .map((l) => ingredientById(l.id))
    .filter((i) => !!i && !['epice', 'herbe', 'condiment', 'matiere-grasse', 'sucre'].includes(i.family) && i.id !== 'eau')
    .slice(0, 3)
    .map((i) => i!.name);
}

/**
 * Repairs (what suggestions and the week serve) and versions (the profile's diet asked, the
 * profile's allergy enforced, each recipe's own "Remplacer X par Y" suggestions) of every corpus
 * recipe for every profile; anti-waste on every `antiWasteStride`-th recipe's main ingredients.
 */
export function scanOutputs(antiWasteStride = 1): Output[] {
  const out: Output[] = [];
  ALL_RECIPES.forEach((data, i) => {
    const original = corpusRecipeDraft(data.id)!;
    for (const { label, profile, diet } of PROFILES) {
      const at = `${data.title} (${label})`;
      const repaired = repairRecipe(original, profile);
      if (repaired) out.push(output(`réparation : ${at}`, repaired, original));
      const version = diet ? iterateRecipe(original, req({ variants: [diet] }), BASE) : iterateRecipe(original, req({}), profile);
      out.push(output(`version : ${at}`, version, original));
      if (i % antiWasteStride === 0) {
        const offers = offersOf(data.id);
        const aw = recipesFromIngredients(
          { ingredients: offers, dietaryRestrictions: [], mealType: '', time: 240, peopleCount: 4 },
          profile,
        );
        for (const r of aw) {
          const source = ALL_RECIPES.find((x) => x.title === r.title);
          out.push(output(`anti-gaspi ${offers.join(', ')} : ${r.title} (${label})`, r, source ? corpusRecipeDraft(source.id) : null));
        }
      }
    }
    for (const v of data.variantSuggestions.filter((s) => /^remplacer /i.test(s))) {
      out.push(output(`version « ${v} » : ${data.title}`, iterateRecipe(original, req({ variants: [v] }), BASE), original));
    }
  });
  return out;
}
