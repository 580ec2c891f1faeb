import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { OrderBody, orderResponseSchema } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';

/** POST /api/orders {shoppingListId, provider} → data.orderId; 403 with the Premium message for Free users. */
export async function createOrder(body: OrderBody): Promise<string> {
  const { data } = await apiFetch<z.infer<typeof orderResponseSchema>>('/api/orders', { body });
  return data.orderId;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
