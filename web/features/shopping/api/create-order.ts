import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { OrderBody, orderResponseSchema } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';

type CreatedOrder = z.infer<typeof orderResponseSchema>['data'];

/** POST /api/orders {shoppingListId, provider} → the order's id and details; 403 with the Premium message for Free users. */
export async function createOrder(body: OrderBody): Promise<CreatedOrder> {
  const { data } = await apiFetch<z.infer<typeof orderResponseSchema>>('/api/orders', { body });
  return data;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
