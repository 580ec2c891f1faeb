import { z } from '../validation';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  DEFAULT_COUNTRY,
} from '../constants';
import { MESSAGES } from '../messages';
import { dataResponse, idSchema, tagListSchema } from './common';

const count = z.number().int().min(0).max(20);
const nutrient = z.number().min(0).max(100000).nullable().optional();

export const nutritionalGoalsSchema = z.strictObject({
  calories: nutrient,
  protein: nutrient,
  carbs: nutrient,
  fat: nutrient,
});

export const preferencesSchema = z.strictObject({
  dietaryRestrictions: tagListSchema.default([]),
  dietaryRestrictionsComment: z.string().max(2000).default(''),
  goals: tagListSchema.default([]),
  goalsComment: z.string().max(2000).default(''),
  allergies: tagListSchema.default([]),
  dislikedIngredients: tagListSchema.default([]),
  cuisinePreferences: tagListSchema.default([]),
  cookingEquipment: tagListSchema.default([]),
  multifunctionRobot: tagListSchema.default([]),
  blendingEquipment: tagListSchema.default([]),
  coldStorageEquipment: tagListSchema.default([]),
  bakingEquipment: tagListSchema.default([]),
  nutritionalGoals: nutritionalGoalsSchema.default({}),
  adultCount: count.default(DEFAULT_ADULTS),
  childrenCount: count.default(DEFAULT_CHILDREN),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const locationSchema = z.strictObject({
  address: z.string().max(300).default(''),
  city: z.string().max(120).default(''),
  postalCode: z.string().max(20).default(''),
  country: z.string().max(80).default(DEFAULT_COUNTRY),
  countryCode: z.string().max(4).default('FR'),
  coordinates: z
    .strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .nullable()
    .default(null),
});
export type Location = z.infer<typeof locationSchema>;

export const subscriptionSchema = z.object({
  type: z.enum(['free', 'premium']),
  expiresAt: z.string().nullable(),
  /** true once the user cancelled: Premium stays until expiresAt, then Free (no renewal). */
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const householdSchema = z.object({ size: z.number().int(), includesChildren: z.boolean() });

export const userSchema = z.object({
  id: idSchema,
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  preferences: preferencesSchema,
  household: householdSchema,
  location: locationSchema,
  subscription: subscriptionSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userWithTokenSchema = userSchema.extend({ token: z.string() });
export type UserWithToken = z.infer<typeof userWithTokenSchema>;

const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email('adresse e-mail invalide'));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, 'Le mot de passe doit contenir au plus 128 caractères');

export const registerBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Le nom est requis').max(NAME_MAX_LENGTH),
  email: emailSchema,
  password: passwordSchema,
  preferences: preferencesSchema.default(preferencesSchema.parse({})),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, "L'email est requis").max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, 'Le mot de passe est requis').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const profileUpdateBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Le nom est requis').max(NAME_MAX_LENGTH).optional(),
  /** Sent back by the client but never editable (spec §5): ignored when equal, refused otherwise. */
  email: z.string().optional(),
  preferences: preferencesSchema.partial().optional(),
  location: locationSchema.partial().optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const subscriptionBodySchema = z.strictObject({ action: z.enum(['subscribe', 'cancel', 'resume']) });
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});

export const deleteAccountBodySchema = z.strictObject({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

export const userResponseSchema = dataResponse(userSchema);
export const userWithTokenResponseSchema = dataResponse(userWithTokenSchema);
export const subscriptionResponseSchema = dataResponse(z.object({ subscription: subscriptionSchema }));
