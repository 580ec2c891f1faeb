// Creating a full recipe: from a suggestion (corpus id or title), or from the form alone
// ("generate-recipe" when no dish type is chosen). The result is always safe for the profile,
// sized for it, and says what it is:
// - a title naming a corpus recipe or a well-known dish (dish-names.ts) gets that recipe; adapted
//   to the profile, its description lists the replacements, and when the dish lost what defines
//   it the title names the version ("Bouillabaisse marseillaise (version sans poisson)");
// - any other title gets the closest real recipe (or a template named after what it cooks), under
//   that recipe's own title, with a French note saying it is not the one asked for.

import type { CreateRecipeRequest, DietLabel, DraftIngredient, EaterProfile, GenerateOptions, RecipeDraft } from '../model';
import type { InspirationForm } from '@shared/schemas/recipes';
import { corpusRecipes, cloneDraft, corpusIndex, corpusIndexByTitle, searchScore, type RecipeIndex } from '../facts/corpus';
import { compileProfile, servingsFor, type CompiledProfile } from '../household/profile';
import { isSafe, lineViolation, repairWith } from '../safety/check';
import { getIngredient, resolveAllIngredients } from '../knowledge/catalogue';
import { buildTemplate, listFr, TEMPLATE_IDS, type Offered, type TemplateId } from './templates/index';
import { pickDiverse, rankCorpus, safeVersion, groupSpec } from './suggest';
import { scaleRecipe } from '../facts/scaling';
import { capitalize, contentWords, lowerFirst, normalizeText, phraseKey, singular, words } from '../base/text';
import { ALL_INGREDIENTS } from '../knowledge/kb';
import { chooseSubstitute } from '../safety/substitutions/index';
import { deriveRecipeFacts } from '../facts/derive';
import { ingredientFitsDiet, textFitsDiet } from '../household/diets';
import { DIET_VOCABULARY } from '../household/lexicon/diet-words';
import { cooksDish, keepsAnyOf, KNOWN_DISHES, knownDishIn, type KnownDish } from '../knowledge/dish-names';
import { type IngredientData, FLESH_FAMILIES } from '../knowledge/vocabulary';

/**
 * Serves a corpus recipe to a profile: repaired if needed, scaled to the household. An adapted
 * recipe says so: the description names what was replaced, and when the dish lost what defines it
 * (the fish of a bouillabaisse, the pork of a choucroute) the title says which version it is.
 */
function serveHonestly(x: RecipeIndex, compiled: CompiledProfile, profile: EaterProfile): RecipeDraft | null {
  const safe = safeVersion(x, compiled);
  if (!safe) return null;
  const served = scaleSafely(cloneDraft(safe), servingsFor(profile), compiled);
  if (safe === x.draft && served.ingredients.length === x.draft.ingredients.length) return served;
  // Nothing that defines the dish is left (a guacamole without avocado): not a version of it.
  const known = dishOf(x);
  if (known && cooksDish(x.draft.ingredients, known) && !keepsAnyOf(served.ingredients, known)) return null;
  return describeAdaptation(x, served, compiled);
}

/** True when the title says nothing but the dish's name (and words like "maison"). */
function namesOnly(title: string, d: KnownDish): boolean {
  const dishWords = new Set(d.aliases.flatMap((a) => words(a).map(singular)));
  return contentWords(title).every((w) => FILLER_WORDS.has(w) || dishWords.has(w));
}

