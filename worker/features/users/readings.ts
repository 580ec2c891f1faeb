import type { PreferenceReadings } from '@shared/schemas/readings';
import { readAllergy, readDiet, readDislike } from '../../kitchen/index';

/**
 * The lexicon's reading of each allergy, diet and disliked ingredient, one per entry in the list's
 * order: what the screens show is what the engine enforces, whichever screen shows it.
 */
export function readPreferences(lists: {
  allergies?: readonly string[];
  dietaryRestrictions?: readonly string[];
  dislikedIngredients?: readonly string[];
}): PreferenceReadings {
  return {
    allergies: (lists.allergies ?? []).map(readAllergy),
    diets: (lists.dietaryRestrictions ?? []).map(readDiet),
    dislikedIngredients: (lists.dislikedIngredients ?? []).map(readDislike),
  };
}
