import { z } from '../validation';
import { DRIVE_PROVIDERS } from '../options';
import { dataResponse, idSchema } from './common';

export const shoppingItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  category: z.string(),
  purchased: z.boolean(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const orderDetailsSchema = z.object({ provider: z.string(), status: z.string(), date: z.string() });
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
export const shoppingListResponseSchema = dataResponse(shoppingListSchema);

export const purchaseBodySchema = z.object({
  itemIds: z.array(z.string().min(1).max(64)).min(1).max(1000),
  /** Absent = mark purchased (spec); false = untick. */
  purchased: z.boolean().default(true),
});
export const updateItemsBodySchema = z.object({
  items: z
    .array(
      z.object({
        _id: z.string().min(1).max(64),
        quantity: z.number().min(1, 'La quantité doit être au moins 1').max(100000),
        purchased: z.boolean(),
      }),
    )
    .max(1000),
});

export const driveProviderSchema = z.enum(DRIVE_PROVIDERS.map((p) => p.value) as ['carrefour', 'leclerc', 'intermarche']);
export const orderBodySchema = z.object({ shoppingListId: idSchema, provider: driveProviderSchema.default('carrefour') });
export const orderResponseSchema = dataResponse(z.object({ orderId: z.string() }));

/** Messages pushed by the list's Durable Object over WebSocket. */
export const liveMessageSchema = z.object({ type: z.literal('state'), list: shoppingListSchema });