/** Title and description of an adapted corpus recipe, telling what changed and why. */
function describeAdaptation(x: RecipeIndex, served: RecipeDraft, compiled: CompiledProfile): RecipeDraft {
  const original = x.draft;
  const keptIds = new Set(served.ingredients.map((l) => l.ingredientId).filter((id): id is string => !!id));
  const removed = original.ingredients.filter((l) =>
    l.ingredientId ? !keptIds.has(l.ingredientId) : !served.ingredients.some((s) => s.name === l.name),
  );
  if (!removed.length) return served;
  const labels = versionLabels(removed, compiled);
  const known = dishOf(x);
  const lostDish = known
    ? cooksDish(original.ingredients, known) && !cooksDish(served.ingredients, known)
    : removed.some((l) => {
        const ing = getIngredient(l.ingredientId);
        return !!ing && (FLESH_FAMILIES.has(ing.family) || ing.id === x.main);
      });
  const changes = describeChanges(removed, original, keptIds, compiled);
  const version = labels ? `version ${labels}` : 'version adaptée';
  if (lostDish) {
    // The dish's own description would still praise what it no longer has ("des poissons de
    // roche", "la vraie quiche lorraine"): the note alone describes this version.
    // A known dish keeps its name, said as a version ("Coq au vin (version sans alcool)"): the
    // swapped word in its title ("Coq au jus de raisin") would name a dish nobody cooks.
    const title = known || served.title === original.title ? `${original.title} (${version})` : served.title;
    return { ...served, title, description: `${capitalize(version)} de « ${original.title} ». ${changes}` };
  }
  // Kept when it names nothing the profile forbids.
  const rest = compiled.reasonForText(served.description) ? '' : served.description;
  const note = `Adaptée à votre profil${labels ? ` (${labels})` : ''}. ${changes}`;
  return { ...served, description: rest ? `${note}\n\n${rest}` : note };
}

/** The known dish a corpus recipe cooks (by its id, else by its title). */
function dishOf(x: RecipeIndex): KnownDish | undefined {
  return KNOWN_DISHES.find((d) => d.recipeId === x.data.id) ?? knownDishIn(x.data.title);
}

/** "sans poisson", "végétarienne", "sans porc ni alcool": why the removed lines had to go. */
function versionLabels(removed: readonly DraftIngredient[], compiled: CompiledProfile): string {
  const adjectives: string[] = [];
  const without: string[] = [];
  const add = (list: string[], v: string) => {
    if (!list.includes(v)) list.push(v);
  };
  for (const line of removed) {
    const ing = getIngredient(line.ingredientId);
    const allergy = compiled.allergies.find((m) => (ing ? m.matchesIngredient(ing) : m.matchesText(line.name)));
    const dislike = allergy ? undefined : compiled.dislikes.find((m) => (ing ? m.matchesIngredient(ing) : m.matchesText(line.name)));
    const matcher = allergy ?? dislike;
    if (matcher) {
      add(without, lowerFirst(matcher.label.trim()));
      continue;
    }
    const diet = compiled.diets.find((d) => (ing ? !ingredientFitsDiet(ing, d) : !textFitsDiet(line.name, d)));
    const adjective = diet ? versionAdjective(diet) : undefined;
    if (adjective) add(adjectives, adjective);
    else if (diet === 'Sans gluten') add(without, 'gluten');
    else if (diet === 'Sans lactose') add(without, 'lactose');
    else add(without, ing ? kindOf(ing) : lowerFirst(line.name));
  }
  const parts = [...adjectives];
  if (without.length) parts.push(`sans ${without.join(' ni ')}`);
  return parts.join(', ');
}

/** The diet as the title's adjective ("version végane"); none for a "sans X" diet, said by what it
 *  leaves out, nor for a diet that needs certified products, which no recipe can claim. */
function versionAdjective(diet: DietLabel): string | undefined {
  const words = DIET_VOCABULARY[diet];
  return words.certified || words.label.startsWith('Sans ') ? undefined : words.adjective.fs;
}

/** What kind of food an ingredient is, for "sans ...": its family when telling, else its name. */
function kindOf(ing: IngredientData): string {
  if (ing.family === 'porc' || ing.animalDerived === 'porc') return 'porc';
  if (ing.alcohol || ing.family === 'alcool') return 'alcool';
  if (ing.family === 'poisson' || ing.animalDerived === 'poisson') return 'poisson';
  if (ing.family === 'fruit-de-mer') return 'fruits de mer';
  if (ing.family === 'viande') return 'viande';
  if (ing.family === 'volaille') return 'volaille';
  return lowerFirst(ing.name);
}

