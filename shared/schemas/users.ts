import { z } from '../validation';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  DEFAULT_COUNTRY,
  COMMENT_MAX_LENGTH,
} from '../constants';
import { MESSAGES } from '../messages';
import { normalizeText } from '../text';
import { dataResponse, idSchema, tagListSchema } from './common';
import { constraintListSchema, preferenceReadingsSchema } from './readings';

/** French texts of the accounts feature beyond the shared catalogue (shared/messages.ts). */
export const USER_MESSAGES = {
  nameRequired: 'Le nom est requis',
  emailRequired: "L'email est requis",
  emailInvalid: 'Veuillez saisir une adresse email valide',
  passwordRequired: 'Le mot de passe est requis',
  passwordTooLong: `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères`,
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel",
  /** Profile: the hint under the read-only email, also the server's refusal. */
  emailNotEditable: "L'email ne peut pas être modifié",
  nutrientInvalid: 'Veuillez saisir un nombre positif ou nul',
  registered: 'Inscription réussie',
  loggedIn: 'Connexion réussie',
  loggedOut: 'Déconnexion réussie',
  passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été déconnectées.',
  accountDeleted: 'Votre compte et toutes vos données ont été supprimés.',
  noPremiumToCancel: "Vous n'avez pas d'abonnement Premium à résilier.",
  noPremiumToResume: "Vous n'avez pas d'abonnement Premium à reprendre.",
  subscriptionResumed: 'Votre abonnement Premium sera renouvelé automatiquement chaque mois.',
  subscriptionCancelled: (until: string) =>
    `Votre abonnement est résilié. Vous restez Premium jusqu'au ${until}, puis vous passerez à l'offre Gratuite (aucun remboursement au prorata).`,
} as const;

const count = z.number().int().min(0).max(20);
/** Highest daily goal accepted per nutrient: well above any real need, below any typing slip. */
export const NUTRIENT_GOAL_MAX = { calories: 10000, protein: 1000, carbs: 2000, fat: 1000 } as const;
export const NUTRIENT_GOAL_MESSAGES = {
  calories: 'Calories : saisissez un nombre entre 0 et 10 000 kcal par jour.',
  protein: 'Protéines : saisissez un nombre entre 0 et 1 000 g par jour.',
  carbs: 'Glucides : saisissez un nombre entre 0 et 2 000 g par jour.',
  fat: 'Lipides : saisissez un nombre entre 0 et 1 000 g par jour.',
} as const;
const nutrient = (key: keyof typeof NUTRIENT_GOAL_MAX) =>
  z
    .number({ error: NUTRIENT_GOAL_MESSAGES[key] })
    .min(0, NUTRIENT_GOAL_MESSAGES[key])
    .max(NUTRIENT_GOAL_MAX[key], NUTRIENT_GOAL_MESSAGES[key])
    .nullable()
    .optional();
const commentText = z.string().max(COMMENT_MAX_LENGTH);

/** Tags without accent/case-insensitive duplicates (the custom-tag rule: duplicates ignored), first spelling kept. */
const unique = <T extends z.ZodType<string[], string[]>>(list: T) =>
  list.transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = normalizeText(tag);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
const uniqueTags = unique(tagListSchema);

export const nutritionalGoalsSchema = z.strictObject({
  calories: nutrient('calories'),
  protein: nutrient('protein'),
  carbs: nutrient('carbs'),
  fat: nutrient('fat'),
});

// One shape, two uses: the full preferences (with their defaults) and a partial update
// (no defaults: a PUT that sends only `allergies` must not reset the other fields).
// Allergies, diets and disliked ingredients are read by the kitchen lexicon: each entry needs a letter.
const preferencesShape = {
  dietaryRestrictions: unique(constraintListSchema('dietaryRestrictions')),
  dietaryRestrictionsComment: commentText,
  goals: uniqueTags,
  goalsComment: commentText,
  allergies: unique(constraintListSchema('allergies')),
  dislikedIngredients: unique(constraintListSchema('dislikedIngredients')),
  cuisinePreferences: uniqueTags,
  cookingEquipment: uniqueTags,
  multifunctionRobot: uniqueTags,
  blendingEquipment: uniqueTags,
  coldStorageEquipment: uniqueTags,
  bakingEquipment: uniqueTags,
  nutritionalGoals: nutritionalGoalsSchema,
  adultCount: count,
  childrenCount: count,
};

