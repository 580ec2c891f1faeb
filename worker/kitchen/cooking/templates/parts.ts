// What every template builder uses: the roles of the offered ingredients and the recipe lines built
// from them (quantities for the portions, names in steps).
import type { DraftIngredient } from '../../model';
import { getIngredient } from '../../knowledge/catalogue';
import { capitalize, lowerFirst } from '../../base/text';
import { articled } from '../../base/french';
import { fromGrams, unityLabel } from '../../knowledge/units';
import { roundQuantity } from '../../facts/scaling';
import type { IngredientData, Unit } from '../../knowledge/vocabulary';
import { type Offered, PROTEIN, type Role, SPECS, type TemplateId, type TemplateSpec } from './specs';

export const TEMPLATE_IDS = Object.keys(SPECS) as TemplateId[];
export function templateSpec(id: TemplateId): TemplateSpec {
  return SPECS[id];
}

/** Dry pulses that need soaking: no template can cook them in a weeknight time. */
function needsSoaking(ing: IngredientData): boolean {
  return ing.family === 'legumineuse' && /-secs$|-seches$|pois-casses/.test(ing.id);
}

export function roleOf(o: Offered): Role {
  if (!o.ing) return 'inconnu';
  // Tofu, tempeh & co. behave as the protein of a dish.
  return o.ing.family;
}

