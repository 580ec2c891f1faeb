import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { FamilyTreeNode, userTreesResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type UserTreesAnswer = z.infer<typeof userTreesResponseSchema>;

/** GET /api/meals/user-trees: one family tree per recipe the user started. */
export async function getUserTrees(signal?: AbortSignal): Promise<FamilyTreeNode[]> {
  const answer = await apiFetch<UserTreesAnswer>('/api/meals/user-trees', { signal });
  return answer.recipeTrees.map((entry) => entry.tree);
}

export const userTreesQueryKey = ['user-trees'] as const;

export function useUserTrees() {
  return useQuery({
    queryKey: userTreesQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getUserTrees(signal);
      } catch (error) {
        // A tree list load failure is only logged (the page shows its empty state).
        console.error(error);
        return [];
      }
    },
  });
}
