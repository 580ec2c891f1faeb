// Choosing a substitute: the best allowed replacement of an ingredient (the table's candidates, then
// its closest relatives in the catalogue), with its quantity converted for the recipe.
import type { DraftIngredient, RecipeDraft } from '../../model';
import { ALL_INGREDIENTS } from '../../knowledge/kb';
import { getIngredient } from '../../knowledge/catalogue';
import { lineGrams, lineIngredient } from '../../facts/derive';
import { normalizeText, words, singular } from '../../base/text';
import { fromGrams, parseUnit, unityLabel } from '../../knowledge/units';
import { roundQuantity } from '../../facts/scaling';
import type { Family, IngredientData } from '../../knowledge/vocabulary';
import { roleOf, stepsText, type Candidate, type Role, type RoleContext } from '../roles';
import { lazy } from '../../base/lazy';
import { RULES } from './rules';

/** Families where a close relative (another meat, another cheese, another vegetable) is the most
 *  natural swap, tried before the rules. For the others (dairy, fats, eggs, sugar, sauces) the rules
 *  come first, because "the closest dairy product" of butter is cream, not a good swap. */
const RELATIVES_FIRST = new Set<Family>([
  'viande',
  'volaille',
  'porc',
  'poisson',
  'fruit-de-mer',
  'legume',
  'fruit',
  'fromage',
  'herbe',
  'feculent',
  'legumineuse',
  'noix-graines',
  'epice',
]);

/** The catalogue's ingredients by family, built at the first use. */
const byFamily = lazy(() => {
  const map = new Map<Family, IngredientData[]>();
  for (const ing of ALL_INGREDIENTS) {
    const list = map.get(ing.family) ?? [];
    list.push(ing);
    map.set(ing.family, list);
  }
  return map;
});

/** Dissimilarity of two ingredients of a family: aisle, nutrition profile, form, shared name words. */
export function distance(a: IngredientData, b: IngredientData): number {
  const n = a.ciqual;
  const m = b.ciqual;
  let d =
    Math.abs(n.kcal - m.kcal) / 100 +
    Math.abs(n.proteines - m.proteines) / 8 +
    Math.abs(n.lipides - m.lipides) / 8 +
    Math.abs(n.glucides - m.glucides) / 8;
  if (a.aisle !== b.aisle) d += 3;
  if (!!a.processed !== !!b.processed) d += 1;
  if ((a.shopUnit === 'piece') !== (b.shopUnit === 'piece')) d += 0.5;
  const aw = nameWords(a);
  if (nameWords(b).some((w) => aw.includes(w))) d -= 1.5;
  return d;
}

const NAME_WORDS = new Map<string, string[]>();
/** Significant singular words of an ingredient's name (memoized). */
function nameWords(ing: IngredientData): string[] {
  let w = NAME_WORDS.get(ing.id);
  if (!w) {
    w = words(ing.name)
      .map(singular)
      .filter((x) => x.length > 3);
    NAME_WORDS.set(ing.id, w);
  }
  return w;
}

/** Substitutes for one technique only (aquafaba whips like egg whites): never a family relative. */
const ROLE_ONLY = new Set(['aquafaba']);

const PASTA =
  /^(pates|spaghetti|penne|coquillettes|linguine|orzo|tagliatelles|nouilles|lasagne|vermicelles|macaroni|fusilli|farfalle|ravioli|gnocchi)/;

/** What an ingredient is used as, within its family: a family mixes foods no cook swaps for each
 *  other (a madeleine and chocolate are both "sucre", a stock cube and gherkins both "condiment",
 *  coconut milk and chestnuts both "noix-graines"). A relative must be of the same kind. */
export function kindOf(ing: IngredientData): string {
  let kind = KINDS.get(ing.id);
  if (!kind) {
    kind = kindOfUncached(ing);
    KINDS.set(ing.id, kind);
  }
  return kind;
}
const KINDS = new Map<string, string>();

