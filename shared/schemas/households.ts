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

/** « Mes placards »: shown apart on the list (« Vous avez sûrement déjà »), or left off. */
export const pantryModeSchema = z.enum(['apart', 'hidden']);
export type PantryMode = z.infer<typeof pantryModeSchema>;

/** Units a pantry quantity is counted in. */
export const PANTRY_UNITS = ['g', 'kg', 'ml', 'cl', 'l', 'pièce'] as const;
export const pantryUnitSchema = z.enum(PANTRY_UNITS);
export type PantryUnit = z.infer<typeof pantryUnitSchema>;
/** The most a pantry item may hold, by unit: 100 kg, 100 l, 1000 pièces. */
export const PANTRY_MAX_QUANTITY: Record<PantryUnit, number> = { g: 100_000, kg: 100, ml: 100_000, cl: 10_000, l: 100, pièce: 1000 };
export const PANTRY_ITEM_NAME_MAX_LENGTH = 100;
/** The most items a pantry holds. */
export const PANTRY_MAX_ITEMS = 200;

export const PANTRY_MESSAGES = {
  nameRequired: 'Le nom de l’article est requis.',
  nameTooLong: `Le nom de l’article ne doit pas dépasser ${PANTRY_ITEM_NAME_MAX_LENGTH} caractères.`,
  quantityInvalid: 'La quantité doit être un nombre positif.',
  unitRequired: 'Choisissez l’unité de la quantité.',
  unitWithoutQuantity: 'Indiquez la quantité pour cette unité.',
  dateInvalid: 'Cette date n’existe pas (format AAAA-MM-JJ).',
  tooMany: `Vos placards ne peuvent pas contenir plus de ${PANTRY_MAX_ITEMS} articles.`,
  saved: 'Placards enregistrés',
  added: 'Article ajouté à vos placards',
  finished: 'Courses terminées : vos achats sont rangés dans vos placards',
} as const;

export const pantryMaxMessage = (unit: PantryUnit) =>
  `La quantité ne doit pas dépasser ${PANTRY_MAX_QUANTITY[unit]} ${unit === 'pièce' ? 'pièces' : unit}.`;

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
const bestBeforeSchema = z.string().refine((value) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}, PANTRY_MESSAGES.dateInvalid);

/** A quantity with its unit, both or neither (neither: « assez »), within what the unit allows. */
function checkAmount(item: { quantity?: number; unit?: PantryUnit }, ctx: z.RefinementCtx) {
  if (item.quantity !== undefined && item.unit === undefined)
    ctx.addIssue({ code: 'custom', path: ['unit'], message: PANTRY_MESSAGES.unitRequired });
  if (item.quantity === undefined && item.unit !== undefined)
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: PANTRY_MESSAGES.unitWithoutQuantity });
  if (item.quantity !== undefined && item.unit !== undefined && item.quantity > PANTRY_MAX_QUANTITY[item.unit])
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: pantryMaxMessage(item.unit) });
}

const amountFields = {
  quantity: z
    .number({ error: PANTRY_MESSAGES.quantityInvalid })
    .finite(PANTRY_MESSAGES.quantityInvalid)
    .positive(PANTRY_MESSAGES.quantityInvalid)
    .optional(),
  unit: pantryUnitSchema.optional(),
};

/** How much of something the household has; empty (or no body at all) is « assez ». */
export const pantryAmountSchema = z.preprocess((value) => value ?? {}, z.object(amountFields).superRefine(checkAmount));
export type PantryAmount = z.infer<typeof pantryAmountSchema>;

/** One pantry item: a name (catalogue ingredient or free text); without a quantity it is a staple (« assez »). */
export const pantryItemSchema = z
  .object({
    name: z
      .string({ error: PANTRY_MESSAGES.nameRequired })
      .trim()
      .min(1, PANTRY_MESSAGES.nameRequired)
      .max(PANTRY_ITEM_NAME_MAX_LENGTH, PANTRY_MESSAGES.nameTooLong),
    ...amountFields,
    bestBefore: bestBeforeSchema.optional(),
  })
  .superRefine(checkAmount);
export type PantryItem = z.infer<typeof pantryItemSchema>;

/** An item as sent: the object, or a plain name for a staple (what older clients send: "sel"). */
export const pantryItemInputSchema = z.preprocess((value) => (typeof value === 'string' ? { name: value } : value), pantryItemSchema);

export const pantrySchema = z.object({
  mode: pantryModeSchema,
  items: z.array(pantryItemInputSchema).max(PANTRY_MAX_ITEMS, PANTRY_MESSAGES.tooMany),
});
export type Pantry = z.infer<typeof pantrySchema>;
export type PantryInput = z.input<typeof pantrySchema>;
export const pantryResponseSchema = dataResponse(pantrySchema);