/** "Remplacements : rouget, lotte et merlan par filet de poulet. Ingrédients retirés : persil."
 *  (worded so that no participle has to agree with an ingredient whose gender is unknown). */
function describeChanges(
  removed: readonly DraftIngredient[],
  original: RecipeDraft,
  keptIds: ReadonlySet<string>,
  compiled: CompiledProfile,
): string {
  const byTarget = new Map<string, string[]>();
  const dropped: string[] = [];
  for (const line of removed) {
    const ing = getIngredient(line.ingredientId);
    const name = lowerFirst(ing?.name ?? line.name.split(',')[0]!);
    // The substitute the repair picks for this line, when the served recipe really has it.
    const choice = ing ? chooseSubstitute(line, original, (c) => !compiled.forbidden.has(c.id)) : null;
    if (choice && keptIds.has(choice.target.id)) {
      const target = lowerFirst(choice.target.name);
      byTarget.set(target, [...(byTarget.get(target) ?? []), name]);
    } else dropped.push(name);
  }
  const parts: string[] = [];
  if (byTarget.size) parts.push(`Remplacements : ${[...byTarget].map(([target, names]) => `${listFr(names)} par ${target}`).join(' ; ')}.`);
  if (dropped.length) parts.push(`${dropped.length > 1 ? 'Ingrédients retirés' : 'Ingrédient retiré'} : ${listFr(dropped)}.`);
  return parts.join(' ');
}

/** Words that do not name a dish ("maison", "facile"): a served title need not contain them. */
const FILLER_WORDS = new Set(
  [
    'maison',
    'facile',
    'simple',
    'rapide',
    'classique',
    'traditionnel',
    'traditionnelle',
    'authentique',
    'vrai',
    'vraie',
    'meilleur',
    'meilleure',
    'familial',
    'familiale',
    'express',
    'grand',
    'mere',
  ].map(singular),
);

/** The French note for a recipe that is not the one asked for, or null when it is (`recipeTitle`:
 *  the title it is known by, before any adaptation; `servedTitle`: the one the user gets). */
function notFoundNote(asked: string, recipeTitle: string, servedTitle: string): string | null {
  const askedWords = contentWords(asked).filter((w) => !FILLER_WORDS.has(w));
  if (!askedWords.length) return null;
  const titleWords = new Set(words(recipeTitle).map(singular));
  if (askedWords.every((w) => titleWords.has(w))) return null;
  return `Nous n'avons pas de recette « ${asked} » ; voici la plus proche : ${servedTitle}.`;
}

/** Puts a note at the head of the description. */
function withNote(recipe: RecipeDraft, note: string | null): RecipeDraft {
  if (!note) return recipe;
  return { ...recipe, description: recipe.description ? `${note}\n\n${recipe.description}` : note };
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
  const preferred = sweet
    ? ['pomme', 'poire', 'banane', 'fraise', 'abricot', 'peche']
    : ['carotte', 'courgette', 'poireau', 'tomate', 'champignon-de-paris', 'poivron-rouge', 'epinard', 'potiron'];
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
  for (const x of corpusRecipes()) {
    if (spec && spec.fit(x) === 0) continue;
    const s = searchScore(x, qKey, qWords);
    if (s > (best?.s ?? 0)) best = { x, s };
  }
  // Strong enough: most title words found in the recipe's title.
  if (best && best.s >= 2.5 * qWords.length) return best.x;
  return undefined;
}

/**
 * POST /api/meals/transform-suggestion-to-recipe. With a known sourceRecipeId (or a title matching a
 * corpus recipe) returns that recipe repaired for the profile and scaled to the household; otherwise
 * builds the closest recipe from the title/description (best corpus match or a template).
 * Always safe for the profile.
 */
