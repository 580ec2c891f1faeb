// Recipe templates that absorb arbitrary ingredients (anti-waste, and creation when the corpus has
// nothing close): soupe, gratin, omelette, poêlée, salade composée, quiche, curry, risotto, wok,
// compote, crumble, smoothie, clafoutis. Each turns a set of ingredients into a real recipe: lines
// with quantities for the number of portions, steps that name the ingredients, honest times.
import type { RecipeDraft } from '../../model';
import { deriveRecipeFacts } from '../../facts/derive';
import { capitalize, fixFrench } from '../../base/text';
import type { IngredientData } from '../../knowledge/vocabulary';
import { BUILDERS } from './dishes';
import { type Offered, PROTEIN, SPECS, type TemplateId } from './specs';
import { absorbable, roleOf } from './parts';

export interface TemplateContext {
  servings: number;
  /** Max total minutes (prep + cook). */
  time: number;
  /** Optional title imposed by the caller (createRecipe from a suggestion title). */
  title?: string;
  description?: string;
}

export interface TemplateResult {
  draft: RecipeDraft;
  /** The offered ingredients actually used. */
  used: Offered[];
  /** Lines added by the template (staples and base). */
  addedIds: string[];
}

/** Ingredients too basic to build a dish on (they are still used when offered). */
export function isStaple(ing: IngredientData | undefined): boolean {
  if (!ing) return false;
  return BASIC_STAPLES.has(ing.id) || ing.family === 'epice' || ing.family === 'condiment' || ing.family === 'matiere-grasse';
}

/** Staples a household is assumed to have: never listed as "additional ingredients". */
export const BASIC_STAPLES = new Set([
  'sel',
  'poivre',
  'fleur-de-sel',
  'gros-sel',
  'eau',
  'huile-d-olive',
  'huile-de-tournesol',
  'huile-de-colza',
  'huile-vegetale',
  'sucre-en-poudre',
  'farine-de-ble',
  'beurre-doux',
  'ail',
  'oignon',
  'vinaigre-de-vin',
  'moutarde-de-dijon',
  'herbes-de-provence',
  'muscade',
  'bouillon-de-legumes',
  'cube-bouillon-legumes',
]);

/**
 * Instantiates a template with the offered ingredients it can absorb (at most 6, in the given
 * order), or returns null when the template does not fit them or the time.
 */
export function buildTemplate(id: TemplateId, offered: readonly Offered[], ctx: TemplateContext): TemplateResult | null {
  const spec = SPECS[id];
  let used = offered.filter((o) => absorbable(spec, o)).slice(0, 6);
  if (!used.some((o) => spec.needs.includes(roleOf(o)) && !isStaple(o.ing))) return null;
  // Sweet templates need fruit; the first fruit decides. Savoury ones cap the protein at two.
  const proteins = used.filter((o) => PROTEIN.includes(roleOf(o)));
  if (proteins.length > 2) used = used.filter((o) => !proteins.slice(2).includes(o));
  let built = BUILDERS[id](used, ctx.servings);
  // Too long? Drop the last absorbed ingredients one by one (each adds preparation).
  while (built.prep + built.cook > ctx.time && used.length > 1) {
    used = used.slice(0, -1);
    if (!used.some((o) => spec.needs.includes(roleOf(o)) && !isStaple(o.ing))) return null;
    built = BUILDERS[id](used, ctx.servings);
  }
  if (built.prep + built.cook > ctx.time) return null;
  const ingredients = built.lines.filter((l) => l.quantity > 0);
  const draft: RecipeDraft = {
    title: ctx.title ?? capitalize(fixFrench(built.title)),
    description: ctx.description || fixFrench(built.description),
    dishType: spec.dishType,
    cuisine: spec.cuisine,
    complexity: spec.complexity,
    prepTime: built.prep,
    cookTime: built.cook,
    servings: ctx.servings,
    ingredients,
    instructions: built.steps.map((st) => ({ time: st.time, explanation: fixFrench(st.explanation), tips: st.tips ?? '' })),
    variantSuggestions: spec.sweet ? ['Moins sucré', 'Sans gluten', 'Végan'] : ['Plus rapide', 'Végétarien', 'Plus épicé', 'Sans lactose'],
    improvementSuggestions: spec.sweet
      ? ['Ajoutez une pincée de cannelle ou de vanille pour parfumer.', 'Variez les fruits selon la saison.']
      : [
          'Ajoutez des herbes fraîches au dernier moment pour plus de fraîcheur.',
          "Une pointe de piment d'Espelette relève joliment le plat.",
        ],
    sideDishSuggestions: spec.sweet
      ? []
      : spec.id === 'soupe'
        ? ['Tartines de pain grillé', 'Salade verte']
        : ['Salade verte', 'Pain de campagne'],
    imageUrl: null,
    ...deriveRecipeFacts(ingredients, ctx.servings, spec.dishType),
    tags: ['anti-gaspi', spec.id],
    sourceRecipeId: null,
  };
  return { draft, used, addedIds: built.added };
}
