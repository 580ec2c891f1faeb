// Culinary roles: what an ingredient DOES in a given recipe (whipped whites that lift a mousse, eggs
// that bind a cake, butter that makes a pastry short, cheese that gratinates a topping...). A
// substitute is chosen for that role, the way a cook would, not for its family or its price: the
// usual replacement of whipped egg whites is aquafaba, of binding eggs a flax "egg", of butter in a
// pastry margarine. The role is read from the recipe's steps, title and dish type.

import type { DraftIngredient, RecipeDraft } from '../model';
import { lineGrams, lineIngredient } from '../facts/derive';
import { normalizeText } from '../base/text';
import type { IngredientData, Unit } from '../knowledge/vocabulary';

/** A candidate substitute: quantity = original grams × ratio, or a fixed amount per original piece. */
export interface Candidate {
  id: string;
  ratio?: number;
  perPiece?: { quantity: number; unit: Unit };
  /** Only in sweet (desserts, goûters) or savoury dishes. */
  when?: 'sweet' | 'savory';
  /** Shown after the name ("moulues, mélangées à 3 c. à soupe d'eau par œuf"). */
  note?: string;
}

export type Role =
  'blancs-montes' | 'oeuf-plat' | 'oeuf-liant' | 'beurre-pate' | 'beurre-cuisson' | 'lait' | 'creme' | 'fromage-garniture' | 'gelifiant';

/** What the role detection looks at: the recipe's texts and dish type. */
export type RoleContext = Pick<RecipeDraft, 'dishType' | 'ingredients'> & Partial<Pick<RecipeDraft, 'instructions' | 'title'>>;

export interface RoleRule {
  role: Role;
  /** Which ingredients the rule is about. */
  appliesTo: (ing: IngredientData) => boolean;
  /** Whether the ingredient plays this role in the recipe. */
  detect: (line: DraftIngredient, ing: IngredientData, ctx: RoleContext) => boolean;
  /** The practice the rule follows, in French (shown in notes and kept as documentation). */
  practice: string;
  /** Substitutes for the role, best first (the generic rules of substitutions/rules.ts follow them). */
  to: Candidate[];
}

const EGG_IDS = new Set(['oeuf', 'oeuf-de-caille', 'blanc-d-oeuf', 'jaune-d-oeuf']);
const isEgg = (ing: IngredientData) => EGG_IDS.has(ing.id);
const isButter = (ing: IngredientData) =>
  !!ing.tags?.includes('beurre') && (ing.family === 'produit-laitier' || ing.family === 'matiere-grasse');
const isCream = (ing: IngredientData) => !!ing.tags?.includes('creme') && ing.family === 'produit-laitier';
const isMilk = (ing: IngredientData) => ing.family === 'produit-laitier' && ing.id.startsWith('lait');

/** Normalized text of every step (explanations and tips), for keyword detection. */
export function stepsText(ctx: RoleContext): string {
  return normalizeText((ctx.instructions ?? []).map((s) => `${s.explanation} ${s.tips ?? ''}`).join(' '));
}

/** Whipped whites: the steps whip them ("blancs en neige", "montez les blancs"), or the dish is a
 *  mousse, a meringue, a soufflé. */
