// Creating a full recipe: from a suggestion (corpus id or title), or from the form alone
// ("generate-recipe" when no dish type is chosen). Corpus first; templates when the corpus has
// nothing close or nothing safe. The result is always safe for the profile and sized for it.

import type { CreateRecipeRequest, EaterProfile, GenerateOptions, RecipeDraft } from './engine';
import type { InspirationForm } from '../../shared/schemas/recipes';
import { CORPUS_INDEX, cloneDraft, corpusIndex, corpusIndexByTitle, searchScore, type RecipeIndex } from './corpus';
import { compileProfile, servingsFor, type CompiledProfile } from './profile';
import { isSafe, repairWith } from './safety';
import { resolveAllIngredients } from './catalogue';
import { buildTemplate, TEMPLATE_IDS, type Offered, type TemplateId } from './templates';
import { pickDiverse, rankCorpus, safeVersion, groupSpec } from './suggest';
import { scaleRecipe } from './scaling';
import { contentWords, normalizeText, phraseKey } from './text';
import { ALL_INGREDIENTS } from './kb';
import { withFacts } from './substitutions';
import type { IngredientData } from './types';

/** Serves a corpus recipe to a profile: repaired if needed, scaled to the household. */
function serveCorpus(x: RecipeIndex, compiled: CompiledProfile, profile: EaterProfile): RecipeDraft | null {
  const safe = safeVersion(x, compiled);
  return safe ? scaleSafely(cloneDraft(safe), servingsFor(profile), compiled) : null;
}

/**
 * Scales a safe recipe, re-checking it: rounding for very few portions (half a piece minimum) can
 * push carbs over a keto ceiling. Repaired if so; the unscaled recipe when even that fails.
 */
export function scaleSafely(recipe: RecipeDraft, servings: number, compiled: CompiledProfile): RecipeDraft {
  const scaled = scaleRecipe(recipe, servings);
  if (isSafe(scaled, compiled)) return scaled;
  return repairWith(scaled, compiled) ?? recipe;
}

/** Template chosen from words of a title ("Velouté de..." → soupe, "Tarte salée" → quiche...). */
function templateFromTitle(title: string, dishType: string | undefined): TemplateId[] {
  const t = normalizeText(`${title} ${dishType ?? ''}`);
  const table: [RegExp, TemplateId][] = [
    [/soupe|veloute|potage|bouillon|creme de/, 'soupe'],
    [/gratin/, 'gratin'],
    [/omelette|frittata|tortilla/, 'omelette'],
    [/quiche|tarte salee|tarte aux/, 'quiche'],
    [/curry|dal|dahl|masala|colombo/, 'curry'],
    [/risotto/, 'risotto'],
    [/wok|saute|nouilles|asiat/, 'wok'],
    [/salade|bowl|taboule/, 'salade'],
    [/poelee|sauté|poele/, 'poelee'],
    [/compote/, 'compote'],
    [/crumble/, 'crumble'],
    [/smoothie|milkshake/, 'smoothie'],
    [/clafoutis|flan/, 'clafoutis'],
    [/dessert|gouter/, 'compote'],
  ];
  const hits = table.filter(([re]) => re.test(t)).map(([, id]) => id);
  return [...new Set([...hits, 'poelee', 'soupe', 'salade', 'omelette', 'compote'] as TemplateId[])];
}

/** Ingredients named in a text, as template offers. */
function offersFromText(...texts: string[]): Offered[] {
  const seen = new Set<string>();
  const out: Offered[] = [];
  for (const t of texts) {
    for (const ing of resolveAllIngredients(t)) {
      if (seen.has(ing.id)) continue;
      seen.add(ing.id);
      out.push({ text: ing.name, ing });
    }
  }
  return out;
}

/** Allowed seasonal vegetables/fruits to fill a template when the request names nothing usable. */
function seasonalFillers(compiled: CompiledProfile, sweet: boolean, month: number | undefined): Offered[] {
  const family = sweet ? 'fruit' : 'legume';
  const preferred = sweet ? ['pomme', 'poire', 'banane', 'fraise', 'abricot', 'peche'] : ['carotte', 'courgette', 'poireau', 'tomate', 'champignon-de-paris', 'poivron-rouge', 'epinard', 'potiron'];
  const pool = ALL_INGREDIENTS.filter((i) => i.family === family && !compiled.forbidden.has(i.id) && i.aisle === 'fruits-legumes');
  const inSeason = (i: IngredientData) => !month || !i.season || i.season.includes(month as never);
  const ordered = [
    ...preferred.map((id) => pool.find((i) => i.id === id)).filter((i): i is IngredientData => !!i && inSeason(i)),
    ...pool.filter((i) => inSeason(i) && !preferred.includes(i.id)),
  ];
  return ordered.slice(0, 3).map((ing) => ({ text: ing.name, ing }));
}

