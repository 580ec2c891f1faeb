import { z } from '../validation';
import { DRIVE_PROVIDERS } from '../options';
import { dataResponse, idSchema } from './common';

/** French texts of shopping lists and drive orders beyond the shared catalogue (shared/messages.ts). */
export const SHOPPING_MESSAGES = {
  quantityMin: 'La quantité doit être au moins 1',
  unknownItems: "Certains articles n'appartiennent pas à cette liste de courses.",
  duplicateItems: 'Un même article apparaît plusieurs fois dans la demande.',
  itemsUpdated: 'Liste de courses mise à jour',
  providerDisabled: "Ce drive n'est pas encore disponible.",
  providerUnknown: 'Drive inconnu.',
  emptyList: 'La liste de courses est vide : rien à commander.',
  nothingToOrder: 'Tous les articles sont déjà cochés : rien à commander.',
  alreadyOrdered: 'Cette liste de courses a déjà été commandée.',
  websocketRequired: 'Cette adresse attend une connexion WebSocket.',
  itemNameRequired: "Le nom de l'article est requis.",
  itemNameTooLong: "Le nom de l'article ne doit pas dépasser 100 caractères.",
  itemNameInvalid: "Le nom de l'article doit contenir au moins une lettre.",
  itemAdded: 'Article ajouté à la liste',
  itemDeleted: 'Article retiré de la liste',
  opIdInvalid: "Identifiant d'opération invalide.",
  itemIdInvalid: "Identifiant d'article invalide pour cette liste.",
  itemNotFound: "Cet article n'est pas sur cette liste de courses.",
  movedToPantry: 'Article rangé dans « Vous avez sûrement déjà »',
  removedAsPantry: 'Article retiré : vous l’avez déjà',
} as const;

/** Longest item name a shopper can add by hand. */
export const ITEM_NAME_MAX_LENGTH = 100;

/** Category of the free-text ingredients the catalogue does not know (shown last). */
export const OTHER_CATEGORY = 'Autres';

/** Category of the staples needed in a tiny amount (a pinch of salt, a spoon of oil), shown after every other. */
export const PANTRY_CATEGORY = 'Vous avez sûrement déjà';

/**
 * What to take from the shelf for a line: `count` packs of `size` `unit` ('pièce', 'g', 'ml',
 * 'bouquet'), and the words that say it (« 1 boîte de 6 (il en faut 4) »). From the drive's
 * catalogue when it knows the product, else from the kitchen's pack table (docs/live-list.md).
 */
export const packSchema = z.object({
  label: z.string(),
  count: z.number().int().min(1),
  size: z.number(),
  unit: z.enum(['pièce', 'g', 'ml', 'bouquet']),
  /** The drive's product (« Œufs frais x12 ») when the drive supplies the line. */
  product: z.string().max(200).optional(),
});
export type Pack = z.infer<typeof packSchema>;