export function createRecipe(req: CreateRecipeRequest, profile: EaterProfile, opts: GenerateOptions = {}): RecipeDraft {
  const compiled = compileProfile(profile);
  const asked = req.title.trim();
  const fromId = corpusIndex(req.sourceRecipeId);
  // The suggestion's corpus recipe, else a corpus title (exact or strong match), else the corpus
  // recipe of the well-known dish the title names. A bare dish name ("Curry", "Pizza") goes to the
  // dish's own recipe rather than to whichever title happens to contain the word.
  const dish = knownDishIn(asked);
  const dishRecipe = dish ? corpusIndex(dish.recipeId) : undefined;
  const bareName = dish && namesOnly(asked, dish);
  const x =
    fromId ?? (bareName ? dishRecipe : undefined) ?? matchTitle(asked, req.dishType) ?? (dish ? bestCookingDish(asked, dish) : undefined);
  if (x) {
    const served = serveHonestly(x, compiled, profile);
    if (served) return fromId ? served : withNote(served, notFoundNote(asked, x.data.title, served.title));
    // The dish cannot be made for this profile, not even adapted: the closest recipe that can.
    const closest = closestSafe(x, compiled);
    const other = closest ? serveHonestly(closest, compiled, profile) : null;
    if (other) {
      const why = versionLabels(
        x.draft.ingredients.filter((l) => lineViolation(l, compiled)),
        compiled,
      );
      // "sans chocolat" says it all; a diet reads "en version végétarienne".
      const how = !why ? 'en respectant votre profil' : why.startsWith('sans ') ? why : `en version ${why}`;
      return withNote(other, `Nous ne pouvons pas préparer « ${x.data.title} » ${how} ; voici la plus proche : ${other.title}.`);
    }
  }
  return closestToTitle(req, compiled, profile, opts);
}

/** Among the corpus recipes that cook a known dish, the one closest to the title ("Poulet au
 *  curry": a chicken curry rather than the chickpea one); the dish's own recipe on a tie. */
function bestCookingDish(title: string, d: KnownDish): RecipeIndex | undefined {
  const own = corpusIndex(d.recipeId);
  // Every candidate cooks the dish: only the other words of the title choose between them.
  const dishWords = new Set(d.aliases.flatMap((a) => words(a).map(singular)));
  const qWords = contentWords(title).filter((w) => !dishWords.has(w) && !FILLER_WORDS.has(w));
  const qKey = phraseKey(qWords.join(' '));
  let best: { x: RecipeIndex; s: number } | undefined = own ? { x: own, s: searchScore(own, qKey, qWords) } : undefined;
  for (const x of corpusRecipes()) {
    if (x === own || !cooksDish(x.draft.ingredients, d)) continue;
    const s = searchScore(x, qKey, qWords);
    if (s > (best?.s ?? 0)) best = { x, s };
  }
  return best?.x;
}

/** A free title no corpus recipe nor known dish answers: the closest real recipe, under its own title. */
function closestToTitle(req: CreateRecipeRequest, compiled: CompiledProfile, profile: EaterProfile, opts: GenerateOptions): RecipeDraft {
  const servings = servingsFor(profile);
  const asked = req.title.trim();
  const offers = offersFromText(req.title, req.description ?? '', ...(req.form?.ingredients ?? [])).filter(
    (o) => !o.ing || !compiled.forbidden.has(o.ing.id),
  );
  const hit = bestSearchHit(asked, req.dishType, compiled);
  // The title names ingredients the closest recipe lacks: a template built around them, titled
  // after what it really cooks (never after the request).
  if (offers.length && !(hit && offers.every((o) => !o.ing || hit.ids.has(o.ing.id)))) {
    const built = templateRecipe(templateFromTitle(asked, req.dishType), offers, compiled, servings, { month: opts.month });
    if (built && offers.some((o) => built.ingredients.some((l) => l.ingredientId === o.ing?.id)))
      return withNote(built, notFoundNote(asked, built.title, built.title));
  }
  if (hit) {
    const served = serveHonestly(hit, compiled, profile);
    if (served) return withNote(served, notFoundNote(asked, hit.data.title, served.title));
  }
  // Nothing close: the best safe recipe of the form (never fails), said as such.
  const fallback = generateRecipeFromForm(
    { ...(req.form ?? {}), dish: req.dishType ? [req.dishType] : [] } as InspirationForm,
    profile,
    opts,
  );
  return withNote(fallback, notFoundNote(asked, fallback.title, fallback.title));
}

