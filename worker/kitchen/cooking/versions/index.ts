// Iterating on a recipe: explicit replacements and exclusions, then the variants and the comment
// understood by keywords ('plus rapide', 'moins cher', 'végétarien', 'sans gluten', 'plus léger',
// 'plus épicé', 'pour 6 personnes', 'Remplacer le bœuf par des lentilles'...). The result is always
// repaired for the profile. Every diet and modifier asked is VERIFIED on the result before the title
// or the description claims it (every line fits the diet and the carbs stay under its ceiling;
// fewer kcal, a lower cost, a shorter time, a spice really added, the asked servings); what could
// not be achieved is said plainly in the description, with what the user can try instead.
import type { DietLabel, EaterProfile, IterateRequest, RecipeDraft } from '../../model';
import { compileProfile } from '../../household/profile';
import { withFacts } from '../../safety/substitutions';
import { isSafe, repairWith } from '../../safety/check';
import { scaleRecipe } from '../../facts/scaling';
import { createRecipe } from '../create';
import { lowerFirst, capitalize, normalizeText } from '../../base/text';
import { findIngredient, resolveIngredient } from '../../knowledge/catalogue';
import {
  CHANGES_MARK,
  applyDiet,
  baseTitle,
  dietAdj,
  dietChanges,
  dietRefusal,
  lostRefusal,
  modifierHolds,
  modifierRefusal,
  recipeHoldsDiet,
  suffixFor,
} from './claims';
import { type Modifier, planIteration } from './request';
import {
  addIngredient,
  applyExclusion,
  applyReplacement,
  cheaper,
  constraints,
  faster,
  lessSugar,
  lighter,
  lineMatches,
  spicier,
} from './modifiers';

/** A food the user typed, spelt as the catalogue spells it ("chevre frais" → "chèvre frais",
 *  "mache" → "mâche"); a text naming no catalogue food stays as typed. */
function spelt(text: string): string {
  const typed = text.trim();
  const ing = findIngredient(typed) ?? resolveIngredient(typed);
  const key = normalizeText(typed);
  const name = ing && [ing.name, ing.plural ?? '', ...(ing.synonyms ?? [])].find((n) => n && normalizeText(n) === key);
  const accented = (t: string) => /[à-ÿœ]/i.test(t);
  // A text that says more than the food it names ("poulet ou de la dinde") claims only that food.
  if (!name) return lowerFirst(ing ? ing.name : typed);
  return lowerFirst(accented(name) || !accented(typed) ? name : typed);
}

/**
 * POST /api/meals/iterate-recipe. Applies replacements, exclusions, then variants/comment keywords;
 * title gets a suffix ('(version végétarienne)'), description notes the changes after a
 * "\n\nCette version : " marker (replaced, not stacked, on the next iteration), instructions are
 * rewritten where they name a replaced ingredient. The result is repaired for the profile
 * (an iteration never introduces an allergen, dislike or diet violation).
 */
