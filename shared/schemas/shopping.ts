import { z } from '../validation';
import { DRIVE_PROVIDERS } from '../options';
import { dataResponse, idSchema } from './common';

/** French texts of shopping lists and drive orders (issue #5) that the spec's catalogue does not give. */
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
} as const;

/** Category of the free-text ingredients the catalogue does not know (shown last). */
export const OTHER_CATEGORY = 'Autres';

export const shoppingItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Aisle label ('Fruits et légumes', 'Crèmerie'...), items come in shop order. */
  category: z.string(),
  purchased: z.boolean(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const orderDetailsSchema = z.object({ provider: z.string(), status: z.string(), date: z.string() });
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
export const shoppingListSchema = z.object({
  _id: z.string(),
  id: z.string(),
  mealPlan: z.string().nullable(),
  status: z.enum(['active', 'ordered']),
  driveOrderId: z.string().nullable(),
  orderDetails: orderDetailsSchema.nullable(),
  items: z.array(shoppingItemSchema),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;
/** GET /api/shopping/:id, and the answer of both PUTs (the list after the change). */
export const shoppingListResponseSchema = dataResponse(shoppingListSchema);

/** GET /api/shopping/current: the most recent list (for the header's cart badge), or null. */
export const currentShoppingListResponseSchema = dataResponse(
  z.object({ id: z.string(), remaining: z.number().int(), total: z.number().int() }).nullable(),
);

const itemId = z.string().min(1).max(64);

export const purchaseBodySchema = z.object({
  itemIds: z.array(itemId).min(1).max(1000),
  /** Absent = mark purchased (spec); false = untick. */
  purchased: z.boolean().default(true),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

export const updateItemsBodySchema = z.object({
  items: z
    .array(
      z.object({
        _id: itemId,
        // spec §5: quantity numeric, minimum 1
        quantity: z.number().min(1, SHOPPING_MESSAGES.quantityMin).max(100000),
        purchased: z.boolean(),
      }),
    )
    .max(1000),
});
export type UpdateItemsBody = z.infer<typeof updateItemsBodySchema>;

export const driveProviderSchema = z.enum(DRIVE_PROVIDERS.map((p) => p.value) as ['carrefour', 'leclerc', 'intermarche'], {
  error: SHOPPING_MESSAGES.providerUnknown,
});
export type DriveProviderId = z.infer<typeof driveProviderSchema>;
export const orderBodySchema = z.object({ shoppingListId: idSchema, provider: driveProviderSchema.default('carrefour') });
export type OrderBody = z.infer<typeof orderBodySchema>;
export const orderResponseSchema = dataResponse(z.object({ orderId: z.string() }));

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