function kindOfUncached(ing: IngredientData): string {
  const id = ing.id;
  if (ing.tags?.includes('chocolat') || id.startsWith('cacao')) return 'chocolat';
  if (/^(bouillon|cube-bouillon|fond-de|fumet)/.test(id)) return 'bouillon';
  if (/^levure/.test(id)) return id;
  if (/^(lait|boisson-)/.test(id) || id === 'lait-de-coco') return 'lait';
  if (/^(yaourt|skyr|fromage-blanc|faisselle|petit-suisse)/.test(id)) return 'yaourt';
  if (/^creme-(?!de-marrons|de-cassis)/.test(id)) return 'creme';
  if (/(biscuit|sable-|speculoos|madeleine|petit-beurre|boudoir|gaufrette|cookie|financier|brownie|meringue|palmier|tuile)/.test(id))
    return 'biscuit';
  if (/^(sauce|ketchup|mayonnaise|aioli|pesto|tapenade|guacamole|houmous|pate-de-curry|harissa)/.test(id)) return 'sauce';
  if (/^(tofu|tempeh|seitan|proteines-de-soja)/.test(id)) return 'proteine-vegetale';
  // Frozen broad beans are filed with the vegetables, but a dish counts on them as its pulse.
  if (id === 'feves-surgelees') return 'legumineuse';
  if (id === 'falafel') return 'falafel';
  if (ing.family === 'cereale') {
    if (PASTA.test(id)) return 'pates';
    if (/^(farine|maizena|fecule|son-)/.test(id)) return 'farine';
    if (/^(pain|baguette|brioche|bagel|tortilla|galette|croutons|biscotte|chapelure)/.test(id)) return 'pain';
    if (/^(pate-|feuille-|galette-de-riz)/.test(id)) return 'pate';
    if (/^(cereales|flocons|muesli|granola)/.test(id)) return 'flocons';
    if (/^chips/.test(id)) return 'chips';
    return 'grain';
  }
  if (ing.family === 'noix-graines') {
    if (/^(puree|beurre-de|tahini|pate-)/.test(id)) return 'puree-de-noix';
    if (/poudre/.test(id)) return 'poudre-de-noix';
    if (/^(chataigne|marron)/.test(id)) return 'chataigne';
    if (/coco/.test(id)) return 'coco';
    return 'noix';
  }
  if (ing.family === 'condiment') {
    if (/^(vinaigre|jus-de-citron)/.test(id)) return 'vinaigre';
    if (/^(moutarde|raifort|wasabi)/.test(id)) return 'moutarde';
    if (/^(olive|cornichon|capres|cornichons)/.test(id)) return 'condiment-au-vinaigre';
    if (/^(gelatine|agar)/.test(id)) return 'gelifiant';
    return id;
  }
  return ing.family;
}

/** The closest allowed relatives of an ingredient in its own family, best first. */
export function relatives(ing: IngredientData, allowed: (c: IngredientData) => boolean, limit = 3): IngredientData[] {
  const list = byFamily().get(ing.family) ?? [];
  const kind = kindOf(ing);
  return list
    .filter((c) => c.id !== ing.id && !ROLE_ONLY.has(c.id) && allowed(c) && kindOf(c) === kind)
    .map((c) => ({ c, d: distance(ing, c) }))
    .sort((x, y) => x.d - y.d || x.c.id.localeCompare(y.c.id))
    .slice(0, limit)
    .map((x) => x.c);
}

/** Whether a dish is sweet (dessert, goûter, or sugar a real part of it): picks dessert substitutes. */
export function isSweetDish(recipe: Pick<RecipeDraft, 'dishType' | 'ingredients'>): boolean {
  if (['Dessert', 'Goûter'].includes(recipe.dishType)) return true;
  return recipe.ingredients.some((l) => {
    const ing = lineIngredient(l);
    return ing?.family === 'sucre' && lineGrams(l, ing) >= 30;
  });
}

export interface SubstituteChoice {
  target: IngredientData;
  quantity: number;
  unity: string;
  note?: string;
  /** The culinary role the substitute was chosen for (its steps may need another technique). */
  role?: Role;
  /** A binder added with the substitute: pulses shaped into patties or balls do not hold alone. */
  binder?: { target: IngredientData; quantity: number; unity: string };
}