/** A template recipe for the request, safe for the profile, or null. */
export function templateRecipe(
  candidates: TemplateId[],
  offers: Offered[],
  compiled: CompiledProfile,
  servings: number,
  opts: { title?: string; description?: string; time?: number; month?: number },
): RecipeDraft | null {
  const allowedOffers = offers.filter((o) => (o.ing ? !compiled.forbidden.has(o.ing.id) : !compiled.reasonForText(o.text)));
  for (const id of candidates) {
    const sweet = ['compote', 'crumble', 'smoothie', 'clafoutis'].includes(id);
    for (const pool of [allowedOffers, [...allowedOffers, ...seasonalFillers(compiled, sweet, opts.month)]]) {
      const built = buildTemplate(id, pool, { servings, time: opts.time ?? 120, title: opts.title, description: opts.description });
      if (!built) continue;
      const safe = isSafe(built.draft, compiled) ? built.draft : repairWith(built.draft, compiled);
      if (safe) return safe;
    }
  }
  return null;
}

/** Best corpus match for a title (and dish type): exact title, else a strong search hit. */
function matchTitle(title: string, dishType: string | undefined): RecipeIndex | undefined {
  const exact = corpusIndexByTitle(title);
  if (exact) return exact;
  const qWords = contentWords(title);
  if (!qWords.length) return undefined;
  const qKey = phraseKey(title);
  const spec = dishType ? groupSpec(dishType) : undefined;
  let best: { x: RecipeIndex; s: number } | undefined;
  for (const x of CORPUS_INDEX) {
    if (spec && spec.fit(x) === 0) continue;
    const s = searchScore(x, qKey, qWords);
    if (s > (best?.s ?? 0)) best = { x, s };
  }
  // Strong enough: most title words found in the recipe's title.
  if (best && best.s >= 2.5 * qWords.length) return best.x;
  return undefined;
}

export function createRecipeDraft(req: CreateRecipeRequest, profile: EaterProfile, opts: GenerateOptions): RecipeDraft {
  const compiled = compileProfile(profile);
  const servings = servingsFor(profile);
  const fromId = corpusIndex(req.sourceRecipeId);
  const x = fromId ?? matchTitle(req.title, req.dishType);
  if (x) {
    const served = serveCorpus(x, compiled, profile);
    if (served) return served;
  }
  const offers = offersFromText(req.title, req.description ?? '', ...(req.form?.ingredients ?? []));
  const templates = templateFromTitle(req.title, req.dishType);
  const built = templateRecipe(templates, offers, compiled, servings, { title: req.title.trim() || undefined, description: req.description, month: opts.month });
  if (built) return built;
  // Nothing fits the title: the best safe recipe of the form instead (never fails).
  return generateFromForm({ ...(req.form ?? {}), dish: req.dishType ? [req.dishType] : [] } as InspirationForm, profile, opts);
}

export function generateFromForm(form: Partial<InspirationForm>, profile: EaterProfile, opts: GenerateOptions): RecipeDraft {
  const compiled = compileProfile(profile);
  const servings = servingsFor(profile);
  const ranked = rankCorpus(form, profile, opts.seed ?? 1, opts.month);
  const filtered = form.dish?.length
    ? ranked.filter((r) => form.dish!.some((d) => groupSpec(d).fit(r.x) > 0))
    : ranked;
  const [best] = pickDiverse(filtered.length ? filtered : ranked, 1, compiled, new Set());
  if (best) return scaleSafely(cloneDraft(best.draft), servings, compiled);
  const offers = (form.ingredients ?? []).flatMap((t) => offersFromText(t));
  const built =
    templateRecipe(templateFromTitle(form.description ?? '', form.dish?.[0]), offers, compiled, servings, { month: opts.month }) ??
    templateRecipe([...TEMPLATE_IDS], [], compiled, servings, { month: opts.month });
  if (built) return built;
  return lastResort(compiled, servings);
}

/** Always-safe fallback: plain steamed vegetables the profile allows (or a single allowed ingredient). */
function lastResort(compiled: CompiledProfile, servings: number): RecipeDraft {
  // Low-carb vegetables first so that even keto profiles get a valid plate.
  const veg = ALL_INGREDIENTS.filter((i) => (i.family === 'legume' || i.family === 'fruit') && i.aisle === 'fruits-legumes' && !compiled.forbidden.has(i.id))
    .sort((a, b) => a.ciqual.glucides - b.ciqual.glucides || a.id.localeCompare(b.id))
    .slice(0, 2);
  const lines = veg.map((ing) => ({ name: ing.name, quantity: 150 * servings, unity: 'g', ingredientId: ing.id }));
  const names = veg.map((v) => v.name.toLowerCase());
  const draft: RecipeDraft = {
    title: veg.length ? `Assiette de ${names.join(' et ')} vapeur` : 'Assiette du marché',
    description: 'Une assiette toute simple, compatible avec vos restrictions alimentaires.',
    dishType: 'Plat chaud',
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings,
    ingredients: lines,
    instructions: [
      { time: 10, explanation: `Lavez et coupez en morceaux : ${names.join(' et ') || 'les légumes'}.`, tips: '' },
      { time: 15, explanation: 'Faites cuire à la vapeur 15 minutes, jusqu\'à ce que ce soit tendre, et servez.', tips: '' },
    ],
    variantSuggestions: [],
    improvementSuggestions: [],
    sideDishSuggestions: [],
    imageUrl: null,
    allergens: [],
    diets: [],
    nutritionPerPortion: { kcal: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sel: 0 },
    costPerPortion: 0,
    seasonMonths: [],
    tags: [],
    sourceRecipeId: null,
  };
  const withFactsDraft = withFacts(draft);
  return repairWith(withFactsDraft, compiled) ?? withFactsDraft;
}
