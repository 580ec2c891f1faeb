import type { Pantry, pantryResponseSchema } from '@shared/schemas/households';
import type { z } from '@shared/validation';
import { apiFetch } from '@web/lib/api';

/** POST /api/shopping/:id/finish: what was ticked goes in « Mes placards » (once); the pantry after it, with the server's message. */
export async function finishShopping(listId: string): Promise<{ pantry: Pantry; message: string | null }> {
  const answer = await apiFetch<z.infer<typeof pantryResponseSchema>>(`/api/shopping/${encodeURIComponent(listId)}/finish`, {
    method: 'POST',
    body: {},
  });
  return { pantry: answer.data, message: answer.message ?? null };
}