export const preferencesSchema = z.strictObject({
  dietaryRestrictions: preferencesShape.dietaryRestrictions.default([]),
  dietaryRestrictionsComment: commentText.default(''),
  goals: preferencesShape.goals.default([]),
  goalsComment: commentText.default(''),
  allergies: preferencesShape.allergies.default([]),
  dislikedIngredients: preferencesShape.dislikedIngredients.default([]),
  cuisinePreferences: preferencesShape.cuisinePreferences.default([]),
  cookingEquipment: preferencesShape.cookingEquipment.default([]),
  multifunctionRobot: preferencesShape.multifunctionRobot.default([]),
  blendingEquipment: preferencesShape.blendingEquipment.default([]),
  coldStorageEquipment: preferencesShape.coldStorageEquipment.default([]),
  bakingEquipment: preferencesShape.bakingEquipment.default([]),
  nutritionalGoals: nutritionalGoalsSchema.default({}),
  adultCount: count.default(DEFAULT_ADULTS),
  childrenCount: count.default(DEFAULT_CHILDREN),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesPatchSchema = z.strictObject(preferencesShape).partial();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

const coordinatesSchema = z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).nullable();
const locationShape = {
  address: z.string().trim().max(300),
  city: z.string().trim().max(120),
  postalCode: z.string().trim().max(20),
  country: z.string().trim().max(80),
  countryCode: z.string().trim().max(4),
  coordinates: coordinatesSchema,
};

export const locationSchema = z.strictObject({
  address: locationShape.address.default(''),
  city: locationShape.city.default(''),
  postalCode: locationShape.postalCode.default(''),
  country: locationShape.country.default(DEFAULT_COUNTRY),
  countryCode: locationShape.countryCode.default('FR'),
  coordinates: coordinatesSchema.default(null),
});
export type Location = z.infer<typeof locationSchema>;
/** Every location field, no defaults: the profile form's shape. */
export const locationFieldsSchema = z.strictObject(locationShape);
export const locationPatchSchema = locationFieldsSchema.partial();

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
  /** The server's reading of each allergy, diet and disliked ingredient of `preferences`, same order. */
  readings: preferenceReadingsSchema,
  household: householdSchema,
  location: locationSchema,
  subscription: subscriptionSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * What a session resolves to on the server: the stored user row the request acts for (the hash and
 * the session version included, so never sent as is: `User` is its public shape). The `users` table
 * of the worker's database is checked against it at compile time.
 */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  /** pbkdf2$iterations$salt$hash */
  passwordHash: string;
  preferences: Preferences;
  location: Location;
  subscriptionType: 'free' | 'premium';
  subscriptionExpiresAt: string | null;
  subscriptionCancelAtPeriodEnd: boolean;
  sessionVersion: number;
  createdAt: string;
  updatedAt: string;
  lastActiveAt: string;
  /** The account's household (null only on a row written outside registration, until its first session). */
  householdId: string | null;
  householdRole: 'owner' | 'member';
  joinedHouseholdAt: string | null;
};
export const userWithTokenSchema = userSchema.extend({ token: z.string() });
export type UserWithToken = z.infer<typeof userWithTokenSchema>;

export const userNameSchema = z.string().trim().min(1, USER_MESSAGES.nameRequired).max(NAME_MAX_LENGTH);
const nameSchema = userNameSchema;
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, USER_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email(USER_MESSAGES.emailInvalid));
export const passwordSchema = z
  .string()
  .min(1, USER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong);

export const registerBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  // A household of nobody would plan meals for no one: the wizard refuses it, and so does the API.
  preferences: preferencesSchema
    .default(preferencesSchema.parse({}))
    .refine((p) => p.adultCount + p.childrenCount >= 1, { message: MESSAGES.atLeastOnePerson, path: ['adultCount'] }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Wizard step 1: name, email, password required; valid email; 6 characters; same confirmation. */
export const registerAccountStepSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] });
export type RegisterAccountStep = z.input<typeof registerAccountStepSchema>;

export const loginBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, USER_MESSAGES.emailRequired).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, USER_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const profileUpdateBodySchema = z.strictObject({
  name: nameSchema.optional(),
  /** Sent back by the client but never editable (an account keeps its email): ignored when equal, refused otherwise. */
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
  preferences: preferencesPatchSchema.optional(),
  location: locationPatchSchema.optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const subscriptionBodySchema = z.strictObject({ action: z.enum(['subscribe', 'cancel', 'resume']) });
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, USER_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The settings form: the API's body plus a confirmation that must match. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordBodySchema.shape.currentPassword,
    newPassword: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const deleteAccountBodySchema = z.strictObject({
  password: z.string().min(1, USER_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const userResponseSchema = dataResponse(userSchema);
export const userWithTokenResponseSchema = dataResponse(userWithTokenSchema);
export const subscriptionResponseSchema = dataResponse(z.object({ subscription: subscriptionSchema }));
export const changePasswordResponseSchema = dataResponse(z.object({ token: z.string() }));
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
/** POST /logout and DELETE /me: the message alone. */
export const signedOutResponseSchema = dataResponse(z.null());
/** GET /me/export answers the document itself, not the envelope; its sections are checked by the worker's tests. */
export const accountExportSchema = z.looseObject({ format: z.literal('popote-export-v1'), exportedAt: z.string() });
