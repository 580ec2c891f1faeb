// Eater profiles: built from the stored Preferences, and "compiled" once into fast predicates
// (a set of forbidden catalogue ids, text matchers for free-text ingredients, carb ceiling).

import type { Preferences } from '@shared/schemas/users';
import type { DietLabel, EaterProfile } from '../model';
import { boundedCache } from '../base/lazy';
import { foodMatcher, type FoodMatcher } from './allergies';
import {
  readDiets,
  ingredientFitsDiet,
  recipeDietViolation,
  textFitsDiet,
  KETO_MAX_CARBS_PER_PORTION,
  LOW_CARB_MAX_CARBS_PER_PORTION,
  type DietLine,
} from './diets';
import { ALL_INGREDIENTS, INGREDIENT_BY_ID } from '../knowledge/kb';
import type { IngredientData } from '../knowledge/vocabulary';

/** Builds the engine's profile from the stored user preferences. */
export function profileFromPreferences(p: Preferences): EaterProfile {
  return {
    allergies: [...(p.allergies ?? [])],
    dislikedIngredients: [...(p.dislikedIngredients ?? [])],
    diets: [...(p.dietaryRestrictions ?? [])],
    adults: p.adultCount ?? 2,
    children: p.childrenCount ?? 0,
    cuisinePreferences: [...(p.cuisinePreferences ?? [])],
    equipment: [
      ...(p.cookingEquipment ?? []),
      ...(p.multifunctionRobot ?? []),
      ...(p.blendingEquipment ?? []),
      ...(p.coldStorageEquipment ?? []),
      ...(p.bakingEquipment ?? []),
    ],
    nutritionalGoals: { ...(p.nutritionalGoals ?? {}) },
  };
}

/** Portions for a household: a child eats half a portion; rounded up; at least 1. */
export function servingsFor(profile: Pick<EaterProfile, 'adults' | 'children'>): number {
  const adults = Math.max(0, Number(profile.adults) || 0);
  const children = Math.max(0, Number(profile.children) || 0);
  return Math.max(1, Math.ceil(adults + children * 0.5));
}

export interface CompiledProfile {
  profile: EaterProfile;
  allergies: FoodMatcher[];
  dislikes: FoodMatcher[];
  diets: DietLabel[];
  /** Diet texts that exclude a food ("sans poisson", "pas de champignons"), enforced like allergies. */
  dietExclusions: FoodMatcher[];
  /** Diet texts the engine cannot enforce, kept as typed (never dropped in silence). */
  unrecognisedDiets: string[];
  /** Catalogue ids the profile forbids (allergy, dislike, diet exclusion or a diet's per-ingredient rule). */
  forbidden: ReadonlySet<string>;
  /** Max carbs per portion when a keto / low-carb diet applies, else Infinity. */
  maxCarbsPerPortion: number;
  /** French reason why a catalogue ingredient is forbidden, or null. */
  reasonForIngredient(ing: IngredientData): string | null;
  /** French reason why a free-text ingredient is forbidden, or null. */
  reasonForText(text: string): string | null;
  /** French reason why a whole recipe breaks a diet's recipe-level rule (Casher: meat with dairy), or null. */
  reasonForRecipe(lines: readonly DietLine[]): string | null;
}

const compiledCache = boundedCache<string, CompiledProfile>(500);

/** Compiles a profile (cached by its hard constraints, so repeated calls cost a Map lookup). */
export function compileProfile(profile: EaterProfile): CompiledProfile {
  const key = JSON.stringify([profile.allergies, profile.dislikedIngredients, profile.diets]);
  const compiled = compiledCache(key, () => compile(profile));
  return compiled.profile === profile ? compiled : { ...compiled, profile };
}

function compile(profile: EaterProfile): CompiledProfile {
  const allergies = profile.allergies.filter((a) => a.trim()).map(foodMatcher);
  const dislikes = profile.dislikedIngredients.filter((a) => a.trim()).map(foodMatcher);
  // Every diet text is read: a label, the exclusion of a food, or kept as not recognised.
  const { diets, exclusions: dietExclusions, unrecognised: unrecognisedDiets } = readDiets(profile.diets);
  const computeReason = (ing: IngredientData): string | null => {
    for (const m of allergies) if (m.matchesIngredient(ing)) return `${ing.name} (allergie : ${m.label})`;
    for (const m of dislikes) if (m.matchesIngredient(ing)) return `${ing.name} (n'aime pas : ${m.label})`;
    for (const m of dietExclusions) if (m.matchesIngredient(ing)) return `${ing.name} (régime : ${m.label})`;
    for (const d of diets) if (!ingredientFitsDiet(ing, d)) return `${ing.name} (régime ${d})`;
    return null;
  };
  // Reasons precomputed over the whole catalogue: checking a catalogue ingredient is a Map lookup.
  const reasons = new Map<string, string>();
  for (const ing of ALL_INGREDIENTS) {
    const reason = computeReason(ing);
    if (reason) reasons.set(ing.id, reason);
  }
  const forbidden = new Set(reasons.keys());
  const reasonForIngredient = (ing: IngredientData): string | null =>
    INGREDIENT_BY_ID.get(ing.id) === ing ? (reasons.get(ing.id) ?? null) : computeReason(ing);
  let maxCarbs = Infinity;
  if (diets.includes('Cétogène')) maxCarbs = KETO_MAX_CARBS_PER_PORTION;
  else if (diets.includes('Low Carb')) maxCarbs = LOW_CARB_MAX_CARBS_PER_PORTION;
  return {
    profile,
    allergies,
    dislikes,
    diets,
    dietExclusions,
    unrecognisedDiets,
    forbidden,
    maxCarbsPerPortion: maxCarbs,
    reasonForIngredient,
    reasonForText: (text) => {
      for (const m of allergies) if (m.matchesText(text)) return `${text} (allergie : ${m.label})`;
      for (const m of dislikes) if (m.matchesText(text)) return `${text} (n'aime pas : ${m.label})`;
      for (const m of dietExclusions) if (m.matchesText(text)) return `${text} (régime : ${m.label})`;
      for (const d of diets) if (!textFitsDiet(text, d)) return `${text} (régime ${d})`;
      return null;
    },
    reasonForRecipe: (lines) => {
      for (const d of diets) {
        const reason = recipeDietViolation(lines, d);
        if (reason) return reason;
      }
      return null;
    },
  };
}