const MINCED = new Set(['boeuf-hache', 'steak-hache', 'veau-hache', 'agneau-hache', 'poulet-hache', 'porc-hache', 'chair-a-saucisse']);
const BINDERS = ['farine-de-pois-chiche', 'chapelure', 'flocons-d-avoine', 'maizena'];

/** Minced meat shaped into patties, balls or a stuffing, replaced by pulses: they need a binder
 *  (1 c. à soupe of chickpea flour, crumbs or oat flakes per 100 g), the first the profile allows. */
function binderFor(
  from: IngredientData,
  target: IngredientData,
  grams: number,
  ctx: RoleContext,
  allowed: (c: IngredientData) => boolean,
): SubstituteChoice['binder'] {
  if (!MINCED.has(from.id) || target.family !== 'legumineuse' || target.id.startsWith('proteines') || target.id.startsWith('tofu'))
    return undefined;
  if (!/\b(formez|faconnez|boulettes?|steaks?|galettes?|farce|farcissez|roulez)\b/.test(stepsText(ctx))) return undefined;
  const binder = BINDERS.map((id) => getIngredient(id)).find(
    (b): b is IngredientData => !!b && allowed(b) && !ctx.ingredients.some((l) => l.ingredientId === b.id),
  );
  if (!binder) return undefined;
  const quantity = roundQuantity(Math.max(1, grams / 100), 'c. à soupe', binder.id);
  return { target: binder, quantity, unity: 'c. à soupe' };
}

/** Candidates (role, rules, relatives) for an ingredient, ordered, not yet filtered. The role of the
 *  ingredient in this recipe (roles.ts) comes before the generic rules; close relatives (another
 *  cheese, another meat) come first for the families where they are the natural swap. */
function candidatesFor(
  line: DraftIngredient,
  ing: IngredientData,
  ctx: RoleContext,
  sweet: boolean,
  allowed: (c: IngredientData) => boolean,
): { target: IngredientData; c: Candidate; role?: Role }[] {
  const out: { target: IngredientData; c: Candidate; role?: Role }[] = [];
  const fits = (c: Candidate) => !c.when || (c.when === 'sweet') === sweet;
  const roleRule = roleOf(line, ctx);
  const fromRole = (roleRule?.to ?? [])
    .filter(fits)
    .map((c) => ({ target: getIngredient(c.id), c, role: roleRule?.role }))
    .filter((x): x is { target: IngredientData; c: Candidate; role: Role } => !!x.target);
  const rule = RULES.find((r) => r.match(ing));
  const fromRule = (rule?.to ?? [])
    .filter(fits)
    .map((c) => ({ target: getIngredient(c.id), c }))
    .filter((x): x is { target: IngredientData; c: Candidate } => !!x.target);
  const shelled = ['moule', 'palourde', 'huitre', 'bulot', 'coque'];
  const fromFamily = relatives(ing, allowed, 3).map((target) => ({
    target,
    // From shellfish weighed with shells to shell-free seafood (and back), weights differ ×3.
    c: {
      id: target.id,
      ratio: shelled.includes(ing.id) === shelled.includes(target.id) ? 1 : shelled.includes(ing.id) ? 0.3 : 3,
    } as Candidate,
  }));
  // A cheese melted on the dish (a raclette, a burger's slice) has no stand-in but another cheese:
  // tofu does not melt and nutritional yeast is a seasoning.
  // So does a gratinated cheese the title names (the chèvre of a "salade de chèvre chaud"): it is
  // the dish, not a topping.
  // Yolks that finish a savoury sauce (a blanquette's liaison) only enrich it: nothing stands for
  // them, they are left out (a flax "egg" in a cream sauce is no cook's gesture).
  if (
    ing.id === 'jaune-d-oeuf' &&
    !sweet &&
    (ctx.instructions ?? []).some((s) => /\bjaunes?\b/.test(normalizeText(s.explanation)) && /\bsauce\b/.test(normalizeText(s.explanation)))
  )
    return [];
  const named = normalizeText(ctx.title ?? '')
    .split(/[^a-z]+/)
    .some((w) => w.length > 3 && words(ing.name).includes(w));
  if (ing.family === 'fromage' && (roleRule?.role === 'fromage-garniture' ? named : meltsCheese(line, ing, ctx))) return fromFamily;
  if (RELATIVES_FIRST.has(ing.family)) out.push(...fromFamily, ...fromRole, ...fromRule);
  else out.push(...fromRole, ...fromRule, ...fromFamily);
  return out;
}