/** Whether an offered ingredient can go into a template. Staples (salt, oil...) always can. */
export function absorbable(spec: TemplateSpec, o: Offered): boolean {
  const role = roleOf(o);
  if (o.ing && needsSoaking(o.ing)) return false;
  if (o.ing && (o.ing.family === 'alcool' || o.ing.family === 'boisson')) return false;
  if (
    spec.sweet &&
    o.ing &&
    ['legume', 'viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer', 'fromage', 'condiment', 'herbe'].includes(o.ing.family)
  )
    return false;
  if (!spec.sweet && role === 'sucre') return false;
  return spec.absorbs[role] !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Building lines
// ---------------------------------------------------------------------------------------------

/** Name in a step or title: produce in the plural ("carottes", "épinards"), the rest in the
 *  singular ("filet de poulet", "crème fraîche"). */
export function lname(ing: IngredientData | undefined, text: string, plural = true): string {
  if (!ing) return lowerFirst(text);
  const countable = ['legume', 'fruit', 'feculent'].includes(ing.family);
  return lowerFirst(plural && countable && ing.plural ? ing.plural : ing.name);
}

/** "a, b et c" */
export function listFr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** "les carottes, les navets et l'ail": a list as the object of a step, each with its article. */
export function theList(items: readonly string[]): string {
  return listFr(items.map((n) => articled(n, 'le')));
}

/** A title's complement: "aux carottes, navets et poireaux" when all are plural, else each with
 *  its own article ("au filet de cabillaud et aux poireaux"). */
export function auList(items: readonly string[]): string {
  const forms = items.map((n) => articled(n, 'à'));
  if (forms.every((f) => f.startsWith('aux '))) return `aux ${listFr(items)}`;
  return listFr(forms);
}

export function lineFor(ing: IngredientData, grams: number): DraftIngredient {
  const natural = fromGrams(grams, ing);
  const quantity = roundQuantity(natural.quantity, natural.unit, ing.id);
  const plural = natural.unit === 'pièce' && quantity > 1;
  return {
    name: plural && ing.plural ? ing.plural : ing.name,
    quantity,
    unity: unityLabel(natural.unit, quantity, ing),
    ingredientId: ing.id,
  };
}

export function measured(id: string, quantity: number, unit: Unit, name?: string): DraftIngredient | null {
  const ing = getIngredient(id);
  if (!ing) return null;
  const q = roundQuantity(quantity, unit, id);
  const plural = unit === 'pièce' && q > 1;
  return { name: name ?? (plural && ing.plural ? ing.plural : ing.name), quantity: q, unity: unityLabel(unit, q, ing), ingredientId: id };
}

function freeLine(text: string, grams: number): DraftIngredient {
  return { name: capitalize(text.trim()), quantity: roundQuantity(grams, 'g'), unity: 'g', ingredientId: null };
}

export interface Built {
  title: string;
  description: string;
  lines: DraftIngredient[];
  steps: { time: number; explanation: string; tips?: string }[];
  prep: number;
  cook: number;
  added: string[];
}

/** Groups the used ingredients by role for the step texts. */
interface Parts {
  veg: Offered[]; // legume, inconnu
  starch: Offered[]; // feculent
  pulses: Offered[];
  protein: Offered[]; // meat, fish, seafood
  cheese: Offered[];
  dairy: Offered[];
  eggs: Offered[];
  fruit: Offered[];
  herbs: Offered[];
  spices: Offered[];
  grains: Offered[]; // cereale
  nuts: Offered[];
  sweet: Offered[];
}

export function split(used: Offered[]): Parts {
  const p: Parts = {
    veg: [],
    starch: [],
    pulses: [],
    protein: [],
    cheese: [],
    dairy: [],
    eggs: [],
    fruit: [],
    herbs: [],
    spices: [],
    grains: [],
    nuts: [],
    sweet: [],
  };
  for (const o of used) {
    const r = roleOf(o);
    if (r === 'legume' || r === 'inconnu') p.veg.push(o);
    else if (r === 'feculent') p.starch.push(o);
    else if (r === 'legumineuse') p.pulses.push(o);
    else if (PROTEIN.includes(r)) p.protein.push(o);
    else if (r === 'fromage') p.cheese.push(o);
    else if (r === 'produit-laitier') p.dairy.push(o);
    else if (r === 'oeuf') p.eggs.push(o);
    else if (r === 'fruit') p.fruit.push(o);
    else if (r === 'herbe') p.herbs.push(o);
    else if (r === 'epice' || r === 'condiment') p.spices.push(o);
    else if (r === 'cereale') p.grains.push(o);
    else if (r === 'noix-graines') p.nuts.push(o);
    else if (r === 'sucre') p.sweet.push(o);
  }
  return p;
}

export const names = (os: Offered[], plural = true) => os.map((o) => lname(o.ing, o.text, plural));

/** Ready to eat without cooking (cured ham, smoked fish, tinned tuna, cooked shrimps...). */
export function readyToEat(ing: IngredientData | undefined): boolean {
  if (!ing) return false;
  return /fume|conserve|cuit|jambon|surimi|a-l-huile|confit|rillette|saucisson|coppa|chorizo|tarama/.test(ing.id);
}

/** Grams per portion of an offered ingredient in a template, shared among same-role ingredients. */
function gramsPerPortion(spec: TemplateSpec, o: Offered, sameRoleCount: number): number {
  const base = spec.absorbs[roleOf(o)] ?? 50;
  // Several vegetables share the vegetable budget (with a floor so each one counts).
  const share = sameRoleCount > 1 ? Math.max(base / sameRoleCount, base * 0.3) : base;
  return share;
}

export function offeredLines(spec: TemplateSpec, used: Offered[], servings: number): DraftIngredient[] {
  const counts = new Map<Role, number>();
  for (const o of used) counts.set(roleOf(o), (counts.get(roleOf(o)) ?? 0) + 1);
  return used.map((o) => {
    const grams = gramsPerPortion(spec, o, counts.get(roleOf(o)) ?? 1) * servings;
    if (!o.ing) return freeLine(o.text, grams);
    if (o.ing.family === 'epice') return measured(o.ing.id, Math.max(1, servings / 4), 'c. à café')!;
    if (o.ing.family === 'herbe') return measured(o.ing.id, Math.max(1, servings / 2), 'c. à soupe', `${o.ing.name}, ciselé`)!;
    if (o.ing.family === 'condiment') return measured(o.ing.id, Math.max(1, servings / 4), 'c. à soupe')!;
    return lineFor(o.ing, grams);
  });
}

export function add(lines: DraftIngredient[], added: string[], line: DraftIngredient | null): boolean {
  if (!line || !line.ingredientId) return false;
  if (lines.some((l) => l.ingredientId === line.ingredientId)) return true;
  lines.push(line);
  added.push(line.ingredientId);
  return true;
}

export const has = (used: Offered[], pred: (ing: IngredientData) => boolean) => used.some((o) => !!o.ing && pred(o.ing));
