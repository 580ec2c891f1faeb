import { z } from '@shared/validation';
import { COMMENT_MAX_LENGTH } from '@shared/constants';
import {
  locationFieldsSchema,
  NUTRIENT_GOAL_MAX,
  NUTRIENT_GOAL_MESSAGES,
  USER_MESSAGES,
  userNameSchema,
  type User,
} from '@shared/schemas/users';
import type { ProfileUpdateInput } from '../api/account-api';

// The profile form: the shared name and location schemas; nutritional goals are
// typed text so a blank stays blank (null on the wire), else a number ≥ 0.

const toNumber = (value: string) => Number(value.trim().replace(',', '.'));
/** A blank, or a number from 0 to the nutrient's highest accepted goal (the server's rule). */
const nutrientField = (key: keyof typeof NUTRIENT_GOAL_MAX) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (Number.isFinite(toNumber(value)) && toNumber(value) >= 0), USER_MESSAGES.nutrientInvalid)
    .refine(
      (value) => value === '' || !Number.isFinite(toNumber(value)) || toNumber(value) <= NUTRIENT_GOAL_MAX[key],
      NUTRIENT_GOAL_MESSAGES[key],
    );
const list = z.array(z.string());

export const profileFormSchema = z.object({
  name: userNameSchema,
  location: locationFieldsSchema,
  dietaryRestrictions: list,
  dietaryRestrictionsComment: z.string().max(COMMENT_MAX_LENGTH),
  goals: list,
  goalsComment: z.string().max(COMMENT_MAX_LENGTH),
  allergies: list,
  dislikedIngredients: list,
  cookingEquipment: list,
  multifunctionRobot: list,
  blendingEquipment: list,
  coldStorageEquipment: list,
  bakingEquipment: list,
  nutritionalGoals: z.object({
    calories: nutrientField('calories'),
    protein: nutrientField('protein'),
    carbs: nutrientField('carbs'),
    fat: nutrientField('fat'),
  }),
  adultCount: z.number().int().min(0).max(20),
  childrenCount: z.number().int().min(0).max(20),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const NUTRIENTS = [
  { key: 'calories', label: 'Calories (kcal par jour)' },
  { key: 'protein', label: 'Protéines (g par jour)' },
  { key: 'carbs', label: 'Glucides (g par jour)' },
  { key: 'fat', label: 'Lipides (g par jour)' },
] as const;

const asText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const asNumber = (value: string) => (value.trim() === '' ? null : toNumber(value));

export function toFormValues(user: User): ProfileFormValues {
  const p = user.preferences;
  return {
    name: user.name,
    location: { ...user.location },
    dietaryRestrictions: [...p.dietaryRestrictions],
    dietaryRestrictionsComment: p.dietaryRestrictionsComment,
    goals: [...p.goals],
    goalsComment: p.goalsComment,
    allergies: [...p.allergies],
    dislikedIngredients: [...p.dislikedIngredients],
    cookingEquipment: [...p.cookingEquipment],
    multifunctionRobot: [...p.multifunctionRobot],
    blendingEquipment: [...p.blendingEquipment],
    coldStorageEquipment: [...p.coldStorageEquipment],
    bakingEquipment: [...p.bakingEquipment],
    nutritionalGoals: {
      calories: asText(p.nutritionalGoals.calories),
      protein: asText(p.nutritionalGoals.protein),
      carbs: asText(p.nutritionalGoals.carbs),
      fat: asText(p.nutritionalGoals.fat),
    },
    adultCount: p.adultCount,
    childrenCount: p.childrenCount,
  };
}

/** The PUT body: the email is not sent (never editable), cuisine preferences are left as they are. */
export function toUpdateBody(values: ProfileFormValues): ProfileUpdateInput {
  const { name, location, nutritionalGoals, ...preferences } = values;
  return {
    name,
    location,
    preferences: {
      ...preferences,
      nutritionalGoals: {
        calories: asNumber(nutritionalGoals.calories),
        protein: asNumber(nutritionalGoals.protein),
        carbs: asNumber(nutritionalGoals.carbs),
        fat: asNumber(nutritionalGoals.fat),
      },
    },
  };
}