export function whipsEggWhites(ctx: RoleContext): boolean {
  const steps = stepsText(ctx);
  if (/blancs? (d'?\s?oeufs? )?en neige|mont(ez|er) les blancs|battez les blancs|fouettez les blancs|meringue/.test(steps)) return true;
  return /\b(mousse|meringue|souffle|macaron|dacquoise|pavlova)\b/.test(normalizeText(ctx.title ?? '')) && /\bblancs?\b/.test(steps);
}

/** Eggs as the dish itself or cooked as eggs within it: omelette, scrambled, fried or hard-boiled
 *  eggs (a fried rice's omelette strips), or eggs a third of the weight. */
function eggsAreTheDish(line: DraftIngredient, ing: IngredientData, ctx: RoleContext): boolean {
  const eggDish =
    /\b(omelettes?|oeufs? (brouilles|cocotte|au plat|mimosa|durs|mollets|poches|meurette)|shakshuka|frittata|tortilla espagnole)\b/;
  if (eggDish.test(normalizeText(ctx.title ?? ''))) return true;
  if (
    /\b(en omelette|omelette brouillee|oeufs? brouilles|brouillez les oeufs|faites durcir|oeufs? durs|cassez les oeufs dans la poele|au plat)\b/.test(
      stepsText(ctx),
    )
  )
    return true;
  const total = ctx.ingredients.reduce((s, l) => s + lineGrams(l), 0) || 1;
  return lineGrams(line, ing) / total >= 0.35;
}

/** Butter worked into a dough or a batter (pastry, cake, biscuits), not just melted in a pan. */
function butterInPastry(ctx: RoleContext): boolean {
  if (['Dessert', 'Goûter'].includes(ctx.dishType)) return true;
  const hasFlour = ctx.ingredients.some((l) => /^farine/.test(lineIngredient(l)?.id ?? ''));
  return (
    hasFlour && /\b(pate|sablez|sabler|petrissez|petrir|fraisez|abaissez|etalez la pate|pate brisee|pate sablee)\b/.test(stepsText(ctx))
  );
}

/** Cheese on top: grated, sprinkled, gratinated (in a sentence that names it or "le fromage":
 *  the cocoa sprinkled on a tiramisu says nothing of its mascarpone). */
function cheeseOnTop(line: DraftIngredient, ing: IngredientData, ctx: RoleContext): boolean {
  const name = normalizeText(line.name);
  if (/\brape|copeaux|pour gratiner|parsemer\b/.test(name)) return true;
  const heads = [
    ...new Set(
      [...normalizeText(line.name.split(',')[0] ?? '').split(/[^a-z]+/), ...normalizeText(ing.name).split(/[^a-z]+/)].filter(
        (w) => w.length > 3,
      ),
    ),
    'fromage',
  ];
  const sentences = (ctx.instructions ?? []).flatMap((s) => normalizeText(`${s.explanation}. ${s.tips ?? ''}`).split(/[.;!?]/));
  return sentences.some(
    (x) => heads.some((h) => x.includes(h)) && /\b(parsemez|saupoudrez|gratinez|gratiner|repartissez le fromage|faites gratiner)\b/.test(x),
  );
}

/** The plant "eggs" that bind a batter, per egg (the substitution rules, rules.ts, offer them too). */
export const FLAX_EGG: Candidate = {
  id: 'graines-de-lin',
  perPiece: { quantity: 1, unit: 'c. à soupe' },
  note: "moulues, mélangées à 3 c. à soupe d'eau par œuf",
};
export const CHIA_EGG: Candidate = {
  id: 'graines-de-chia',
  perPiece: { quantity: 1, unit: 'c. à soupe' },
  note: "mélangées à 3 c. à soupe d'eau par œuf",
};
/** Only in a savoury dish. */
export const CHICKPEA_FLOUR_EGG: Candidate = {
  id: 'farine-de-pois-chiche',
  perPiece: { quantity: 3, unit: 'c. à soupe' },
  when: 'savory',
  note: "délayée dans 3 c. à soupe d'eau par œuf",
};

/**
 * The role table. Ordered: the first rule that applies to the ingredient and detects its role wins.
 *
 * | ingrédient | rôle                      | détecté par                                         | remplacé par                                  |
 * |------------|---------------------------|-----------------------------------------------------|-----------------------------------------------|
 * | œufs       | blancs montés             | « blancs en neige », « montez les blancs », mousse  | aquafaba (45 ml par œuf, 30 ml par blanc)     |
 * | œufs       | plat principal            | omelette, œufs brouillés, ≥ 35 % du poids           | tofu soyeux brouillé                          |
 * | œufs       | liant (gâteau, galette…)  | tous les autres cas                                 | œuf de lin (1 c. à soupe de lin moulu + 3 d'eau), chia |
 * | beurre     | pâte, gâteau, biscuit     | dessert/goûter, ou farine + « pâte », « sablez »    | margarine (100 % végétale si lait exclu), coco |
 * | beurre     | cuisson                   | les autres cas                                      | huile d'olive (× 0,8)                         |
 * | lait       | liquide                   | toujours                                            | lait d'avoine, lait de soja                   |
 * | crème      | liaison, sauce            | toujours                                            | crème de soja (crème végétale)                |
 * | fromage    | garniture, gratin         | « râpé », « parsemez », « gratinez »                | levure maltée (ou retiré)                     |
 * | gélatine   | gélifiant                 | toujours                                            | agar-agar, dissous à ébullition               |
 * | viande     | protéine du plat          | (règles de substitutions/rules.ts)                  | lentilles, tofu, pois chiches                 |
 */
export const ROLE_RULES: RoleRule[] = [
  {
    role: 'blancs-montes',
    appliesTo: (i) => i.id === 'blanc-d-oeuf',
    detect: (_l, _i, ctx) => whipsEggWhites(ctx),
    practice:
      "Les blancs montés en neige se remplacent par de l'aquafaba (le jus d'une boîte de pois chiches), qui monte de la même façon.",
    to: [{ id: 'aquafaba', perPiece: { quantity: 30, unit: 'ml' } }],
  },
  {
    role: 'blancs-montes',
    appliesTo: (i) => i.id === 'oeuf' || i.id === 'oeuf-de-caille',
    detect: (_l, _i, ctx) => whipsEggWhites(ctx),
    practice:
      "Les blancs montés en neige se remplacent par de l'aquafaba (le jus d'une boîte de pois chiches), qui monte de la même façon.",
    to: [{ id: 'aquafaba', perPiece: { quantity: 45, unit: 'ml' } }],
  },
  {
    role: 'oeuf-plat',
    appliesTo: isEgg,
    detect: eggsAreTheDish,
    practice: 'Quand les œufs sont le plat lui-même, le tofu soyeux émietté et poêlé (tofu brouillé) en prend la place.',
    to: [{ id: 'tofu-soyeux', perPiece: { quantity: 60, unit: 'g' }, note: "émietté, relevé d'une pincée de curcuma" }],
  },
  {
    role: 'oeuf-liant',
    appliesTo: isEgg,
    detect: () => true,
    practice:
      "Un œuf qui lie une pâte se remplace par un « œuf de lin » : 1 c. à soupe de graines de lin moulues et 3 c. à soupe d'eau, 10 minutes de repos.",
    to: [FLAX_EGG, CHIA_EGG, CHICKPEA_FLOUR_EGG],
  },
  {
    role: 'beurre-pate',
    appliesTo: isButter,
    detect: (_l, _i, ctx) => butterInPastry(ctx),
    practice: 'Dans une pâte ou un gâteau, le beurre se remplace par une matière grasse solide : margarine végétale ou huile de coco.',
    to: [
      { id: 'margarine', ratio: 1 },
      { id: 'margarine-vegetale', ratio: 1 },
      { id: 'huile-de-coco', ratio: 0.8 },
    ],
  },
  {
    role: 'beurre-cuisson',
    appliesTo: isButter,
    detect: () => true,
    practice: "Pour cuire ou faire revenir, le beurre se remplace par de l'huile d'olive (un peu moins).",
    to: [
      { id: 'huile-d-olive', ratio: 0.8, when: 'savory' },
      { id: 'huile-de-colza', ratio: 0.8 },
      { id: 'margarine', ratio: 1 },
      { id: 'margarine-vegetale', ratio: 1 },
    ],
  },
  {
    role: 'lait',
    appliesTo: isMilk,
    detect: () => true,
    practice: 'Le lait se remplace volume pour volume par une boisson végétale : avoine ou soja.',
    to: [
      { id: 'lait-d-avoine', ratio: 1 },
      { id: 'lait-de-soja', ratio: 1 },
    ],
  },
  {
    role: 'creme',
    appliesTo: isCream,
    detect: () => true,
    practice: 'La crème se remplace volume pour volume par une crème végétale (soja ou avoine).',
    to: [{ id: 'creme-de-soja', ratio: 1 }],
  },
  {
    role: 'fromage-garniture',
    // A fresh cheese is spread or stirred in, never sprinkled: it is not this role.
    appliesTo: (i) =>
      i.family === 'fromage' && !/^(chevre-frais|ricotta|mascarpone|fromage-frais|brousse|cancoillotte|fromage-fondu|burrata)/.test(i.id),
    detect: (line, ing, ctx) => cheeseOnTop(line, ing, ctx),
    practice: 'Un fromage parsemé ou gratiné se remplace par de la levure maltée, qui en donne le goût, ou se retire.',
    to: [{ id: 'levure-maltee', ratio: 0.3 }],
  },
  {
    role: 'gelifiant',
    appliesTo: (i) => i.id === 'gelatine',
    detect: () => true,
    practice:
      "La gélatine se remplace par l'agar-agar, qui ne se réhydrate pas : il se dissout dans le liquide porté à ébullition 1 à 2 minutes.",
    to: [{ id: 'agar-agar', ratio: 0.25 }],
  },
];

/** The role an ingredient plays in a recipe, or null when no rule speaks of it. */
export function roleOf(line: DraftIngredient, ctx: RoleContext): RoleRule | null {
  const ing = lineIngredient(line);
  if (!ing) return null;
  return ROLE_RULES.find((r) => r.appliesTo(ing) && r.detect(line, ing, ctx)) ?? null;
}