export function iterateRecipe(recipe: RecipeDraft, req: IterateRequest, profile: EaterProfile): RecipeDraft {
  const plan = planIteration(req);
  const base = compileProfile(profile);
  const notes: string[] = [];
  const refusals: string[] = [];
  const applied = { exclusions: [] as string[], replacements: [] as string[], additions: [] as string[] };
  const start: RecipeDraft = { ...recipe, description: recipe.description.split(CHANGES_MARK)[0] ?? recipe.description };
  let r: RecipeDraft = start;
  let wanted = constraints(profile, [], plan.exclusions);

  for (const { original, replacement } of plan.replacements) {
    const res = applyReplacement(r, original, replacement, wanted);
    if (res.applied) {
      r = res.recipe;
      applied.replacements.push(spelt(replacement));
      notes.push(`${capitalize(spelt(original))} remplacé par ${spelt(replacement)}.`);
    }
  }
  for (const term of plan.exclusions) {
    const res = applyExclusion(r, term, wanted);
    if (res.keyLine)
      refusals.push(
        `Impossible de retirer ${lowerFirst(res.keyLine)} : c'est un ingrédient principal de « ${baseTitle(r.title)} » et rien ne tient son rôle. Essayez plutôt une autre recette.`,
      );
    if (res.applied) {
      r = res.recipe;
      applied.exclusions.push(spelt(term));
      notes.push(`Sans ${spelt(term)}.`);
    }
  }
  // Diets one by one: each reached diet is kept (and enforced for the next ones); a diet that cannot
  // be reached is refused in the description, never claimed.
  const reached: DietLabel[] = [];
  for (const d of plan.diets) {
    const before = r;
    const res = applyDiet(r, d, reached, profile, plan.exclusions);
    if (!('recipe' in res)) {
      refusals.push(res.lost ? lostRefusal(before, d, res.lost) : dietRefusal(before, d, wanted));
      continue;
    }
    const out = res.recipe;
    r = out;
    reached.push(d);
    notes.push(...dietChanges(before, out, d));
  }
  wanted = constraints(profile, reached, plan.exclusions);
  for (const m of plan.modifiers) {
    const res =
      m === 'rapide'
        ? faster(r, wanted, profile.equipment)
        : m === 'economique'
          ? cheaper(r, wanted)
          : m === 'leger'
            ? lighter(r, wanted)
            : m === 'epice'
              ? spicier(r, wanted)
              : lessSugar(r);
    r = res.recipe;
    notes.push(...res.notes);
  }
  for (const a of plan.additions) {
    const res = addIngredient(r, a, wanted);
    if (res.note) {
      r = res.recipe;
      applied.additions.push(lowerFirst(a));
      notes.push(res.note);
    }
  }
  if (plan.servings && plan.servings !== r.servings) {
    r = scaleRecipe(r, plan.servings);
    notes.push(`Quantités adaptées pour ${plan.servings} personne${plan.servings > 1 ? 's' : ''}.`);
  }

  // Safety last (also catches rounding after a rescale): the reached constraints if possible, at
  // least the profile's.
  let safe = (isSafe(r, wanted) ? r : repairWith(r, wanted)) ?? (isSafe(r, base) ? r : repairWith(r, base));
  if (!safe) {
    const fallback = repairWith(start, base);
    if (!fallback) return createRecipe({ title: baseTitle(recipe.title), dishType: recipe.dishType }, profile, {});
    safe = fallback;
    notes.length = 0;
    applied.exclusions = [];
    applied.replacements = [];
    applied.additions = [];
    refusals.push('Les modifications demandées ne sont pas compatibles avec vos restrictions : la recette est conservée.');
  }
  const final = withFacts(safe);

  // Claims: only what holds on the final recipe.
  const claims = { diets: [] as DietLabel[], modifiers: [] as Modifier[], servings: undefined as number | undefined };
  for (const d of reached) {
    if (recipeHoldsDiet(final, d)) claims.diets.push(d);
    else refusals.push(dietRefusal(final, d, base));
  }
  const startFacts = withFacts(start);
  for (const m of plan.modifiers) {
    if (modifierHolds(m, startFacts, final)) {
      claims.modifiers.push(m);
      if (m === 'leger')
        notes.push(`Environ ${final.nutritionPerPortion.kcal} kcal par portion au lieu de ${startFacts.nutritionPerPortion.kcal}.`);
      if (m === 'economique')
        notes.push(
          `Environ ${final.costPerPortion.toFixed(2).replace('.', ',')} € par portion au lieu de ${startFacts.costPerPortion.toFixed(2).replace('.', ',')} €.`,
        );
      if (m === 'moins-sucre') notes.push("Sucre réduit d'environ 30 %.");
    } else {
      refusals.push(modifierRefusal(m));
    }
  }
  if (plan.servings && final.servings === plan.servings) claims.servings = plan.servings;
  applied.exclusions = applied.exclusions.filter((term) => !final.ingredients.some((l) => lineMatches(l, term)));
  if (claims.diets.length) notes.push(`Version ${claims.diets.map(dietAdj).join(', ')} : chaque ingrédient y est conforme.`);
  if (!notes.length && !refusals.length && req.comment.trim())
    notes.push(`Votre remarque a été prise en compte : « ${req.comment.trim().slice(0, 200)} ».`);

  const unchanged =
    JSON.stringify(final.ingredients) === JSON.stringify(start.ingredients) &&
    JSON.stringify(final.instructions) === JSON.stringify(start.instructions) &&
    final.servings === start.servings;
  const suffix = suffixFor(claims, applied) || (unchanged ? '' : ' (version revisitée)');
  const title = `${baseTitle(final.title)}${suffix}`;
  const said = [...refusals, ...notes];
  const description = `${final.description}${said.length ? CHANGES_MARK + said.join(' ') : ''}`;
  return {
    ...final,
    title,
    description: description.slice(0, 2000),
    instructions: final.instructions.map((s) => ({ ...s, explanation: s.explanation.slice(0, 2000), tips: (s.tips ?? '').slice(0, 2000) })),
  };
}