/** Safe corpus recipe whose title and ingredients are closest to the request, or undefined. */
function bestSearchHit(title: string, dishType: string | undefined, compiled: CompiledProfile): RecipeIndex | undefined {
  const qWords = contentWords(title);
  if (!qWords.length) return undefined;
  const qKey = phraseKey(title);
  const spec = dishType ? groupSpec(dishType) : undefined;
  const scored = corpusRecipes()
    .map((x) => ({ x, s: searchScore(x, qKey, qWords) + (spec && spec.fit(x) > 0 ? 0.5 : 0) }))
    .filter((r) => r.s > 0.5 || (!spec && r.s > 0))
    .sort((a, b) => b.s - a.s || a.x.data.title.localeCompare(b.x.data.title, 'fr'));
  return scored.find((r) => safeVersion(r.x, compiled))?.x;
}

/** The safe recipe closest to a dish the profile rules out: same dish type, most shared ingredients. */
function closestSafe(x: RecipeIndex, compiled: CompiledProfile): RecipeIndex | undefined {
  const qWords = contentWords(x.data.title);
  const qKey = x.titleKey;
  const scored = corpusRecipes()
    .filter((y) => y !== x)
    .map((y) => {
      let shared = 0;
      for (const id of x.ids) if (y.ids.has(id)) shared++;
      const score =
        searchScore(y, qKey, qWords) + shared + (y.data.dishType === x.data.dishType ? 3 : 0) + (y.data.cuisine === x.data.cuisine ? 1 : 0);
      return { y, score };
    })
    .sort((a, b) => b.score - a.score || a.y.data.title.localeCompare(b.y.data.title, 'fr'));
  return scored.find((r) => safeVersion(r.y, compiled))?.y;
}

/** POST /api/meals/generate-recipe (no dish type chosen): the best safe recipe for the form. */
export function generateRecipeFromForm(form: Partial<InspirationForm>, profile: EaterProfile, opts: GenerateOptions = {}): RecipeDraft {
  const compiled = compileProfile(profile);
  const servings = servingsFor(profile);
  const ranked = rankCorpus(form, profile, opts.seed ?? 1, opts.month);
  const filtered = form.dish?.length ? ranked.filter((r) => form.dish!.some((d) => groupSpec(d).fit(r.x) > 0)) : ranked;
  const [best] = pickDiverse(filtered.length ? filtered : ranked, 1, compiled, new Set());
  if (best) {
    const served = scaleSafely(cloneDraft(best.draft), servings, compiled);
    // An adapted recipe says what was replaced, as when it is created from its title.
    return best.draft === best.x.draft ? served : describeAdaptation(best.x, served, compiled);
  }
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
  const veg = ALL_INGREDIENTS.filter(
    (i) => (i.family === 'legume' || i.family === 'fruit') && i.aisle === 'fruits-legumes' && !compiled.forbidden.has(i.id),
  )
    .sort((a, b) => a.ciqual.glucides - b.ciqual.glucides || a.id.localeCompare(b.id))
    .slice(0, 2);
  const lines = veg.map((ing) => ({ name: ing.name, quantity: 150 * servings, unity: 'g', ingredientId: ing.id }));
  const names = veg.map((v) => v.name.toLowerCase());
  const title = veg.length ? `Assiette de ${names.join(' et ')} vapeur` : 'Assiette du marché';
  const draft: RecipeDraft = {
    title,
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
      { time: 15, explanation: "Faites cuire à la vapeur 15 minutes, jusqu'à ce que ce soit tendre, et servez.", tips: '' },
    ],
    variantSuggestions: [],
    improvementSuggestions: [],
    sideDishSuggestions: [],
    imageUrl: null,
    ...deriveRecipeFacts(lines, servings, 'Plat chaud', title),
    tags: [],
    sourceRecipeId: null,
  };
  return repairWith(draft, compiled) ?? draft;
}
