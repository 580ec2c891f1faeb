import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type {
  CurrentHousehold,
  householdResponseSchema,
  Invitation,
  invitationResponseSchema,
  Pantry,
  pantryResponseSchema,
} from '@shared/schemas/households';
import { apiFetch } from '@web/lib/api';
import { currentHouseholdKey, pantryKey } from '@web/lib/household';

export { fetchPantry, usePantry } from '@web/lib/household';

// Calls of the household screens, all through apiFetch (bearer token, French server messages, 401).

type HouseholdAnswer = z.infer<typeof householdResponseSchema>;
/** The household after a change, with the server's French message when it sends one. */
export type HouseholdChange = { household: CurrentHousehold | null; message: string | null };

/** Answers that carry the household after the change; others (leave may) only a message. */
async function change(path: string, init: { method?: string; body?: unknown }): Promise<HouseholdChange> {
  const method = init.method ?? 'POST';
  const answer = await apiFetch<Partial<HouseholdAnswer> | null>(path, {
    method,
    body: init.body ?? (method === 'DELETE' ? undefined : {}),
  });
  const data = answer?.data;
  return { household: data && typeof data === 'object' && 'members' in data ? data : null, message: answer?.message ?? null };
}

export const renameHousehold = (name: string) => change('/api/households/current', { method: 'PUT', body: { name } });
export const joinHousehold = (code: string) => change('/api/households/join', { body: { code } });
export const leaveHousehold = () => change('/api/households/leave', {});
export const removeMember = (userId: string) => change(`/api/households/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
export const handOverOwnership = (userId: string) => change('/api/households/owner', { body: { userId } });

/** POST /api/households/invitations (owner only) → 201 with the code, its page's address and its end. */
export async function createInvitation(): Promise<Invitation> {
  return (await apiFetch<z.infer<typeof invitationResponseSchema>>('/api/households/invitations', { body: {} })).data;
}

export async function savePantry(pantry: Pantry): Promise<Pantry> {
  return (await apiFetch<z.infer<typeof pantryResponseSchema>>('/api/households/pantry', { method: 'PUT', body: pantry })).data;
}

export function useSavePantry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePantry, onSuccess: (pantry) => queryClient.setQueryData(pantryKey, pantry) });
}

/**
 * A change of the household: the answer's household replaces the cached one; without one (or after
 * joining or leaving, when the lists and plans shown elsewhere change too) everything is read again.
 */
export function useHouseholdChange<T>(call: (input: T) => Promise<HouseholdChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ household }) => {
      if (household) queryClient.setQueryData(currentHouseholdKey, household);
      else await queryClient.invalidateQueries({ queryKey: currentHouseholdKey });
    },
  });
}

/** After joining or leaving, the plans, lists and pantry on screen were another household's. */
export function useResetAfterMove() {
  const queryClient = useQueryClient();
  return (household: CurrentHousehold | null) => {
    // Reset, not removed: a query on screen (the header's cart badge) reads its new household's data.
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'household' });
    void queryClient.invalidateQueries({ queryKey: pantryKey });
    if (household) queryClient.setQueryData(currentHouseholdKey, household);
    else void queryClient.invalidateQueries({ queryKey: currentHouseholdKey });
  };
}
