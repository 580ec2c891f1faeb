import { z } from '../validation';
import { dataResponse, idSchema } from './common';

/**
 * Households: the unit that plans and shops. Every account belongs to exactly one; plans, meal
 * plans, shopping lists, favourites, the pantry and the subscription are the household's, recipes
 * and ratings stay their author's.
 */

/** French texts of the household screens and answers. */
export const HOUSEHOLD_MESSAGES = {
  nameRequired: 'Le nom du foyer est requis.',
  nameTooLong: 'Le nom du foyer ne doit pas dépasser 60 caractères.',
  renamed: 'Foyer renommé',
  codeRequired: "Le code d'invitation est requis.",
  codeInvalid: "Ce code d'invitation n'est pas valide.",
  codeUnknown: "Ce code d'invitation n'existe pas.",
  codeExpired: "Ce code d'invitation a expiré. Demandez-en un nouveau.",
  codeUsed: "Ce code d'invitation a déjà été utilisé. Demandez-en un nouveau.",
  alreadyMember: 'Vous faites déjà partie de ce foyer.',
  joined: 'Vous avez rejoint le foyer',
  ownerOnly: 'Seul le responsable du foyer peut faire cela.',
  ownerMustHandOver: 'Confiez d’abord la responsabilité du foyer à un autre membre avant de le quitter.',
  lastMember: 'Vous êtes seul dans ce foyer : il n’y a personne à qui le laisser.',
  cannotRemoveSelf: 'Pour vous retirer du foyer, utilisez « Quitter le foyer ».',
  memberNotFound: 'Ce membre ne fait pas partie de votre foyer.',
  left: 'Vous avez quitté le foyer',
  memberRemoved: 'Membre retiré du foyer',
  ownershipTransferred: 'Le foyer a un nouveau responsable',
  invitationCreated: 'Invitation créée',
} as const;

export const HOUSEHOLD_NAME_MAX_LENGTH = 60;
/** Days an invitation code stays valid. */
export const INVITATION_TTL_DAYS = 7;
/** Invitation codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;

export const householdRoleSchema = z.enum(['owner', 'member']);
export type HouseholdRole = z.infer<typeof householdRoleSchema>;

export const householdMemberSchema = z.object({ id: z.string(), name: z.string(), role: householdRoleSchema });
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const currentHouseholdSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(householdMemberSchema),
});
export type CurrentHousehold = z.infer<typeof currentHouseholdSchema>;

export const householdResponseSchema = dataResponse(currentHouseholdSchema);

export const invitationSchema = z.object({
  code: z.string(),
  /** Absolute address of the page that joins with this code: `/rejoindre/{code}`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = dataResponse(invitationSchema);

/** A code as typed or pasted: spaces and dashes ignored, case-insensitive. */
export const invitationCodeSchema = z
  .string({ error: HOUSEHOLD_MESSAGES.codeRequired })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, HOUSEHOLD_MESSAGES.codeRequired)
      .length(INVITATION_CODE_LENGTH, HOUSEHOLD_MESSAGES.codeInvalid)
      .regex(new RegExp(`^[${INVITATION_CODE_ALPHABET}]+$`), HOUSEHOLD_MESSAGES.codeInvalid),
  );

export const joinHouseholdSchema = z.object({ code: invitationCodeSchema });
export type JoinHouseholdInput = z.infer<typeof joinHouseholdSchema>;

export const renameHouseholdSchema = z.object({
  name: z
    .string({ error: HOUSEHOLD_MESSAGES.nameRequired })
    .trim()
    .min(1, HOUSEHOLD_MESSAGES.nameRequired)
    .max(HOUSEHOLD_NAME_MAX_LENGTH, HOUSEHOLD_MESSAGES.nameTooLong),
});
export type RenameHouseholdInput = z.infer<typeof renameHouseholdSchema>;

/** The owner hands the household over to another member (then may leave). */
export const transferOwnershipSchema = z.object({ userId: idSchema });

export const memberIdParamSchema = z.object({ userId: idSchema });

/** Staples the household says it always has: shown apart on the list, or left off. */
export const pantryModeSchema = z.enum(['apart', 'hidden']);
export type PantryMode = z.infer<typeof pantryModeSchema>;
export const pantrySchema = z.object({
  mode: pantryModeSchema,
  /** Catalogue names of the staples declared ('sel', 'poivre', "huile d'olive"...). */
  items: z.array(z.string().trim().min(1).max(100)).max(200),
});
export type Pantry = z.infer<typeof pantrySchema>;
export const pantryResponseSchema = dataResponse(pantrySchema);