export const shoppingItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Aisle label ('Fruits et légumes', 'Crèmerie'...), items come in shop order. */
  category: z.string(),
  purchased: z.boolean(),
  /** Shown in brackets after the quantity: the grams needed of produce counted in pieces ("70 g"). */
  detail: z.string().optional(),
  /** « coché par » : the display name of the member who ticked it (only on a ticked item whose ticker is known). */
  purchasedByName: z.string().optional(),
  /** The packs to buy, when known. */
  pack: packSchema.optional(),
  /** The drive's price of those packs in euros, when it supplies the line; absent = no price. */
  price: z.number().optional(),
  /** What the pantry held when the list was made, already taken off `quantity`: « 250 g (vous en avez 500 g) ». */
  have: z.object({ quantity: z.number(), unit: z.string() }).optional(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

/** A list item the drive could not supply: not in its catalogue, or out of stock. */
export const missingProductSchema = z.object({ name: z.string(), reason: z.enum(['unknown', 'out_of_stock']) });
export type MissingProduct = z.infer<typeof missingProductSchema>;
/**
 * The order of an ordered list. `status` is the partner's ('pending', 'confirmed', 'ready'), read
 * again from it while the list is read and the order is not ready. `total` is the basket's price in
 * euros as the partner computed it; `demo` says the partner was the drive sandbox (no real shop).
 * Orders placed before the partner API have no total, missing products or demo flag.
 */
export const orderDetailsSchema = z.object({
  provider: z.string(),
  status: z.string(),
  date: z.string(),
  total: z.number().nullable().optional(),
  missing: z.array(missingProductSchema).optional(),
  demo: z.boolean().optional(),
  partnerOrderId: z.string().nullable().optional(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
export const shoppingListSchema = z.object({
  _id: z.string(),
  id: z.string(),
  mealPlan: z.string().nullable(),
  status: z.enum(['active', 'ordered']),
  driveOrderId: z.string().nullable(),
  orderDetails: orderDetailsSchema.nullable(),
  /** When the list last changed (ISO): a device never replaces the list it shows by an older one. */
  updatedAt: z.string().optional(),
  items: z.array(shoppingItemSchema),
  /** The sum of the lines' prices in euros (`estimateOf`); a list read before prices existed may lack it. */
  estimatedTotal: z.number().optional(),
  /** Names of the lines without a price, in list order. */
  unpriced: z.array(z.string()).optional(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/**
 * The list's estimate from its lines: the sum of their prices (summed in cents, so it is the drive's
 * basket total to the cent) and the names of the lines with no price. Every line counts, ticked or
 * not, but the pantry section's, which an order does not buy either (« Vous avez sûrement déjà »).
 */
export function estimateOf(items: readonly Pick<ShoppingItem, 'name' | 'price' | 'category'>[]): {
  estimatedTotal: number;
  unpriced: string[];
} {
  let cents = 0;
  const unpriced: string[] = [];
  for (const item of items) {
    if (item.category === PANTRY_CATEGORY) continue;
    if (item.price === undefined) unpriced.push(item.name);
    else cents += Math.round(item.price * 100);
  }
  return { estimatedTotal: cents / 100, unpriced };
}

/** The list with its estimate computed from its items. */
export function withEstimate(list: ShoppingList): ShoppingList {
  return { ...list, ...estimateOf(list.items) };
}
/** GET /api/shopping/:id, and the answer of both PUTs (the list after the change). */
export const shoppingListResponseSchema = dataResponse(shoppingListSchema);

/** GET /api/shopping/current: the most recent list (for the header's cart badge), or null. */
export const currentShoppingListResponseSchema = dataResponse(
  z.object({ id: z.string(), remaining: z.number().int(), total: z.number().int() }).nullable(),
);

const itemId = z.string().min(1).max(64);

export const purchaseBodySchema = z.object({
  itemIds: z.array(itemId).min(1).max(1000),
  /** Absent = mark purchased (the default); false = untick. */
  purchased: z.boolean().default(true),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** POST /api/shopping/:id/items/:itemId/have (« J'ai déjà »): the list and the item it names. */
export const haveItemParamSchema = z.object({ id: itemId, itemId });
/** « J'ai déjà »'s body: how much the household has (none: « assez », a staple). */
export { pantryAmountSchema as haveItemBodySchema } from './households';

export const updateItemsBodySchema = z.object({
  items: z
    .array(
      z.object({
        _id: itemId,
        // the list editor's rule: a quantity is a number, at least 1
        quantity: z.number().min(1, SHOPPING_MESSAGES.quantityMin).max(100000),
        purchased: z.boolean(),
      }),
    )
    .max(1000),
});
export type UpdateItemsBody = z.infer<typeof updateItemsBodySchema>;

/** A name typed in the shop: trimmed, 1 to 100 characters, with at least one letter. */
export const itemNameSchema = z
  .string({ error: SHOPPING_MESSAGES.itemNameRequired })
  .trim()
  .min(1, SHOPPING_MESSAGES.itemNameRequired)
  .max(ITEM_NAME_MAX_LENGTH, SHOPPING_MESSAGES.itemNameTooLong)
  .regex(/\p{L}/u, SHOPPING_MESSAGES.itemNameInvalid);
const addedQuantity = z.number().min(0.01, SHOPPING_MESSAGES.quantityMin).max(100000);
const addedUnit = z.string().trim().max(20);

/** POST /api/shopping/:id/items: an item added by name (resolved against the catalogue for its aisle). */
export const addItemBodySchema = z.object({ name: itemNameSchema, quantity: addedQuantity.optional(), unit: addedUnit.optional() });
export type AddItemBody = z.infer<typeof addItemBodySchema>;

/**
 * One change made on a device, online or offline. `opId` is the device's own id for it: the list
 * applies each id once, so a replay after a lost answer changes nothing. `at` is when it was made
 * (epoch ms): for ticks, the later change wins. Items added on a device carry their new id.
 */
const opId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, SHOPPING_MESSAGES.opIdInvalid);
const opBase = { opId, at: z.number().int().min(0) };
export const listOpSchema = z.discriminatedUnion('kind', [
  z.object({ ...opBase, kind: z.literal('purchase'), itemId, purchased: z.boolean() }),
  z.object({ ...opBase, kind: z.literal('quantity'), itemId, quantity: z.number().min(1, SHOPPING_MESSAGES.quantityMin).max(100000) }),
  z.object({
    ...opBase,
    kind: z.literal('add'),
    itemId,
    name: itemNameSchema,
    quantity: addedQuantity.optional(),
    unit: addedUnit.optional(),
  }),
  z.object({ ...opBase, kind: z.literal('delete'), itemId }),
]);
export type ListOp = z.infer<typeof listOpSchema>;
/** POST /api/shopping/:id/ops: changes in the order they were made (a device's offline queue). */
export const applyOpsBodySchema = z.object({ ops: z.array(listOpSchema).min(1).max(200) });
export type ApplyOpsBody = z.infer<typeof applyOpsBodySchema>;

/** Id of an item added on a device: the list's id, '~', then the device's random part. */
export function addedItemId(listId: string, random: string): string {
  return `${listId}~${random}`;
}
export function isAddedItemIdOf(listId: string, itemId: string): boolean {
  return itemId.startsWith(`${listId}~`) && /^[A-Za-z0-9_-]{8,40}$/.test(itemId.slice(listId.length + 1));
}

export const driveProviderSchema = z.enum(DRIVE_PROVIDERS.map((p) => p.value) as ['carrefour', 'leclerc', 'intermarche'], {
  error: SHOPPING_MESSAGES.providerUnknown,
});
export type DriveProviderId = z.infer<typeof driveProviderSchema>;
export const orderBodySchema = z.object({ shoppingListId: idSchema, provider: driveProviderSchema.default('carrefour') });
export type OrderBody = z.infer<typeof orderBodySchema>;
/** POST /api/orders: the order's reference and the list's new order details (total, missing products...). */
export const orderResponseSchema = dataResponse(z.object({ orderId: z.string(), orderDetails: orderDetailsSchema }));

/**
 * Live updates: GET /api/shopping/:id/live upgrades to a WebSocket. Browsers cannot send
 * Authorization there, so the token travels as a subprotocol:
 * `new WebSocket(url, [LIVE_PROTOCOL, 'bearer.' + token])`; the server answers with LIVE_PROTOCOL.
 */
export const LIVE_PROTOCOL = 'popote.v1';
export const LIVE_TOKEN_PREFIX = 'bearer.';
/** Messages pushed by the list's Durable Object: the full state, on connect and after every change. */
export const liveMessageSchema = z.object({ type: z.literal('state'), list: shoppingListSchema });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/**
 * Changes sent over the live socket (the same operations as POST /api/shopping/:id/ops). The object
 * answers the sender `{type:'ack', opIds}` once they are applied (and broadcasts the state to all),
 * or `{type:'refused', opIds, message}` when they are refused for good.
 */
export const liveOpsMessageSchema = z.object({ type: z.literal('ops'), ops: applyOpsBodySchema.shape.ops });
export type LiveOpsMessage = z.infer<typeof liveOpsMessageSchema>;
export const liveAckSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ack'), opIds: z.array(z.string()) }),
  z.object({ type: z.literal('refused'), opIds: z.array(z.string()), message: z.string() }),
]);
export type LiveAck = z.infer<typeof liveAckSchema>;