/** Whether a cheese is melted as such: a step naming it (or "le fromage") makes it melt, or it is
 *  a large part of the dish (a raclette). */
function meltsCheese(line: DraftIngredient, ing: IngredientData, ctx: RoleContext): boolean {
  const total = ctx.ingredients.reduce((sum, l) => sum + lineGrams(l), 0) || 1;
  if (lineGrams(line, ing) / total >= 0.2) return true;
  const names = [
    ...new Set([...words(line.name.split(',')[0] ?? ''), ...words(ing.name)].map(singular).filter((w) => w.length > 3)),
    'fromage',
  ];
  const sentences = (ctx.instructions ?? []).flatMap((s) => normalizeText(s.explanation).split(/[.;!?]/));
  return sentences.some((x) => names.some((n) => new RegExp(`\\b${n}`).test(x)) && /\b(fondre|fondu|fondue|filant|couvrez)\b/.test(x));
}

/** Quantity of the substitute for a line, in the line's own unit when it is a measure. */
function convertQuantity(
  line: DraftIngredient,
  from: IngredientData | undefined,
  target: IngredientData,
  c: Candidate,
): { quantity: number; unity: string } {
  const unit = parseUnit(line.unity, from);
  if (c.perPiece) {
    const pieces = unit === 'pièce' || unit === null ? line.quantity : Math.max(1, lineGrams(line, from) / (from?.pieceWeightG ?? 60));
    const q = roundQuantity(pieces * c.perPiece.quantity, c.perPiece.unit, target.id);
    return { quantity: q, unity: unityLabel(c.perPiece.unit, q, target) };
  }
  const ratio = c.ratio ?? 1;
  if (unit && unit !== 'pièce') {
    const q = roundQuantity(line.quantity * ratio, unit, target.id);
    return { quantity: q, unity: unit };
  }
  const grams = lineGrams(line, from) * ratio;
  const natural = fromGrams(grams, target);
  const q = roundQuantity(natural.quantity, natural.unit, target.id);
  return { quantity: q, unity: unityLabel(natural.unit, q, target) };
}

/** Up to `limit` allowed substitutes for a line, best first, each with its converted quantity. */
export function substituteCandidates(
  line: DraftIngredient,
  recipe: RoleContext,
  allowed: (c: IngredientData) => boolean,
  limit = 3,
): SubstituteChoice[] {
  const from = lineIngredient(line);
  if (!from) return [];
  const seen = new Set<string>();
  const out: SubstituteChoice[] = [];
  for (const x of candidatesFor(line, from, recipe, isSweetDish(recipe), allowed)) {
    if (x.target.id === from.id || seen.has(x.target.id) || !allowed(x.target)) continue;
    seen.add(x.target.id);
    out.push({ target: x.target, ...convertQuantity(line, from, x.target, x.c), note: x.c.note, role: x.role });
    if (out.length >= limit) break;
  }
  return out;
}

/** Best allowed substitute for a line, or null when no candidate is allowed. */
export function chooseSubstitute(
  line: DraftIngredient,
  recipe: RoleContext,
  allowed: (c: IngredientData) => boolean,
  prefer?: (c: IngredientData) => number,
): SubstituteChoice | null {
  const from = lineIngredient(line);
  if (!from) return null;
  let cands = candidatesFor(line, from, recipe, isSweetDish(recipe), allowed).filter((x) => x.target.id !== from.id && allowed(x.target));
  if (prefer) cands = [...cands].sort((a, b) => prefer(a.target) - prefer(b.target));
  const first = cands[0];
  if (!first) return null;
  const { quantity, unity } = convertQuantity(line, from, first.target, first.c);
  const binder = binderFor(from, first.target, lineGrams(line, from) * (first.c.ratio ?? 1), recipe, allowed);
  return { target: first.target, quantity, unity, note: first.c.note, role: first.role, ...(binder ? { binder } : {}) };
}
